import { describe, expect, it } from 'vitest';
import { lastUpdateOf, loyaltyDealerOf } from './standing.ts';

describe('account standing answers', () => {
  it('the loyalty dealer by name, else its code; nothing from an answer without either', () => {
    expect(loyaltyDealerOf({ dealerCode: '12345', name: 'Fiat Paulista' })).toBe('Fiat Paulista');
    expect(loyaltyDealerOf({ dealerCode: '12345' })).toBe('12345');
    expect(loyaltyDealerOf([])).toBeNull();
    expect(loyaltyDealerOf(null)).toBeNull();
  });

  it('the last update date when the answer has a readable one', () => {
    expect(lastUpdateOf({ type: 'UPDATE', at: '2025-11-03T14:12:00Z' })).toBe('2025-11-03T14:12:00Z');
    expect(lastUpdateOf({ date: '2025-11-03' })).toBe('2025-11-03');
    expect(lastUpdateOf({ at: 'yesterday' })).toBeNull();
    expect(lastUpdateOf('')).toBeNull();
  });
});
