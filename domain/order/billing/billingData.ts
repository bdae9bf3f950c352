import { addressRules as kitAddressRules } from '../../../core/form/addressRules.ts';
import { contactRules } from '../../../core/form/contactRules.ts';
import type { FormRules } from '../../../core/form/validateForm.ts';

/** The buyer as the order knows them (the reservation's registration, the billing's personal data). */
export interface CustomerValues {
  name: string;
  document: string;
  email: string;
  phone: string;
}

/** The buyer's fields, in their order on screen (the form kit's `ContactFields`). */
export const CUSTOMER_FIELDS = ['name', 'document', 'email', 'phone'] as const;

/** An empty buyer. */
export const EMPTY_CUSTOMER: CustomerValues = { name: '', document: '', email: '', phone: '' };

/** Rules of the buyer: CPF/CNPJ by length in Brazil, CUIL in Argentina (seed 000 §5). */
export const customerRules = (market: string): FormRules<CustomerValues> =>
  contactRules(CUSTOMER_FIELDS, EMPTY_CUSTOMER, {
    country: market === 'es-AR' ? 'AR' : 'BR',
    documentRequired: true,
  });

/** The billing address (the second section of the billing form). */
export interface AddressValues {
  postalCode: string;
  street: string;
  number: string;
  complement: string;
  neighborhood: string;
  city: string;
  state: string;
}

/** An empty address. */
export const EMPTY_ADDRESS: AddressValues = {
  postalCode: '',
  street: '',
  number: '',
  complement: '',
  neighborhood: '',
  city: '',
  state: '',
};

/** Rules of an address: the market's postal code, number > 0, no & $ < > % (the complement is optional). */
export const addressRules = (market: string): FormRules<AddressValues> =>
  kitAddressRules<AddressValues>({ market, place: ['city', 'state'] });
