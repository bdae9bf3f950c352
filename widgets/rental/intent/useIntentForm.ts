import { useState } from 'react';
import { createRentalLead } from '../../../api/rental.ts';
import { saveSelfRental } from '../../../api/users.ts';
import { failureKind } from '../../../core/errors.ts';
import { failedWith } from '../../../core/form/sendFailure.ts';
import { useFormState } from '../../../core/form/useFormState.ts';
import { useT, useWidget } from '../../../core/WidgetContext.tsx';
import { rentalMessages } from '../i18n.ts';
import { intentMessages } from './i18n.ts';
import { rentalLeadPayload, selfRentalPayload } from './intentPayload.ts';
import { validateIntent } from './intentRules.ts';
import { emptyIntentValues } from './intentValues.ts';

const FORM = 'rental-intent';

/**
 * State and actions of the rental intent form: validated by the rental form's rules, sent once through
 * `leads/flua/create`, then the company data through `users/self/rental` (not sent when empty). A
 * failure keeps every value for another try; the lead's id comes back in `hub-submit-success`.
 */
export function useIntentForm() {
  const { context, emit } = useWidget();
  const t = useT(intentMessages);
  const shared = useT(rentalMessages);
  const [leadId, setLeadId] = useState<string | null>(null);
  const form = useFormState({
    initial: emptyIntentValues,
    validate: (values) =>
      validateIntent(values, context.market, {
        hasTwoYearCnpj: t('hasTwoYearCnpjRequired'),
        preferredContactMethod: t('preferredContactMethodRequired'),
        vehicleType: t('vehicleTypeRequired'),
        totalVehicles: t('totalVehiclesInvalid'),
        privacy: t('privacyRequired'),
        cuitRequired: shared('cuitRequired'),
        cuitInvalid: shared('cuitInvalid'),
      }),
  });

  const submit = () =>
    form.submit(async (values) => {
      let id: string;
      try {
        ({ id } = await createRentalLead(context, rentalLeadPayload(values, context.country)));
      } catch (error) {
        emit('hub-submit-error', {
          form: FORM,
          code: failureKind(error),
        });
        return failedWith(error);
      }
      const company = selfRentalPayload(values, context.country);
      // The intent is in: the company data on the user is a convenience, its failure only logged.
      if (company) await saveSelfRental(context, company).catch(() => undefined);
      setLeadId(id);
      emit('hub-submit-success', { form: FORM, id });
      return 'sent';
    });

  return { ...form, t, leadId, submit };
}
