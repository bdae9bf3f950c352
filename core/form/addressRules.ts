import {
  CitySchema,
  HouseNumberSchema,
  NeighborhoodSchema,
  postalCodeSchema,
  StateSchema,
  StreetSchema,
} from '../../validators/index.ts';
import type { FormRules } from './validateForm.ts';

/**
 * The rules of {@link AddressFields} (seed 000 §5): the market's postal code, street, number (greater
 * than 0), neighbourhood, and city and state when the form has them; keys under `prefix`. The
 * complement is free. A form overrides a rule by spreading: `{ ...addressRules(...), 'address.x': … }`.
 */
export function addressRules<V>(options: {
  market: string;
  prefix?: string;
  place?: readonly ('city' | 'state')[];
}): FormRules<V> {
  const prefix = options.prefix ?? '';
  const rules: FormRules<V> = {
    [`${prefix}postalCode`]: postalCodeSchema(options.market),
    [`${prefix}street`]: StreetSchema,
    [`${prefix}number`]: HouseNumberSchema,
    [`${prefix}neighborhood`]: NeighborhoodSchema,
  };
  for (const field of options.place ?? [])
    rules[`${prefix}${field}`] = field === 'city' ? CitySchema : StateSchema;
  return rules;
}
