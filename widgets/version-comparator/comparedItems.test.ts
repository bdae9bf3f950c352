import { describe, expect, it } from 'vitest';
import { comparedItems } from './comparedItems.ts';

describe('compared items', () => {
  it('every item any version offers, once, and which versions offer it', () => {
    const { items, offered } = comparedItems([
      { mvsCode: 'A', optionals: [{ code: 'x', name: 'Teto solar' }] },
      {
        mvsCode: 'B',
        optionals: [
          { code: 'x', name: 'Teto solar' },
          { code: 'y', name: 'Rodas 17' },
        ],
      },
      { mvsCode: 'C' },
    ]);
    expect([...items]).toEqual([
      ['x', 'Teto solar'],
      ['y', 'Rodas 17'],
    ]);
    expect([...offered].map(([code, set]) => [code, [...set]])).toEqual([
      ['A', ['x']],
      ['B', ['x', 'y']],
      ['C', []],
    ]);
  });

  it('no rows before the comparison answers', () => {
    expect(comparedItems(undefined).items.size).toBe(0);
  });
});
