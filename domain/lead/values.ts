import { emptyAddress } from '../../core/form/emptyAddress.ts';

/** Variants of hub-lead-form (CONTRACT §2). */
export type LeadVariant = 'physical' | 'legal' | 'custom';

/** Contact channels (seed 000 §3). */
export const CONTACT_METHODS = ['EMAIL', 'PHONE', 'WHATSAPP', 'SMS'] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];

/**
 * Address section of the custom variant (seed 000 §3: postal code, street, number, complement,
 * neighbourhood, city and state — filled by the postal lookup in Brazil).
 */
export interface LeadAddress {
  postalCode: string;
  street: string;
  number: string;
  complement: string;
  neighborhood: string;
  city: string;
  state: string;
}

/** Everything the shopper types or chooses in the form (seed 000 §3 "Lead form state"). */
export interface LeadValues {
  personType: 'physicalPerson' | 'legalPerson';
  name: string;
  contactName: string;
  corporateName: string;
  email: string;
  cpf: string;
  cnpj: string;
  phone: string;
  totalVehicles: string;
  hasTwoYearCnpj: boolean;
  stateCode: string;
  cityCode: string;
  cityName: string;
  dealerId: string;
  dealerCode: string;
  allowSMS: boolean;
  allowWhatsApp: boolean;
  allowEmail: boolean;
  preferredContactsMethod: ContactMethod;
  contactReason: string;
  /** The shopper's message (seed 000 §3 lead form field `message`), optional. */
  message: string;
  /** The car's chassis (seed 000 §3 lead form field `chassis`), when the page asks for it; optional. */
  chassis: string;
  address: LeadAddress;
  /** Free description fields of the custom variant, by field name. */
  extra: Record<string, string>;
}

/** The empty form for a variant (consents default to false, seed 000 §3). */
export function emptyLeadValues(variant: LeadVariant): LeadValues {
  return {
    personType: variant === 'legal' ? 'legalPerson' : 'physicalPerson',
    name: '',
    contactName: '',
    corporateName: '',
    email: '',
    cpf: '',
    cnpj: '',
    phone: '',
    totalVehicles: '',
    hasTwoYearCnpj: false,
    stateCode: '',
    cityCode: '',
    cityName: '',
    dealerId: '',
    dealerCode: '',
    allowSMS: false,
    allowWhatsApp: false,
    allowEmail: false,
    preferredContactsMethod: 'EMAIL',
    contactReason: '',
    message: '',
    chassis: '',
    address: emptyAddress(),
    extra: {},
  };
}

/** A free description field of the custom variant, declared in the `fields` attribute. */
export interface CustomField {
  name: string;
  label: string;
  type?: 'text' | 'textarea';
  required?: boolean;
}
