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

/** A one-time token of the cards service (bearer): a card payment is bound to it, once. */
export function getOneTimeToken(scope: ApiScope): Promise<string> {
  return request<{ token: string }>(scope, 'cards', cardCalls.oneTimeToken).then((r) => r.token);
}
