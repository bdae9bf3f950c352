import { useAtom } from 'jotai/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { PickedDealer } from '../../api/dealers.ts';
import { sendLead } from '../../api/lead.ts';
import { ServiceError } from '../../core/errors.ts';
import { hubStore } from '../../core/store.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { chosenDealerAtom } from '../../domain/dealer/chosenDealer.ts';
import { readAttribution } from '../../domain/lead/attribution.ts';
import { cpfSettings } from '../../domain/lead/settings.ts';
import { useProfile } from '../../domain/profile/useProfile.ts';
import { isLeadCpfRequired } from '../../validators/index.ts';
import { testDriveMessages } from './i18n.ts';
import { testDrivePayload } from './payload.ts';
import type { TestDriveProps } from './TestDrive.tsx';
import { type TestDriveErrors, validateTestDrive } from './validation.ts';
import { emptyTestDriveValues, type TestDriveValues } from './values.ts';

/** Sending state of the request. */
export type TestDriveStatus = 'idle' | 'sending' | 'sent' | 'failed';

/**
 * State and actions of hub-test-drive: the request is validated with the validators, sent once as a
 * lead (test-drive fields added) and answered with the REQUESTED status and the 24-hour promise; a
 * failure keeps every value for another try. Signed-in shoppers get their profile prefilled.
 */
export function useTestDrive(props: TestDriveProps, cityCode: string) {
  const { context, emit } = useWidget();
  const t = useT(testDriveMessages);
  const [chosen, setChosen] = useAtom(chosenDealerAtom, { store: hubStore });
  const initial = () =>
    emptyTestDriveValues({ modelCode: props.modelCode ?? '', mvsCode: props.mvsCode ?? '' }, chosen);
  const [values, setValues] = useState<TestDriveValues>(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [attempted, setAttempted] = useState(0);
  const [status, setStatus] = useState<TestDriveStatus>('idle');
  const phase = useRef<TestDriveStatus>('idle');
  const profile = useProfile();

  // Prefill from the signed-in user's profile; typed values are never overwritten.
  const { prefill } = profile;
  useEffect(() => {
    if (!prefill) return;
    setValues((v) => ({
      ...v,
      name: v.name || prefill.name,
      email: v.email || prefill.email,
      phone: v.phone || prefill.phone,
      cpf: v.cpf || prefill.cpf,
    }));
  }, [prefill]);

  const cpfRequired = isLeadCpfRequired(cpfSettings(context.settings), {
    ibgeCityCode: cityCode,
    dealerId: values.dealer ? String(values.dealer.id) : '',
  });
  const allErrors: TestDriveErrors = validateTestDrive(values, {
    market: context.market,
    country: context.country,
    cpfRequired,
    carRequired: props.kind === 'test-drive',
    text: t,
  });
  const errors =
    attempted > 0 ? allErrors : Object.fromEntries(Object.entries(allErrors).filter(([k]) => touched.has(k)));

  const update = useCallback(<K extends keyof TestDriveValues>(key: K, value: TestDriveValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
  }, []);
  const touch = useCallback((key: string) => {
    setTouched((current) => (current.has(key) ? current : new Set(current).add(key)));
  }, []);
  const chooseDealer = useCallback(
    (dealer: PickedDealer | null) => {
      setValues((current) => ({ ...current, dealer }));
      if (dealer) setChosen(dealer);
    },
    [setChosen],
  );

  const leadContext = useMemo(
    () => ({
      brand: context.brand,
      country: context.country,
      formName: props.kind === 'visit' ? 'Visit' : 'TestDrive',
      origin: props.origin,
      subOrigin: undefined,
      productGroup: undefined,
      callback: undefined,
      modelCode: values.model.modelCode || undefined,
      modelYear: undefined,
      gaTrackId: context.settings['ga-track-id'],
      gaUserId: undefined,
    }),
    [context, props.kind, props.origin, values.model.modelCode],
  );

  const form = props.kind;
  const submit = useCallback(async () => {
    if (phase.current === 'sending' || phase.current === 'sent') return;
    setAttempted((n) => n + 1);
    if (Object.keys(allErrors).length > 0) return;
    phase.current = 'sending';
    setStatus('sending');
    const payload = testDrivePayload(
      values,
      { ...leadContext, attribution: readAttribution(), random: Math.floor(Math.random() * 1e9) },
      props.kind,
    );
    try {
      await sendLead(context, payload, {
        clientId: context.settings['lead-client-id'],
        clientSecret: context.settings['lead-client-secret'],
      });
      phase.current = 'sent';
      setStatus('sent');
      emit('hub-submit-success', { form, status: 'REQUESTED' });
    } catch (error) {
      phase.current = 'failed';
      setStatus('failed');
      emit('hub-submit-error', { form, code: error instanceof ServiceError ? error.kind : 'unknown' });
    }
  }, [allErrors, values, leadContext, props.kind, context, emit, form]);

  const reset = useCallback(() => {
    // Another request keeps who the shopper is, the car and the dealer; only the date and slot go.
    setValues((current) => ({ ...current, date: '', slot: '' }));
    setTouched(new Set());
    setAttempted(0);
    phase.current = 'idle';
    setStatus('idle');
  }, []);

  return {
    t,
    values,
    errors,
    attempted,
    status,
    cpfRequired,
    signedIn: profile.signedIn,
    prefilled: Boolean(prefill),
    update,
    touch,
    chooseDealer,
    submit,
    reset,
  };
}
