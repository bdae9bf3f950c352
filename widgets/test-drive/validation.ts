import { consentsRule, contactRules } from '../../core/form/contactRules.ts';
import { type FormRules, ruleOn, validateForm } from '../../core/form/validateForm.ts';
import {
  DateSchema,
  DealerSelectedSchema,
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

type TestDriveField = keyof TestDriveErrors;

/**
 * The rules of a test-drive or visit request, by field: the car (unless a visit without one), the
 * dealer, a date from tomorrow up to 60 days on a day the dealer opens, a slot it works, the person
 * (CPF or CUIL when required or typed) and at least one contact channel.
 */
export function testDriveRules(
  values: TestDriveValues,
  rules: TestDriveRules,
): FormRules<TestDriveValues, TestDriveField> {
  const { market, text } = rules;
  const carChosen = rules.carRequired || Boolean(values.model.modelCode);
  const problem = dateProblem(values.date, rules.now);
  const dateMessage =
    validateField(DateSchema, values.date, market) ??
    (problem === 'tooSoon' || problem === 'tooFar' ? text(`date.${problem}`) : null);
  const day = parseDate(values.date, 'pt-BR');
  const slots = day && !dateMessage && values.dealer ? slotsOn(day, values.dealer.periods) : null;
  return {
    modelCode: carChosen && ruleOn((v) => v.model.modelCode, VehicleModelSchema),
    mvsCode: carChosen && ruleOn((v) => v.model.mvsCode, VehicleVersionSchema),
    dealer: ruleOn((v) => (v.dealer ? String(v.dealer.id) : ''), DealerSelectedSchema),
    date: () => dateMessage ?? (slots && slots.length === 0 ? text('date.closed') : null),
    slot: ({ slot }) => {
      if (!slot) return text('slotRequired');
      return slots && slots.length > 0 && !slots.includes(slot) ? text('slotUnavailable') : null;
    },
    ...contactRules(['name', 'email', 'phone', 'cpf'], values, {
      country: rules.country,
      documentRequired: rules.cpfRequired,
    }),
    consents: consentsRule,
  };
}

/** Every rule that applies to a test-drive or visit request, as messages by field. */
export function validateTestDrive(values: TestDriveValues, rules: TestDriveRules): TestDriveErrors {
  return validateForm(values, testDriveRules(values, rules), rules.market);
}
