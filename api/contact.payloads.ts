import * as v from 'valibot';
import { email, phoneDigits, text } from './schemas.ts';

/*
 * The contact service's payloads: `sendContactUs` is typed by them and the sandbox checks what it
 * receives with them. Widgets import their types only, so no page bundle carries them.
 */

/**
 * The `POST contactUs` body (seed 001 §7 Contact; seed 000 §4 lead form fields): who writes, how to
 * answer (e-mail, the phone as the services take it), the contact reason (a value of the data
 * dictionary's `contactReason`) and the message.
 */
export const ContactUsSchema = v.object({
  name: text(120),
  email,
  phone: phoneDigits,
  reason: text(80),
  message: text(2000),
});

/** The `POST contactUs` body, as {@link ContactUsSchema} takes it. */
export type ContactUsPayload = v.InferInput<typeof ContactUsSchema>;
