import type { CallSpec } from './client.ts';

/** Contact service (seed 001 §7): the contact-us root and the v2 lead e-mail. */
export const contactCalls = {
  contactUs: { method: 'POST', path: 'contactUs' },
  leadEmail: { method: 'POST', path: 'v2/leadEmail' },
} as const satisfies Record<string, CallSpec>;
