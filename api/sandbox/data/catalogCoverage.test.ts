import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../../core/brands.ts';
import { BRANDS_NOT_SOLD, modelsOf, versionsOf } from './catalog.ts';

describe('catalogue coverage: every brand in every market the sandbox serves', () => {
  for (const brand of BRANDS) {
    for (const country of ['BR', 'AR'] as const) {
      const notSold = BRANDS_NOT_SOLD[country]?.includes(brand) ?? false;
      it(`${brand} in ${country}: ${notSold ? 'not sold (no model at all)' : 'a line-up with versions'}`, () => {
        if (notSold) {
          expect(versionsOf(brand, country)).toEqual([]);
          return;
        }
        const models = modelsOf(brand, country);
        expect(models.length).toBeGreaterThan(0);
        for (const model of models) expect(model.versions.length, model.modelName).toBeGreaterThan(0);
      });
    }
  }

  it('the group sells DS in Argentina, not Chrysler', () => {
    expect(modelsOf('ds', 'AR').map((m) => m.modelName)).toEqual(expect.arrayContaining(['DS 7']));
    expect(BRANDS_NOT_SOLD.AR).toEqual(['chrysler']);
  });
});

describe('a model sold in one country only', () => {
  it('the DS 4 is listed in Argentina, not in Brazil', () => {
    expect(modelsOf('ds', 'AR').map((m) => m.modelName)).toContain('DS 4');
    expect(modelsOf('ds', 'BR').map((m) => m.modelName)).not.toContain('DS 4');
  });
});
