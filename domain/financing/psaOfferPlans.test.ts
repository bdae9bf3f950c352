import { describe, expect, it } from 'vitest';
import { isPsaBrand, offerPlansById, psaOfferCars } from './psaOfferPlans.ts';

describe('PSA offer plans', () => {
  it('only Peugeot, Citroën and DS are financed by the PSA bank', () => {
    expect(['peugeot', 'citroen', 'ds'].every(isPsaBrand)).toBe(true);
    expect(isPsaBrand('fiat')).toBe(false);
  });

  it('asks for car offers with a version and a price, each once', () => {
    expect(
      psaOfferCars([
        { id: 'OFR-1', mvsCode: 'B0C23GP463CYJYC3', price: 150000 },
        { id: 'OFR-1', mvsCode: 'B0C23GP463CYJYC3', price: 150000 },
        { id: 'OFR-2', mvsCode: null, price: 300 },
        { id: 'OFR-3', mvsCode: 'X', price: 0 },
      ]),
    ).toEqual([{ offerId: 'OFR-1', mvs_code: 'B0C23GP463CYJYC3', valor_carro: 150000 }]);
  });

  it('reads the answer by offer, leaving out plans without a term or an installment', () => {
    const plans = offerPlansById([
      { offerId: 'OFR-1', valor_entrada: 45000, parcelas: 48, valor_parcelas: 3210.5, cet: 0.231 },
      { offerId: 'OFR-2', valor_entrada: 0, parcelas: 0, valor_parcelas: 0 },
    ]);
    expect(plans.get('OFR-1')).toEqual({
      entranceValue: 45000,
      installments: 48,
      installmentsValue: 3210.5,
      cetAnnual: 0.231,
    });
    expect(plans.has('OFR-2')).toBe(false);
  });
});
