import { CONTACT_METHODS, type ContactMethod, type LeadValues } from './values.ts';

type Consents = Pick<LeadValues, 'allowEmail' | 'allowSMS' | 'allowWhatsApp'>;

/** Whether the shopper accepted a channel: e-mail, WhatsApp, or SMS (the phone consent copies it). */
function accepted(method: ContactMethod, consents: Consents): boolean {
  if (method === 'EMAIL') return consents.allowEmail;
  if (method === 'WHATSAPP') return consents.allowWhatsApp;
  return consents.allowSMS;
}

/**
 * The channels a shopper may prefer: those accepted in the consents (seed 000 §3), in the form's order;
 * every channel while none is accepted yet (the consent rule asks for one before sending).
 */
export function offeredMethods(consents: Consents): ContactMethod[] {
  const offered = CONTACT_METHODS.filter((method) => accepted(method, consents));
  return offered.length > 0 ? offered : [...CONTACT_METHODS];
}

/**
 * The preferred contact method a lead carries: the shopper's choice when that channel is accepted,
 * else the first accepted one — never a channel the shopper refused (E-mail with only WhatsApp).
 */
export function preferredMethod(
  values: Consents & Pick<LeadValues, 'preferredContactsMethod'>,
): ContactMethod {
  const offered = offeredMethods(values);
  return offered.includes(values.preferredContactsMethod)
    ? values.preferredContactsMethod
    : (offered[0] ?? values.preferredContactsMethod);
}
