import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dealer, mvs, price } from '../test/examples/fixtures.ts';
import { sandboxScope } from '../test/examples/scope.ts';
import { signIn, signOut } from '../test/page.ts';
import { journalOf, startSandbox } from '../test/sandbox.ts';
import {
  addWorkingPrice,
  dealerPrices,
  dealerWorkingPrices,
  updateWorkingPrice,
  workingPriceVisualizer,
} from './reporting.ts';
import { versionsOf } from './sandbox/data/catalog.ts';
import { staffTokenFor } from './sandbox/data/users.ts';

startSandbox();
const scope = sandboxScope();
const dealerCode = dealer.dealerCode;
beforeEach(() => signIn(staffTokenFor('dealer_manager')));
afterEach(() => signOut());

describe('working-price maintenance (dealers/working-price, dealers/price)', () => {
  it('sets a first working price (POST), changes it (PUT); the dealer prices and the visualizer follow', async () => {
    expect(await dealerWorkingPrices(scope, dealerCode)).toEqual([]);
    expect((await dealerPrices(scope, dealerCode)).find((p) => p.mvsCode === mvs)).toEqual({
      dealerCode,
      mvsCode: mvs,
      price,
      workingPrice: false,
    });
    await expect(addWorkingPrice(scope, { dealerCode, mvsCode: mvs, price: price - 1000 })).resolves.toEqual({
      dealerCode,
      mvsCode: mvs,
      price: price - 1000,
    });
    await updateWorkingPrice(scope, { dealerCode, mvsCode: mvs, price: price - 2000 });
    expect(await dealerWorkingPrices(scope, dealerCode)).toEqual([
      { dealerCode, mvsCode: mvs, price: price - 2000 },
    ]);
    expect((await dealerPrices(scope, dealerCode)).find((p) => p.mvsCode === mvs)).toMatchObject({
      price: price - 2000,
      workingPrice: true,
    });
    expect((await workingPriceVisualizer(scope, dealerCode)).find((r) => r.mvsCode === mvs)).toMatchObject({
      listPrice: price,
      workingPrice: price - 2000,
    });
    expect(journalOf('reporting').filter((e) => e.path.endsWith('dealers/working-price'))).toMatchObject([
      { method: 'GET' },
      { method: 'POST', body: { dealerCode, mvsCode: mvs, price: price - 1000 }, bearer: true },
      { method: 'PUT', body: { dealerCode, mvsCode: mvs, price: price - 2000 }, bearer: true },
      { method: 'GET' },
    ]);
  });

  it('refuses a price below 80% of the list price (422 with the reason), a second POST (409), a PUT with none (404)', async () => {
    const body = { dealerCode, mvsCode: mvs, price: Math.floor(price * 0.79) };
    await expect(addWorkingPrice(scope, body)).rejects.toMatchObject({
      status: 422,
      body: { message: 'price below 80% of the list price' },
    });
    await expect(updateWorkingPrice(scope, { ...body, price })).rejects.toMatchObject({ status: 404 });
    await addWorkingPrice(scope, { ...body, price });
    await expect(addWorkingPrice(scope, { ...body, price })).rejects.toMatchObject({ status: 409 });
    await expect(addWorkingPrice(scope, { ...body, price: 0 })).rejects.toMatchObject({ status: 422 });
  });

  it("refuses (403) the working prices to a seller without the manager role; the dealer's prices are the seller's too", async () => {
    signIn(staffTokenFor('user_dealer'));
    const body = { dealerCode, mvsCode: mvs, price };
    await expect(dealerWorkingPrices(scope, dealerCode)).rejects.toMatchObject({ status: 403 });
    await expect(addWorkingPrice(scope, body)).rejects.toMatchObject({ status: 403 });
    await expect(updateWorkingPrice(scope, body)).rejects.toMatchObject({ status: 403 });
    expect(await dealerPrices(scope, dealerCode)).not.toHaveLength(0);
  });

  it('answers the Argentine market in its list prices', async () => {
    const ar = sandboxScope('fiat', 'es-AR');
    const rows = await workingPriceVisualizer(ar, 'X');
    const prices = await dealerPrices(ar, 'X');
    expect(rows.length).toBeGreaterThan(0);
    expect(prices.map((p) => p.price)).toEqual(rows.map((r) => r.listPrice));
    expect(rows.map((r) => r.listPrice)).toEqual(versionsOf('fiat', 'AR').map((v) => v.price.AR));
  });
});
