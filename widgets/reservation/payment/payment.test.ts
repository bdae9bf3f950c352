import { delay, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getOneTimeToken } from '../../../api/cards.ts';
import { call } from '../../../api/catalogue.ts';
import { payByCard, type ReservationRecord } from '../../../api/reservations.ts';
import { sandboxServer } from '../../../api/sandbox/node.ts';
import { sandboxScope } from '../../../test/examples/scope.ts';
import { reservationExamples } from '../../../test/examples/seed000.ts';
import { signIn, signOut } from '../../../test/page.ts';
import { startSandbox } from '../../../test/sandbox.ts';
import { createPaymentSender } from './paymentAttempt.ts';

startSandbox();
const scope = sandboxScope();
const card = { number: '4111111111111111', expiry: '12/30', cvv: '123', holder: 'ANA B SOUZA' };

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  signIn();
});
afterEach(() => signOut());

async function reserve(): Promise<ReservationRecord> {
  const example = reservationExamples.preReserve;
  const input = typeof example === 'function' ? await example(() => Promise.reject()) : example;
  return call(scope, 'reservations', 'preReserve', input) as Promise<ReservationRecord>;
}

describe('card payment retried after a time-out', () => {
  it('the service charged the first request; the retry with the same key gets that answer, one charge', async () => {
    const { id } = await reserve();
    const token = await getOneTimeToken(scope);
    const keys: string[] = [];
    let slow = true;
    // The first answer comes too late: the service processes the payment, the widget stops waiting.
    sandboxServer.use(
      http.post('*/reservations/v2/reservations/card/payment', async ({ request }) => {
        keys.push(request.headers.get('idempotency-key') ?? '');
        if (slow) {
          slow = false;
          await delay(300);
        }
      }),
    );
    const sender = createPaymentSender((key) => payByCard(scope, key, id, token, card, 100));
    await expect(sender.submit()).rejects.toMatchObject({ name: 'ServiceError', kind: 'timeout' });
    await delay(400);
    const charges = async () =>
      (await fetch('https://sandbox.test/__sandbox/reservations/charges')).json() as Promise<unknown[]>;
    expect(await charges()).toHaveLength(1);
    await expect(sender.submit()).resolves.toMatchObject({ id, status: 'APPROVED_RESERVATION' });
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(await charges()).toHaveLength(1);
  });
});
