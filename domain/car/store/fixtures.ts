// Test helpers for the store tests. Not exported from the folder's index.

import type { Mvs } from '../../../api/carSchemas.ts';
import type { Location } from '../../location/LocationSchema.ts';
import { createCatalog } from '../rules/createCatalog.ts';
import { COLORS, colorsOf, part } from '../rules/fixtures.ts';

export const MVS: Mvs = {
  code: '3641A1B',
  modelCode: '364',
  modelName: 'Compass',
  modelShortName: 'Compass',
  versionCode: '3641A1',
  versionName: 'Longitude',
  seriesCode: '3641A1B',
  year: 2026,
  gear: 'AT9',
  engine: '1.3 T270',
  doors: 4,
  fuel: 'Flex',
  fullDescription: 'Compass Longitude 1.3 T270',
  price: 200_000,
  chassis: '9BD123456789ABCDE',
  plateNumber: 'ABC1D23',
};

export const LOCATION: Location = {
  countryCode: 'BR',
  stateCode: 'SP',
  cityName: 'São Paulo',
  cityCode: '3550308',
  influenceAreas: [{ id: 7, brandName: 'jeep' }],
  regionals: [{ regionalId: 'R1', brandName: 'jeep' }],
};

/** A version's offer: a pack including a limited roof, a radio group of wheels, an accessory. */
export const CATALOG = createCatalog(
  [
    part('pack', { inclusive: ['roof'], price: 5000 }),
    part('roof', { optionalColors: colorsOf('c1', 'c2'), price: 3000 }),
    part('mat', { type: 'ACCESSORY', price: 400 }),
    part('w17', { selectionType: 'radio', group: 'wheels', price: 0 }),
    part('w18', { selectionType: 'radio', group: 'wheels', price: 2000 }),
    part('alt', { alternatives: [['w17', 'mat']] }),
    part('choose', { alternatives: [['pack', 'mat']] }),
  ],
  COLORS,
);
