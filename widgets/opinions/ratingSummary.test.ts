import { describe, expect, it } from 'vitest';
import { ratingSummary } from './ratingSummary.ts';

describe('ratingSummary', () => {
  it('averages to one decimal and counts each rating, 5 first, with its share', () => {
    const summary = ratingSummary([
      { rating: 5 },
      { rating: 5 },
      { rating: 4 },
      { rating: 2 },
      { rating: 5 },
      { rating: 3 },
    ]);
    expect(summary.count).toBe(6);
    expect(summary.average).toBe(4);
    expect(summary.distribution).toEqual([
      { rating: 5, count: 3, percent: 50 },
      { rating: 4, count: 1, percent: 17 },
      { rating: 3, count: 1, percent: 17 },
      { rating: 2, count: 1, percent: 17 },
      { rating: 1, count: 0, percent: 0 },
    ]);
    expect(ratingSummary([{ rating: 4 }, { rating: 5 }, { rating: 5 }]).average).toBe(4.7);
  });
  it('nobody rated: zero average, every row zero', () => {
    const summary = ratingSummary([]);
    expect(summary).toMatchObject({ count: 0, average: 0 });
    expect(summary.distribution.every((row) => row.count === 0 && row.percent === 0)).toBe(true);
  });
});
