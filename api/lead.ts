import * as v from 'valibot';
import { type ApiScope, type CallSpec, request } from './client.ts';
import { text as requiredText } from './schemas.ts';

/** The lead integration answer. */
export interface LeadReceipt {
  success: boolean;
  leadId?: string;
}

/** Lead service calls (seed 000 §7 "Lead and messaging"): the integration endpoint is the base itself. */
export const leadCalls = {
  send: { method: 'POST', path: '' },
} as const satisfies Record<string, CallSpec>;

/*
 * The payload schemas are built by functions and marked pure: valibot sits in the shared runtime chunk,
 * across which the bundler loses valibot's own pure marks, so schemas only the sandbox reads would
 * otherwise stay in every page that sends a lead.
 */

const optionalText = () => v.optional(v.string());

/** Attributes of every lead (seed 000 §3 "Common attributes"): the page, the campaign, the country. */
/* @__NO_SIDE_EFFECTS__ */
function attributeEntries() {
  return {
    random: v.optional(v.number()),
    gaClientId: optionalText(),
    gaTrackId: optionalText(),
    gaUserId: optionalText(),
    gclid: optionalText(),
    callback: optionalText(),
    formName: requiredText(60),
    origin: optionalText(),
    subOrigin: optionalText(),
    productGroup: optionalText(),
    productCode: optionalText(),
    retUrl: optionalText(),
    referer: optionalText(),
    uf: optionalText(),
    cidade: optionalText(),
    countryCode: v.number(),
    country: v.picklist(['BR', 'AR']),
    utm_source: optionalText(),
    utm_medium: optionalText(),
    utm_campaign: optionalText(),
    utm_content: optionalText(),
    utm_term: optionalText(),
  };
}

/** The channels the shopper accepts; the phone consent copies the SMS one (seed 000 §3). */
/* @__NO_SIDE_EFFECTS__ */
function consentEntries() {
  return {
    indSmsContact: v.boolean(),
    indPhoneContact: v.boolean(),
    indEmailContact: v.boolean(),
    indWhatsappContact: v.boolean(),
  };
}

/** What every lead carries besides its person: attributes, consents, dealer, e-mail and phone. */
/* @__NO_SIDE_EFFECTS__ */
function commonEntries() {
  return {
    ...attributeEntries(),
    ...consentEntries(),
    dealersCode: requiredText(10),
    preferred_contact_method: v.picklist(['EMAIL', 'PHONE', 'WHATSAPP', 'SMS']),
    email: v.pipe(v.string(), v.email()),
    /** Digits prefixed with 0 (seed 000 §5). */
    phone: v.pipe(v.string(), v.regex(/^0\d{10,12}$/, 'phone must be digits prefixed with 0')),
  };
}

/** A physical person: full name (with a surname) and CPF (CUIL in Argentina; '' where exempt). */
/* @__NO_SIDE_EFFECTS__ */
function physicalEntries() {
  return {
    ...commonEntries(),
    firstName: v.pipe(requiredText(120), v.regex(/\S+\s+\S+/, 'firstName needs a surname')),
    cpf: v.string(),
  };
}

/** Attributes of every lead (seed 000 §3 "Common attributes"). */
export const LeadAttributesSchema = /* @__PURE__ */ v.object(attributeEntries());
export type LeadAttributes = v.InferOutput<typeof LeadAttributesSchema>;

/** The consents of a lead. */
export const LeadConsentsSchema = /* @__PURE__ */ v.object(consentEntries());
export type LeadConsents = v.InferOutput<typeof LeadConsentsSchema>;

/** A physical person's lead (the lead form's default). */
export const PhysicalLeadSchema = /* @__PURE__ */ v.looseObject(physicalEntries());

/* @__NO_SIDE_EFFECTS__ */
function testDriveEntries() {
  return {
    ...physicalEntries(),
    mvsCode: v.string(),
    scheduleDate: v.pipe(v.string(), v.isoDate()),
    schedulePeriod: v.picklist(['MORNING', 'AFTERNOON']),
    eventType: v.picklist(['TEST_DRIVE', 'VISIT']),
    description: v.string(),
  };
}

/** A test drive or visit: a physical person's lead with what the dealer needs to schedule it. */
export const TestDriveLeadSchema = /* @__PURE__ */ v.looseObject(testDriveEntries());

/* @__NO_SIDE_EFFECTS__ */
function legalEntries() {
  return {
    ...commonEntries(),
    corporateName: requiredText(160),
    contactName: requiredText(120),
    cnpj: v.string(),
    totalVehicles: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
    hasTwoYearCnpj: v.boolean(),
  };
}

/** A company's lead (the direct sales form): company, contact, CNPJ (CUIT), fleet size. */
export const LegalLeadSchema = /* @__PURE__ */ v.looseObject(legalEntries());

/* @__NO_SIDE_EFFECTS__ */
function customEntries() {
  return {
    ...commonEntries(),
    name: requiredText(120),
    cpf: v.string(),
    description: v.string(),
    contactReason: v.optional(v.string()),
    msc_ano_modelo: v.optional(v.string()),
    userPostalCode: optionalText(),
    street: optionalText(),
    homeNumber: optionalText(),
    complement: optionalText(),
    neighborhood: optionalText(),
  };
}

/** The custom form's lead: person, free description fields, contact reason and, when valid, the address. */
export const CustomLeadSchema = /* @__PURE__ */ v.looseObject(customEntries());

/** Every lead payload the integration takes (seed 000 §3). */
export const LeadPayloadSchema = /* @__PURE__ */ v.union([
  LegalLeadSchema,
  TestDriveLeadSchema,
  PhysicalLeadSchema,
  CustomLeadSchema,
]);

/** A lead payload, as the builders in domain/lead make it. */
export type LeadPayload = v.InferOutput<typeof LeadPayloadSchema>;
export type PhysicalLeadPayload = v.InferOutput<typeof PhysicalLeadSchema>;
export type TestDriveLeadPayload = v.InferOutput<typeof TestDriveLeadSchema>;
export type LegalLeadPayload = v.InferOutput<typeof LegalLeadSchema>;
export type CustomLeadPayload = v.InferOutput<typeof CustomLeadSchema>;

/**
 * The schema a payload is checked against, chosen like the integration does: `corporateName` makes a
 * company's lead, `firstName` a person's (a test drive when it has an `eventType`), else the custom one.
 */
export function leadSchemaFor(payload: object) {
  if ('corporateName' in payload) return LegalLeadSchema;
  if ('firstName' in payload) return 'eventType' in payload ? TestDriveLeadSchema : PhysicalLeadSchema;
  return CustomLeadSchema;
}

/** Client credentials of the lead integration, from the page settings. */
export interface LeadCredentials {
  clientId: string | undefined;
  clientSecret: string | undefined;
}

/** Sends a lead payload ({@link LeadPayload}, built by domain/lead) with the client id and secret headers. */
export function sendLead(
  scope: ApiScope,
  payload: object,
  credentials: LeadCredentials,
): Promise<LeadReceipt> {
  const headers: Record<string, string> = {};
  if (credentials.clientId) headers.client_id = credentials.clientId;
  if (credentials.clientSecret) headers.client_secret = credentials.clientSecret;
  return request(scope, 'lead', leadCalls.send, { json: payload, headers });
}
