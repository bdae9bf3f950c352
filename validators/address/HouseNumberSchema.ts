import * as v from 'valibot';
import { required, rule, textSchema } from '../shared/rules.ts';
import { addressMessages } from './messages.ts';

/** Whether a house number is digits only and greater than 0 ("0", "00" and "12A" are rejected). */
export function isValidHouseNumber(value: string): boolean {
  const trimmed = value.trim();
  return /^\d{1,9}$/.test(trimmed) && Number(trimmed) > 0;
}

/** A required house number greater than 0 (seed 000 §5), digits only. */
export const HouseNumberSchema = v.pipe(
  textSchema(addressMessages['houseNumber.required']),
  required(addressMessages['houseNumber.required']),
  rule(isValidHouseNumber, addressMessages['houseNumber.invalid']),
);

/** A valid house number as typed. */
export type HouseNumber = v.InferOutput<typeof HouseNumberSchema>;
