import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { USERS } from '../../../api/sandbox/data/users.ts';
import { ProfileChangesSchema } from '../../../api/users.payloads.ts';
import { validateForm } from '../../../core/form/validateForm.ts';
import {
  type PersonalDataValues,
  personalDataOf,
  personalDataRules,
  profileChangesOf,
} from './personalData.ts';

const [ana, , martina, pedro] = USERS;
const anaData = personalDataOf(ana!, 'BR');
const errorsOf = (values: PersonalDataValues, country: 'BR' | 'AR' = 'BR', market = 'pt-BR') =>
  validateForm(values, personalDataRules(values, country, market), market);
const withAddress = (values: PersonalDataValues, address: Partial<PersonalDataValues['address']>) => ({
  ...values,
  address: { ...values.address, ...address },
});

describe('personal data', () => {
  it('reads the profile: the CPF in Brazil, the CUIL in Argentina, the other e-mail, a typed birthdate', () => {
    expect(anaData).toMatchObject({
      name: 'Ana Beatriz Souza',
      cpf: '39053344705',
      email: 'ana.souza@example.com',
      additionalEmail: 'ana.b.souza@example.org',
      phone: '11987654321',
      birthdate: '12/04/1988',
      address: { postalCode: '01310100', number: '1578', city: 'São Paulo' },
    });
    expect(personalDataOf(martina!, 'AR')).toMatchObject({ cpf: '27321234564', birthdate: '23/09/1990' });
    expect(personalDataOf(pedro!, 'BR')).toMatchObject({ birthdate: '', address: { street: '' } });
  });

  it('a complete profile passes every rule', () => {
    expect(errorsOf(anaData)).toEqual({});
    expect(errorsOf(personalDataOf(martina!, 'AR'), 'AR', 'es-AR')).toEqual({});
  });

  it('every seed rule has its message, in the market language', () => {
    const bad: PersonalDataValues = withAddress(
      {
        ...anaData,
        name: 'Ana',
        cpf: '111.111.111-11',
        email: 'ana?@exámple.com',
        additionalEmail: 'ANA?@exámple.com',
        phone: '(11) 3456-7890',
        birthdate: '01/01/2015',
      },
      { postalCode: '0131', street: ' Avenida', number: '0', complement: 'Fundos & casa', city: '' },
    );
    const errors = errorsOf(bad);
    expect(Object.keys(errors).sort()).toEqual(
      [
        'name',
        'cpf',
        'email',
        'additionalEmail',
        'phone',
        'birthdate',
        'address.postalCode',
        'address.street',
        'address.number',
        'address.complement',
        'address.city',
      ].sort(),
    );
    expect(errorsOf({ ...anaData, additionalEmail: ' Ana.Souza@example.com ' }).additionalEmail).toBeTruthy();
    expect(errorsOf({ ...anaData, additionalEmail: '' }).additionalEmail).toBeUndefined();
    expect(errorsOf({ ...anaData, cpf: '20-28456789-2' }).cpf).toBeTruthy();
    const ar = errorsOf({ ...personalDataOf(martina!, 'AR'), cpf: '39053344705' }, 'AR', 'es-AR');
    expect(ar.cpf).toBeTruthy();
    expect(ar.cpf).not.toEqual(errorsOf({ ...anaData, cpf: '1' }).cpf);
  });

  it('sends only what changed, in the service form, valid for the service', () => {
    const after = withAddress(
      { ...anaData, phone: '(11) 99876-5432', birthdate: '13/04/1988', additionalEmail: '' },
      { number: '1600' },
    );
    const changes = profileChangesOf(anaData, after, 'BR');
    expect(changes).toEqual({
      phone: '011998765432',
      emails: [{ email: 'ana.souza@example.com', preferred: true }],
      birthdate: '1988-04-13',
      address: { ...anaData.address, number: '1600' },
    });
    expect(v.safeParse(ProfileChangesSchema, changes).success).toBe(true);
  });

  it('a masked document or phone equal to the stored digits is no change; nothing changed gives {}', () => {
    expect(
      profileChangesOf(anaData, { ...anaData, cpf: '390.533.447-05', phone: '(11) 98765-4321' }, 'BR'),
    ).toEqual({});
  });

  it('the Argentine document goes as the CUIL', () => {
    const before = personalDataOf(martina!, 'AR');
    expect(profileChangesOf(before, { ...before, cpf: '20-12345678-6' }, 'AR')).toEqual({
      cuil: '20123456786',
    });
  });
});
