import type { ReactNode } from 'react';
import { cpfCnpjMask, cpfMask, cuilMask, phoneMask } from '../../validators/index.ts';
import { useT, useWidget } from '../WidgetContext.tsx';
import { TextField } from './fields/TextField.tsx';
import { formMessages } from './i18n.ts';
import type { FormErrors } from './validateForm.ts';

/**
 * A contact field: full name, the person's document (CPF; CUIL in Argentina), the buyer's document
 * (`document`: CPF or CNPJ; CUIL in Argentina), e-mail, mobile phone.
 */
export type ContactField = 'name' | 'cpf' | 'document' | 'email' | 'phone';

/** Props of {@link ContactFields}; `F` is the fields drawn. */
export interface ContactFieldsProps<F extends ContactField = ContactField> {
  /** The fields to draw, in this order (it is the tab order). */
  fields: readonly F[];
  /** The form's values; the drawn fields are read by their names. */
  values: Readonly<Partial<Record<F, string>>>;
  /** Messages by field name. */
  errors: FormErrors;
  onChange: (field: F, value: string) => void;
  /** A field was left (blur); without it, messages wait for a send attempt. */
  onTouch?: (field: F) => void;
  /** Whether the document is required; when not, its label says it is optional. */
  documentRequired?: boolean;
  /** Labels that differ from the kit's (e.g. 'Celular com WhatsApp'). */
  labels?: Partial<Record<F, string>>;
}

/**
 * Who the shopper is and how to reach them, with the market's masks: the phone as the market writes
 * it, the CPF or the CPF/CNPJ (Brazil) or CUIL (Argentina). Validation is the form's (validateForm,
 * validators/); without `onTouch`, the form shows messages only after a send attempt.
 */
export function ContactFields<F extends ContactField>(props: ContactFieldsProps<F>) {
  const { fields, errors, documentRequired = false } = props;
  // Read by any field name inside; the props' types keep callers to the fields they draw.
  const { values, onChange, onTouch, labels = {} } = props as unknown as ContactFieldsProps;
  const { context } = useWidget();
  const t = useT(formMessages);
  const common = (field: ContactField) => ({
    name: field,
    value: values[field] ?? '',
    onChange: (value: string) => onChange(field, value),
    onBlur: onTouch && (() => onTouch(field)),
    error: errors[field],
  });
  const draw: Record<ContactField, () => ReactNode> = {
    name: () => (
      <TextField
        key="name"
        {...common('name')}
        label={labels.name ?? t('name')}
        required
        autoComplete="name"
      />
    ),
    cpf: () => (
      <TextField
        key="cpf"
        {...common('cpf')}
        label={labels.cpf ?? (documentRequired ? t('cpf') : t('cpfOptional'))}
        required={documentRequired}
        mask={context.country === 'AR' ? cuilMask : cpfMask}
        inputMode="numeric"
      />
    ),
    document: () => (
      <TextField
        key="document"
        {...common('document')}
        label={labels.document ?? (documentRequired ? t('document') : t('documentOptional'))}
        required={documentRequired}
        mask={context.country === 'AR' ? cuilMask : cpfCnpjMask}
        inputMode={context.country === 'AR' ? 'numeric' : 'text'}
      />
    ),
    email: () => (
      <TextField
        key="email"
        {...common('email')}
        label={labels.email ?? t('email')}
        required
        type="email"
        autoComplete="email"
        inputMode="email"
      />
    ),
    phone: () => (
      <TextField
        key="phone"
        {...common('phone')}
        label={labels.phone ?? t('phone')}
        hint={t('phoneHint')}
        required
        type="tel"
        mask={phoneMask(context.market)}
        autoComplete="tel-national"
        inputMode="tel"
      />
    ),
  };
  return fields.map((field) => draw[field]());
}
