import { describe, expect, it } from 'vitest';
import { normalizeVehicleKey, vehicleKeyError } from './vehicleKey.ts';

describe('vehicleKey', () => {
  it('sends the plate or chassis upper-case, without spaces or the old hyphen', () => {
    expect(normalizeVehicleKey(' abc-1234 ')).toBe('ABC1234');
    expect(normalizeVehicleKey('ab 123 cd')).toBe('AB123CD');
  });

  it('takes Brazilian plates in pt-BR and Argentine ones in es-AR, each in its language', () => {
    expect(vehicleKeyError('plate', 'ABC1D23', 'pt-BR')).toBeNull();
    expect(vehicleKeyError('plate', 'AB123CD', 'es-AR')).toBeNull();
    expect(vehicleKeyError('plate', 'AB123CD', 'pt-BR')).toBe(
      'Informe uma placa válida (ex.: ABC1234 ou ABC1D23)',
    );
    expect(vehicleKeyError('plate', 'ABC1D23', 'es-AR')).toBe(
      'Ingresá una patente válida (p. ej.: AB123CD o ABC123)',
    );
    expect(vehicleKeyError('plate', '', 'pt-BR')).toBe('Informe a placa do veículo');
  });

  it('takes a chassis of 17 letters and digits', () => {
    expect(vehicleKeyError('chassis', '9BD12345678901234', 'pt-BR')).toBeNull();
    expect(vehicleKeyError('chassis', '9BD123', 'es-AR')).toBe(
      'El número de chasis tiene que tener 17 caracteres, entre letras (A–Z) y números',
    );
  });
});
