import { describe, expect, it } from 'vitest';
import { validateForm } from '../../core/form/validateForm.ts';
import { EMPTY_OFFER, type OfferFormValues, offerDraftOf, offerFormRules, parsePrice } from './offerForm.ts';

const m = { required: 'R', choose: 'C', year: 'Y', price: 'P', fromPrice: 'F', code: 'K' };
const check = (values: Partial<OfferFormValues>) =>
  validateForm({ ...EMPTY_OFFER, ...values }, offerFormRules(m), 'pt-BR');
const valid: OfferFormValues = {
  ...EMPTY_OFFER,
  type: 'DEALER',
  title: ' Pulse Drive oferta ',
  mvsCode: '3632G51',
  year: '2026',
  priceDisplayType: 'FULL_PRICE',
  price: '99.990,50',
  scope: 'NATIONAL',
  stamps: ['TAXA_ZERO'],
};

describe('parsePrice', () => {
  it('reads prices as typed in Brazil and Argentina', () => {
    expect(parsePrice('89.990,50')).toBe(89990.5);
    expect(parsePrice('R$ 89990')).toBe(89990);
    expect(parsePrice('1.234.567')).toBe(1234567);
    expect(parsePrice('abc')).toBeNaN();
    expect(parsePrice('1,2,3')).toBeNaN();
  });
});

describe('offerFormRules', () => {
  it('an empty form: every required field has its message', () => {
    expect(check({})).toEqual({
      type: 'C',
      title: 'R',
      mvsCode: 'C',
      year: 'Y',
      priceDisplayType: 'C',
      price: 'P',
      scope: 'C',
    });
  });
  it('a complete national offer at full price passes', () => {
    expect(check(valid)).toEqual({});
  });
  it('FROM_TO and PERCENT need a list price above the offer price', () => {
    expect(check({ ...valid, priceDisplayType: 'FROM_TO' })).toEqual({ fromPrice: 'F' });
    expect(check({ ...valid, priceDisplayType: 'PERCENT', fromPrice: '90.000' })).toEqual({ fromPrice: 'F' });
    expect(check({ ...valid, priceDisplayType: 'FROM_TO', fromPrice: '109.990' })).toEqual({});
  });
  it('the scope asks for its place: regional, zone or dealer code in digits', () => {
    expect(check({ ...valid, scope: 'REGIONAL' })).toEqual({ regionalId: 'K' });
    expect(check({ ...valid, scope: 'ZONE', influenceAreaId: 'abc' })).toEqual({ influenceAreaId: 'K' });
    expect(check({ ...valid, scope: 'DEALER_GROUP', dealerCode: '45312' })).toEqual({});
  });
  it('a year out of range is refused', () => {
    expect(check({ ...valid, year: '1999' })).toEqual({ year: 'Y' });
    expect(check({ ...valid, year: '26' })).toEqual({ year: 'Y' });
  });
});

describe('offerDraftOf', () => {
  it('sends numbers, the title trimmed, no list price nor place where they do not apply', () => {
    expect(offerDraftOf({ ...valid, fromPrice: '120.000', regionalId: '101' })).toEqual({
      type: 'DEALER',
      title: 'Pulse Drive oferta',
      mvsCode: '3632G51',
      year: 2026,
      priceDisplayType: 'FULL_PRICE',
      price: 99990.5,
      fromPrice: null,
      scope: 'NATIONAL',
      regionalId: null,
      influenceAreaId: null,
      dealerCode: null,
      stamps: ['TAXA_ZERO'],
      parts: [],
      categories: [],
      features: [],
    });
  });
  it('a regional offer from a list price sends both prices and the regional', () => {
    const draft = offerDraftOf({
      ...valid,
      priceDisplayType: 'FROM_TO',
      fromPrice: '109.990',
      scope: 'REGIONAL',
      regionalId: '101',
    });
    expect([draft.fromPrice, draft.price, draft.regionalId]).toEqual([109990, 99990.5, 101]);
  });
});
