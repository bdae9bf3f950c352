import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sandboxScope } from '../../test/examples/scope.ts';
import { signIn, signOut } from '../../test/page.ts';
import { startSandbox } from '../../test/sandbox.ts';
import {
  type AdminOffer,
  changeOfferStatus,
  createOffer,
  listAdminOffers,
  type OfferDraft,
  reorderOffers,
  updateOffer,
  updateOffersStatus,
} from '../offerAdmin.ts';
import { dealersBy } from './data/dealers.ts';
import { initialOffers, type Offer } from './data/offers.ts';

startSandbox();
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  signIn('sandbox-token-olivia');
});
afterEach(() => signOut());

const fiat = sandboxScope('fiat');
const fiatBR = initialOffers()
  .filter((o) => o.brand === 'fiat' && o.country === 'BR')
  .sort((a, b) => a.order - b.order);
const jeepOffer = initialOffers().find((o) => o.brand === 'jeep') as AdminOffer;
const status = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: { status?: number }) => error.status,
  );
const draft: OfferDraft = {
  type: 'DEALER',
  title: 'Mobi de feirão',
  mvsCode: fiatBR[0]?.mvsCode as string,
  year: 2026,
  priceDisplayType: 'FULL_PRICE',
  price: 69990,
  fromPrice: null,
  scope: 'NATIONAL',
  regionalId: null,
  influenceAreaId: null,
  dealerCode: null,
  stamps: ['TAXA_ZERO'],
  parts: [],
  categories: ['hatch'],
  features: [],
};

describe('offer administration in the sandbox', () => {
  it("the administrators' list: every offer of the brand and country, whatever its status, in order", async () => {
    const list = await listAdminOffers(fiat);
    expect(list.map((o) => o.id)).toEqual(fiatBR.map((o) => o.id));
    expect(list.some((o) => !o.published)).toBe(true);
  });

  it("another brand's offer is not found (404), for edits and status actions alike", async () => {
    expect(await status(changeOfferStatus(fiat, jeepOffer.id, 'publish'))).toBe(404);
    expect(await status(updateOffer(fiat, jeepOffer.id, draft))).toBe(404);
    expect(await status(updateOffersStatus(fiat, [jeepOffer.id], 'SOLD'))).toBe(422);
  });

  it('refuses (422) a price display without its list price, and a scope without its place', async () => {
    expect(await status(createOffer(fiat, { ...draft, priceDisplayType: 'FROM_TO' }))).toBe(422);
    expect(await status(createOffer(fiat, { ...draft, priceDisplayType: 'FROM_TO', fromPrice: 60000 }))).toBe(
      422,
    );
    expect(await status(createOffer(fiat, { ...draft, scope: 'REGIONAL' }))).toBe(422);
    expect(await status(createOffer(fiat, { ...draft, scope: 'REGIONAL', regionalId: 999999 }))).toBe(422);
    expect(await status(createOffer(fiat, { ...draft, stamps: ['NOT_A_STAMP'] }))).toBe(422);
  });

  it('creates unpublished, last in the order, with the regional kept and the unused place cleared', async () => {
    const regionalId = dealersBy({ brand: 'fiat', country: 'BR', offline: false })[0]?.regionalId as number;
    const made = await createOffer(fiat, { ...draft, scope: 'REGIONAL', regionalId, dealerCode: '45312' });
    expect(made).toMatchObject({ published: false, regionalId, dealerCode: null, categories: ['hatch'] });
    const list = await listAdminOffers(fiat);
    expect(list.at(-1)?.id).toBe(made.id);
  });

  it('reorder: the offers named take their own places in the new order; the others stay', async () => {
    const [a, b, c] = fiatBR as [Offer, Offer, Offer];
    await reorderOffers(fiat, [c.id, a.id]);
    const ids = (await listAdminOffers(fiat)).map((o) => o.id);
    expect(ids.slice(0, 3)).toEqual([c.id, b.id, a.id]);
    expect(ids.slice(3)).toEqual(fiatBR.slice(3).map((o) => o.id));
    expect(await status(reorderOffers(fiat, [a.id, a.id]))).toBe(422);
    expect(await status(reorderOffers(fiat, [a.id, 'OFR-NOPE']))).toBe(422);
  });

  it('update-status: the path names an offer of the selection; publishing lifts a disapproval', async () => {
    const [a, b] = fiatBR as [Offer, Offer];
    expect(await status(updateOffersStatus(fiat, [a.id, b.id], 'DISAPPROVED'))).toBe(200);
    expect(await status(updateOffersStatus(fiat, [a.id, b.id], 'PUBLISHED'))).toBe(200);
    const list = await listAdminOffers(fiat);
    expect(list.filter((o) => [a.id, b.id].includes(o.id)).map((o) => [o.published, o.disapproved])).toEqual([
      [true, false],
      [true, false],
    ]);
  });
});
