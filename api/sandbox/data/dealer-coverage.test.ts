import { describe, expect, it } from 'vitest';
import { DEALERS } from './dealers.ts';
import { ADDRESSES, lookupCep } from './postal-codes.ts';

/** Issue 5: the places, coordinates, types and hours the dealer widgets are exercised on. */
describe('dealer coverage of the sandbox', () => {
  const online = DEALERS.filter((dealer) => !dealer.offline);
  const brazil = online.filter((dealer) => dealer.country === 'BR');
  const argentina = online.filter((dealer) => dealer.country === 'AR');

  it('has dealers in at least 15 Brazilian cities across 8 states, and 3 Argentine provinces', () => {
    expect(new Set(brazil.map((d) => d.cityIbgeCode)).size).toBeGreaterThanOrEqual(15);
    expect(new Set(brazil.map((d) => d.stateCode)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(argentina.map((d) => d.stateCode)).size).toBeGreaterThanOrEqual(3);
  });

  it('gives every dealer coordinates in its country, and working and break periods', () => {
    for (const dealer of DEALERS) {
      const [south, north, west, east] = dealer.country === 'BR' ? [-34, 6, -74, -34] : [-56, -21, -74, -53];
      expect(dealer.lat, dealer.name).toBeGreaterThan(south);
      expect(dealer.lat, dealer.name).toBeLessThan(north);
      expect(dealer.lng, dealer.name).toBeGreaterThan(west);
      expect(dealer.lng, dealer.name).toBeLessThan(east);
      expect(
        dealer.periods.some((p) => p.type === 'WORKING_TIME'),
        dealer.name,
      ).toBe(true);
    }
    expect(DEALERS.some((d) => d.periods.some((p) => p.type === 'BREAK'))).toBe(true);
  });

  it('has both dealer types, in both countries', () => {
    for (const list of [brazil, argentina])
      for (const type of ['ONLINE_SCHEDULE', 'DIGITAL_DEALER'])
        expect(list.some((d) => d.types.includes(type as never))).toBe(true);
  });

  it('resolves known postal codes to a city with dealers, and not unknown ones', () => {
    const dealerCities = new Set(brazil.map((d) => d.cityIbgeCode));
    const covered = new Set(
      ADDRESSES.filter((a) => dealerCities.has(a.cityIbgeCode)).map((a) => a.cityIbgeCode),
    );
    expect(covered.size).toBeGreaterThanOrEqual(8);
    expect(lookupCep('01310100')).toMatchObject({ cityName: 'São Paulo', stateCode: 'SP' });
    expect(lookupCep('99999999')).toBeNull();
    expect(lookupCep('00000000')).toBeNull();
  });
});
