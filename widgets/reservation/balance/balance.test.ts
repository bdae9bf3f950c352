import { describe, expect, it } from 'vitest';
import { balanceCalls, fundingTypeOf } from './balance.ts';

describe('balance payment', () => {
  it('balance choices map to the payment-method and remaining-payment calls', () => {
    expect(balanceCalls('BILLET_PAYMENT')).toEqual({ paymentMethod: 'BILLET', method: 'BILLET_PAYMENT' });
    expect(balanceCalls('TRADE_IN')).toEqual({ paymentMethod: 'DEALER', method: 'DEALER_PAYMENT' });
    expect(balanceCalls('EXT_CONSORTIUM_PAYMENT')).toEqual({
      paymentMethod: 'CONSORTIUM',
      method: 'EXT_CONSORTIUM_PAYMENT',
    });
  });

  it('financing of the balance: funding type PSA for the PSA-bank brands, B2 for the others', () => {
    expect(['peugeot', 'citroen', 'ds'].map(fundingTypeOf)).toEqual(['PSA', 'PSA', 'PSA']);
    expect(['fiat', 'jeep', 'ram', 'dodge', 'chrysler', 'fiat-abarth'].map(fundingTypeOf)).toEqual(
      Array(6).fill('B2'),
    );
  });
});
