import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { validateField } from '../validateField.ts';
import {
  isValidMileage,
  isValidModelYear,
  MileageSchema,
  ModelYearSchema,
  VehicleModelSchema,
  VehicleVersionSchema,
} from './vehicleSchemas.ts';

const NOW = new Date(2026, 10, 22, 15, 30);

describe('used-car fields', () => {
  it('mileage is a whole number, optionally with dot thousands', () => {
    expect(isValidMileage('0')).toBe(true);
    expect(isValidMileage('45000')).toBe(true);
    expect(isValidMileage('45.000')).toBe(true);
    expect(isValidMileage('1.234.567')).toBe(true);
    expect(isValidMileage('45,5')).toBe(false);
    expect(isValidMileage('45.00')).toBe(false);
    expect(isValidMileage('-10')).toBe(false);
    expect(isValidMileage('12345678')).toBe(false);
  });

  it('model year runs from 1900 to next year', () => {
    expect(isValidModelYear('2027', NOW)).toBe(true);
    expect(isValidModelYear('1900', NOW)).toBe(true);
    expect(isValidModelYear('2028', NOW)).toBe(false);
    expect(isValidModelYear('1899', NOW)).toBe(false);
    expect(isValidModelYear('27', NOW)).toBe(false);
  });
});

describe('used-car schemas', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('are required and localised', () => {
    expect(validateField(MileageSchema, '', 'pt-BR')).toBe('Informe a quilometragem');
    expect(validateField(MileageSchema, '', 'es-AR')).toBe('Ingresá el kilometraje');
    expect(validateField(MileageSchema, '45,5', 'pt-BR')).toBe(
      'Informe a quilometragem usando apenas números',
    );
    expect(validateField(MileageSchema, '45.000', 'pt-BR')).toBeNull();
    expect(validateField(VehicleModelSchema, '', 'pt-BR')).toBe('Selecione o modelo');
    expect(validateField(VehicleModelSchema, '', 'es-AR')).toBe('Seleccioná el modelo');
    expect(validateField(VehicleVersionSchema, '', 'pt-BR')).toBe('Selecione a versão');
    expect(validateField(VehicleVersionSchema, '521', 'pt-BR')).toBeNull();
    expect(validateField(ModelYearSchema, '', 'es-AR')).toBe('Ingresá el año');
    expect(validateField(ModelYearSchema, '2028', 'pt-BR')).toBe('Informe um ano válido');
    expect(validateField(ModelYearSchema, '2027', 'pt-BR')).toBeNull();
  });
});
