import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { validateField } from '../validateField.ts';
import {
  DriverLicenseCategorySchema,
  DriverLicenseExpirySchema,
  DriverLicenseNumberSchema,
} from './driverLicenseSchemas.ts';
import { isValidDriverLicenseExpiry } from './isValidDriverLicenseExpiry.ts';
import { isValidDriverLicenseNumber } from './isValidDriverLicenseNumber.ts';

const NOW = new Date(2026, 10, 22, 15, 30);

describe('isValidDriverLicenseNumber', () => {
  it('takes 11 digits that are not all the same', () => {
    expect(isValidDriverLicenseNumber('02650306461')).toBe(true);
    expect(isValidDriverLicenseNumber(' 02650306461 ')).toBe(true);
    expect(isValidDriverLicenseNumber('0265030646')).toBe(false);
    expect(isValidDriverLicenseNumber('026503064610')).toBe(false);
    expect(isValidDriverLicenseNumber('0265030646A')).toBe(false);
    expect(isValidDriverLicenseNumber('11111111111')).toBe(false);
  });
});

describe('isValidDriverLicenseExpiry', () => {
  it('accepts today and later, not yesterday', () => {
    expect(isValidDriverLicenseExpiry('22/11/2026', 'pt-BR', NOW)).toBe(true);
    expect(isValidDriverLicenseExpiry('23/11/2026', 'pt-BR', NOW)).toBe(true);
    expect(isValidDriverLicenseExpiry('21/11/2026', 'pt-BR', NOW)).toBe(false);
    expect(isValidDriverLicenseExpiry('2026-11-22', 'en-US', NOW)).toBe(true);
    expect(isValidDriverLicenseExpiry('31/11/2030', 'pt-BR', NOW)).toBe(false);
  });
});

describe('driving-licence schemas', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('number: required and 11 digits', () => {
    expect(validateField(DriverLicenseNumberSchema, '', 'pt-BR')).toBe('Informe o número da CNH');
    expect(validateField(DriverLicenseNumberSchema, '', 'es-AR')).toBe('Ingresá el número de registro (CNH)');
    expect(validateField(DriverLicenseNumberSchema, '123', 'pt-BR')).toBe(
      'Informe um número de CNH válido, com 11 dígitos',
    );
    expect(validateField(DriverLicenseNumberSchema, '02650306461', 'pt-BR')).toBeNull();
  });

  it('category: one of AB, A, B, C, D, E', () => {
    for (const category of ['AB', 'A', 'B', 'C', 'D', 'E']) {
      expect(validateField(DriverLicenseCategorySchema, category, 'pt-BR')).toBeNull();
    }
    expect(validateField(DriverLicenseCategorySchema, '', 'pt-BR')).toBe('Selecione a categoria da CNH');
    expect(validateField(DriverLicenseCategorySchema, '', 'es-AR')).toBe(
      'Seleccioná la categoría del registro (CNH)',
    );
    expect(validateField(DriverLicenseCategorySchema, 'F', 'pt-BR')).toBe('Selecione uma opção válida');
  });

  it('expiry: a real date, not past', () => {
    expect(validateField(DriverLicenseExpirySchema, '', 'pt-BR')).toBe('Informe a validade da CNH');
    expect(validateField(DriverLicenseExpirySchema, '31/02/2030', 'pt-BR')).toBe(
      'Informe uma data de validade válida',
    );
    expect(validateField(DriverLicenseExpirySchema, '21/11/2026', 'pt-BR')).toBe('A CNH está vencida');
    expect(validateField(DriverLicenseExpirySchema, '21/11/2026', 'es-AR')).toBe(
      'El registro (CNH) está vencido',
    );
    expect(validateField(DriverLicenseExpirySchema, '22/11/2026', 'pt-BR')).toBeNull();
  });
});
