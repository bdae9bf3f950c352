import { describe, expect, it } from 'vitest';
import { validateField } from '../validateField.ts';
import { isValidPassword, passwordIssues } from './passwordIssues.ts';
import { CurrentPasswordSchema, PasswordSchema, passwordConfirmationSchema } from './passwordSchemas.ts';

describe('passwordIssues', () => {
  it('is empty for a password meeting every requirement, at both length limits', () => {
    expect(passwordIssues('Abcdef1!')).toEqual([]); // 8
    expect(passwordIssues('Abcdefghijklm1!x')).toEqual([]); // 16
    expect(passwordIssues('Ção#2024xyz')).toEqual([]);
    expect(isValidPassword('S3nh@Forte')).toBe(true);
  });

  it('lists each missing requirement in checklist order', () => {
    expect(passwordIssues('Abcde1!')).toEqual(['length']); // 7
    expect(passwordIssues('Abcdefghijklm1!xy')).toEqual(['length']); // 17
    expect(passwordIssues('Abcdefgh!')).toEqual(['digit']);
    expect(passwordIssues('ABCDEFG1!')).toEqual(['lowercase']);
    expect(passwordIssues('abcdefg1!')).toEqual(['uppercase']);
    expect(passwordIssues('Abcdefg12')).toEqual(['special']);
    expect(passwordIssues('Abcd efg1')).toEqual(['special']); // a space is not a special character
    expect(passwordIssues('')).toEqual(['length', 'digit', 'lowercase', 'uppercase', 'special']);
  });

  it.each(['<', '>', '+', '|', '/', '?', '*', '\\'])(
    'forbids %j (and it does not count as special)',
    (char) => {
      expect(passwordIssues(`Abcdef1${char}`)).toEqual(['special', 'forbidden']);
      expect(passwordIssues(`Abcdef1!${char}`)).toEqual(['forbidden']);
    },
  );
});

describe('PasswordSchema', () => {
  it('localises its messages', () => {
    expect(validateField(PasswordSchema, '', 'pt-BR')).toBe('Informe a senha');
    expect(validateField(PasswordSchema, '', 'es-AR')).toBe('Ingresá la contraseña');
    expect(validateField(PasswordSchema, 'abc', 'pt-BR')).toBe(
      'A senha deve ter de 8 a 16 caracteres, com número, letra minúscula, letra maiúscula e caractere especial',
    );
    expect(validateField(PasswordSchema, 'Abcdef1!?', 'pt-BR')).toBe(
      'A senha não pode conter os caracteres < > + | / ? * \\',
    );
    expect(validateField(PasswordSchema, 'Abcdef1!?', 'es-AR')).toBe(
      'La contraseña no puede tener los caracteres < > + | / ? * \\',
    );
    expect(validateField(PasswordSchema, 'Abcdef1!', 'pt-BR')).toBeNull();
  });
});

describe('passwordConfirmationSchema', () => {
  it('must equal the password exactly', () => {
    const schema = passwordConfirmationSchema('Abcdef1!');
    expect(validateField(schema, '', 'pt-BR')).toBe('Confirme a senha');
    expect(validateField(schema, '', 'es-AR')).toBe('Confirmá la contraseña');
    expect(validateField(schema, 'abcdef1!', 'pt-BR')).toBe('As senhas não conferem');
    expect(validateField(schema, 'Abcdef1! ', 'es-AR')).toBe('Las contraseñas no coinciden');
    expect(validateField(schema, 'Abcdef1!', 'pt-BR')).toBeNull();
  });
});

describe('CurrentPasswordSchema', () => {
  it('is required and at least 8 characters', () => {
    expect(validateField(CurrentPasswordSchema, '', 'pt-BR')).toBe('Informe a senha atual');
    expect(validateField(CurrentPasswordSchema, '', 'es-AR')).toBe('Ingresá tu contraseña actual');
    expect(validateField(CurrentPasswordSchema, '1234567', 'pt-BR')).toBe(
      'A senha atual tem pelo menos 8 caracteres',
    );
    expect(validateField(CurrentPasswordSchema, '12345678', 'pt-BR')).toBeNull();
  });
});
