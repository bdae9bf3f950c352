import * as v from 'valibot';
import { msg } from '../messageText.ts';
import { contactMessages } from './messages.ts';

/**
 * The contact opt-ins of a lead form, one boolean per channel (e.g. `{ allowSMS, allowWhatsApp,
 * allowEmail }`); at least one must be true ('contactOptIn.required').
 */
export const ContactOptInSchema = v.pipe(
  v.record(v.string(), v.boolean(), msg(contactMessages['contactOptIn.required'])),
  v.check((options) => Object.values(options).some(Boolean), msg(contactMessages['contactOptIn.required'])),
);

/** Contact opt-ins with at least one channel chosen. */
export type ContactOptIn = v.InferOutput<typeof ContactOptInSchema>;
