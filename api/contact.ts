import { type ApiScope, type CallSpec, request } from './client.ts';
import type { ContactUsPayload } from './contact.payloads.ts';

/** Contact service (seed 001 §7): the contact-us root and the v2 lead e-mail. */
export const contactCalls = {
  contactUs: { method: 'POST', path: 'contactUs' },
  leadEmail: { method: 'POST', path: 'v2/leadEmail' },
} as const satisfies Record<string, CallSpec>;

/** Sends a contact-us message (`POST contactUs`): hub-lead-form's contact variant. */
export function sendContactUs(scope: ApiScope, body: ContactUsPayload): Promise<{ id: string }> {
  return request(scope, 'contact', contactCalls.contactUs, { json: body });
}
