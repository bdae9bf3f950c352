import { describe, expect, it } from 'vitest';
import type { PickedDealer } from '../../api/dealers.ts';
import { createTranslator } from '../../core/i18n.ts';
import { testDriveMessages } from './i18n.ts';
import { type TestDriveRules, validateTestDrive } from './validation.ts';
import { emptyTestDriveValues, type TestDriveValues } from './values.ts';

const text = createTranslator(testDriveMessages, { language: 'pt-BR', brand: 'fiat', isHubPage: false });
/** Monday 23 November 2026, 15:00. */
const now = new Date(2026, 10, 23, 15, 0);
const rules: TestDriveRules = {
  market: 'pt-BR',
  country: 'BR',
  cpfRequired: true,
  carRequired: true,
  text,
  now,
};

const dealer: PickedDealer = {
  id: 7,
  dealerCode: '34100',
  name: 'Fiat Primavera',
  street: 'Rua A',
  number: '1',
  neighborhood: 'Centro',
  postalCode: '01001000',
  cityName: 'São Paulo',
  stateCode: 'SP',
  phone: '1133334444',
  latitude: -23.5,
  longitude: -46.6,
  types: ['ONLINE_SCHEDULE'],
  periods: [
    { type: 'WORKING_TIME', weekdays: [1, 2, 3, 4, 5], start: '08:00', end: '18:00' },
    { type: 'WORKING_TIME', weekdays: [6], start: '08:00', end: '12:00' },
  ],
};

const request: TestDriveValues = {
  ...emptyTestDriveValues(
    { modelCode: '553', mvsCode: '5532L31', modelName: 'Mobi', versionName: 'Trekking' },
    dealer,
  ),
  date: '25/11/2026',
  slot: 'AFTERNOON',
  name: 'Maria da Silva',
  email: 'maria@example.com',
  phone: '(11) 98765-4321',
  cpf: '529.982.247-25',
  allowEmail: true,
};

describe('test-drive rules', () => {
  it('asks for the car, the dealer, the date, the slot, the person and a contact channel', () => {
    expect(validateTestDrive(emptyTestDriveValues(), rules)).toEqual({
      modelCode: 'Selecione o modelo',
      mvsCode: 'Selecione a versão',
      dealer: 'É obrigatório selecionar uma concessionária',
      date: 'Informe a data',
      slot: 'Escolha o período',
      name: 'Informe seu nome completo',
      email: 'Informe seu e-mail',
      phone: 'Informe seu celular',
      cpf: 'Informe o CPF',
      consents: 'Selecione pelo menos uma forma de contato',
    });
    expect(validateTestDrive(request, rules)).toEqual({});
  });

  it('needs no car for a visit, unless one was chosen', () => {
    const visit = { ...rules, carRequired: false };
    const noCar = { ...request, model: emptyTestDriveValues().model };
    expect(validateTestDrive(noCar, visit)).toEqual({});
    expect(validateTestDrive({ ...noCar, model: { ...noCar.model, modelCode: '553' } }, visit)).toEqual({
      mvsCode: 'Selecione a versão',
    });
  });

  it('takes dates from tomorrow up to 60 days ahead on days the dealer opens', () => {
    expect(validateTestDrive({ ...request, date: '23/11/2026' }, rules)).toEqual({
      date: 'Escolha uma data a partir de amanhã',
    });
    expect(validateTestDrive({ ...request, date: '01/11/2026' }, rules).date).toBe(
      'Escolha uma data a partir de amanhã',
    );
    expect(validateTestDrive({ ...request, date: '23/01/2027' }, rules).date).toBe(
      'Escolha uma data nos próximos 60 dias',
    );
    expect(validateTestDrive({ ...request, date: '31/02/2027' }, rules).date).toBe('Informe uma data válida');
    expect(validateTestDrive({ ...request, date: '29/11/2026' }, rules)).toEqual({
      date: 'A concessionária não abre neste dia. Escolha outra data.',
    });
  });

  it('refuses a slot the dealer does not work that day', () => {
    expect(validateTestDrive({ ...request, date: '28/11/2026' }, rules)).toEqual({
      slot: 'A concessionária não atende neste período nesse dia',
    });
    expect(validateTestDrive({ ...request, date: '28/11/2026', slot: 'MORNING' }, rules)).toEqual({});
  });

  it('exempts the CPF where allowed, and asks Argentina for a CUIL and a phone with area code', () => {
    expect(validateTestDrive({ ...request, cpf: '' }, { ...rules, cpfRequired: false })).toEqual({});
    const ar = { ...rules, market: 'es-AR', country: 'AR' as const };
    const martina = { ...request, cpf: '27-12345678-0', phone: '(351) 456-7890' };
    expect(validateTestDrive(martina, ar)).toEqual({});
    expect(validateTestDrive({ ...martina, cpf: '27-12345678-1' }, ar)).toEqual({
      cpf: 'Ingresá un CUIL válido',
    });
  });
});
