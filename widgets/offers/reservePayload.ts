import type { ReserveBody } from '../../api/offers.ts';
import { onlyDigits, toPhonePayload } from '../../validators/index.ts';

/** The reserve form: who reserves. */
export interface ReserveValues {
  name: string;
  cpf: string;
  email: string;
  phone: string;
}

/**
 * The reserve body (offer service v1): the offer, the name trimmed, the e-mail, the phone as the
 * services take it, and the document as digits: a CPF in Brazil, a CUIL in Argentina.
 */
export function reservePayload(offerId: string, values: ReserveValues, country: 'BR' | 'AR'): ReserveBody {
  return {
    offerId,
    name: values.name.trim(),
    email: values.email.trim(),
    phone: toPhonePayload(values.phone),
    [country === 'AR' ? 'cuil' : 'cpf']: onlyDigits(values.cpf),
  };
}
