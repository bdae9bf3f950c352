import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PasswordChangeSchema } from '../../../api/users.payloads.ts';
import { validateForm } from '../../../core/form/validateForm.ts';
import { type PasswordChangeValues, passwordChangeOf, passwordChangeRules } from './passwordChange.ts';

const errorsOf = (values: PasswordChangeValues, market = 'pt-BR') =>
  validateForm(values, passwordChangeRules, market);

describe('password change', () => {
  it('the current password is required and has 8 or more characters', () => {
    const values = { currentPassword: '', password: 'Nova@Senha1', confirmation: 'Nova@Senha1' };
    expect(errorsOf(values)).toEqual({ currentPassword: 'Informe a senha atual' });
    expect(errorsOf({ ...values, currentPassword: 'abc' })).toEqual({
      currentPassword: 'A senha atual tem pelo menos 8 caracteres',
    });
  });

  it.each([
    ['short', 'Ab@1'],
    ['too long', 'Abcdefgh@12345678'],
    ['no digit', 'Abcdefg@'],
    ['no lowercase', 'ABCDEFG@1'],
    ['no uppercase', 'abcdefg@1'],
    ['no special', 'Abcdefgh1'],
    ['a forbidden character', 'Abcdef@1/'],
  ])('a new password %s is refused', (_, password) => {
    const errors = errorsOf({ currentPassword: 'Sandbox@2025', password, confirmation: password });
    expect(errors.password).toBeTruthy();
  });

  it('the confirmation must match, in the market language', () => {
    const values = { currentPassword: 'Sandbox@2025', password: 'Nova@Senha1', confirmation: 'Nova@Senha2' };
    expect(errorsOf(values)).toEqual({ confirmation: 'As senhas não conferem' });
    expect(errorsOf(values, 'es-AR')).toEqual({ confirmation: 'Las contraseñas no coinciden' });
  });

  it('sends the e-mail and the passwords, as the service schema takes them', () => {
    const body = passwordChangeOf('ana.souza@example.com', {
      currentPassword: 'Sandbox@2025',
      password: 'Nova@Senha1',
      confirmation: 'Nova@Senha1',
    });
    expect(v.safeParse(PasswordChangeSchema, body).success).toBe(true);
  });
});
