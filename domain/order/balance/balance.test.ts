import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RemainingPaymentPayloadSchema } from '../../../api/reservations.payloads.ts';
import { balanceCalls, fundingTypeOf, remainingPaymentPayload } from './balance.ts';

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

describe('remaining-payment payload', () => {
  const billing = { name: 'Ana Beatriz Souza', postalCode: '01310-100', number: '1000' };
  const tradeIn = { plate: 'ABC1D23', mileage: '42000', model: 'Argo', version: 'Drive', year: '2020' };

  it('the billing data as digits: the document unmasked, the phone as 0 + digits', () => {
    const masked = { ...billing, document: '390.533.447-05', phone: '(11) 98765-4321' };
    expect(
      remainingPaymentPayload({ choice: 'DEALER_PAYMENT', billing: masked, tradeIn, brand: 'fiat' }).billing,
    ).toEqual({
      ...billing,
      document: '39053344705',
      phone: '011987654321',
    });
  });

  it('the method and the billing data; the used car with a trade-in; the funding type with a financing', () => {
    expect(remainingPaymentPayload({ choice: 'BILLET_PAYMENT', billing, tradeIn, brand: 'fiat' })).toEqual({
      method: 'BILLET_PAYMENT',
      billing,
    });
    expect(remainingPaymentPayload({ choice: 'TRADE_IN', billing, tradeIn, brand: 'fiat' })).toEqual({
      method: 'DEALER_PAYMENT',
      billing,
      tradeIn,
    });
    const financing = remainingPaymentPayload({
      choice: 'FINANCING_PAYMENT',
      billing,
      tradeIn,
      brand: 'peugeot',
    });
    expect(financing).toEqual({ method: 'FINANCING_PAYMENT', billing, fundingType: 'PSA' });
    expect(v.safeParse(RemainingPaymentPayloadSchema, financing).success).toBe(true);
  });

  it("a trade-in's rating goes with its car; another choice sends no rating", () => {
    const rated = remainingPaymentPayload({
      choice: 'TRADE_IN',
      billing,
      tradeIn,
      brand: 'fiat',
      evaluation: 52300,
    });
    expect(rated.tradeIn).toEqual({ ...tradeIn, evaluation: '52300' });
    expect(v.safeParse(RemainingPaymentPayloadSchema, rated).success).toBe(true);
    expect(
      remainingPaymentPayload({ choice: 'TRADE_IN', billing, tradeIn, brand: 'fiat', evaluation: null })
        .tradeIn,
    ).toEqual(tradeIn);
    expect(
      remainingPaymentPayload({
        choice: 'DEALER_PAYMENT',
        billing,
        tradeIn,
        brand: 'fiat',
        evaluation: 52300,
      }),
    ).not.toHaveProperty('tradeIn');
  });

  it("the sandbox refuses a trade-in without the used car's year or with a rating that is no number", () => {
    const payload = remainingPaymentPayload({ choice: 'TRADE_IN', billing, tradeIn, brand: 'fiat' });
    const bad = [
      { ...payload, tradeIn: { ...tradeIn, year: '' } },
      { ...payload, tradeIn: { ...tradeIn, evaluation: 'R$ 50.000' } },
    ];
    for (const body of bad) expect(v.safeParse(RemainingPaymentPayloadSchema, body).success).toBe(false);
  });
});
