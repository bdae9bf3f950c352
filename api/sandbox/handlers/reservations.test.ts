import { afterEach, describe, expect, it, vi } from 'vitest';
import { sandboxScope } from '../../../test/examples/scope.ts';
import { signIn, signOut } from '../../../test/page.ts';
import { startSandbox } from '../../../test/sandbox.ts';
import { call } from '../../catalogue.ts';
import { dealersBy } from '../data/dealers.ts';
import { CAMPAIGNS } from '../data/stock.ts';

startSandbox();
const scope = sandboxScope();
afterEach(() => {
  vi.restoreAllMocks();
  signOut();
});
const quiet = () => vi.spyOn(console, 'warn').mockImplementation(() => undefined);
const billing = {
  name: 'Rafael Costa',
  document: '61837402922',
  phone: '011976543210',
  postalCode: '01310-100',
};
const remaining = (id: string, json: unknown) =>
  call(scope, 'reservations', 'remainingPayment', { params: { id }, json });
const statusOf = (id: string) =>
  call(scope, 'reservations', 'status', { params: { id } }) as Promise<{
    status: string;
    billetUrl?: string;
  }>;

describe("the sandbox's remaining payment of a seeded order", () => {
  it('refuses a malformed body with 422 and leaves the order as it was', async () => {
    quiet();
    signIn('sandbox-token-rafael');
    for (const body of [
      { method: 'CASH', billing },
      { method: 'BILLET_PAYMENT', billing: { ...billing, document: '618.374.029-22' } },
      { method: 'BILLET_PAYMENT', billing: { ...billing, phone: '(11) 97654-3210' } },
      { method: 'FINANCING_PAYMENT', billing, fundingType: 'BANK' },
    ])
      await expect(remaining('ORD-BR-BAL', body)).rejects.toMatchObject({ status: 422 });
    await expect(
      call(scope, 'reservations', 'paymentMethod', {
        params: { productId: 'ORD-BR-BAL' },
        json: { paymentMethod: 'CASH' },
      }),
    ).rejects.toMatchObject({ status: 422 });
    await expect(statusOf('ORD-BR-BAL')).resolves.toMatchObject({ status: 'UPLOADED_DOCS' });
  });

  it('the order whose documents were received takes the bank slip once; the slip is issued in its time', async () => {
    quiet();
    signIn('sandbox-token-rafael');
    await expect(remaining('ORD-BR-BAL', { method: 'BILLET_PAYMENT', billing })).resolves.toMatchObject({
      status: 'REMAINING_PAYMENT',
    });
    await expect(remaining('ORD-BR-BAL', { method: 'DEALER_PAYMENT', billing })).rejects.toMatchObject({
      status: 409,
    });
    // Documents still awaited: no bank slip; an order paid long ago and past its balance: nothing to choose.
    await expect(remaining('ORD-BR-DOC', { method: 'BILLET_PAYMENT', billing })).rejects.toMatchObject({
      status: 422,
    });
    await expect(remaining('ORD-BR-INV', { method: 'DEALER_PAYMENT', billing })).rejects.toMatchObject({
      status: 409,
    });
    expect((await statusOf('ORD-BR-BAL')).billetUrl).toBeUndefined();
    await fetch('https://sandbox.test/__sandbox/reservations/ORD-BR-BAL/billet-issued', { method: 'POST' });
    await expect(statusOf('ORD-BR-BAL')).resolves.toMatchObject({
      status: 'BILLET_AVAILABLE',
      billetUrl: 'https://boleto.sandbox.example/ORD-BR-BAL.pdf',
    });
  });

  it('the Argentine buyer has hers too', async () => {
    signIn('sandbox-token-lucia');
    await expect(statusOf('ORD-AR-BAL')).resolves.toMatchObject({ status: 'UPLOADED_DOCS' });
  });
});

describe('the back office moves an order on (POST __sandbox/reservations/{id}/advance)', () => {
  const advance = (id: string) =>
    fetch(`https://sandbox.test/__sandbox/reservations/${id}/advance`, { method: 'POST' });
  const timelineOf = (id: string) =>
    call(scope, 'reservations', 'status', { params: { id } }) as Promise<{
      status: string;
      timeline: { status: string; at: string }[];
    }>;

  it('to the next code of its course, dated now, until it is delivered', async () => {
    signIn('sandbox-token-rafael');
    const before = Date.now();
    const moved = await advance('ORD-BR-INV');
    expect(moved.status).toBe(200);
    const order = await timelineOf('ORD-BR-INV');
    expect(order.status).toBe('EXPEDITE');
    expect(order.timeline.at(-2)?.status).toBe('INVOICED');
    expect(Date.parse(order.timeline.at(-1)?.at ?? '')).toBeGreaterThanOrEqual(before);
    const codes: string[] = [];
    for (const _ of [1, 2, 3])
      codes.push(((await (await advance('ORD-BR-INV')).json()) as { status: string }).status);
    expect(codes).toEqual(['IN_TRANSIT', 'AT_DEALER', 'CUSTOMER_DELIVERY']);
    expect((await advance('ORD-BR-INV')).status).toBe(409);
  });

  it('not an order that waits for its buyer or is over, nor one that does not exist', async () => {
    quiet();
    signIn('sandbox-token-lucia');
    for (const id of ['ORD-AR-BAL', 'ORD-AR-DOC', 'ORD-AR-CAN', 'ORD-AR-EXP', 'ORD-AR-DLV'])
      expect((await advance(id)).status, id).toBe(409);
    expect((await advance('ORD-AR-NONE')).status).toBe(404);
    await expect(timelineOf('ORD-AR-BAL')).resolves.toMatchObject({ status: 'UPLOADED_DOCS' });
  });

  it('an order whose balance was just chosen goes to the factory', async () => {
    signIn('sandbox-token-rafael');
    await remaining('ORD-BR-BAL', { method: 'DEALER_PAYMENT', billing });
    expect(((await (await advance('ORD-BR-BAL')).json()) as { status: string }).status).toBe('CREATED_ORDER');
  });
});

describe("the sandbox's trade-in and B2E buyers", () => {
  it('keeps the used car of a trade-in, with its rating, on the order', async () => {
    signIn('sandbox-token-rafael');
    const tradeIn = {
      plate: 'ABC1D23',
      mileage: '45000',
      model: 'Argo',
      version: 'Drive 1.0',
      year: '2021',
      evaluation: '52300',
    };
    await remaining('ORD-BR-BAL', { method: 'DEALER_PAYMENT', billing, tradeIn });
    expect(await call(scope, 'reservations', 'status', { params: { id: 'ORD-BR-BAL' } })).toMatchObject({
      tradeIn,
    });
  });

  it('refuses the pre-reservation of a member of a user group without purchase-for (422)', async () => {
    quiet();
    const campaign = CAMPAIGNS.find((c) => c.brand === 'fiat' && c.country === 'BR');
    const dealer = dealersBy({ brand: 'fiat', country: 'BR', offline: false })[0];
    const body = {
      campaignId: campaign?.id,
      mvsCode: campaign?.mvsCodes[0],
      year: 2025,
      colorCode: '249',
      dealerCode: dealer?.dealerCode,
      customer: {
        name: 'Bruno Tavares',
        document: '48291736537',
        email: 'bruno@example.com',
        phone: '011965432109',
      },
    };
    const preReserve = (json: unknown) => call(scope, 'reservations', 'preReserve', { json });
    await expect(preReserve(body)).rejects.toMatchObject({ status: 422 });
    await expect(preReserve({ ...body, purchaseFor: 'FRIEND' })).rejects.toMatchObject({ status: 422 });
    await expect(preReserve({ ...body, purchaseFor: 'EMPLOYEE' })).resolves.toMatchObject({
      status: 'PRE_RESERVE',
    });
  });
});
