import * as v from 'valibot';
import { phoneDigits, text as requiredText } from './schemas.ts';

/*
 * The lead payloads (seed 000 §3): domain/lead's builders are typed by them and the sandbox checks what
 * it receives with them. Widgets and domain/ import their types only, so no page bundle carries them.
 */

const optionalText = v.optional(v.string());

/** Attributes of every lead (seed 000 §3 "Common attributes"): the page, the campaign, the country. */
const attributeEntries = {
  random: v.optional(v.number()),
  gaClientId: optionalText,
  gaTrackId: optionalText,
  gaUserId: optionalText,
  gclid: optionalText,
  callback: optionalText,
  formName: requiredText(60),
  origin: optionalText,
  subOrigin: optionalText,
  productGroup: optionalText,
  productCode: optionalText,
  retUrl: optionalText,
  referer: optionalText,
  uf: optionalText,
  cidade: optionalText,
  countryCode: v.number(),
  country: v.picklist(['BR', 'AR']),
  utm_source: optionalText,
  utm_medium: optionalText,
  utm_campaign: optionalText,
  utm_content: optionalText,
  utm_term: optionalText,
};

/** The channels the shopper accepts; the phone consent copies the SMS one (seed 000 §3). */
const consentEntries = {
  indSmsContact: v.boolean(),
  indPhoneContact: v.boolean(),
  indEmailContact: v.boolean(),
  indWhatsappContact: v.boolean(),
};

/** What every lead carries besides its person: attributes, consents, dealer, e-mail and phone. */
const commonEntries = {
  ...attributeEntries,
  ...consentEntries,
  dealersCode: requiredText(10),
  preferred_contact_method: v.picklist(['EMAIL', 'PHONE', 'WHATSAPP', 'SMS']),
  /** The shopper's message and the car's chassis (seed 000 §3), when typed. */
  message: v.optional(v.pipe(v.string(), v.maxLength(1000))),
  chassis: v.optional(v.pipe(v.string(), v.regex(/^[A-Z0-9]{17}$/, 'chassis must be 17 letters and digits'))),
  email: v.pipe(v.string(), v.email()),
  phone: phoneDigits,
};

/** A physical person: full name (with a surname) and CPF (CUIL in Argentina; '' where exempt). */
const physicalEntries = {
  ...commonEntries,
  firstName: v.pipe(requiredText(120), v.regex(/\S+\s+\S+/, 'firstName needs a surname')),
  cpf: v.string(),
};

/** Attributes of every lead (seed 000 §3 "Common attributes"). */
export const LeadAttributesSchema = v.object(attributeEntries);
/** The attributes of a lead. */
export type LeadAttributes = v.InferInput<typeof LeadAttributesSchema>;

/** The consents of a lead. */
export const LeadConsentsSchema = v.object(consentEntries);
/** The consents of a lead. */
export type LeadConsents = v.InferInput<typeof LeadConsentsSchema>;

/** A physical person's lead (the lead form's default). */
export const PhysicalLeadSchema = v.looseObject(physicalEntries);
/** A physical person's lead. */
export type PhysicalLeadPayload = v.InferInput<typeof PhysicalLeadSchema>;

/** A test drive or visit: a physical person's lead with what the dealer needs to schedule it. */
export const TestDriveLeadSchema = v.looseObject({
  ...physicalEntries,
  mvsCode: v.string(),
  scheduleDate: v.pipe(v.string(), v.isoDate()),
  schedulePeriod: v.picklist(['MORNING', 'AFTERNOON']),
  eventType: v.picklist(['TEST_DRIVE', 'VISIT']),
  description: v.string(),
});
/** A test drive or visit lead. */
export type TestDriveLeadPayload = v.InferInput<typeof TestDriveLeadSchema>;

/** A company's lead (the direct sales form): company, contact, CNPJ (CUIT), fleet size. */
export const LegalLeadSchema = v.looseObject({
  ...commonEntries,
  corporateName: requiredText(160),
  contactName: requiredText(120),
  cnpj: v.string(),
  totalVehicles: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
  hasTwoYearCnpj: v.boolean(),
});
/** A company's lead. */
export type LegalLeadPayload = v.InferInput<typeof LegalLeadSchema>;

/** The custom form's lead: person, free description fields, contact reason and, when valid, the address. */
export const CustomLeadSchema = v.looseObject({
  ...commonEntries,
  name: requiredText(120),
  cpf: v.string(),
  description: v.string(),
  contactReason: v.optional(v.string()),
  msc_ano_modelo: v.optional(v.string()),
  userPostalCode: optionalText,
  street: optionalText,
  homeNumber: optionalText,
  complement: optionalText,
  neighborhood: optionalText,
});
/** The custom form's lead. */
export type CustomLeadPayload = v.InferInput<typeof CustomLeadSchema>;

/** Every lead payload the integration takes (seed 000 §3). */
export const LeadPayloadSchema = v.union([
  LegalLeadSchema,
  TestDriveLeadSchema,
  PhysicalLeadSchema,
  CustomLeadSchema,
]);
/** A lead payload, as the builders in domain/lead make it. */
export type LeadPayload = v.InferInput<typeof LeadPayloadSchema>;

/**
 * The schema a payload is checked against, chosen like the integration does: `corporateName` makes a
 * company's lead, `firstName` a person's (a test drive when it has an `eventType`), else the custom one.
 */
export function leadSchemaFor(payload: object) {
  if ('corporateName' in payload) return LegalLeadSchema;
  if ('firstName' in payload) return 'eventType' in payload ? TestDriveLeadSchema : PhysicalLeadSchema;
  return CustomLeadSchema;
}
