import { type FormErrors, type FormRules, validateForm } from '../../../core/form/validateForm.ts';
import {
  CnpjSchema,
  CompanyNameSchema,
  EmailSchema,
  FullNameSchema,
  MobilePhoneSchema,
} from '../../../validators/index.ts';
import type { IntentValues } from './intentValues.ts';

/** The widget's own messages for the rules the validators do not carry. */
export interface IntentMessages {
  hasTwoYearCnpj: string;
  preferredContactMethod: string;
  vehicleType: string;
  totalVehicles: string;
  privacy: string;
}

/** Largest fleet the form takes in one intent. */
export const MAX_VEHICLES = 100000;

/** Whether the vehicle amount is a whole number from 1 to {@link MAX_VEHICLES}. */
export function isVehicleAmount(text: string): boolean {
  const total = text.trim();
  return /^\d{1,6}$/.test(total) && Number(total) >= 1 && Number(total) <= MAX_VEHICLES;
}

/**
 * The rules of the rental form (seed 001 §5 "Rental form"): a valid CNPJ (14 digits with check digits),
 * a valid e-mail, a mobile with at least 10 digits whose third digit is 8 or 9 — the rule the seed gives
 * this form in every market — plus what the form asks: company and contact names, whether the CNPJ is
 * over a year old, the contact method, the vehicle type and amount, and the privacy consent.
 */
export function intentRules(messages: IntentMessages): FormRules<IntentValues> {
  const chosen = (key: keyof IntentValues, message: string) => (values: IntentValues) =>
    values[key] ? null : message;
  return {
    companyName: CompanyNameSchema,
    cnpj: CnpjSchema,
    hasTwoYearCnpj: chosen('hasTwoYearCnpj', messages.hasTwoYearCnpj),
    name: FullNameSchema,
    email: EmailSchema,
    phone: MobilePhoneSchema,
    preferredContactMethod: chosen('preferredContactMethod', messages.preferredContactMethod),
    vehicleType: chosen('vehicleType', messages.vehicleType),
    totalVehicles: ({ totalVehicles }) => (isVehicleAmount(totalVehicles) ? null : messages.totalVehicles),
    privacy: chosen('privacy', messages.privacy),
  };
}

/** Every message of the rental form, by field. */
export function validateIntent(values: IntentValues, market: string, messages: IntentMessages): FormErrors {
  return validateForm(values, intentRules(messages), market);
}
