import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../core/brands.ts';
import { isSsoBrand } from './ssoBrand.ts';

describe('isSsoBrand', () => {
  it('is true for fiat, jeep, dodge, chrysler, ram and citroen only', () => {
    expect(BRANDS.filter(isSsoBrand).sort()).toEqual(['chrysler', 'citroen', 'dodge', 'fiat', 'jeep', 'ram']);
    expect(isSsoBrand('JEEP')).toBe(true);
    expect(isSsoBrand('peugeot')).toBe(false);
    expect(isSsoBrand('fiat-abarth')).toBe(false);
  });
});
