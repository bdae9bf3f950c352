import { describe, expect, it } from 'vitest';
import { enter } from '../../test/MaskedField.tsx';
import { cardExpiryMask, cardNumberMask, cvvMask } from './cardMasks.ts';
import { cnpjMask } from './cnpjMask.ts';
import { cpfCnpjMask } from './cpfCnpjMask.ts';
import { cpfMask } from './cpfMask.ts';
import { cuilMask } from './cuilMask.ts';
import { currencyMask } from './currencyMask.ts';
import { dateMask, isoDateMask } from './dateMask.ts';
import { maskValue } from './maskValue.ts';
import { formatPhone, phoneMask } from './phoneMask.ts';
import { postalCodeMask } from './postalCodeMask.ts';
import { timeMask } from './timeMask.ts';
import type { MaskOptions } from './types.ts';
import { chassisMask, plateMask } from './vehicleMasks.ts';

type Case = [
  name: string,
  mask: MaskOptions,
  how: 'type' | 'paste',
  text: string,
  shown: string,
  unmasked: string,
];

/** Each mask typed key by key into a real input, and pasted masked and unmasked. */
const CASES: Case[] = [
  ['CPF typed', cpfMask, 'type', '12345678909', '123.456.789-09', '12345678909'],
  ['CPF pasted masked', cpfMask, 'paste', '529.982.247-25', '529.982.247-25', '52998224725'],
  [
    'CPF pasted unmasked, extra digits dropped',
    cpfMask,
    'paste',
    '5299822472512',
    '529.982.247-25',
    '52998224725',
  ],
  ['CPF ignores letters', cpfMask, 'type', '1a2b3', '123', '123'],
  ['CNPJ typed', cnpjMask, 'type', '11222333000181', '11.222.333/0001-81', '11222333000181'],
  [
    'CNPJ alphanumeric typed in lower case',
    cnpjMask,
    'type',
    '12abc34501de35',
    '12.ABC.345/01DE-35',
    '12ABC34501DE35',
  ],
  ['CNPJ pasted masked', cnpjMask, 'paste', '12.abc.345/01de-35', '12.ABC.345/01DE-35', '12ABC34501DE35'],
  ['CNPJ pasted unmasked', cnpjMask, 'paste', '11222333000181', '11.222.333/0001-81', '11222333000181'],
  [
    'CNPJ refuses letters as check digits',
    cnpjMask,
    'type',
    '12ABC34501DEXY',
    '12.ABC.345/01DE-',
    '12ABC34501DE',
  ],
  ['CPF/CNPJ up to 11 digits is a CPF', cpfCnpjMask, 'type', '52998224725', '529.982.247-25', '52998224725'],
  [
    'CPF/CNPJ from 12 digits is a CNPJ',
    cpfCnpjMask,
    'type',
    '11222333000181',
    '11.222.333/0001-81',
    '11222333000181',
  ],
  ['CPF/CNPJ with a letter is a CNPJ', cpfCnpjMask, 'type', '12abc', '12.ABC', '12ABC'],
  [
    'CPF/CNPJ pasted alphanumeric',
    cpfCnpjMask,
    'paste',
    '12.ABC.345/01DE-35',
    '12.ABC.345/01DE-35',
    '12ABC34501DE35',
  ],
  ['CPF/CNPJ pasted masked CPF', cpfCnpjMask, 'paste', '529.982.247-25', '529.982.247-25', '52998224725'],
  ['BR phone, 10 digits', phoneMask('pt-BR'), 'type', '1187654321', '(11) 8765-4321', '1187654321'],
  ['BR phone, 11 digits', phoneMask('c-BR'), 'type', '11987654321', '(11) 98765-4321', '11987654321'],
  [
    'BR phone pasted masked',
    phoneMask('pt-BR'),
    'paste',
    '(11) 98765-4321',
    '(11) 98765-4321',
    '11987654321',
  ],
  ['BR phone pasted unmasked', phoneMask('pt-BR'), 'paste', '11987654321', '(11) 98765-4321', '11987654321'],
  ['AR phone, Buenos Aires', phoneMask('es-AR'), 'type', '1143215678', '(11) 4321-5678', '1143215678'],
  ['AR phone, 3-digit area', phoneMask('es-AR'), 'type', '3514215678', '(351) 421-5678', '3514215678'],
  ['AR phone, 4-digit area', phoneMask('es-AR'), 'paste', '2944425678', '(2944) 42-5678', '2944425678'],
  ['AR phone pasted masked', phoneMask('es-AR'), 'paste', '(351) 421-5678', '(351) 421-5678', '3514215678'],
  ['CEP typed', postalCodeMask('pt-BR'), 'type', '01310100', '01310-100', '01310100'],
  ['CEP pasted masked', postalCodeMask('pt-BR'), 'paste', '01310-100', '01310-100', '01310100'],
  ['AR CP', postalCodeMask('es-AR'), 'type', '14259', '1425', '1425'],
  ['AR CPA, upper-cased', postalCodeMask('es-AR'), 'type', 'c1425abc', 'C1425ABC', 'C1425ABC'],
  ['date typed', dateMask, 'type', '10051990', '10/05/1990', '10051990'],
  ['date pasted masked', dateMask, 'paste', '10/05/1990', '10/05/1990', '10051990'],
  ['ISO date typed', isoDateMask, 'type', '19900510', '1990-05-10', '19900510'],
  ['time typed', timeMask, 'type', '2359', '23:59', '2359'],
  ['time pads a lone first digit', timeMask, 'type', '930', '09:30', '0930'],
  ['time clamps hours over 23', timeMask, 'type', '25', '23', '23'],
  ['time pasted masked', timeMask, 'paste', '08:15', '08:15', '0815'],
  [
    'card number typed',
    cardNumberMask,
    'type',
    '4111111111111111',
    '4111 1111 1111 1111',
    '4111111111111111',
  ],
  [
    'card number pasted masked',
    cardNumberMask,
    'paste',
    '4111 1111 1111 1111',
    '4111 1111 1111 1111',
    '4111111111111111',
  ],
  ['card number, 13 digits', cardNumberMask, 'paste', '4222222222222', '4222 2222 2222 2', '4222222222222'],
  ['card expiry typed', cardExpiryMask, 'type', '1229', '12/29', '1229'],
  ['card expiry pads the month', cardExpiryMask, 'type', '429', '04/29', '0429'],
  ['card expiry clamps month 13', cardExpiryMask, 'type', '13', '12', '12'],
  ['card expiry pasted masked', cardExpiryMask, 'paste', '07/31', '07/31', '0731'],
  ['CVV', cvvMask, 'type', '12345', '1234', '1234'],
  ['Mercosul plate, upper-cased', plateMask, 'type', 'abc1d23', 'ABC1D23', 'ABC1D23'],
  ['old plate pasted with hyphen', plateMask, 'paste', 'ABC-1234', 'ABC1234', 'ABC1234'],
  ['plate refuses a letter where a digit goes', plateMask, 'type', 'ABCD', 'ABC', 'ABC'],
  [
    'chassis pasted in lower case',
    chassisMask,
    'paste',
    '9bwzzz377vt004251',
    '9BWZZZ377VT004251',
    '9BWZZZ377VT004251',
  ],
  ['CUIL typed', cuilMask, 'type', '20123456786', '20-12345678-6', '20123456786'],
  ['CUIL pasted masked', cuilMask, 'paste', '20-12345678-6', '20-12345678-6', '20123456786'],
  ['BRL typed', currencyMask('pt-BR'), 'type', '123456,78', 'R$ 123.456,78', '123456.78'],
  ['BRL pasted masked', currencyMask('pt-BR'), 'paste', 'R$ 1.234,56', 'R$ 1.234,56', '1234.56'],
  ['BRL pasted without symbol', currencyMask('pt-BR'), 'paste', '1.234,56', 'R$ 1.234,56', '1234.56'],
  ['BRL pasted unmasked', currencyMask('pt-BR'), 'paste', '1234,56', 'R$ 1.234,56', '1234.56'],
  ['BRL refuses negatives', currencyMask('pt-BR'), 'type', '-12', 'R$ 12', '12'],
  ['BRL keeps 9 integer digits', currencyMask('pt-BR'), 'type', '12345678901', 'R$ 123.456.789', '123456789'],
  ['BRL keeps 2 decimals', currencyMask('pt-BR'), 'type', '1,2345', 'R$ 1,23', '1.23'],
  ['ARS typed', currencyMask('es-AR'), 'type', '1234,5', '$ 1.234,5', '1234.5'],
];

describe('masks typed and pasted into a real input', () => {
  it.each(CASES)('%s', async (_name, mask, how, text, shown, unmasked) => {
    const result = await enter(mask, text, how);
    expect(result.shown).toBe(shown);
    expect(result.masked).toBe(shown);
    expect(result.unmasked).toBe(unmasked);
  });

  it('pads the currency decimals when the field loses focus', async () => {
    const { user, input } = await enter(currencyMask('pt-BR'), '1234,5');
    expect(input.value).toBe('R$ 1.234,5');
    await user.tab();
    expect(input.value).toBe('R$ 1.234,50');
  });

  it('returns the same mask object for every call with a market', () => {
    expect(phoneMask('pt-BR')).toBe(phoneMask('c-BR'));
    expect(phoneMask('es-AR')).not.toBe(phoneMask('pt-BR'));
    expect(postalCodeMask('es-AR')).toBe(postalCodeMask('es-AR'));
    expect(currencyMask('pt-BR')).toBe(currencyMask('pt-BR'));
  });
});

describe('maskValue', () => {
  it('formats a stored value without an input', () => {
    expect(maskValue(cpfMask, '52998224725')).toEqual({ masked: '529.982.247-25', unmasked: '52998224725' });
    expect(maskValue(cnpjMask, '12abc34501de35')).toEqual({
      masked: '12.ABC.345/01DE-35',
      unmasked: '12ABC34501DE35',
    });
    expect(maskValue(phoneMask('pt-BR'), '011987654321'.slice(1))).toEqual({
      masked: '(11) 98765-4321',
      unmasked: '11987654321',
    });
    expect(maskValue(currencyMask('es-AR'), '1.234,56').masked).toBe('$ 1.234,56');
  });
});

describe('formatPhone (display without the mask runtime)', () => {
  const phones: Array<[market: string, phone: string]> = [
    ['pt-BR', '1134567890'],
    ['pt-BR', '11987654321'],
    ['es-AR', '1145678901'],
    ['es-AR', '3514567890'],
    ['es-AR', '2944123456'],
    ['es-AR', '01115512345678'],
    ['es-AR', '111551234567'],
    ['es-AR', '03514567890'],
  ];

  it.each(phones)('shows %s %s as the phone mask does', (market, phone) => {
    expect(formatPhone(market, phone)).toBe(maskValue(phoneMask(market), phone).masked);
  });

  it('groups by area code and keeps a number that fits no pattern as stored', () => {
    expect(formatPhone('es-AR', '3514567890')).toBe('(351) 456-7890');
    expect(formatPhone('pt-BR', '(11) 3456-7890')).toBe('(11) 3456-7890');
    expect(formatPhone('pt-BR', '+44 20 7946 0000')).toBe('+44 20 7946 0000');
  });
});
