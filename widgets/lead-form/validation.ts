import { addressRules } from '../../core/form/addressRules.ts';
import { consentsRule, contactRules } from '../../core/form/contactRules.ts';
import { type FormErrors, type FormRules, validateForm } from '../../core/form/validateForm.ts';
import type { CustomField, LeadValues, LeadVariant } from '../../domain/lead/values.ts';
import {
  ChassisSchema,
  CitySchema,
  CnpjSchema,
  CompanyNameSchema,
  ContactReasonSchema,
  CuilSchema,
  DealerSelectedSchema,
  FullNameSchema,
  PostalCodeSchema,
  StateSchema,
} from '../../validators/index.ts';

/** Field errors by field name ('address.postalCode' for nested ones). */
export type LeadErrors = FormErrors;

/** What decides which rules apply. */
export interface LeadRules {
  variant: LeadVariant;
  market: string;
  country: 'BR' | 'AR';
  cpfRequired: boolean;
  reasonsShown: boolean;
  /** The page asks for the chassis (checked only when typed). */
  chassisShown?: boolean;
  fields: CustomField[];
  requiredMessage: string;
  totalVehiclesMessage: string;
}

function addressTouched(values: LeadValues): boolean {
  return Object.values(values.address).some((value) => value.trim() !== '');
}

/** The address section's place fields (seed 000 §3 "city object with cityName, state"). */
export const ADDRESS_PLACE = ['city', 'state'] as const;

/** Rules of the optional address section: none while it is empty; the postal code checked in Brazil only. */
function addressSectionRules(values: LeadValues, rules: LeadRules): FormRules<LeadValues> {
  if (!addressTouched(values)) return {};
  return {
    ...addressRules<LeadValues>({ market: rules.market, prefix: 'address.', place: ADDRESS_PLACE }),
    'address.postalCode': rules.country === 'BR' && PostalCodeSchema,
  };
}

/**
 * Errors of the optional address section (empty section: none). They never block the lead: an
 * incomplete address is simply not sent (seed 000 §3).
 */
export function addressErrors(values: LeadValues, rules: LeadRules): LeadErrors {
  return validateForm(values, addressSectionRules(values, rules), rules.market);
}

/** Whether the custom variant's address section is complete and valid (then it is sent, else left out). */
export function addressValid(values: LeadValues, rules: LeadRules): boolean {
  return addressTouched(values) && Object.keys(addressErrors(values, rules)).length === 0;
}

/** The rules of seed 000 §5 that apply to the lead form, by field. */
export function leadRules(values: LeadValues, rules: LeadRules): FormRules<LeadValues> {
  const legal = values.personType === 'legalPerson' && rules.variant !== 'custom';
  const argentina = rules.country === 'AR';
  const contact = { country: rules.country, documentRequired: rules.cpfRequired };
  const person: FormRules<LeadValues> = legal
    ? {
        corporateName: CompanyNameSchema,
        contactName: FullNameSchema,
        cnpj: argentina ? CuilSchema : CnpjSchema,
        totalVehicles: ({ totalVehicles }) => {
          const total = totalVehicles.trim();
          return total && !/^[1-9]\d{0,5}$/.test(total) ? rules.totalVehiclesMessage : null;
        },
        ...contactRules(['email', 'phone'], values, contact),
      }
    : contactRules(['name', 'cpf', 'email', 'phone'], values, contact);
  const custom: FormRules<LeadValues> = {};
  if (rules.variant === 'custom') {
    for (const field of rules.fields)
      if (field.required)
        custom[`extra.${field.name}`] = (v: LeadValues) =>
          v.extra[field.name]?.trim() ? null : rules.requiredMessage;
  }
  return {
    ...person,
    stateCode: StateSchema,
    cityCode: CitySchema,
    dealerId: DealerSelectedSchema,
    consents: consentsRule,
    contactReason: rules.reasonsShown && ContactReasonSchema,
    chassis: Boolean(rules.chassisShown && values.chassis.trim()) && ChassisSchema,
    ...custom,
  };
}

/** Every rule of seed 000 §5 that applies to the lead form, as messages by field. */
export function validateLead(values: LeadValues, rules: LeadRules): LeadErrors {
  return validateForm(values, leadRules(values, rules), rules.market);
}
