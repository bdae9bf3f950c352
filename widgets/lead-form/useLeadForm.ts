import { useEffect } from 'react';
import { useFormState } from '../../core/form/useFormState.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { readAttribution, rememberAdClick } from '../../domain/lead/attribution.ts';
import { customPayload, type LeadContext, leadPayload } from '../../domain/lead/payload.ts';
import { cpfSettings } from '../../domain/lead/settings.ts';
import { submitLead } from '../../domain/lead/submitLead.ts';
import { emptyLeadValues, type LeadValues, type LeadVariant } from '../../domain/lead/values.ts';
import { useProfilePrefill } from '../../domain/profile/useProfile.ts';
import { isLeadCpfRequired } from '../../validators/index.ts';
import { leadFormMessages } from './i18n.ts';
import type { LeadFormProps } from './LeadForm.tsx';
import { addressErrors, addressValid, type LeadRules, validateLead } from './validation.ts';

/** The props of a lead form: hub-lead-form's but the contact variant (a form of its own). */
export type StandardLeadProps = Omit<LeadFormProps, 'variant'> & { variant: LeadVariant };

/** State and actions of hub-lead-form; the component only draws them. */
export function useLeadForm(props: StandardLeadProps) {
  const { context, emit } = useWidget();
  const t = useT(leadFormMessages);
  const { variant } = props;
  const rulesOf = (values: LeadValues): LeadRules => ({
    variant,
    market: context.market,
    country: context.country,
    cpfRequired: isLeadCpfRequired(cpfSettings(context.settings), {
      ibgeCityCode: values.cityCode,
      dealerId: values.dealerId,
    }),
    reasonsShown: (props.reasons?.length ?? 0) > 0,
    chassisShown: Boolean(props.withChassis),
    fields: props.fields ?? [],
    requiredMessage: t('fieldRequired'),
    totalVehiclesMessage: t('totalVehiclesInvalid'),
  });
  const form = useFormState<LeadValues>({
    initial: () => emptyLeadValues(variant),
    validate: (values) => validateLead(values, rulesOf(values)),
  });
  const { values, setValues } = form;

  // The ad-click id is kept from the landing on, not only when a lead is sent here (seed 000 §9).
  useEffect(() => rememberAdClick(), []);

  // Prefill from the signed-in user's profile (seed 000 §4 "Lead"); typed values are never overwritten.
  const { prefill } = useProfilePrefill(setValues, (p) => ({
    name: p.name,
    contactName: p.name,
    email: p.email,
    phone: p.phone,
    cpf: p.document,
    cnpj: p.cnpj,
  }));

  /** Sends the lead once (useFormState guards click bursts); a failure keeps every value. */
  const submit = () =>
    form.submit(async (sending) => {
      const ctx: LeadContext = {
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
        gaUserId: prefill?.userId || undefined,
        attribution: readAttribution(),
        random: Math.floor(Math.random() * 1e9),
      };
      const payload =
        variant === 'custom'
          ? customPayload(sending, ctx, props.fields ?? [], addressValid(sending, rulesOf(sending)))
          : leadPayload(sending, ctx);
      return submitLead({ context, emit }, payload, { form: `lead-${variant}` });
    });

  return {
    ...form,
    submit,
    prefilled: Boolean(prefill),
    cpfRequired: rulesOf(values).cpfRequired,
    /** The optional address is started but not valid: it will not be sent (it never blocks the lead). */
    addressIncomplete: variant === 'custom' && Object.keys(addressErrors(values, rulesOf(values))).length > 0,
    t,
  };
}
