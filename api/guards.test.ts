import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dealer } from '../test/examples/fixtures.ts';
import { sandboxScope } from '../test/examples/scope.ts';
import { signIn, signOut } from '../test/page.ts';
import { startSandbox } from '../test/sandbox.ts';
import { sendDataDictionary } from './analytics.ts';
import { call } from './catalogue.ts';
import { findDealersBy, findDealersByRadius } from './dealers.ts';
import { getCities } from './location.ts';
import { searchOffersNear } from './offers-search.ts';
import { getPrice } from './price.ts';
import { sandboxServer } from './sandbox/node.ts';
import { saveSelfRental, updateSelf } from './users.ts';

startSandbox();
const scope = sandboxScope();
let sent = 0;
const count = () => {
  sent += 1;
};

beforeEach(() => {
  sent = 0;
  signIn();
  sandboxServer.events.on('request:start', count);
});
afterEach(() => {
  sandboxServer.events.removeListener('request:start', count);
  signOut();
});

/** A call refused before sending: the seed's exact message, and nothing on the wire. */
async function refused(promise: Promise<unknown>, message: string) {
  await expect(promise).rejects.toMatchObject({ name: 'GuardError', message });
  expect(sent).toBe(0);
}

describe('guards refuse before sending, with the seeds’ messages', () => {
  it("'routeParams.provinceId param is required'", async () => {
    await refused(
      call(scope, 'dealers', 'provinceZones', { params: { provinceId: '' } }),
      'routeParams.provinceId param is required',
    );
    await refused(call(scope, 'dealers', 'provinceZones'), 'routeParams.provinceId param is required');
  });

  it("'stateCode param is required'", async () => {
    await refused(getCities(scope, ''), 'stateCode param is required');
    await refused(
      call(scope, 'dealers', 'groupStateCities', { params: { group: dealer.dealerGroupId, stateCode: '' } }),
      'stateCode param is required',
    );
  });

  it("'Params is required' for a call without its parameters", async () => {
    await refused(findDealersBy(scope, { stateCode: '', cityName: '' }), 'Params is required');
    await refused(getPrice(scope, { mvsCode: '', year: 2026 }), 'Params is required');
    await refused(call(scope, 'stock', 'available', { query: { mvsCode: 'X' } }), 'Params is required');
  });

  it("'No body content provided.' and 'No content provided for the body.' on empty user bodies", async () => {
    await refused(saveSelfRental(scope, {}), 'No body content provided.');
    await refused(updateSelf(scope, {}), 'No content provided for the body.');
    await expect(updateSelf(scope, { nickname: 'Ana B' })).resolves.toMatchObject({ nickname: 'Ana B' });
    expect(sent).toBe(1);
  });

  it("'Parameter value is required'", async () => {
    await refused(sendDataDictionary(scope, 'utm_source', ''), 'Parameter value is required');
    await refused(sendDataDictionary(scope, 'utm_source', undefined), 'Parameter value is required');
  });

  it("'There is no Radius'", async () => {
    await refused(
      findDealersByRadius(scope, { latitude: -23.5, longitude: -46.6, radius: undefined }),
      'There is no Radius',
    );
    await refused(
      call(scope, 'reservations', 'campaignDealersByRadius', {
        params: { id: 'CMP-JEEP-BR' },
        query: { referenceLatitude: -23.5, referenceLongitude: -46.6 },
      }),
      'There is no Radius',
    );
  });

  it("'There is no influence area' and 'There is no Regional'", async () => {
    await refused(
      call(scope, 'dealers', 'influenceAreaCities', { params: { id: '' } }),
      'There is no influence area',
    );
    const place = { stateCode: 'SP', cityName: 'São Paulo' };
    await refused(searchOffersNear(scope, place), 'There is no Regional');
    await refused(
      searchOffersNear(scope, {
        ...place,
        regionals: [{ regionalId: 204, brandName: 'Jeep' }],
        influenceAreas: [{ id: 1, brandName: 'Fiat' }],
      }),
      'There is no influence area',
    );
    const found = await searchOffersNear(scope, {
      ...place,
      regionals: [{ regionalId: dealer.regionalId, brandName: 'JEEP' }],
      influenceAreas: [{ id: dealer.influenceAreaId, brandName: 'jeep' }],
    });
    expect(found.total).toBeGreaterThan(0);
  });
});
