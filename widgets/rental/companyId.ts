import type { RentalCompanyKey } from '../../api/rental.payloads.ts';
import type { FieldRule } from '../../core/form/validateForm.ts';
import {
  CnpjSchema,
  cnpjMask,
  cuilMask,
  isValidCuit,
  normalizeCnpj,
  onlyDigits,
} from '../../validators/index.ts';

/** The messages of the CUIT rule (Argentina): empty, or not a valid CUIT. */
export interface CuitMessages {
  cuitRequired: string;
  cuitInvalid: string;
}

/**
 * The company's id as the rental calls key it (api/README.md, "Rental"): `{ cuit }` (digits) for an
 * Argentine company, `{ cnpj }` (normalised) for a Brazilian one. The typed value holds what the
 * market asks for.
 */
export function companyKeyOf(typed: string, country: 'BR' | 'AR'): RentalCompanyKey {
  return country === 'AR' ? { cuit: onlyDigits(typed) } : { cnpj: normalizeCnpj(typed) };
}

/**
 * The rule of the company's id field: in Brazil a valid CNPJ (14 digits with check digits), in
 * Argentina a CUIT (11 digits with the CUIL check digit), with the market's messages. The id is
 * typed in the form's `cnpj` value.
 */
export function companyIdRule<V extends { cnpj: string }>(
  country: 'BR' | 'AR',
  messages: CuitMessages,
): FieldRule<V> {
  if (country !== 'AR') return CnpjSchema;
  return ({ cnpj }: V) => {
    if (!cnpj.trim()) return messages.cuitRequired;
    return isValidCuit(cnpj) ? null : messages.cuitInvalid;
  };
}

/** The input mask of the company's id: the CUIT's (00-00000000-0) in Argentina, the CNPJ's in Brazil. */
export function companyIdMask(country: 'BR' | 'AR') {
  return country === 'AR' ? cuilMask : cnpjMask;
}
