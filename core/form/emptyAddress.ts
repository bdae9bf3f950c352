import type { AddressValue } from './AddressFields.tsx';

/** An address with every field empty, city and state included (a form's starting value). */
export function emptyAddress(): Required<AddressValue> {
  return { postalCode: '', street: '', number: '', complement: '', neighborhood: '', city: '', state: '' };
}
