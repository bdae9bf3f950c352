import {
  ArPhoneSchema,
  CpfSchema,
  CuilSchema,
  DateSchema,
  DealerSelectedSchema,
  EmailSchema,
  FullNameSchema,
  MobilePhoneSchema,
  parseDate,
  startOfDay,
  VehicleModelSchema,
  VehicleVersionSchema,
  validateField,
} from '../../validators/index.ts';
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

/** Every rule of seed 000 §5 that applies to the chat start, as messages by field. */
export function validateWhatsapp(values: WhatsappValues, rules: WhatsappRules): WhatsappErrors {
  const errors: WhatsappErrors = {};
  const check = (key: keyof WhatsappErrors, message: string | null) => {
    if (message) errors[key] = message;
  };
  const { market } = rules;
  const argentina = rules.country === 'AR';
  check('name', validateField(FullNameSchema, values.name, market));
  check('phone', validateField(argentina ? ArPhoneSchema : MobilePhoneSchema, values.phone, market));
  check('email', validateField(EmailSchema, values.email, market));
  if (values.cpf.trim()) check('cpf', validateField(argentina ? CuilSchema : CpfSchema, values.cpf, market));
  if (values.scheduleDate.trim()) {
    check('scheduleDate', validateField(DateSchema, values.scheduleDate, market));
    if (!errors.scheduleDate && !isTodayOrLater(values.scheduleDate))
      errors.scheduleDate = rules.pastDateMessage;
  }
  check('modelCode', validateField(VehicleModelSchema, values.model.modelCode, market));
  check('mvsCode', validateField(VehicleVersionSchema, values.model.mvsCode, market));
  if (!rules.dealerFixed)
    check(
      'dealer',
      validateField(DealerSelectedSchema, values.dealer ? String(values.dealer.id) : '', market),
    );
  return errors;
}
