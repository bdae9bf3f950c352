import { describe, expect, it } from 'vitest';
import { moveOffer } from './moveOffer.ts';

describe('moveOffer', () => {
  const ids = ['a', 'b', 'c', 'd'];
  it('moves one place up or down, or to a dropped place', () => {
    expect(moveOffer(ids, 2, 1)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveOffer(ids, 0, 1)).toEqual(['b', 'a', 'c', 'd']);
    expect(moveOffer(ids, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
  });
  it('stays the same list past either end or onto its own place (no reorder to send)', () => {
    expect(moveOffer(ids, 0, -1)).toBe(ids);
    expect(moveOffer(ids, 3, 4)).toBe(ids);
    expect(moveOffer(ids, 1, 1)).toBe(ids);
    expect(moveOffer(ids, 7, 0)).toBe(ids);
  });
});
