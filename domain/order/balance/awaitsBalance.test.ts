import { describe, expect, it } from 'vitest';
import { awaitsBalance, balanceChosen, balanceMethodOf } from './awaitsBalance.ts';

const order = (...codes: string[]) => ({
  status: codes.at(-1) as string,
  timeline: codes.map((status) => ({ status })),
});

describe('the balance still to choose', () => {
  it('a paid order whose balance was not chosen awaits it, whatever came after the payment', () => {
    expect(awaitsBalance(order('PRE_RESERVE', 'RESERVE', 'APPROVED_RESERVATION'))).toBe(true);
    expect(awaitsBalance(order('PRE_RESERVE', 'RESERVE', 'APPROVED_RESERVATION', 'WAITING_DOCS'))).toBe(true);
    expect(awaitsBalance(order('PRE_RESERVE', 'RESERVE', 'APPROVED_RESERVATION', 'UPLOADED_DOCS'))).toBe(
      true,
    );
    expect(awaitsBalance(order('RESERVE', 'APPROVED_RESERVATION', 'ANTI_FRAUD'))).toBe(true);
  });

  it('an unpaid, cancelled or chosen order does not', () => {
    expect(awaitsBalance(order('PRE_RESERVE', 'RESERVE'))).toBe(false);
    expect(awaitsBalance(order('RESERVE', 'APPROVED_RESERVATION', 'CANCELLED'))).toBe(false);
    expect(awaitsBalance(order('APPROVED_RESERVATION', 'BILLET_PAYMENT', 'REMAINING_PAYMENT'))).toBe(false);
    expect(awaitsBalance(order('APPROVED_RESERVATION', 'DEALER_PAYMENT'))).toBe(false);
    // Past the balance (in production), even when the timeline does not say how it was paid.
    expect(awaitsBalance(order('APPROVED_RESERVATION', 'MOUNTED_VEHICLE'))).toBe(false);
  });

  it('the balance is chosen once a method or the remaining payment is in the timeline', () => {
    expect(balanceChosen(order('APPROVED_RESERVATION', 'FINANCING_PAYMENT'))).toBe(true);
    expect(balanceChosen(order('APPROVED_RESERVATION', 'UPLOADED_DOCS'))).toBe(false);
    expect(balanceChosen({ status: 'INVOICED', timeline: [] })).toBe(true);
  });
});

describe('the balance method of an order', () => {
  it('the last method its timeline names, or null', () => {
    expect(balanceMethodOf(order('APPROVED_RESERVATION', 'BILLET_PAYMENT', 'BILLET_AVAILABLE'))).toBe(
      'BILLET_PAYMENT',
    );
    expect(balanceMethodOf(order('APPROVED_RESERVATION', 'UPLOADED_DOCS'))).toBeNull();
  });
});
