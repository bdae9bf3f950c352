import { describe, expect, it } from 'vitest';
import { NO_FILTERS, priceErrors, readAmount, searchBody } from './searchFilters.ts';

describe('searchBody', () => {
  it('sends nothing but the page when nothing is chosen', () => {
    expect(searchBody(NO_FILTERS, 0, 12)).toEqual({ page: 0, size: 12 });
  });
  it('sends every chosen filter, prices as numbers and the city by name', () => {
    expect(
      searchBody(
        {
          ...NO_FILTERS,
          text: '  Pulse ',
          model: '363',
          minPrice: '80.000',
          maxPrice: '120000,50',
          stateCode: 'SP',
          cityCode: '3550308',
          cityName: 'São Paulo',
          dealerCode: '10001',
          types: ['DEALER'],
          scopes: ['ZONE', 'NATIONAL'],
          moparTypes: ['SERVICE'],
          moparKinds: ['COUPON'],
        },
        2,
        6,
      ),
    ).toEqual({
      page: 2,
      size: 6,
      text: 'Pulse',
      model: '363',
      minPrice: 80000,
      maxPrice: 120000.5,
      stateCode: 'SP',
      cityName: 'São Paulo',
      dealerCode: '10001',
      types: ['DEALER'],
      scopes: ['ZONE', 'NATIONAL'],
      moparTypes: ['SERVICE'],
      moparKinds: ['COUPON'],
    });
  });
  it('never sends a city without its state', () => {
    expect(searchBody({ ...NO_FILTERS, cityName: 'Recife' }, 0, 12)).toEqual({ page: 0, size: 12 });
  });
});

describe('prices', () => {
  it('reads amounts as the markets write them', () => {
    expect(readAmount('1.234,5')).toBe(1234.5);
    expect(readAmount('90000')).toBe(90000);
    expect(readAmount('-5')).toBeNull();
    expect(readAmount('abc')).toBeNull();
  });
  it('says which price is wrong', () => {
    expect(priceErrors({ minPrice: 'x', maxPrice: '' })).toEqual({ minPrice: 'priceInvalid' });
    expect(priceErrors({ minPrice: '100.000', maxPrice: '90.000' })).toEqual({ maxPrice: 'priceOrder' });
    expect(priceErrors({ minPrice: '', maxPrice: '90.000' })).toEqual({});
  });
});
