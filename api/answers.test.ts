import { describe, expect, it } from 'vitest';
import { listOf, numberOf, recordOf, textOf } from './answers.ts';

describe('lenient answer readers', () => {
  it('textOf: trimmed text, numbers as digits, anything else absent', () => {
    expect(textOf('  RC-1 ')).toBe('RC-1');
    expect(textOf(42)).toBe('42');
    expect(textOf('   ')).toBeNull();
    expect(textOf(null)).toBeNull();
    expect(textOf({ id: 1 })).toBeNull();
    expect(textOf(true)).toBeNull();
  });

  it('numberOf: finite numbers and numeric text, anything else absent', () => {
    expect(numberOf(500)).toBe(500);
    expect(numberOf(' 1500.5 ')).toBe(1500.5);
    expect(numberOf(Number.NaN)).toBeNull();
    expect(numberOf(Number.POSITIVE_INFINITY)).toBeNull();
    expect(numberOf('R$ 10')).toBeNull();
    expect(numberOf('')).toBeNull();
    expect(numberOf(undefined)).toBeNull();
  });

  it('recordOf: objects only, never lists', () => {
    expect(recordOf({ a: 1 })).toEqual({ a: 1 });
    expect(recordOf([{ a: 1 }])).toBeNull();
    expect(recordOf('x')).toBeNull();
    expect(recordOf(null)).toBeNull();
  });

  it('listOf: the answer as a list or its named field, without entries that are not objects', () => {
    expect(listOf([{ id: 1 }, null, 'x', { id: 2 }], 'recalls')).toEqual([{ id: 1 }, { id: 2 }]);
    expect(listOf({ recalls: [{ id: 1 }] }, 'recalls')).toEqual([{ id: 1 }]);
    expect(listOf({ updates: [{ id: 1 }] }, 'recalls')).toEqual([]);
    expect(listOf({ recalls: 'none' }, 'recalls')).toEqual([]);
    expect(listOf(undefined, 'recalls')).toEqual([]);
  });
});
