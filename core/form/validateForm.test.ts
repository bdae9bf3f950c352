import { describe, expect, it } from 'vitest';
import { CpfSchema, EmailSchema, FullNameSchema, StreetSchema } from '../../validators/index.ts';
import { consentsRule, contactRules } from './contactRules.ts';
import { ruleOn, validateForm } from './validateForm.ts';

const person = { name: 'Maria', email: 'maria@', cpf: '', address: { street: '' }, model: { code: '' } };

describe('validateForm', () => {
  it('gives the first message of each field in the market language; valid fields have none', () => {
    const rules = { name: FullNameSchema, email: EmailSchema };
    expect(validateForm(person, rules, 'pt-BR')).toEqual({
      name: 'Informe também o seu sobrenome',
      email: 'Informe um e-mail válido',
    });
    expect(validateForm(person, rules, 'es-AR')).toEqual({
      name: 'Ingresá también tu apellido',
      email: 'Ingresá un e-mail válido',
    });
    expect(
      validateForm({ ...person, name: 'Maria Souza', email: 'maria@example.com' }, rules, 'c-BR'),
    ).toEqual({});
  });

  it('reads nested fields by their dotted name, and takes rules of the whole form or of a chosen value', () => {
    const errors = validateForm(
      person,
      {
        'address.street': StreetSchema,
        modelCode: ruleOn((v: typeof person) => v.model.code, FullNameSchema),
        email: (v) => (v.email.endsWith('@') ? 'Complete o e-mail' : null),
      },
      'pt-BR',
    );
    expect(errors).toEqual({
      'address.street': 'Informe o endereço',
      modelCode: 'Informe seu nome completo',
      email: 'Complete o e-mail',
    });
  });

  it('runs a field’s rules in order and keeps the first message; a switched-off rule checks nothing', () => {
    const first = () => 'primeira';
    const second = () => 'segunda';
    expect(
      validateForm(person, { name: [() => null, first, second], cpf: false, email: undefined }, 'pt-BR'),
    ).toEqual({ name: 'primeira' });
    expect(validateForm(person, { cpf: person.cpf.trim() !== '' && CpfSchema }, 'pt-BR')).toEqual({});
  });
});

describe('contact and consent rules', () => {
  const values = { name: 'Ana Souza', email: 'ana@example.com', phone: '1151234567', cpf: '' };

  it('checks the CPF only when required or typed, the CUIL and the local phone in Argentina', () => {
    const br = contactRules(['name', 'email', 'phone', 'cpf'], values, {
      country: 'BR',
      documentRequired: false,
    });
    expect(validateForm(values, br, 'pt-BR')).toEqual({ phone: 'Informe um celular válido com DDD' });
    const required = contactRules(['cpf'], values, { country: 'BR', documentRequired: true });
    expect(validateForm(values, required, 'pt-BR')).toEqual({ cpf: 'Informe o CPF' });
    const ar = contactRules(
      ['phone', 'cpf'],
      { ...values, cpf: '20123456780' },
      {
        country: 'AR',
        documentRequired: false,
      },
    );
    expect(validateForm({ ...values, cpf: '20123456780' }, ar, 'es-AR')).toEqual({
      cpf: 'Ingresá un CUIL válido',
    });
    expect(validateForm({ ...values, cpf: '20123456786' }, ar, 'es-AR')).toEqual({});
  });

  it('needs at least one contact channel', () => {
    const none = { allowSMS: false, allowWhatsApp: false, allowEmail: false };
    expect(validateForm(none, { consents: consentsRule }, 'pt-BR')).toEqual({
      consents: 'Selecione pelo menos uma forma de contato',
    });
    expect(validateForm({ ...none, allowWhatsApp: true }, { consents: consentsRule }, 'pt-BR')).toEqual({});
  });
});
