import { addressRules as kitAddressRules } from '../../core/form/addressRules.ts';
import { contactRules } from '../../core/form/contactRules.ts';
import { type FormRules, validateForm } from '../../core/form/validateForm.ts';
import {
  CardExpirySchema,
  CardNameSchema,
  CardNumberSchema,
  CvvSchema,
  MileageSchema,
  ModelYearSchema,
  plateSchemaFor,
  VehicleModelSchema,
  VehicleVersionSchema,
} from '../../validators/index.ts';

/**
 * Validates every field with its rule; the localised message per invalid field. The form kit's
 * `validateForm`, under the name the rule tables are checked with.
 */
export const validate = validateForm;

/** The buyer registered at the start (also the billing's personal data). */
export interface CustomerValues {
  name: string;
  document: string;
  email: string;
  phone: string;
}

/** The registration's fields, in their order on screen (the form kit's `ContactFields`). */
export const CUSTOMER_FIELDS = ['name', 'document', 'email', 'phone'] as const;

/** An empty registration. */
export const EMPTY_CUSTOMER: CustomerValues = { name: '', document: '', email: '', phone: '' };

/** Rules of the registration: CPF/CNPJ by length in Brazil, CUIL in Argentina (seed 000 §5). */
export const customerRules = (market: string): FormRules<CustomerValues> =>
  contactRules(CUSTOMER_FIELDS, EMPTY_CUSTOMER, {
    country: market === 'es-AR' ? 'AR' : 'BR',
    documentRequired: true,
  });

/** Card fields; kept in memory only while the payment is made. */
export interface CardValues {
  number: string;
  holder: string;
  expiry: string;
  cvv: string;
}

/** An empty card form. */
export const EMPTY_CARD: CardValues = { number: '', holder: '', expiry: '', cvv: '' };

/** Rules of the card: number (Luhn), holder, expiry (not past), CVV. */
export const cardRules: FormRules<CardValues, keyof CardValues> = {
  number: CardNumberSchema,
  holder: CardNameSchema,
  expiry: CardExpirySchema,
  cvv: CvvSchema,
};

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

/** The used car of a trade-in (used-car evaluation, seed 000 §5). */
export interface TradeInValues {
  plate: string;
  mileage: string;
  model: string;
  version: string;
  year: string;
}

/** An empty used-car evaluation. */
export const EMPTY_TRADE_IN: TradeInValues = { plate: '', mileage: '', model: '', version: '', year: '' };

/** Rules of the used-car evaluation: the market's plate (Argentine formats in es-AR), mileage, model, version, model year. */
export const tradeInRules = (market: string): FormRules<TradeInValues, keyof TradeInValues> => ({
  plate: plateSchemaFor(market),
  mileage: MileageSchema,
  model: VehicleModelSchema,
  version: VehicleVersionSchema,
  year: ModelYearSchema,
});
