import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { sendLead } from '../../api/lead.ts';
import { getSelf } from '../../api/users.ts';
import { getCookie } from '../../core/cookies.ts';
import { ServiceError } from '../../core/errors.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { readAttribution } from '../../domain/lead/attribution.ts';
import { customPayload, type LeadContext, leadPayload } from '../../domain/lead/payload.ts';
import { cpfSettings } from '../../domain/lead/settings.ts';
import { emptyLeadValues, type LeadValues } from '../../domain/lead/values.ts';
import { isLeadCpfRequired } from '../../validators/index.ts';
import { leadFormMessages } from './i18n.ts';
import type { LeadFormProps } from './LeadForm.tsx';
import { addressValid, type LeadRules, validateLead } from './validation.ts';

/** Sending state of the form. */
export type LeadStatus = 'idle' | 'sending' | 'sent' | 'failed';

/** State and actions of hub-lead-form; the component only draws them. */
export function useLeadForm(props: LeadFormProps) {
  const { context, emit } = useWidget();
  const t = useT(leadFormMessages);
  const [values, setValues] = useState<LeadValues>(() => emptyLeadValues(props.variant));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [attempted, setAttempted] = useState(0);
  const [status, setStatus] = useState<LeadStatus>('idle');
  const [prefilled, setPrefilled] = useState(false);
  const [userId, setUserId] = useState<string>();
  // The sending phase as of now, not as of the last render: a click burst sends at most once.
  const phase = useRef<LeadStatus>('idle');

  const cpfRequired = isLeadCpfRequired(cpfSettings(context.settings), {
    ibgeCityCode: values.cityCode,
    dealerId: values.dealerId,
  });
  const rules = useMemo<LeadRules>(
    () => ({
      variant: props.variant,
      market: context.market,
      country: context.country,
      cpfRequired,
      reasonsShown: (props.reasons?.length ?? 0) > 0,
      fields: props.fields ?? [],
      requiredMessage: t('fieldRequired'),
      totalVehiclesMessage: t('totalVehiclesInvalid'),
    }),
    [props.variant, props.reasons, props.fields, context.market, context.country, cpfRequired, t],
  );
  const allErrors = validateLead(values, rules);
  const errors =
    attempted > 0 ? allErrors : Object.fromEntries(Object.entries(allErrors).filter(([k]) => touched.has(k)));

  const update = useCallback(<K extends keyof LeadValues>(key: K, value: LeadValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
  }, []);
  const touch = useCallback((key: string) => {
    setTouched((current) => (current.has(key) ? current : new Set(current).add(key)));
  }, []);

  // Prefill from the signed-in user's profile (seed 000 §4 "Lead"); typed values are never overwritten.
  const { services, authCookie } = context;
  useEffect(() => {
    if (!services.users || !getCookie(authCookie)) return;
    const controller = new AbortController();
    getSelf(context, controller.signal)
      .then((user) => {
        const email =
          user.emails?.find((e) => e.preferred)?.email ?? user.emailPreferred ?? user.emails?.[0]?.email;
        const name = user.nickname || user.name;
        setUserId(user.id);
        setPrefilled(true);
        setValues((v) => ({
          ...v,
          name: v.name || name || '',
          contactName: v.contactName || name || '',
          email: v.email || email || '',
          phone: v.phone || user.phone || '',
          cpf: v.cpf || user.cpf || '',
          cnpj: v.cnpj || user.companyCnpj || '',
        }));
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [services.users, authCookie, context]);

  const leadContext = useMemo(
    (): Omit<LeadContext, 'random' | 'attribution'> => ({
      brand: context.brand,
      country: context.country,
      formName: props.formName ?? 'Proposal',
      origin: props.origin,
      subOrigin: props.subOrigin,
      productGroup: props.productGroup,
      callback: props.callback,
      modelCode: props.modelCode,
      modelYear: props.modelYear,
      gaTrackId: context.settings['ga-track-id'],
      gaUserId: userId,
    }),
    [context, props, userId],
  );

  const submit = useCallback(async () => {
    if (phase.current === 'sending' || phase.current === 'sent') return;
    setAttempted((n) => n + 1);
    if (Object.keys(allErrors).length > 0) return;
    phase.current = 'sending';
    setStatus('sending');
    const ctx: LeadContext = {
      ...leadContext,
      attribution: readAttribution(),
      random: Math.floor(Math.random() * 1e9),
    };
    const payload =
      props.variant === 'custom'
        ? customPayload(values, ctx, props.fields ?? [], addressValid(values, rules))
        : leadPayload(values, ctx);
    const form = `lead-${props.variant}`;
    try {
      await sendLead(context, payload, {
        clientId: context.settings['lead-client-id'],
        clientSecret: context.settings['lead-client-secret'],
      });
      phase.current = 'sent';
      setStatus('sent');
      emit('hub-submit-success', { form });
    } catch (error) {
      phase.current = 'failed';
      setStatus('failed');
      emit('hub-submit-error', { form, code: error instanceof ServiceError ? error.kind : 'unknown' });
    }
  }, [allErrors, leadContext, props, values, rules, context, emit]);

  const reset = useCallback(() => {
    setValues(emptyLeadValues(props.variant));
    setTouched(new Set());
    setAttempted(0);
    phase.current = 'idle';
    setStatus('idle');
  }, [props.variant]);

  return {
    values,
    errors,
    attempted,
    status,
    prefilled,
    cpfRequired,
    update,
    setValues,
    touch,
    submit,
    reset,
    t,
  };
}
