import type { CustomField, LeadValues, LeadVariant } from '../../domain/lead/values.ts';
import {
  ArPhoneSchema,
  CitySchema,
  CnpjSchema,
  CompanyNameSchema,
  ContactOptInSchema,
  ContactReasonSchema,
  CpfSchema,
  CuilSchema,
  DealerSelectedSchema,
  EmailSchema,
  FullNameSchema,
  HouseNumberSchema,
  MobilePhoneSchema,
  NeighborhoodSchema,
  PostalCodeSchema,
  StateSchema,
  StreetSchema,
  validateField,
} from '../../validators/index.ts';

/** Field errors by field name ('address.postalCode' for nested ones). */
export type LeadErrors = Partial<Record<string, string>>;

/** What decides which rules apply. */
export interface LeadRules {
  variant: LeadVariant;
  market: string;
  country: 'BR' | 'AR';
  cpfRequired: boolean;
  reasonsShown: boolean;
  fields: CustomField[];
  requiredMessage: string;
  totalVehiclesMessage: string;
}

function addressTouched(values: LeadValues): boolean {
  return Object.values(values.address).some((value) => value.trim() !== '');
}

/** Errors of the optional address section (empty section: none). */
export function addressErrors(values: LeadValues, rules: LeadRules): LeadErrors {
  if (!addressTouched(values)) return {};
  const a = values.address;
  const errors: LeadErrors = {};
  const check = (key: string, message: string | null) => {
    if (message) errors[key] = message;
  };
  if (rules.country === 'BR')
    check('address.postalCode', validateField(PostalCodeSchema, a.postalCode, rules.market));
  check('address.street', validateField(StreetSchema, a.street, rules.market));
  check('address.number', validateField(HouseNumberSchema, a.number, rules.market));
  check('address.neighborhood', validateField(NeighborhoodSchema, a.neighborhood, rules.market));
  return errors;
}

/** Whether the custom variant's address section is complete and valid (then it is sent). */
export function addressValid(values: LeadValues, rules: LeadRules): boolean {
  return addressTouched(values) && Object.keys(addressErrors(values, rules)).length === 0;
}

/** Every rule of seed 000 §5 that applies to the lead form, as messages by field. */
export function validateLead(values: LeadValues, rules: LeadRules): LeadErrors {
  const { market } = rules;
  const errors: LeadErrors = {};
  const check = (key: string, message: string | null) => {
    if (message) errors[key] = message;
  };
  const legal = values.personType === 'legalPerson' && rules.variant !== 'custom';
  const argentina = rules.country === 'AR';
  if (legal) {
    check('corporateName', validateField(CompanyNameSchema, values.corporateName, market));
    check('contactName', validateField(FullNameSchema, values.contactName, market));
    check('cnpj', validateField(argentina ? CuilSchema : CnpjSchema, values.cnpj, market));
    const total = values.totalVehicles.trim();
    if (total && !/^[1-9]\d{0,5}$/.test(total)) errors.totalVehicles = rules.totalVehiclesMessage;
  } else {
    check('name', validateField(FullNameSchema, values.name, market));
    if (rules.cpfRequired || values.cpf.trim()) {
      check('cpf', validateField(argentina ? CuilSchema : CpfSchema, values.cpf, market));
    }
  }
  check('email', validateField(EmailSchema, values.email, market));
  check('phone', validateField(argentina ? ArPhoneSchema : MobilePhoneSchema, values.phone, market));
  check('stateCode', validateField(StateSchema, values.stateCode, market));
  check('cityCode', validateField(CitySchema, values.cityCode, market));
  check('dealerId', validateField(DealerSelectedSchema, values.dealerId, market));
  check(
    'consents',
    validateField(
      ContactOptInSchema,
      { sms: values.allowSMS, whatsapp: values.allowWhatsApp, email: values.allowEmail },
      market,
    ),
  );
  if (rules.reasonsShown)
    check('contactReason', validateField(ContactReasonSchema, values.contactReason, market));
  if (rules.variant === 'custom') {
    Object.assign(errors, addressErrors(values, rules));
    for (const field of rules.fields) {
      if (field.required && !values.extra[field.name]?.trim())
        errors[`extra.${field.name}`] = rules.requiredMessage;
    }
  }
  return errors;
}
