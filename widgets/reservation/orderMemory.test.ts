import { beforeEach, describe, expect, it } from 'vitest';
import { ORDER_MEMORY_TTL_MS, recallOrder, rememberOrder } from './orderMemory.ts';

const CAR = { mvs: '553K652', year: 2025, colorCode: '249', price: 76990 };

beforeEach(() => localStorage.clear());

describe('order memory', () => {
  it("remembers a reservation's frozen car and balance choice, nothing else", () => {
    rememberOrder('RSV-1', { car: { ...CAR, partIds: ['x'] } as typeof CAR, choice: 'BILLET_PAYMENT' });
    expect(recallOrder('RSV-1')).toEqual({ car: CAR, choice: 'BILLET_PAYMENT' });
    expect(localStorage.getItem('hub:reservation:RSV-1')).not.toContain('partIds');
    expect(recallOrder('RSV-2')).toEqual({ car: null, choice: null });
  });

  it('forgets stale or malformed memories', () => {
    rememberOrder('RSV-1', { car: CAR, choice: 'DEALER_PAYMENT' });
    expect(recallOrder('RSV-1', Date.now() + ORDER_MEMORY_TTL_MS + 1)).toEqual({ car: null, choice: null });
    localStorage.setItem(
      'hub:reservation:RSV-3',
      JSON.stringify({ value: { car: { mvs: 1 }, choice: 'CASH' }, savedAt: Date.now() }),
    );
    expect(recallOrder('RSV-3')).toEqual({ car: null, choice: null });
  });
});
