import * as v from 'valibot';
import { langOf } from '../messageText.ts';
import { required, rule, textSchema } from '../shared/rules.ts';
import { isValidPostalCode } from './isValidPostalCode.ts';
import { addressMessages } from './messages.ts';

/**
 * A required Brazilian postal code (CEP): 8 digits or 5-hyphen-3. When the address lookup finds
 * nothing, show `textOf(addressMessages['postalCode.notFound'], market)` ('CEP NÃO ENCONTRADO').
 */
export const PostalCodeSchema = v.pipe(
  textSchema(addressMessages['postalCode.required']),
  required(addressMessages['postalCode.required']),
  rule((value) => isValidPostalCode(value, 'pt-BR'), addressMessages['postalCode.invalid']),
);

/** A required Argentine postal code: 4-digit CP or 8-character CPA. */
export const ArPostalCodeSchema = v.pipe(
  textSchema(addressMessages['postalCode.required']),
  required(addressMessages['postalCode.required']),
  rule((value) => isValidPostalCode(value, 'es-AR'), addressMessages['postalCode.invalid']),
);

/** The postal-code schema of a market. */
export function postalCodeSchema(market: string) {
  return langOf(market) === 'es-AR' ? ArPostalCodeSchema : PostalCodeSchema;
}

/** A valid postal code as typed. */
export type PostalCode = v.InferOutput<typeof PostalCodeSchema>;

/** A valid Argentine postal code as typed. */
export type ArPostalCode = v.InferOutput<typeof ArPostalCodeSchema>;
