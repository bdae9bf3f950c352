import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { validateField } from '../validateField.ts';
import { CardExpirySchema, CardNameSchema, CardNumberSchema, CvvSchema, isValidCvv } from './cardSchemas.ts';
import { isValidCardExpiry, parseCardExpiry } from './isValidCardExpiry.ts';
import { isValidCardNumber } from './isValidCardNumber.ts';

const NOW = new Date(2026, 10, 22, 15, 30); // November 2026

describe('isValidCardNumber', () => {
  it.each([
    ['4222222222222', '13 digits'],
    ['378282246310005', '15 digits'],
    ['4111111111111111', '16 digits'],
    ['4111 1111 1111 1111', 'masked with spaces'],
    ['4111-1111-1111-1111', 'with hyphens'],
  ])('accepts %j (%s)', (number) => {
    expect(isValidCardNumber(number)).toBe(true);
  });

  it.each([
    ['4111111111111112', 'Luhn fails'],
    ['422222222222', '12 digits'],
    ['41111111111111111', '17 digits (Luhn passes)'],
    ['0000000000000', 'all zeros, 13'],
    ['0000 0000 0000 0000', 'all zeros, 16 (Luhn sum 0)'],
    ['4111x11111111111', 'a letter'],
    ['', 'empty'],
  ])('rejects %j (%s)', (number) => {
    expect(isValidCardNumber(number)).toBe(false);
  });
});

describe('isValidCardExpiry', () => {
  it('accepts the current month and later', () => {
    expect(isValidCardExpiry('11/26', NOW)).toBe(true);
    expect(isValidCardExpiry('12/26', NOW)).toBe(true);
    expect(isValidCardExpiry('01/27', NOW)).toBe(true);
    expect(isValidCardExpiry('1126', NOW)).toBe(true);
  });

  it('rejects past months and months outside 1–12', () => {
    expect(isValidCardExpiry('10/26', NOW)).toBe(false);
    expect(isValidCardExpiry('12/25', NOW)).toBe(false);
    expect(isValidCardExpiry('00/27', NOW)).toBe(false);
    expect(isValidCardExpiry('13/27', NOW)).toBe(false);
    expect(isValidCardExpiry('1/27', NOW)).toBe(false);
    expect(isValidCardExpiry('11/2026', NOW)).toBe(false);
    expect(parseCardExpiry('01/30')).toEqual({ month: 1, year: 2030 });
  });
});

describe('isValidCvv', () => {
  it('takes 3 or 4 digits', () => {
    expect(isValidCvv('123')).toBe(true);
    expect(isValidCvv('1234')).toBe(true);
    expect(isValidCvv('12')).toBe(false);
    expect(isValidCvv('12345')).toBe(false);
    expect(isValidCvv('12a')).toBe(false);
  });
});

describe('card schemas', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('localise every message', () => {
    expect(validateField(CardNumberSchema, '', 'pt-BR')).toBe('Informe o número do cartão');
    expect(validateField(CardNumberSchema, '', 'es-AR')).toBe('Ingresá el número de la tarjeta');
    expect(validateField(CardNumberSchema, '4111 1111 1111 1112', 'pt-BR')).toBe(
      'Informe um número de cartão válido',
    );
    expect(validateField(CardNumberSchema, '4111 1111 1111 1111', 'pt-BR')).toBeNull();
    expect(validateField(CardExpirySchema, '', 'es-AR')).toBe('Ingresá el vencimiento de la tarjeta');
    expect(validateField(CardExpirySchema, '13/27', 'pt-BR')).toBe('Informe a validade no formato MM/AA');
    expect(validateField(CardExpirySchema, '10/26', 'pt-BR')).toBe('O cartão está vencido');
    expect(validateField(CardExpirySchema, '10/26', 'es-AR')).toBe('La tarjeta está vencida');
    expect(validateField(CardExpirySchema, '11/26', 'pt-BR')).toBeNull();
    expect(validateField(CardNameSchema, '', 'pt-BR')).toBe('Informe o nome impresso no cartão');
    expect(validateField(CardNameSchema, 'ANA 2', 'es-AR')).toBe(
      'Ingresá el nombre como figura en la tarjeta, usando solo letras',
    );
    expect(validateField(CardNameSchema, 'ANA M SOUZA', 'pt-BR')).toBeNull();
    expect(validateField(CvvSchema, '', 'pt-BR')).toBe('Informe o código de segurança (CVV)');
    expect(validateField(CvvSchema, '12', 'es-AR')).toBe('El código de seguridad tiene 3 o 4 dígitos');
    expect(validateField(CvvSchema, '123', 'pt-BR')).toBeNull();
  });
});
