import type { ContactUsPayload } from '../../../api/contact.payloads.ts';
import { toPhonePayload } from '../../../validators/index.ts';
import type { ContactValues } from './contactValues.ts';

/** The `POST contactUs` body of the contact form: texts trimmed, the phone as the services take it. */
export function contactPayload(values: ContactValues): ContactUsPayload {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: toPhonePayload(values.phone),
    reason: values.reason,
    message: values.message.trim(),
  };
}
