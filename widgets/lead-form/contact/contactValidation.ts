import { contactRules } from '../../../core/form/contactRules.ts';
import { type FormErrors, validateForm } from '../../../core/form/validateForm.ts';
import type { ContactValues } from './contactValues.ts';

const CONTACT = ['name', 'email', 'phone'] as const;

/** What the contact rules need besides the values: the market and the form's own messages. */
export interface ContactRules {
  market: string;
  country: 'BR' | 'AR';
  /** A reason the data dictionary refused at the last send (it stays refused until another is chosen). */
  refusedReason: string | null;
  messages: {
    /** The seed's 'Parameter value is required', in the market's language. */
    reasonRequired: string;
    reasonRefused: string;
    messageRequired: string;
  };
}

/**
 * The contact form's messages by field: name, e-mail and the market's phone (the form kit's rules), the
 * contact reason required ('Parameter value is required') and not one the data dictionary refused, the
 * message required.
 */
export function validateContact(values: ContactValues, rules: ContactRules): FormErrors {
  return validateForm<ContactValues, string>(
    values,
    {
      ...contactRules(CONTACT, values, { country: rules.country, documentRequired: false }),
      reason: (v) =>
        !v.reason
          ? rules.messages.reasonRequired
          : v.reason === rules.refusedReason
            ? rules.messages.reasonRefused
            : null,
      message: (v) => (v.message.trim() ? null : rules.messages.messageRequired),
    },
    rules.market,
  );
}
