import { contactRules } from '../../core/form/contactRules.ts';
import { type FormRules, ruleOn, validateForm } from '../../core/form/validateForm.ts';
import {
  ArPhoneSchema,
  arNationalNumber,
  DateSchema,
  DealerSelectedSchema,
  parseDate,
  startOfDay,
  textOf,
  VehicleModelSchema,
  VehicleVersionSchema,
} from '../../validators/index.ts';
import { phoneMessages } from '../../validators/phone/messages.ts';
import type { WhatsappValues } from './values.ts';

/** Field errors by field name. */
export type WhatsappErrors = Partial<
  Record<'name' | 'phone' | 'email' | 'cpf' | 'scheduleDate' | 'modelCode' | 'mvsCode' | 'dealer', string>
>;

/** What decides the rules: market, country, the message for a past date. */
export interface WhatsappRules {
  market: string;
  country: 'BR' | 'AR';
  pastDateMessage: string;
  /** The page fixed the dealer (`dealer-code`): nothing to choose. */
  dealerFixed: boolean;
}

/** Whether a DD/MM/YYYY date is today or later. */
export function isTodayOrLater(text: string, now = new Date()): boolean {
  const date = parseDate(text, 'pt-BR');
  return date !== null && date.getTime() >= startOfDay(now).getTime();
}

/**
 * The rules of seed 000 §5 that apply to the chat start, by field: the person (the CPF or CUIL only
 * when typed), an optional visit date that is today or later, the car, and the dealer unless the page
 * fixed it.
 */
export function whatsappRules(
  values: WhatsappValues,
  rules: WhatsappRules,
): FormRules<WhatsappValues, keyof WhatsappErrors> {
  return {
    ...contactRules(['name', 'phone', 'email', 'cpf'], values, {
      country: rules.country,
      documentRequired: false,
    }),
    // WhatsApp needs an Argentine mobile's national number (area code + number, 10 digits once the
    // trunk 0 and the 15 are left out): a longer number the lead forms accept cannot start a chat.
    ...(rules.country === 'AR' && {
      phone: [
        ArPhoneSchema,
        ({ phone }: WhatsappValues) =>
          arNationalNumber(phone).length === 10 ? null : textOf(phoneMessages['phone.invalid'], rules.market),
      ],
    }),
    scheduleDate: values.scheduleDate.trim() !== '' && [
      DateSchema,
      ({ scheduleDate }) => (isTodayOrLater(scheduleDate) ? null : rules.pastDateMessage),
    ],
    modelCode: ruleOn((v) => v.model.modelCode, VehicleModelSchema),
    mvsCode: ruleOn((v) => v.model.mvsCode, VehicleVersionSchema),
    dealer: !rules.dealerFixed && ruleOn((v) => (v.dealer ? String(v.dealer.id) : ''), DealerSelectedSchema),
  };
}

/** Every rule of seed 000 §5 that applies to the chat start, as messages by field. */
export function validateWhatsapp(values: WhatsappValues, rules: WhatsappRules): WhatsappErrors {
  return validateForm(values, whatsappRules(values, rules), rules.market);
}
