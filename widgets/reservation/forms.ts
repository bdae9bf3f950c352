import type * as v from 'valibot';
import type { CancelReason } from '../../api/reservationCodes.ts';
import type { GiftAddress } from '../../api/reservations.ts';
import {
  CardExpirySchema,
  CardNameSchema,
  CardNumberSchema,
  CitySchema,
  CpfCnpjSchema,
  CvvSchema,
  cuilSchema,
  EmailSchema,
  FullNameSchema,
  HouseNumberSchema,
  MileageSchema,
  ModelYearSchema,
  NeighborhoodSchema,
  PlateSchema,
  phoneSchema,
  postalCodeSchema,
  RestrictedTextSchema,
  StateSchema,
  StreetSchema,
  VehicleModelSchema,
  VehicleVersionSchema,
  validateField,
} from '../../validators/index.ts';

/** Field errors of a form, by field. */
export type Errors<K extends string> = Partial<Record<K, string>>;

/** Validates every field with its rule; the localised message per invalid field. */
export function validate<K extends string>(
  values: Record<K, string>,
  rules: [K, v.GenericSchema][],
  market: string,
): Errors<K> {
  const errors: Errors<K> = {};
  for (const [field, schema] of rules) {
    const message = validateField(schema, values[field], market);
    if (message) errors[field] = message;
  }
  return errors;
}

/** The buyer registered at the start (also the billing's personal data). */
export interface CustomerValues {
  name: string;
  document: string;
  email: string;
  phone: string;
}

/** An empty registration. */
export const EMPTY_CUSTOMER: CustomerValues = { name: '', document: '', email: '', phone: '' };

/** Rules of the registration: CPF/CNPJ by length in Brazil, CUIL in Argentina (seed 000 §5). */
export const customerRules = (market: string): [keyof CustomerValues, v.GenericSchema][] => [
  ['name', FullNameSchema],
  ['document', market === 'es-AR' ? cuilSchema() : CpfCnpjSchema],
  ['email', EmailSchema],
  ['phone', phoneSchema(market)],
];

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
export const cardRules: [keyof CardValues, v.GenericSchema][] = [
  ['number', CardNumberSchema],
  ['holder', CardNameSchema],
  ['expiry', CardExpirySchema],
  ['cvv', CvvSchema],
];

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
export const addressRules = (market: string): [keyof AddressValues, v.GenericSchema][] => [
  ['postalCode', postalCodeSchema(market)],
  ['street', StreetSchema],
  ['number', HouseNumberSchema],
  ['neighborhood', NeighborhoodSchema],
  ['city', CitySchema],
  ['state', StateSchema],
];

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

/** Rules of the used-car evaluation: plate, mileage, model, version, model year. */
export const tradeInRules: [keyof TradeInValues, v.GenericSchema][] = [
  ['plate', PlateSchema],
  ['mileage', MileageSchema],
  ['model', VehicleModelSchema],
  ['version', VehicleVersionSchema],
  ['year', ModelYearSchema],
];

/**
 * Rules of the welcome-kit delivery address: the recipient's full name, then the address like the
 * billing's, the optional complement without & $ < > %.
 */
export const giftAddressRules = (market: string): [keyof GiftAddress, v.GenericSchema][] => [
  ['recipientName', FullNameSchema],
  ...addressRules(market),
  ['complement', RestrictedTextSchema],
];

/** A gift address as sent: every field trimmed. */
export function trimmedGiftAddress(address: GiftAddress): GiftAddress {
  return Object.fromEntries(
    Object.entries(address).map(([k, value]) => [k, value.trim()]),
  ) as unknown as GiftAddress;
}

/** What is wrong with a cancellation's reason form: no reason chosen; the comment's message. */
export interface CancelReasonErrors {
  reason?: 'missing';
  comment?: string;
}

/** The cancellation's reason form: a reason is required, the optional comment has no & $ < > %. */
export function cancelReasonErrors(
  reason: CancelReason | '',
  comment: string,
  market: string,
): CancelReasonErrors {
  const errors: CancelReasonErrors = {};
  if (!reason) errors.reason = 'missing';
  const commentError = validateField(RestrictedTextSchema, comment, market);
  if (commentError) errors.comment = commentError;
  return errors;
}
