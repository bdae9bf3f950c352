import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { countryOnly, isPlace, LocationSchema } from './LocationSchema.ts';

const CAMPINAS = {
  countryCode: 'BR',
  stateCode: 'SP',
  cityName: 'Campinas',
  cityCode: '3509502',
  influenceAreas: [{ id: 12, brandName: 'fiat' }],
  regionals: [{ regionalId: 3, brandName: 'fiat' }],
};

const parse = (value: unknown) => v.safeParse(LocationSchema, value);

describe('LocationSchema', () => {
  it("takes the location selector's places (integer ids) and the configurator's (short string ids)", () => {
    expect(parse(CAMPINAS).output).toEqual(CAMPINAS);
    const car = { ...CAMPINAS, influenceAreas: [{ id: 'IA-7', brandName: 'jeep' }], regionals: [] };
    expect(parse(car).success).toBe(true);
  });

  it('takes the country alone, missing fields read as empty', () => {
    expect(parse({ countryCode: 'AR' }).output).toEqual(countryOnly('AR'));
    expect(parse(countryOnly('BR')).success).toBe(true);
  });

  it.each([
    ['another country', { ...CAMPINAS, countryCode: 'US' }],
    ['no country', { ...CAMPINAS, countryCode: '' }],
    ['a long state code', { ...CAMPINAS, stateCode: 'SPX1' }],
    ['a long city name', { ...CAMPINAS, cityName: 'x'.repeat(121) }],
    ['a long city code', { ...CAMPINAS, cityCode: '1'.repeat(21) }],
    ['a fractional id', { ...CAMPINAS, influenceAreas: [{ id: 1.5, brandName: 'fiat' }] }],
    ['a regional without brand', { ...CAMPINAS, regionals: [{ regionalId: 3 }] }],
  ])('refuses %s', (_, value) => {
    expect(parse(value).success).toBe(false);
  });
});

describe('isPlace', () => {
  it('is a place with state and city, not the country alone', () => {
    expect(isPlace(v.parse(LocationSchema, CAMPINAS))).toBe(true);
    expect(isPlace(countryOnly('BR'))).toBe(false);
    expect(isPlace({ ...countryOnly('BR'), stateCode: 'SP' })).toBe(false);
    expect(isPlace(null)).toBe(false);
  });
});
