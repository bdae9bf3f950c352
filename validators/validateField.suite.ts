import { describe, expect, it } from 'vitest';
import { CpfSchema } from './cpf/CpfSchema.ts';
import { EmailSchema } from './email/EmailSchema.ts';
import { validateField } from './validateField.ts';

describe('validateField', () => {
  it('returns null for a valid value', () => {
    expect(validateField(CpfSchema, '529.982.247-25', 'pt-BR')).toBeNull();
  });

  it('returns the field-specific required message for an empty value', () => {
    expect(validateField(CpfSchema, '', 'pt-BR')).toBe('Informe o CPF');
    expect(validateField(CpfSchema, '   ', 'es-AR')).toBe('Ingresá el CPF');
    expect(validateField(CpfSchema, undefined, 'pt-BR')).toBe('Informe o CPF');
    expect(validateField(CpfSchema, null, 'es-AR')).toBe('Ingresá el CPF');
  });

  it('localises by market, c-BR and unknown markets falling back to pt-BR', () => {
    expect(validateField(EmailSchema, 'ana?@mail.com', 'es-AR')).toBe('Ingresá un e-mail válido');
    expect(validateField(EmailSchema, 'ana?@mail.com', 'c-BR')).toBe('Informe um e-mail válido');
    expect(validateField(EmailSchema, 'ana?@mail.com', 'xx')).toBe('Informe um e-mail válido');
  });

  it('returns only the first message', () => {
    expect(validateField(CpfSchema, '111.111.111-11', 'pt-BR')).toBe('Informe um CPF válido');
  });
});
