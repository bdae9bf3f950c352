import type {
  CustomLeadPayload,
  LeadAttributes,
  LeadConsents,
  LegalLeadPayload,
  PhysicalLeadPayload,
} from '../../api/lead.payloads.ts';
import { BRAND_CODES, type Brand } from '../../core/brands.ts';
import { normalizeCnpj, onlyDigits, toPhonePayload } from '../../validators/index.ts';
import type { Attribution } from './attribution.ts';
import { preferredMethod } from './contactMethod.ts';
import type { CustomField, LeadValues } from './values.ts';

/** Page and widget facts every lead carries (seed 000 §3 "Common attributes"). */
export interface LeadContext {
  brand: Brand;
  country: 'BR' | 'AR';
  formName: string;
  origin: string | undefined;
  subOrigin: string | undefined;
  productGroup: string | undefined;
  callback: string | undefined;
  modelCode: string | undefined;
  modelYear: string | undefined;
  gaTrackId: string | undefined;
  gaUserId: string | undefined;
  attribution: Attribution;
  /** The random number of the common attributes; injected so payloads are reproducible in tests. */
  random: number;
}

/** The entries without those that are undefined or empty (the service wants them absent). */
function defined<T extends object>(entries: T): T {
  const out: Partial<T> = {};
  for (const [key, value] of Object.entries(entries))
    if (value !== undefined && value !== '') out[key as keyof T] = value;
  return out as T;
}

/** Consents; the phone consent copies the SMS one (seed 000 §3). */
export function consents(values: LeadValues): LeadConsents {
  return {
    indSmsContact: values.allowSMS,
    indPhoneContact: values.allowSMS,
    indEmailContact: values.allowEmail,
    indWhatsappContact: values.allowWhatsApp,
  };
}

/** The optional message and chassis (seed 000 §3), present only when typed; the chassis in capitals. */
export function freeText(values: Pick<LeadValues, 'message' | 'chassis'>): {
  message?: string;
  chassis?: string;
} {
  return defined({ message: values.message.trim(), chassis: values.chassis.trim().toUpperCase() });
}

/** Common attributes of every lead payload. */
export function commonAttributes(values: LeadValues, ctx: LeadContext): LeadAttributes {
  const a = ctx.attribution;
  return defined({
    random: ctx.random,
    gaClientId: a.gaClientId,
    gaTrackId: ctx.gaTrackId,
    gaUserId: ctx.gaUserId,
    gclid: a.gclid,
    callback: ctx.callback,
    formName: ctx.formName || 'Proposal',
    origin: ctx.origin,
    subOrigin: ctx.subOrigin,
    productGroup: ctx.productGroup,
    productCode: ctx.modelCode,
    retUrl: a.retUrl,
    referer: a.referer,
    uf: values.stateCode,
    cidade: values.cityName,
    countryCode: BRAND_CODES[ctx.brand],
    country: ctx.country,
    utm_source: a.utm_source,
    utm_medium: a.utm_medium,
    utm_campaign: a.utm_campaign,
    utm_content: a.utm_content,
    utm_term: a.utm_term,
  });
}

/** Physical-person payload: firstName, email, cpf, phone, dealersCode, preferred_contact_method. */
export function physicalPayload(values: LeadValues, ctx: LeadContext): PhysicalLeadPayload {
  return {
    ...commonAttributes(values, ctx),
    firstName: values.name.trim(),
    email: values.email.trim(),
    cpf: onlyDigits(values.cpf),
    phone: toPhonePayload(values.phone),
    dealersCode: values.dealerCode,
    preferred_contact_method: preferredMethod(values),
    ...freeText(values),
    ...consents(values),
  };
}

/** Legal-person payload: corporateName, contactName, email, cnpj, phone, totalVehicles, hasTwoYearCnpj. */
export function legalPayload(values: LeadValues, ctx: LeadContext): LegalLeadPayload {
  const total = values.totalVehicles.trim();
  return {
    ...commonAttributes(values, ctx),
    corporateName: values.corporateName.trim(),
    contactName: values.contactName.trim(),
    email: values.email.trim(),
    cnpj: ctx.country === 'AR' ? onlyDigits(values.cnpj) : normalizeCnpj(values.cnpj),
    phone: toPhonePayload(values.phone),
    totalVehicles: total ? Number(total) : null,
    hasTwoYearCnpj: values.hasTwoYearCnpj,
    dealersCode: values.dealerCode,
    preferred_contact_method: preferredMethod(values),
    ...freeText(values),
    ...consents(values),
  };
}

/** `legalPerson` selects the legal payload, anything else the physical one (seed 000 §4). */
export function leadPayload(values: LeadValues, ctx: LeadContext): PhysicalLeadPayload | LegalLeadPayload {
  return values.personType === 'legalPerson' ? legalPayload(values, ctx) : physicalPayload(values, ctx);
}

/** Free fields joined as 'name: value', one per line. */
export function description(fields: CustomField[], extra: Record<string, string>): string {
  return fields
    .filter((field) => extra[field.name]?.trim())
    .map((field) => `${field.name}: ${extra[field.name]!.trim()}`)
    .join('\n');
}

/**
 * Custom lead payload (seed 000 §3): personal data, dealer, car, description; the address fields —
 * `uf` and `cidade` among them, the address's own — only when the address section is valid, else none
 * of them (never the dealer's place as the shopper's).
 */
export function customPayload(
  values: LeadValues,
  ctx: LeadContext,
  fields: CustomField[],
  addressValid: boolean,
): CustomLeadPayload {
  const a = values.address;
  const address = addressValid
    ? {
        userPostalCode: onlyDigits(a.postalCode),
        street: `${a.street.trim()}, ${a.number.trim()}`,
        homeNumber: a.number.trim(),
        complement: a.complement.trim(),
        neighborhood: a.neighborhood.trim(),
        uf: a.state.trim().toUpperCase(),
        cidade: a.city.trim(),
      }
    : {};
  const { uf: _dealerState, cidade: _dealerCity, ...attributes } = commonAttributes(values, ctx);
  return {
    ...attributes,
    name: values.name.trim(),
    cpf: onlyDigits(values.cpf),
    phone: toPhonePayload(values.phone),
    email: values.email.trim(),
    ...address,
    description: description(fields, values.extra),
    contactReason: values.contactReason,
    dealersCode: values.dealerCode,
    msc_ano_modelo: ctx.modelYear ?? '',
    preferred_contact_method: preferredMethod(values),
    ...freeText(values),
    ...consents(values),
  };
}
