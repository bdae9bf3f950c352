import { describe, expect, it } from 'vitest';
import { lookedUpVehicle } from './lookedUpVehicle.ts';

describe('lookedUpVehicle', () => {
  it('reads the vehicle, its name, year and an open recall', () => {
    expect(
      lookedUpVehicle({
        chassis: '9BD12345678901234',
        plate: 'ABC1D23',
        model: 'Pulse',
        version: 'Drive 1.3',
        year: 2024,
        hasRecall: true,
      }),
    ).toEqual({
      chassis: '9BD12345678901234',
      plate: 'ABC1D23',
      name: 'Pulse Drive 1.3',
      year: 2024,
      hasRecall: true,
    });
  });

  it('prefers modelName, versionName and modelYear; no recall unless said', () => {
    expect(
      lookedUpVehicle({
        chassis: 'C',
        plate: 'P',
        modelName: 'Argo',
        versionName: 'Trekking',
        modelYear: '2023',
      }),
    ).toMatchObject({ name: 'Argo Trekking', year: 2023, hasRecall: false });
  });

  it('is null without a chassis or a plate to add the car by', () => {
    expect(lookedUpVehicle({ plate: 'ABC1D23', model: 'Pulse' })).toBeNull();
    expect(lookedUpVehicle({ chassis: '9BD12345678901234' })).toBeNull();
    expect(lookedUpVehicle(null)).toBeNull();
  });
});
