import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BRANDS } from '../../core/brands.ts';
import { MARKETS } from '../../core/markets.ts';
import { dealer, file, mvs, otherCpf, price } from '../../test/examples/fixtures.ts';
import { sandboxScope } from '../../test/examples/scope.ts';
import { reservationExamples } from '../../test/examples/seed000.ts';
import { signIn, signOut } from '../../test/page.ts';
import { startSandbox } from '../../test/sandbox.ts';
import { call } from '../catalogue.ts';
import { LONG_CODE_BRANDS } from './data/catalog.ts';
import { staffTokenFor } from './data/users.ts';

startSandbox();
const scope = sandboxScope();
const card = { number: '4111111111111111', expiry: '12/30', cvv: '123', holder: 'ANA B SOUZA' };
const preReserveInput = async () => {
  const example = reservationExamples.preReserve;
  return typeof example === 'function' ? example(() => Promise.reject()) : example;
};
// biome-ignore lint/suspicious/noExplicitAny: reading sandbox answers
const reserve = async (): Promise<any> => call(scope, 'reservations', 'preReserve', await preReserveInput());
const token = async () => ((await call(scope, 'cards', 'oneTimeToken', {})) as { token: string }).token;

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  signIn();
});
afterEach(() => {
  vi.useRealTimers();
  signOut();
});

describe('reservation lifecycle', () => {
  it('a reservation made can be read back, paid and moved to the balance payment', async () => {
    const made = await reserve();
    expect(made).toMatchObject({ status: 'PRE_RESERVE', reservationAmount: 5000 });
    expect(made.remainingSeconds).toBeGreaterThan(890);
    await expect(call(scope, 'reservations', 'status', { params: { id: made.id } })).resolves.toMatchObject({
      id: made.id,
      mvsCode: mvs,
    });
    await call(scope, 'reservations', 'pay', {
      params: { type: 'card' },
      json: { reservationId: made.id, oneTimeToken: await token(), card },
    });
    const payment = { params: { id: made.id }, json: { method: 'BILLET_PAYMENT' } };
    await expect(call(scope, 'reservations', 'remainingPayment', payment)).rejects.toMatchObject({
      status: 422,
      body: { message: 'documents must be uploaded before the bank slip' },
    });
    await call(scope, 'reservations', 'uploadUserReservation', {
      params: { id: 'u1' },
      form: { documents: file() },
    });
    // biome-ignore lint/suspicious/noExplicitAny: reading sandbox answers
    const after: any = await call(scope, 'reservations', 'remainingPayment', payment);
    expect(after.timeline.map((t: { status: string }) => t.status)).toEqual([
      'PRE_RESERVE',
      'APPROVED_RESERVATION',
      'BILLET_PAYMENT',
      'REMAINING_PAYMENT',
    ]);
    await expect(
      call(scope, 'reservations', 'userReserves', { query: { document: otherCpf } }),
    ).resolves.toHaveLength(1);
  });

  it('one active reservation per CPF/CNPJ; a declined card; Pix with a copy code', async () => {
    const made = await reserve();
    await expect(reserve()).rejects.toMatchObject({
      status: 409,
      body: { message: 'Já existe uma reserva para este CPF/CNPJ' },
    });
    await expect(
      call(scope, 'reservations', 'validateUser', { query: { document: otherCpf } }),
    ).resolves.toMatchObject({ canReserve: false });
    await expect(
      call(scope, 'reservations', 'pay', {
        params: { type: 'card' },
        json: {
          reservationId: made.id,
          oneTimeToken: await token(),
          card: { ...card, number: '4000000000000002' },
        },
      }),
    ).rejects.toMatchObject({ status: 422 });
    await expect(
      call(scope, 'reservations', 'pay', { params: { type: 'pix' }, json: { reservationId: made.id } }),
    ).resolves.toMatchObject({
      copyCode: expect.stringContaining(made.id),
    });
  });

  it('Idempotency-Key: the same key gets the same answer and charges once; a new key cannot pay twice', async () => {
    const made = await reserve();
    const oneTimeToken = await token();
    const pay = () =>
      call(scope, 'reservations', 'pay', {
        params: { type: 'card' },
        headers: { 'Idempotency-Key': 'attempt-1' },
        json: { reservationId: made.id, oneTimeToken, card },
      });
    const first = await pay();
    await expect(pay()).resolves.toEqual(first);
    const charges = await (
      await fetch('https://sandbox.test/reservations/__sandbox/reservations/charges')
    ).json();
    expect(charges).toEqual([{ reservationId: made.id, type: 'card', amount: 5000 }]);
    await expect(
      call(scope, 'reservations', 'pay', {
        params: { type: 'card' },
        headers: { 'Idempotency-Key': 'attempt-2' },
        json: { reservationId: made.id, oneTimeToken: await token(), card },
      }),
    ).rejects.toMatchObject({ status: 409 });
  });

  it('Pix: paid through the sandbox control, seen by polling the status; unpaid Pix cancels the order', async () => {
    const made = await reserve();
    await call(scope, 'reservations', 'pay', { params: { type: 'pix' }, json: { reservationId: made.id } });
    const status = () => call(scope, 'reservations', 'status', { params: { id: made.id } });
    await expect(status()).resolves.toMatchObject({ status: 'RESERVE', paymentMethod: 'PIX' });
    const paid = await fetch(`https://sandbox.test/__sandbox/reservations/${made.id}/pix-paid`, {
      method: 'POST',
    });
    expect(paid.status).toBe(200);
    await expect(status()).resolves.toMatchObject({ status: 'APPROVED_RESERVATION' });

    // biome-ignore lint/suspicious/noExplicitAny: reading the example input
    const input: any = await preReserveInput();
    const other = { ...input.json, customer: { ...input.json.customer, document: '11144477735' } };
    // biome-ignore lint/suspicious/noExplicitAny: reading sandbox answers
    const { id }: any = await call(scope, 'reservations', 'preReserve', { json: other });
    await call(scope, 'reservations', 'pay', { params: { type: 'pix' }, json: { reservationId: id } });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 11 * 60000);
    await expect(call(scope, 'reservations', 'status', { params: { id } })).resolves.toMatchObject({
      status: 'CANCELLED',
    });
    const late = await fetch(`https://sandbox.test/__sandbox/reservations/${id}/pix-paid`, {
      method: 'POST',
    });
    expect(late.status).toBe(409);
  });

  it('the countdown expires: the order is cancelled and cannot be paid', async () => {
    const made = await reserve();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 16 * 60000);
    await expect(
      call(scope, 'reservations', 'pay', { params: { type: 'pix' }, json: { reservationId: made.id } }),
    ).rejects.toMatchObject({
      status: 410,
    });
    await expect(call(scope, 'reservations', 'status', { params: { id: made.id } })).resolves.toMatchObject({
      status: 'CANCELLED',
    });
  });

  it('cancel (an addition): reason from the list, comment without & $ < > %, terms accepted; CANCELLED once, idempotent; expired orders refused', async () => {
    const made = await reserve();
    const cancel = (json: object, id = made.id) =>
      call(scope, 'reservations', 'cancel', { params: { id }, json });
    for (const bad of [
      { reason: 'BORED', acceptedTerms: true },
      { reason: 'OTHER', comment: 'R$ 5 <b>', acceptedTerms: true },
      { reason: 'OTHER', acceptedTerms: false },
      { reason: 'OTHER' },
    ])
      await expect(cancel(bad)).rejects.toMatchObject({ status: 422 });
    await expect(call(scope, 'reservations', 'status', { params: { id: made.id } })).resolves.toMatchObject({
      status: 'PRE_RESERVE',
    });
    const body = { reason: 'DELIVERY_TIME', comment: 'Prazo longo', acceptedTerms: true };
    // biome-ignore lint/suspicious/noExplicitAny: reading sandbox answers
    const done: any = await cancel(body);
    expect(done.status).toBe('CANCELLED');
    expect(done.cancellation).toMatchObject({ reason: 'DELIVERY_TIME', comment: 'Prazo longo' });
    // biome-ignore lint/suspicious/noExplicitAny: reading sandbox answers
    const again: any = await cancel(body);
    expect(again.timeline.filter((t: { status: string }) => t.status === 'CANCELLED')).toHaveLength(1);
    await expect(cancel(body, 'RSV-NONE')).rejects.toMatchObject({ status: 404 });

    // biome-ignore lint/suspicious/noExplicitAny: reading the example input
    const input: any = await preReserveInput();
    const other = { ...input.json, customer: { ...input.json.customer, document: '11144477735' } };
    // biome-ignore lint/suspicious/noExplicitAny: reading sandbox answers
    const lapsed: any = await call(scope, 'reservations', 'preReserve', { json: other });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 16 * 60000);
    await expect(cancel(body, lapsed.id)).rejects.toMatchObject({
      status: 409,
      body: { message: 'Order can no longer be cancelled' },
    });
  });

  it('welcome-kit address (an addition): validated like the billing address, refused before payment, kept and read back', async () => {
    const made = await reserve();
    const address = {
      recipientName: 'Ana Beatriz Souza',
      postalCode: '01310-100',
      street: 'Avenida Paulista',
      number: '1000',
      complement: 'Apto 12',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    };
    const put = (json: object) =>
      call(scope, 'reservations', 'welcomeKitAddress', { params: { id: made.id }, json });
    await expect(put(address)).rejects.toMatchObject({
      status: 409,
      body: { message: 'Welcome kit not offered for this order' },
    });
    await call(scope, 'reservations', 'processing', { json: { reservationId: made.id } });
    for (const bad of [
      { ...address, postalCode: '1425' },
      { ...address, number: '0' },
      { ...address, street: 'Rua <script>' },
      { ...address, complement: '50%' },
      { ...address, city: '' },
    ])
      await expect(put(bad)).rejects.toMatchObject({ status: 422 });
    await expect(put(address)).resolves.toMatchObject({ available: true, address });
    await expect(
      call(scope, 'reservations', 'welcomeKit', { params: { id: made.id } }),
    ).resolves.toMatchObject({ gift: 'Kit de boas-vindas', available: true, address });
  });

  it('validates payloads like a real service: 400 malformed, 422 invalid', async () => {
    const input = await preReserveInput();
    await expect(
      call(scope, 'reservations', 'preReserve', {
        body: '{"campaignId":',
        headers: { 'content-type': 'application/json' },
      }),
    ).rejects.toMatchObject({ status: 400 });
    const bad = {
      ...(input.json as object),
      customer: { name: 'A', document: '11111111111', email: 'x', phone: '1' },
    };
    // biome-ignore lint/suspicious/noExplicitAny: reading the validation answer
    const error: any = await call(scope, 'reservations', 'preReserve', { json: bad }).catch((e) => e);
    expect(error.status).toBe(422);
    expect(error.body.errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['customer.document', 'customer.email', 'customer.phone']),
    );
  });
});

describe('state kept while the sandbox runs', () => {
  it('a saved car shows in the garage, and leaves it', async () => {
    // biome-ignore lint/suspicious/noExplicitAny: reading sandbox answers
    const car: any = await call(scope, 'garage', 'addWanted', {
      json: { mvsCode: mvs, year: 2026, colorCode: '296' },
    });
    await expect(call(scope, 'garage', 'wanted')).resolves.toEqual([
      expect.objectContaining({ id: car.id, modelName: 'Renegade' }),
    ]);
    await call(scope, 'garage', 'removeWanted', { params: { id: car.id } });
    await expect(call(scope, 'garage', 'wanted')).resolves.toEqual([]);
    await expect(call(scope, 'garage', 'owned')).resolves.toHaveLength(2);
  });

  it('an offer created unpublished appears in the search once published', async () => {
    const body = {
      type: 'DEALER',
      title: 'Renegade Sport Zero KM',
      mvsCode: mvs,
      year: 2026,
      priceDisplayType: 'FULL_PRICE',
      price,
      scope: 'NATIONAL',
    };
    signIn('sandbox-token-olivia');
    // biome-ignore lint/suspicious/noExplicitAny: reading sandbox answers
    const offer: any = await call(scope, 'offers', 'create', { json: body });
    const search = () =>
      call<{ items: { id: string }[] }>(scope, 'offers-search', 'search', { json: { text: 'zero km' } });
    await expect(search()).resolves.toMatchObject({ items: [] });
    await call(scope, 'offers', 'publish', { params: { id: offer.id } });
    await expect(search()).resolves.toMatchObject({ items: [expect.objectContaining({ id: offer.id })] });
  });

  it('a dealer working price set in reporting is the dealer price in the price service', async () => {
    // Working prices are the dealer manager's (api/README.md "Roles").
    signIn(staffTokenFor('dealer_manager'));
    await call(scope, 'reporting', 'addWorkingPrice', {
      json: { dealerCode: dealer.dealerCode, mvsCode: mvs, price: price - 3000 },
    });
    await expect(
      call(scope, 'price', 'dealerPrice', { query: { dealerCode: dealer.dealerCode, mvsCode: mvs } }),
    ).resolves.toMatchObject({
      price: price - 3000,
      workingPrice: true,
    });
  });
});

describe('data for every brand and market', () => {
  it.each(BRANDS.flatMap((brand) => MARKETS.map((market) => [brand, market] as const)))(
    '%s in %s',
    async (brand, market) => {
      const local = sandboxScope(brand, market);
      const models = await call<{ versions: { mvsCode: string }[] }[]>(local, 'catalog', 'models');
      if (market === 'es-AR' && brand === 'chrysler') return expect(models).toEqual([]);
      expect(models.length).toBeGreaterThan(0);
      const mvsCode = models[0]?.versions[0]?.mvsCode as string;
      expect(mvsCode).toHaveLength(LONG_CODE_BRANDS.has(brand) ? 16 : 7);
      // biome-ignore lint/suspicious/noExplicitAny: reading sandbox answers
      const [found, colors, items, dealers, campaigns]: any[] = await Promise.all([
        call(local, 'price', 'price', { query: { mvsCode, year: 2026 } }),
        call(local, 'parts', 'colors', { query: { mvsCode } }),
        call(local, 'parts', 'items', { query: { mvsCode } }),
        call(local, 'dealers', 'dealers'),
        call(local, 'reservations', 'campaigns'),
      ]);
      expect(found.currency).toBe(market === 'es-AR' ? 'ARS' : 'BRL');
      expect(colors.length).toBeGreaterThan(3);
      expect(items.some((item: { inclusive: string[] }) => item.inclusive.length > 0)).toBe(true);
      expect(items.some((item: { exclusive: string[] }) => item.exclusive.length > 0)).toBe(true);
      expect(dealers.length).toBeGreaterThan(0);
      expect(campaigns).toHaveLength(1);
      const offers = await call<{ total: number }>(local, 'offers-search', 'search', { json: {} });
      expect(offers.total).toBeGreaterThan(0);
    },
  );
});
