import { describe, expect, it } from 'vitest';
import { validateForm } from '../../core/form/validateForm.ts';
import { newPasswordRules } from './newPasswordRules.ts';

describe('newPasswordRules', () => {
  it('gives the password and confirmation messages in the market language', () => {
    const rules = newPasswordRules();
    expect(validateForm({ password: '', confirmation: '' }, rules, 'pt-BR')).toEqual({
      password: 'Informe a senha',
      confirmation: 'Confirme a senha',
    });
    expect(validateForm({ password: 'S3nh@Forte', confirmation: 'S3nh@forte' }, rules, 'es-AR')).toEqual({
      confirmation: 'Las contraseñas no coinciden',
    });
    expect(validateForm({ password: 'S3nh@Forte', confirmation: 'S3nh@Forte' }, rules, 'pt-BR')).toEqual({});
  });
});
