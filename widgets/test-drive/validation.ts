import {
  ArPhoneSchema,
  ContactOptInSchema,
  CpfSchema,
  CuilSchema,
  DateSchema,
  DealerSelectedSchema,
  EmailSchema,
  FullNameSchema,
  MobilePhoneSchema,
  parseDate,
  VehicleModelSchema,
  VehicleVersionSchema,
  validateField,
} from '../../validators/index.ts';
import type { TestDriveMessage } from './i18n.ts';
import { dateProblem, slotsOn } from './slots.ts';
import type { TestDriveValues } from './values.ts';

/** Field errors by field name. */
export type TestDriveErrors = Partial<
  Record<
    'modelCode' | 'mvsCode' | 'dealer' | 'date' | 'slot' | 'name' | 'email' | 'phone' | 'cpf' | 'consents',
    string
  >
>;

/** What decides the rules. */
export interface TestDriveRules {
  market: string;
  country: 'BR' | 'AR';
  cpfRequired: boolean;
  /** A visit needs no car. */
  carRequired: boolean;
  /** The widget's own messages (date window, closed days, slots). */
  text: (id: TestDriveMessage) => string;
  now?: Date;
}

/** Every rule that applies to a test-drive or visit request, as messages by field. */
export function validateTestDrive(values: TestDriveValues, rules: TestDriveRules): TestDriveErrors {
  const errors: TestDriveErrors = {};
  const check = (key: keyof TestDriveErrors, message: string | null) => {
    if (message) errors[key] = message;
  };
  const { market, text } = rules;
  const argentina = rules.country === 'AR';
  if (rules.carRequired || values.model.modelCode) {
    check('modelCode', validateField(VehicleModelSchema, values.model.modelCode, market));
    check('mvsCode', validateField(VehicleVersionSchema, values.model.mvsCode, market));
  }
  check('dealer', validateField(DealerSelectedSchema, values.dealer ? String(values.dealer.id) : '', market));
  check('date', validateField(DateSchema, values.date, market));
  const problem = errors.date ? null : dateProblem(values.date, rules.now);
  if (problem === 'tooSoon' || problem === 'tooFar') errors.date = text(`date.${problem}`);
  const date = parseDate(values.date, 'pt-BR');
  const slots = date && !errors.date && values.dealer ? slotsOn(date, values.dealer.periods) : null;
  if (slots && slots.length === 0) errors.date = text('date.closed');
  if (!values.slot) errors.slot = text('slotRequired');
  else if (slots && slots.length > 0 && !slots.includes(values.slot)) errors.slot = text('slotUnavailable');
  check('name', validateField(FullNameSchema, values.name, market));
  check('email', validateField(EmailSchema, values.email, market));
  check('phone', validateField(argentina ? ArPhoneSchema : MobilePhoneSchema, values.phone, market));
  if (rules.cpfRequired || values.cpf.trim())
    check('cpf', validateField(argentina ? CuilSchema : CpfSchema, values.cpf, market));
  check(
    'consents',
    validateField(
      ContactOptInSchema,
      { sms: values.allowSMS, whatsapp: values.allowWhatsApp, email: values.allowEmail },
      market,
    ),
  );
  return errors;
}
