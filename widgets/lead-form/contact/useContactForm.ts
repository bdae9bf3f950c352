import { useState } from 'react';
import { checkDataDictionary } from '../../../api/analytics.ts';
import { sendContactUs } from '../../../api/contact.ts';
import { getCookie } from '../../../core/cookies.ts';
import { failureKind } from '../../../core/errors.ts';
import { failedWith } from '../../../core/form/sendFailure.ts';
import { useFormState } from '../../../core/form/useFormState.ts';
import { useT, useWidget } from '../../../core/WidgetContext.tsx';
import { useProfilePrefill } from '../../../domain/profile/useProfile.ts';
import { contactPayload } from './contactPayload.ts';
import { validateContact } from './contactValidation.ts';
import { type ContactValues, emptyContactValues } from './contactValues.ts';
import { contactMessages } from './i18n.ts';

/** The form's name in `hub-submit-success` / `hub-submit-error`. */
const FORM = 'lead-contact';

/**
 * State and actions of the contact variant: the values (prefilled from a signed-in profile), their
 * rules, and the send: the reason checked against the data dictionary first (signed in: the call
 * carries the user's Authorization), a refused reason sends back to the field; then `POST contactUs`,
 * sent once, every value kept on failure.
 */
export function useContactForm() {
  const { context, emit } = useWidget();
  const t = useT(contactMessages);
  const [refusedReason, setRefusedReason] = useState<string | null>(null);
  const form = useFormState<ContactValues>({
    initial: emptyContactValues,
    validate: (values) =>
      validateContact(values, {
        market: context.market,
        country: context.country === 'AR' ? 'AR' : 'BR',
        refusedReason,
        messages: {
          reasonRequired: t('reasonRequired'),
          reasonRefused: t('reasonRefused'),
          messageRequired: t('messageRequired'),
        },
      }),
  });
  const { prefill } = useProfilePrefill(form.setValues, (p) => ({
    name: p.fullName,
    email: p.email,
    phone: p.phone,
  }));

  const fail = (error: unknown) => {
    emit('hub-submit-error', { form: FORM, code: failureKind(error) });
    return failedWith(error);
  };
  const submit = () =>
    form.submit(async (values) => {
      if (getCookie(context.authCookie)) {
        try {
          if (!(await checkDataDictionary(context, 'contactReason', values.reason))) {
            setRefusedReason(values.reason);
            return 'refused';
          }
        } catch (error) {
          return fail(error);
        }
      }
      try {
        await sendContactUs(context, contactPayload(values));
      } catch (error) {
        return fail(error);
      }
      emit('hub-submit-success', { form: FORM });
      return 'sent';
    });

  return { ...form, submit, prefilled: Boolean(prefill), t };
}
