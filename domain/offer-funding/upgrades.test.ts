import { describe, expect, it } from 'vitest';
import type { CatalogVersion, UpgradeSuggestion } from '../../api/catalog.ts';
import { carOfOffer } from './fundedCar.ts';
import { MAX_UPGRADES, upgradeOption, versionsAbove } from './upgrades.ts';

const version = (mvsCode: string): CatalogVersion => ({
  mvsCode,
  modelCode: 'M',
  modelName: 'Argo',
  versionName: mvsCode,
  years: [2026],
  price: 100000,
});
const chain =
  (next: Record<string, string>) =>
  async (from: string): Promise<UpgradeSuggestion | null> =>
    next[from]
      ? { setupId: `SET-${from}`, from: version(from), to: version(next[from]), priceDifference: 1 }
      : null;

describe('the versions above a car', () => {
  it('follows the upgrade suggestions from version to version until there is none', async () => {
    const above = await versionsAbove('A', chain({ A: 'B', B: 'C' }));
    expect(above.map((v) => v.mvsCode)).toEqual(['B', 'C']);
    expect(await versionsAbove('C', chain({ A: 'B', B: 'C' }))).toEqual([]);
  });

  it('stops at a loop and after MAX_UPGRADES', async () => {
    expect((await versionsAbove('A', chain({ A: 'B', B: 'A' }))).map((v) => v.mvsCode)).toEqual(['B']);
    const long = Object.fromEntries(Array.from({ 20: 0, length: 20 }, (_, i) => [`V${i}`, `V${i + 1}`]));
    expect(await versionsAbove('V0', chain(long))).toHaveLength(MAX_UPGRADES);
  });

  it('an upgrade costs the price difference and the installment difference, in cents', () => {
    const car = carOfOffer(
      { id: 'O', title: 'Argo Drive', mvsCode: 'A', year: 2026, price: 93055, brand: 'fiat' },
      { code: '249', name: 'Branco', price: 0 },
    );
    const upgrade = { ...car, mvsCode: 'B', price: 105990.5, fromOffer: false };
    expect(upgradeOption(car, 2500.1, upgrade, 'Drive 1.3', 2850.35)).toEqual({
      car: upgrade,
      versionName: 'Drive 1.3',
      priceDifference: 12935.5,
      installment: 2850.35,
      installmentDifference: 350.25,
    });
    expect(upgradeOption(car, undefined, upgrade, 'Drive 1.3', 2850.35)).not.toHaveProperty(
      'installmentDifference',
    );
    expect(upgradeOption(car, 2500, upgrade, 'Drive 1.3', undefined)).toEqual({
      car: upgrade,
      versionName: 'Drive 1.3',
      priceDifference: 12935.5,
    });
  });
});
