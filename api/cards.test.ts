import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { sandboxScope } from '../test/examples/scope.ts';
import { reservationExamples } from '../test/examples/seed000.ts';
import { signIn, signOut } from '../test/page.ts';
import { journalOf, startSandbox } from '../test/sandbox.ts';
import { NewCardPayloadSchema } from './cards.payloads.ts';
import { addCard, favouriteCard, getOneTimeToken, listCards, removeCard } from './cards.ts';
import { payByCard, preReserve } from './reservations.ts';

startSandbox();
const scope = sandboxScope('fiat');
const NEW = { number: '5555555555554444', expiry: '11/29', cvv: '123', holder: 'ANA B SOUZA' };
afterEach(() => signOut());

const favourites = (cards: { favourite: boolean }[]) => cards.filter((c) => c.favourite).length;

describe('payment cards calls', () => {
  it("lists only the signed-in user's cards, with the bearer token and never a number", async () => {
    signIn('sandbox-token-ana');
    const cards = await listCards(scope);
    expect(cards.map((c) => [c.network, c.last4, c.expiry, c.favourite])).toEqual([
      ['VISA', '1111', '12/29', true],
      ['MASTERCARD', '4444', '08/31', false],
      ['ELO', '7013', '03/25', false],
    ]);
    expect(journalOf('cards')[0]?.bearer).toBe(true);
    signIn('sandbox-token-martina');
    expect(await listCards(scope)).toEqual([]);
  });

  it('adds a card bound to a fresh one-time token: only the last four digits come back', async () => {
    signIn('sandbox-token-ana');
    const card = await addCard(scope, NEW);
    expect(card).toMatchObject({ network: 'MASTERCARD', last4: '4444', favourite: false });
    expect(JSON.stringify(card)).not.toContain(NEW.number);
    const [token, add] = journalOf('cards');
    expect(token?.path).toBe('/cards/v2/one-time-token');
    expect(add?.method).toBe('POST');
    expect(v.safeParse(NewCardPayloadSchema, add?.body).success).toBe(true);
    expect((add?.body as { oneTimeToken?: string } | undefined)?.oneTimeToken).toMatch(/^OTT/);
  });

  it('the first card of a user is the favourite; exactly one favourite after each change', async () => {
    signIn('sandbox-token-martina');
    const first = await addCard(scope, NEW);
    const second = await addCard(scope, { ...NEW, number: '4111111111111111' });
    expect([first.favourite, second.favourite]).toEqual([true, false]);
    await favouriteCard(scope, second.id);
    let cards = await listCards(scope);
    expect(cards.find((c) => c.favourite)?.id).toBe(second.id);
    expect(favourites(cards)).toBe(1);
    // Deleting the favourite passes the mark on.
    await removeCard(scope, second.id);
    cards = await listCards(scope);
    expect(cards.map((c) => [c.id, c.favourite])).toEqual([[first.id, true]]);
  });

  it("refuses another user's card and a malformed card", async () => {
    signIn('sandbox-token-martina');
    await expect(removeCard(scope, 'CRD-1')).rejects.toMatchObject({ status: 404 });
    await expect(addCard(scope, { ...NEW, number: '4111111111111112' })).rejects.toMatchObject({
      status: 422,
    });
    signIn('sandbox-token-ana');
    expect(await listCards(scope)).toHaveLength(3);
  });

  it("a reservation is charged to a saved card of the token's user only, and not once it has expired", async () => {
    signIn('sandbox-token-ana');
    const example = reservationExamples.preReserve;
    const input = typeof example === 'function' ? await example(() => Promise.reject()) : example;
    const reserve = () => preReserve(scope, (input as { json: Parameters<typeof preReserve>[1] }).json);
    const pay = async (reservationId: string, cardId: string) =>
      payByCard(scope, crypto.randomUUID(), reservationId, await getOneTimeToken(scope), { cardId });
    // Ana's expired Elo, and the company user's card: refused, nothing charged.
    const first = await reserve();
    await expect(pay(first.id, 'CRD-4')).rejects.toMatchObject({ status: 422 });
    await expect(pay(first.id, 'CRD-2')).rejects.toMatchObject({ status: 422 });
    await expect(pay(first.id, 'CRD-1')).resolves.toMatchObject({ status: 'APPROVED_RESERVATION' });
  });
});
