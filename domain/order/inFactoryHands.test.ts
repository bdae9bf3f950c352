import { describe, expect, it } from 'vitest';
import { inFactoryHands } from './inFactoryHands.ts';

const order = (...codes: string[]) => ({
  status: codes.at(-1) as string,
  timeline: codes.map((status, n) => ({ status, at: `2026-01-${String(n + 1).padStart(2, '0')}` })),
});
const PAID = ['PRE_RESERVE', 'RESERVE', 'APPROVED_RESERVATION', 'UPLOADED_DOCS'];

describe('inFactoryHands', () => {
  it('an order whose balance is chosen and not yet delivered moves on by itself', () => {
    expect(inFactoryHands(order(...PAID, 'BILLET_PAYMENT', 'REMAINING_PAYMENT'))).toBe(true);
    expect(
      inFactoryHands(order(...PAID, 'FINANCING_PAYMENT', 'CREATED_ORDER', 'INVOICED', 'IN_TRANSIT')),
    ).toBe(true);
  });

  it('not one waiting for its buyer, delivered, cancelled or expired', () => {
    expect(inFactoryHands(order('PRE_RESERVE', 'RESERVE'))).toBe(false);
    expect(inFactoryHands(order(...PAID))).toBe(false);
    expect(inFactoryHands(order('PRE_RESERVE', 'RESERVE', 'APPROVED_RESERVATION', 'WAITING_DOCS'))).toBe(
      false,
    );
    expect(inFactoryHands(order(...PAID, 'DEALER_PAYMENT', 'CREATED_ORDER', 'CUSTOMER_DELIVERY'))).toBe(
      false,
    );
    expect(inFactoryHands(order(...PAID, 'DEALER_PAYMENT', 'REQUESTED_CANCELLATION', 'CANCELLED'))).toBe(
      false,
    );
    expect(inFactoryHands(order('PRE_RESERVE', 'RESERVE', 'CANCELLED'))).toBe(false);
  });
});
