import type * as v from 'valibot';
import { validateField } from '../../validators/index.ts';

/** Messages of a form by field name ('address.street' for nested ones); a valid field has none. */
export type FormErrors<K extends string = string> = Partial<Record<K, string>>;

/**
 * One rule of a field: a valibot schema of the validators layer, checked against the field's value
 * (read by its name, dots going into nested objects: 'address.street'), or a function of the whole
 * form that returns the message (already in the market's language) or nothing.
 */
export type FieldRule<V> = v.GenericSchema | ((values: V, market: string) => string | null | undefined);

/**
 * A form's rules: field name → one rule or several (checked in order, the first message wins).
 * `undefined`, `null` or `false` leaves the field unchecked, so a rule can be switched inline:
 * `cpf: cpfRequired && CpfSchema`.
 */
export type FormRules<V, K extends string = string> = {
  [key in K]?: FieldRule<V> | readonly FieldRule<V>[] | null | false;
};

function valueAt(values: unknown, path: string): unknown {
  let value = values;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

function messageOf<V>(rule: FieldRule<V>, values: V, field: string, market: string): string | null {
  if (typeof rule === 'function') return rule(values, market) || null;
  return validateField(rule, valueAt(values, field), market);
}

/**
 * Every message of a form by field, in the market's language ('pt-BR', 'c-BR', 'es-AR'): each field's
 * rules run in order and its first message is kept.
 *
 * @example
 * validateForm(values, { name: FullNameSchema, email: EmailSchema, cpf: cpfRequired && CpfSchema }, 'pt-BR')
 * // { name: 'Informe seu nome completo' }
 */
export function validateForm<V, K extends string>(
  values: V,
  rules: FormRules<V, K>,
  market: string,
): FormErrors<K> {
  const errors: FormErrors<K> = {};
  for (const field of Object.keys(rules) as K[]) {
    const entry = rules[field];
    if (!entry) continue;
    const list = Array.isArray(entry) ? (entry as readonly FieldRule<V>[]) : [entry as FieldRule<V>];
    for (const rule of list) {
      const message = messageOf(rule, values, field, market);
      if (message) {
        errors[field] = message;
        break;
      }
    }
  }
  return errors;
}

/**
 * A schema rule on a value other than the field's own (a nested or derived one):
 * `modelCode: ruleOn((v) => v.model.modelCode, VehicleModelSchema)`.
 */
export function ruleOn<V>(select: (values: V) => unknown, schema: v.GenericSchema): FieldRule<V> {
  return (values, market) => validateField(schema, select(values), market);
}
