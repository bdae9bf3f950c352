import type { CardBrand } from '../validators/index.ts';
import type { FavouriteCardPayload, NewCard, NewCardPayload } from './cards.payloads.ts';
import { type ApiScope, type CallSpec, request } from './client.ts';

const CARD = { bearer: true } as const;

/** Payment cards service (seed 001 §7 "Payment cards (bearer)"): v1 delete, v2 list/add/favourite. */
export const cardCalls = {
  remove: { method: 'DELETE', path: 'v1/{cardId}', ...CARD, response: 'none' },
  list: { method: 'GET', path: 'v2', ...CARD },
  oneTimeToken: { method: 'GET', path: 'v2/one-time-token', ...CARD },
  add: { method: 'POST', path: 'v2', ...CARD },
  favourite: { method: 'PATCH', path: 'v2/{cardId}', ...CARD },
} as const satisfies Record<string, CallSpec>;

/** A saved card as the cards service answers it: never its number, only the last four digits. */
export interface SavedCard {
  id: string;
  /** The card brand the service recognised. */
  network: CardBrand;
  last4: string;
  holder: string;
  /** MM/YY. */
  expiry: string;
  favourite: boolean;
}

/** A one-time token of the cards service (bearer): a card payment or a new card is bound to it, once. */
export function getOneTimeToken(scope: ApiScope): Promise<string> {
  return request<{ token: string }>(scope, 'cards', cardCalls.oneTimeToken).then((r) => r.token);
}

/** The signed-in user's saved cards (`GET v2`). */
export function listCards(scope: ApiScope, signal?: AbortSignal): Promise<SavedCard[]> {
  return request<SavedCard[]>(scope, 'cards', cardCalls.list, { signal });
}

/**
 * Saves a card (`POST v2`) bound to a fresh one-time token; the answer holds only its last four digits.
 * The caller drops the number once this settles.
 */
export async function addCard(scope: ApiScope, card: NewCard): Promise<SavedCard> {
  const oneTimeToken = await getOneTimeToken(scope);
  const json: NewCardPayload = { ...card, oneTimeToken };
  return request<SavedCard>(scope, 'cards', cardCalls.add, { json });
}

/** Makes a card the favourite (`PATCH v2/{cardId}`); the service clears the others'. */
export function favouriteCard(scope: ApiScope, cardId: string): Promise<SavedCard> {
  const json: FavouriteCardPayload = { favourite: true };
  return request<SavedCard>(scope, 'cards', cardCalls.favourite, { params: { cardId }, json });
}

/** Deletes a saved card (`DELETE v1/{cardId}`). */
export function removeCard(scope: ApiScope, cardId: string): Promise<void> {
  return request<void>(scope, 'cards', cardCalls.remove, { params: { cardId } });
}
