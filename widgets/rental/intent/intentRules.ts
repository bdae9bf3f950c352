import { contactRules } from '../../../core/form/contactRules.ts';
import { type FormErrors, type FormRules, validateForm } from '../../../core/form/validateForm.ts';
import { isMarket, marketInfo } from '../../../core/markets.ts';
import { CompanyNameSchema } from '../../../validators/index.ts';
import { type CuitMessages, companyIdRule } from '../companyId.ts';
import type { IntentValues } from './intentValues.ts';

/** The widget's own messages for the rules the validators do not carry. */
export interface IntentMessages extends CuitMessages {
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
 * The rules of the rental form (seed 001 §5 "Rental form"): in Brazil a valid CNPJ (14 digits with
 * check digits) and a mobile whose third digit is 8 or 9; in Argentina the company's CUIT (11 digits
 * with the CUIL check digit) and an Argentine phone (the Brazilian third-digit rule does not apply
 * after an Argentine area code). Everywhere a valid e-mail and what the form asks: company and
 * contact names, whether the company is over a year old, the contact method, the vehicle type and
 * amount, and the privacy consent. The CNPJ or CUIT is typed in the `cnpj` value.
 */
export function intentRules(
  values: IntentValues,
  market: string,
  messages: IntentMessages,
): FormRules<IntentValues> {
  const chosen = (key: keyof IntentValues, message: string) => (values: IntentValues) =>
    values[key] ? null : message;
  const country = isMarket(market) ? marketInfo(market).country : 'BR';
  return {
    companyName: CompanyNameSchema,
    cnpj: companyIdRule<IntentValues>(country, messages),
    hasTwoYearCnpj: chosen('hasTwoYearCnpj', messages.hasTwoYearCnpj),
    ...contactRules(['name', 'email', 'phone'], values, { country, documentRequired: false }),
    preferredContactMethod: chosen('preferredContactMethod', messages.preferredContactMethod),
    vehicleType: chosen('vehicleType', messages.vehicleType),
    totalVehicles: ({ totalVehicles }) => (isVehicleAmount(totalVehicles) ? null : messages.totalVehicles),
    privacy: chosen('privacy', messages.privacy),
  };
}

/** Every message of the rental form, by field. */
export function validateIntent(values: IntentValues, market: string, messages: IntentMessages): FormErrors {
  return validateForm(values, intentRules(values, market, messages), market);
}
