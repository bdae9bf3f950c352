import { describe, expect, it } from 'vitest';
import { validateForm } from '../../core/form/validateForm.ts';
import { confirmRules, signInRules, signUpRules } from './signUpRules.ts';

describe('sign-up rules', () => {
  it('asks for every field in pt-BR and applies the password rules', () => {
    const errors = validateForm(
      { name: 'Lucas', email: 'lucas@', password: 'fraca', confirmation: 'outra' },
      signUpRules,
      'pt-BR',
    );
    expect(Object.keys(errors)).toEqual(['name', 'email', 'password', 'confirmation']);
    expect(errors.password).toBe(
      'A senha deve ter de 8 a 16 caracteres, com número, letra minúscula, letra maiúscula e caractere especial',
    );
    expect(
      validateForm(
        {
          name: 'Lucas Prado',
          email: 'lucas@example.com',
          password: 'S3nh@Forte',
          confirmation: 'S3nh@Forte',
        },
        signUpRules,
        'es-AR',
      ),
    ).toEqual({});
  });

  it('sign-in only needs an e-mail and a password typed', () => {
    expect(validateForm({ email: 'ana@example.com', password: '' }, signInRules, 'es-AR')).toEqual({
      password: 'Ingresá la contraseña',
    });
    expect(validateForm({ email: 'ana@example.com', password: 'x' }, signInRules, 'pt-BR')).toEqual({});
  });

  it('confirm needs the code', () => {
    expect(
      validateForm(
        { code: ' ', password: 'S3nh@Forte', confirmation: 'S3nh@Forte' },
        confirmRules('Informe o código'),
        'pt-BR',
      ),
    ).toEqual({ code: 'Informe o código' });
  });
});
