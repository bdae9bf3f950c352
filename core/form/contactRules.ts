import {
  ArPhoneSchema,
  ContactOptInSchema,
  CpfCnpjSchema,
  CpfSchema,
  CuilSchema,
  EmailSchema,
  FullNameSchema,
  MobilePhoneSchema,
  validateField,
} from '../../validators/index.ts';
import type { Consent } from './ConsentsFieldset.tsx';
import type { ContactField } from './ContactFields.tsx';
import type { FieldRule, FormRules } from './validateForm.ts';

/** What decides the contact rules. */
export interface ContactRuleOptions {
  country: 'BR' | 'AR';
  /** The document is required (else checked only when typed). */
  documentRequired: boolean;
}

/**
 * The rules of {@link ContactFields} (seed 000 §5): a full name, an e-mail, a mobile phone (Brazil) or
 * a phone with area code (Argentina), and the CPF (CUIL in Argentina) when required or typed; the
 * `document` field takes a CPF or a CNPJ (CUIL in Argentina) under the same condition.
 */
export function contactRules<V extends Partial<Record<ContactField, string>>>(
  fields: readonly ContactField[],
  values: V,
  options: ContactRuleOptions,
): FormRules<V, ContactField> {
  const argentina = options.country === 'AR';
  const all: Record<ContactField, FieldRule<V> | false> = {
    name: FullNameSchema,
    email: EmailSchema,
    phone: argentina ? ArPhoneSchema : MobilePhoneSchema,
    cpf: (options.documentRequired || Boolean(values.cpf?.trim())) && (argentina ? CuilSchema : CpfSchema),
    document:
      (options.documentRequired || Boolean(values.document?.trim())) &&
      (argentina ? CuilSchema : CpfCnpjSchema),
  };
  return Object.fromEntries(fields.map((field) => [field, all[field]]));
}

/** The rule of {@link ConsentsFieldset}: at least one channel (seed 000 §5). */
export function consentsRule<V extends Record<Consent, boolean>>(values: V, market: string): string | null {
  return validateField(
    ContactOptInSchema,
    { sms: values.allowSMS, whatsapp: values.allowWhatsApp, email: values.allowEmail },
    market,
  );
}
