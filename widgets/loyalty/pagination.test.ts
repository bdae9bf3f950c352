import { describe, expect, it } from 'vitest';
import { pageButtons, pageOfPosition } from './pagination.ts';

describe('ranking pagination', () => {
  it('a short ranking shows every page; none when empty', () => {
    expect(pageButtons(0, 3)).toEqual([0, 1, 2]);
    expect(pageButtons(0, 0)).toEqual([]);
  });

  it('a long one shows the ends, the current page and its neighbours, with gaps', () => {
    expect(pageButtons(0, 12)).toEqual([0, 1, null, 11]);
    expect(pageButtons(5, 12)).toEqual([0, null, 4, 5, 6, null, 11]);
    expect(pageButtons(11, 12)).toEqual([0, null, 10, 11]);
    expect(pageButtons(2, 12)).toEqual([0, 1, 2, 3, null, 11]);
  });

  it("the member's own page follows the service's page size", () => {
    expect(pageOfPosition(1, 10)).toBe(0);
    expect(pageOfPosition(10, 10)).toBe(0);
    expect(pageOfPosition(23, 10)).toBe(2);
    expect(pageOfPosition(23, 0)).toBe(0);
  });
});
