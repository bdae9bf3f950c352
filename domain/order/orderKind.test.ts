import { describe, expect, it } from 'vitest';
import { orderKind } from './orderKind.ts';

const order = (...codes: string[]) => ({
  status: codes.at(-1) as string,
  timeline: codes.map((status) => ({ status, at: '2026-01-01T00:00:00.000Z' })),
});

describe('orderKind', () => {
  it('tells unfinished, on its way, delivered, cancelled and expired orders apart', () => {
    expect(orderKind(order('PRE_RESERVE'))).toBe('unfinished');
    expect(orderKind(order('PRE_RESERVE', 'RESERVE'))).toBe('unfinished');
    expect(orderKind(order('RESERVE', 'APPROVED_RESERVATION', 'WAITING_DOCS'))).toBe('unfinished');
    expect(orderKind(order('RESERVE', 'INVOICED', 'IN_TRANSIT'))).toBe('active');
    expect(orderKind(order('INVOICED', 'CUSTOMER_DELIVERY'))).toBe('delivered');
    expect(orderKind(order('APPROVED_RESERVATION', 'REQUESTED_CANCELLATION', 'CANCELLED'))).toBe('cancelled');
    expect(orderKind(order('APPROVED_RESERVATION', 'CANCELLED'))).toBe('cancelled');
    expect(orderKind(order('PRE_RESERVE', 'RESERVE', 'CANCELLED'))).toBe('expired');
  });
});
