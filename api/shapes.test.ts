import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mvs, offer, price } from '../test/examples/fixtures.ts';
import { sandboxScope } from '../test/examples/scope.ts';
import { SANDBOX_BASE, signIn, signOut } from '../test/page.ts';
import { journalOf, startSandbox } from '../test/sandbox.ts';
import { sendUserAnalytics } from './analytics.ts';
import { call } from './catalogue.ts';
import { request } from './client.ts';
import { forgetSharedAnswers } from './inflight.ts';
import { citiesByPostalCode, getStates, lookupPostalCode } from './location.ts';
import { getSavedOffers, offerCalls, saveOffers } from './offers.ts';
import { getBatchCustomPrice, getPrice, getReservationPrice } from './price.ts';
import { initialOffers } from './sandbox/data/offers.ts';
import { sandboxServer } from './sandbox/node.ts';
import { createUser } from './users.ts';

startSandbox();
const scope = sandboxScope();
afterEach(() => signOut());

describe('offers, prices and places: the shapes the seeds fix', () => {
  it('saved offers: brand upper-case and market; offer ids comma-joined', async () => {
    signIn();
    const [first, second] = initialOffers().filter((o) => o.brand === 'jeep' && o.published);
    await saveOffers(scope, [first?.id as string, second?.id as string]);
    expect(journalOf('offers')[0]?.query).toEqual({ brand: 'JEEP', offerIds: `${first?.id},${second?.id}` });
    await expect(getSavedOffers(scope)).resolves.toEqual({ offerIds: [first?.id, second?.id] });
    expect(journalOf('offers')[1]?.query).toEqual({ brand: 'JEEP', market: 'pt-BR' });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(
      request(scope, 'offers', { ...offerCalls.savedOffers, adds: ['brand'] }),
    ).rejects.toMatchObject({
      status: 400,
      body: { message: 'brand must be upper-case' },
    });
  });

  it('price/reservation: optionalCode lists the ITEM parts only, plus coatingCode', async () => {
    const parts = [
      { code: 'ADS', type: 'ITEM' as const },
      { code: '52102401', type: 'ACCESSORY' as const },
      { code: 'R18', type: 'ITEM' as const },
      { code: '296', type: 'COLOR' as const },
    ];
    const answer = await getReservationPrice(scope, {
      mvsCode: mvs,
      year: 2026,
      colorCode: '296',
      parts,
      coatingCode: 'CCS',
    });
    expect(journalOf('price')[0]?.query).toEqual({
      country: 'BR',
      market: 'pt-BR',
      mvsCode: mvs,
      year: '2026',
      colorCode: '296',
      optionalCode: 'ADS,R18',
      coatingCode: 'CCS',
    });
    // A reservation is an e-commerce purchase: priced from the e-commerce price, never the list price.
    const { price: ecommerce } = await getPrice(scope, { mvsCode: mvs, year: 2026, ecommerce: true });
    expect(ecommerce).toBeLessThan(price);
    expect(answer).toMatchObject({ price: ecommerce, total: ecommerce + 4990 + 3490 + 2490 });
  });

  it('GET price: type=EC only in e-commerce mode', async () => {
    const list = await getPrice(scope, { mvsCode: mvs, year: 2026 });
    const ecommerce = await getPrice(scope, { mvsCode: mvs, year: 2026, ecommerce: true });
    expect(journalOf('price').map((entry) => entry.query.type)).toEqual([undefined, 'EC']);
    expect(ecommerce.price).toBeLessThan(list.price);
  });

  it('batchCustomPrice: products as a JSON string (the sandbox refuses anything else)', async () => {
    await getBatchCustomPrice(scope, [{ mvsCode: mvs, year: 2026 }]);
    expect(JSON.parse(journalOf('price')[0]?.query.products as string)).toEqual([
      { mvsCode: mvs, year: 2026 },
    ]);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(
      call(scope, 'price', 'batchCustomPrice', { query: { products: 'mvs=1' } }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('cep/{cep} without the hyphen; states of the market’s fixed country', async () => {
    await expect(lookupPostalCode(scope, '01310-100')).resolves.toMatchObject({ street: 'Avenida Paulista' });
    expect(journalOf('location')[0]?.path).toBe('/location/cep/01310100');
    await getStates(sandboxScope('fiat', 'es-AR'));
    await call(sandboxScope('fiat', 'es-AR'), 'location', 'stateList');
    expect(journalOf('location')[1]?.path).toBe('/location/country/AR/state');
    expect(journalOf('location')[2]?.query).toEqual({ country: 'AR' });
  });

  it('cities by postal code: the list, or null on non-200, empty list or exception', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(citiesByPostalCode(scope, '01310-100')).resolves.toEqual([
      { code: '3550308', name: 'São Paulo', stateCode: 'SP' },
    ]);
    await expect(citiesByPostalCode(scope, '00000-000')).resolves.toBeNull();
    // The same postal code on other pages (this page keeps the answer it has read), whose service answers otherwise.
    forgetSharedAnswers();
    sandboxServer.use(http.get(`${SANDBOX_BASE}/location/city`, () => HttpResponse.json([])));
    await expect(citiesByPostalCode(scope, '01310-100')).resolves.toBeNull();
    forgetSharedAnswers();
    sandboxServer.use(http.get(`${SANDBOX_BASE}/location/city`, () => HttpResponse.error()));
    await expect(citiesByPostalCode(scope, '01310-100')).resolves.toBeNull();
  });

  it('offer service calls add brand, country and language', async () => {
    await call(sandboxScope('jeep', 'c-BR'), 'offers', 'offer', { params: { id: offer.id } });
    expect(journalOf('offers')[0]?.query).toEqual({ brand: 'jeep', country: 'BR', language: 'pt-BR' });
  });
});

describe('users and analytics bodies', () => {
  it('POST user: salesforceIntegration defaults to false', async () => {
    await createUser(scope, { name: 'Bruno Reis', email: 'bruno.reis@example.com' });
    await createUser(scope, {
      name: 'Lia Prado',
      email: 'lia.prado@example.com',
      salesforceIntegration: true,
    });
    expect(
      journalOf('users').map(
        (entry) => (entry.body as { salesforceIntegration: boolean }).salesforceIntegration,
      ),
    ).toEqual([false, true]);
  });

  it('useranalytics/send: jwtToken null (never the token), type GENERIC_LEAD, payload as text', async () => {
    await sendUserAnalytics(scope, { payload: { form: 'Proposal', step: 2 } });
    signIn('Bearer sandbox-token-ana');
    await sendUserAnalytics(scope, { type: 'TEST_DRIVE', payload: 'already text' });
    expect(journalOf('analytics').map((entry) => entry.body)).toEqual([
      { jwtToken: null, type: 'GENERIC_LEAD', payload: '{"form":"Proposal","step":2}' },
      { jwtToken: null, type: 'TEST_DRIVE', payload: 'already text' },
    ]);
    expect(journalOf('analytics')[1]?.bearer).toBe(false);
  });
});
