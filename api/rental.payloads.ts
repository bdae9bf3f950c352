import * as v from 'valibot';
import { isValidCardExpiry, isValidCardNumber, isValidCnpj, isValidCuit } from '../validators/index.ts';
import { RENTAL_CONTACT_METHODS, RENTAL_PAYMENT_METHODS } from './rentalCodes.ts';
import { email, text } from './schemas.ts';

/*
 * The rental payloads (seed 001 §3 "Rental company form", §5 "Rental form"): the widget's builders are
 * typed by them and the sandbox checks what it receives with them. Widgets import their types only.
 */

/** A valid CNPJ, digits only (14 with check digits, or the 2026 alphanumeric form). */
const cnpj = v.pipe(v.string(), v.check(isValidCnpj, 'invalid CNPJ'));

/** A valid CUIT (the Argentine company's tax id), 11 digits with the CUIL check digit. */
const cuit = v.pipe(
  v.string(),
  v.regex(/^\d{11}$/, 'cuit must be 11 digits'),
  v.check(isValidCuit, 'invalid CUIT'),
);

/** A Brazilian mobile as digits: area code and number, the third digit 8 or 9 (seed 001 §5). */
const cellphone = v.pipe(
  v.string(),
  v.regex(/^\d{2}[89]\d{7,8}$/, 'cellphone must be a mobile with area code'),
);

/** An Argentine phone as digits: area code and number, 10 to 13 digits (no third-digit rule). */
const arCellphone = v.pipe(v.string(), v.regex(/^\d{10,13}$/, 'cellphone must have 10 to 13 digits'));

/** Ways a fleet manager may ask to be contacted. */
export const RentalContactMethodSchema = v.picklist(RENTAL_CONTACT_METHODS);

/** What every rental intent carries, whatever the market. */
const intent = {
  companyName: text(160),
  contactName: text(120),
  hasTwoYearCnpj: v.boolean(),
  email,
  preferredContactMethod: RentalContactMethodSchema,
  vehicleType: text(60),
  totalVehicles: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100000)),
  fleetDescription: v.optional(v.pipe(v.string(), v.maxLength(1000))),
  consents: v.looseObject({
    privacy: v.literal(true),
    receiveOffers: v.boolean(),
    directContact: v.boolean(),
  }),
};

/**
 * `POST leads/flua/create`: the legal-person rental intent (seed 001 §3 "Rental company form"):
 * company name, contact name, CNPJ and whether it is over a year old (`hasTwoYearCnpj`), e-mail,
 * cellphone, preferred contact method, vehicle type, vehicle amount (`totalVehicles`), fleet
 * description (may be empty) and the consents (privacy required). Brazil: `cnpj`, a Brazilian mobile.
 */
export const RentalLeadSchema = v.looseObject({ ...intent, cnpj, cellphone });

/**
 * The Argentine rental intent: the company's CUIT in a `cuit` key (never in `cnpj`: the two ids differ
 * in length and check digits), an Argentine phone; `hasTwoYearCnpj` keeps the seed's key for "the
 * company is over a year old".
 */
export const RentalArLeadSchema = v.looseObject({ ...intent, cuit, cellphone: arCellphone });

/** The intent schema of a market: {@link RentalArLeadSchema} for es-AR, {@link RentalLeadSchema} otherwise. */
export function rentalLeadSchemaOf(market: string) {
  return market === 'es-AR' ? RentalArLeadSchema : RentalLeadSchema;
}
/** The rental intent lead, as `rentalLeadPayload` builds it. */
export type RentalLead = v.InferInput<typeof RentalLeadSchema> | v.InferInput<typeof RentalArLeadSchema>;

/**
 * `POST users/self/rental`: the company data kept on the user (only what was filled; never empty): the
 * CNPJ of a Brazilian company, the CUIT of an Argentine one.
 */
export const SelfRentalSchema = v.looseObject({
  companyName: v.optional(text(160)),
  cnpj: v.optional(cnpj),
  cuit: v.optional(cuit),
  email: v.optional(email),
});
/** The user's rental data. */
export type SelfRental = v.InferInput<typeof SelfRentalSchema>;

/** `PATCH payments/{productId}/methods`: the payment method of a proposal. */
export const RentalPaymentMethodSchema = v.looseObject({
  paymentMethod: v.picklist(RENTAL_PAYMENT_METHODS),
});
/** The payment method body. */
export type RentalPaymentMethod = v.InferInput<typeof RentalPaymentMethodSchema>;

/** `PATCH family-income/{productId}`: the family income declared for a proposal. */
export const RentalFamilyIncomeSchema = v.looseObject({ familyIncome: v.pipe(v.number(), v.minValue(0)) });
/** The family income body. */
export type RentalFamilyIncome = v.InferInput<typeof RentalFamilyIncomeSchema>;

/**
 * The rental-user bodies in both markets: `{ cnpj, … }` for a Brazilian company, `{ cuit, … }` for an
 * Argentine one (the same key as the intent, never a CUIT under the CNPJ's name).
 */
function keyed<const T extends v.ObjectEntries>(entries: T) {
  return { BR: v.looseObject({ cnpj, ...entries }), AR: v.looseObject({ cuit, ...entries }) };
}

/** The schema of a market among {@link keyed} ones: the CUIT's for es-AR, the CNPJ's otherwise. */
export function rentalSchemaOf<S>(schemas: { BR: S; AR: S }, market: string): S {
  return market === 'es-AR' ? schemas.AR : schemas.BR;
}

/** The company key of the rental-user calls: its CNPJ in Brazil, its CUIT in Argentina. */
export type RentalCompanyKey = { cnpj: string } | { cuit: string };

/** The company key alone (the rental-user queries: `result`, `card-management`, `contracts`). */
export const RentalCompanyKeySchemas = keyed({});

/** `POST rental-user/start`: the company's key and e-mail. */
export const RentalStartSchemas = keyed({ email });
/** The rental user start body. */
export type RentalStart = RentalCompanyKey & { email: string };

/** `PUT contracts`: a contract accepted by the company. */
export const RentalContractAcceptSchemas = keyed({ contractId: text(40), accepted: v.literal(true) });
/** The contract acceptance body. */
export type RentalContractAccept = RentalCompanyKey & { contractId: string; accepted: true };

/** `POST card-management`: a company card (number and expiry as digits and MM/YY, the holder as printed). */
export const RentalCardSchemas = keyed({
  number: v.pipe(
    v.string(),
    v.regex(/^\d+$/, 'number must be digits'),
    v.check(isValidCardNumber, 'invalid card number'),
  ),
  expiry: v.pipe(v.string(), v.check(isValidCardExpiry, 'invalid expiry')),
  holder: text(80),
});
/** A company card to add. */
export type RentalCard = RentalCompanyKey & { number: string; expiry: string; holder: string };

/** `PUT card-management`: a company card made the favourite (or not). */
export const RentalCardUpdateSchemas = keyed({ cardId: text(40), favourite: v.boolean() });
/** The card update body. */
export type RentalCardUpdate = RentalCompanyKey & { cardId: string; favourite: boolean };
