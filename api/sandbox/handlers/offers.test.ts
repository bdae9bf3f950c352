import { describe, expect, it } from 'vitest';
import { sandboxScope } from '../../../test/examples/scope.ts';
import { startSandbox } from '../../../test/sandbox.ts';
import { offerSuggestions, searchOffers } from '../../offers-search.ts';
import { initialOffers, type Offer } from '../data/offers.ts';

startSandbox();

type Page = { total: number; page: number; items: Offer[] };
const search = (brand: 'fiat' | 'jeep', market: 'pt-BR' | 'es-AR', filters: object) =>
  searchOffers(sandboxScope(brand, market), filters, false) as Promise<Page>;
const live = (o: Offer) => o.published && !o.sold && !o.disapproved;

describe('offers-search sandbox: filters and pages like the service', () => {
  it('pages the brand and country offers, total unchanged from page to page', async () => {
    const all = initialOffers().filter((o) => o.brand === 'fiat' && o.country === 'BR' && live(o));
    const first = await search('fiat', 'pt-BR', { size: 5 });
    const second = await search('fiat', 'pt-BR', { size: 5, page: 1 });
    expect(first.total).toBe(all.length);
    expect(second.total).toBe(all.length);
    expect([...first.items, ...second.items].map((o) => o.id)).toEqual(all.slice(0, 10).map((o) => o.id));
  });

  it('applies every filter, in both countries', async () => {
    for (const market of ['pt-BR', 'es-AR'] as const) {
      const country = market === 'es-AR' ? 'AR' : 'BR';
      const mine = initialOffers().filter((o) => o.brand === 'jeep' && o.country === country && live(o));
      const model = mine[0]?.modelCode as string;
      const byModel = await search('jeep', market, { model, size: 100 });
      expect(byModel.total).toBe(mine.filter((o) => o.modelCode === model).length);
      expect(byModel.items.every((o) => o.modelCode === model)).toBe(true);

      const types = await search('jeep', market, {
        types: ['RENTAL'],
        scopes: ['ZONE', 'REGIONAL'],
        size: 100,
      });
      expect(types.items.every((o) => o.type === 'RENTAL' && ['ZONE', 'REGIONAL'].includes(o.scope))).toBe(
        true,
      );

      const mopar = await search('jeep', market, { moparTypes: ['SERVICE'], moparKinds: ['COUPON'] });
      expect(mopar.total).toBe(1);
      expect(mopar.items[0]).toMatchObject({ moparType: 'SERVICE', moparKind: 'COUPON' });

      const prices = mine.map((o) => o.price).sort((a, b) => a - b);
      const [min, max] = [prices[5] as number, prices[prices.length - 5] as number];
      const ranged = await search('jeep', market, { minPrice: min, maxPrice: max, size: 100 });
      expect(ranged.total).toBe(mine.filter((o) => o.price >= min && o.price <= max).length);

      const placed = mine.find((o) => o.stateCode && o.dealerCode) as Offer;
      const state = await search('jeep', market, { stateCode: placed.stateCode, size: 100 });
      expect(state.items.every((o) => o.scope === 'NATIONAL' || o.stateCode === placed.stateCode)).toBe(true);
      expect(state.items.map((o) => o.id)).toContain(placed.id);
      const dealer = await search('jeep', market, { dealerCode: placed.dealerCode, size: 100 });
      expect(dealer.items.every((o) => o.dealerCode === placed.dealerCode)).toBe(true);
      expect(dealer.total).toBe(mine.filter((o) => o.dealerCode === placed.dealerCode).length);
    }
  });

  it('suggests titles of the market country only', async () => {
    // The Argentine Mopar service is named "Service Mopar …": never suggested in Brazil.
    expect(await offerSuggestions(sandboxScope('fiat', 'pt-BR'), 'Service Mopar')).toEqual([]);
    const argentina = await offerSuggestions(sandboxScope('fiat', 'es-AR'), 'Service Mopar');
    expect(argentina.length).toBe(1);
    const onlyBrazil = initialOffers().find(
      (o) =>
        o.brand === 'fiat' &&
        o.country === 'BR' &&
        live(o) &&
        !initialOffers().some((a) => a.country === 'AR' && a.brand === 'fiat' && a.title === o.title),
    );
    if (onlyBrazil)
      expect(await offerSuggestions(sandboxScope('fiat', 'es-AR'), onlyBrazil.title)).not.toContain(
        onlyBrazil.title,
      );
  });
});
