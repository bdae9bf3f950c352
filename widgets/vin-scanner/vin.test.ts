import { describe, expect, it } from 'vitest';
import { isVin, normalizeVin } from './vin.ts';

describe('normalizeVin', () => {
  it.each([
    ['9BWZZZ377VT004251', '9BWZZZ377VT004251'],
    ['1HGCM82633A004352', '1HGCM82633A004352'],
    ['  9bwzzz377vt004251 ', '9BWZZZ377VT004251'],
    ['*9BWZZZ377VT004251*', '9BWZZZ377VT004251'],
    ['I1HGCM82633A004352', '1HGCM82633A004352'],
    ['*I1HGCM82633A004352*', '1HGCM82633A004352'],
  ])('reads %j as %j', (read, vin) => {
    expect(normalizeVin(read)).toBe(vin);
  });

  it.each([
    ['9BWZZZ377VT00425', '16 characters'],
    ['9BWZZZ377VT0042511', '18 characters without a leading I'],
    ['II1HGCM82633A004352', 'two leading Is'],
    ['9BWZZZ377VTI04251', 'an I inside'],
    ['9BWZZZ377VTO04251', 'an O inside'],
    ['9BWZZZ377VTQ04251', 'a Q inside'],
    ['9BWZZZ377VT 04251', 'a space inside'],
    ['9BWZZZ-377VT04251', 'a hyphen inside'],
    ['9BWZZZ377VT00425Ç', 'a letter outside A–Z'],
    ['https://example.com', 'a URL'],
    ['', 'nothing'],
  ])('ignores %j (%s)', (read) => {
    expect(normalizeVin(read)).toBeNull();
  });

  it('accepts only upper-case VIN characters in isVin', () => {
    expect(isVin('9BWZZZ377VT004251')).toBe(true);
    expect(isVin('9bwzzz377vt004251')).toBe(false);
  });
});
