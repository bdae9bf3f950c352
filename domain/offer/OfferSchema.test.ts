import { describe, expect, it } from 'vitest';
import { readOffer, readOfferPage } from './OfferSchema.ts';

const raw = {
  id: 'OFR-1',
  title: 'Pulse Drive',
  type: 'DEALER',
  scope: 'ZONE',
  priceDisplayType: 'FULL_PRICE',
  price: 100,
  published: true,
};

describe('readOffer', () => {
  it('reads an answer with defaults for what it leaves out', () => {
    expect(readOffer(raw)).toMatchObject({ id: 'OFR-1', fromPrice: null, stamps: [], saved: false });
    expect(readOffer(raw)).not.toHaveProperty('published');
  });
  it('refuses what is not an offer', () => {
    expect(readOffer({ ...raw, type: 'OTHER' })).toBeNull();
    expect(readOffer(null)).toBeNull();
  });
  it('reads a page, dropping items that are not offers', () => {
    expect(readOfferPage({ total: 30, page: 2, items: [raw, { id: 'x' }] })).toMatchObject({
      total: 30,
      page: 2,
      items: [{ id: 'OFR-1' }],
    });
  });
});
