import { describe, expect, it } from 'vitest';
import { comparedItems } from './comparedItems.ts';

describe('compared items', () => {
  it('every item any version has, once, and how each version has it', () => {
    const { items, offered } = comparedItems([
      { mvsCode: 'A', optionals: [{ code: 'x', name: 'Teto solar', price: 7990 }] },
      {
        mvsCode: 'B',
        optionals: [{ code: 'y', name: 'Rodas 17' }],
        standard: [{ code: 'x', name: 'Teto solar' }],
      },
      { mvsCode: 'C' },
    ]);
    expect([...items]).toEqual([
      ['x', 'Teto solar'],
      ['y', 'Rodas 17'],
    ]);
    expect([...offered].map(([code, map]) => [code, Object.fromEntries(map)])).toEqual([
      ['A', { x: { kind: 'optional', price: 7990 } }],
      ['B', { x: { kind: 'standard' }, y: { kind: 'optional', price: null } }],
      ['C', {}],
    ]);
  });

  it('no rows before the comparison answers', () => {
    expect(comparedItems(undefined).items.size).toBe(0);
  });
});
