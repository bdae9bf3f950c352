import { beforeEach, describe, expect, it } from 'vitest';
import { recallPayment, rememberPayment } from './paymentMemory.ts';

beforeEach(() => localStorage.clear());

describe('payment memory', () => {
  it('keeps the method and the saved card chosen, per reservation', () => {
    rememberPayment('RSV-1', { method: 'pix', cardChoice: 'CRD-1' });
    expect(recallPayment('RSV-1')).toEqual({ method: 'pix', cardChoice: 'CRD-1' });
    expect(recallPayment('RSV-2')).toEqual({ method: 'card', cardChoice: 'new' });
  });

  it('stores nothing but those two choices, even when handed more', () => {
    const card = { number: '4111111111111111', holder: 'ANA B SOUZA', expiry: '12/30', cvv: '123' };
    rememberPayment('RSV-1', { method: 'card', cardChoice: 'new', ...card } as never);
    expect(JSON.parse(localStorage.getItem('hub:reservation:RSV-1:payment') ?? '{}').value).toEqual({
      method: 'card',
      cardChoice: 'new',
    });
  });

  it('falls back to a new card paid by card when what is stored is malformed or stale', () => {
    localStorage.setItem(
      'hub:reservation:RSV-1:payment',
      JSON.stringify({ value: { method: 'boleto', cardChoice: '<b>' }, savedAt: Date.now() }),
    );
    expect(recallPayment('RSV-1')).toEqual({ method: 'card', cardChoice: 'new' });
    rememberPayment('RSV-2', { method: 'pix', cardChoice: 'CRD-2' });
    expect(recallPayment('RSV-2', Date.now() + 31 * 24 * 3_600_000)).toEqual({
      method: 'card',
      cardChoice: 'new',
    });
  });
});
