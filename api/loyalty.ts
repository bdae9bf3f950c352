import { type ApiScope, type CallSpec, request } from './client.ts';

const LOYALTY = { bearer: true, headers: ['brand'] } as const;

/**
 * Loyalty service (seed 001 §7 "Loyalty"): the path depends on the brand (first segment, the scope's
 * brand unless given), every call carries the brand header and the bearer. `ranking`, `faq` and
 * `prizes` are interpretations (seed 001 §2 names the screens, no call): api/README.md.
 */
export const loyaltyCalls = {
  awardMedal: { method: 'POST', path: '{brand}/{userId}/medals', ...LOYALTY },
  selfMedals: { method: 'POST', path: '{brand}/self/medals', ...LOYALTY },
  self: { method: 'GET', path: '{brand}/self', ...LOYALTY },
  eligibility: { method: 'GET', path: '{brand}/eligibility', query: ['vin'], ...LOYALTY },
  subscription: { method: 'GET', path: '{brand}/v1/subscription', ...LOYALTY },
  subscribe: { method: 'POST', path: '{brand}/v1/subscription', ...LOYALTY },
  plan: { method: 'GET', path: '{brand}/v1/subscription/plan', ...LOYALTY },
  freeRegister: { method: 'POST', path: '{brand}/free/register', ...LOYALTY },
  ranking: { method: 'GET', path: '{brand}/ranking', query: ['page?'], ...LOYALTY },
  faq: { method: 'GET', path: '{brand}/faq', adds: ['language'], ...LOYALTY },
  prizes: { method: 'GET', path: '{brand}/prizes', adds: ['language'], ...LOYALTY },
} as const satisfies Record<string, CallSpec>;

/** The signed-in user in the brand's loyalty programme (`{brand}/self`), as far as widgets read it. */
export type LoyaltySelfAnswer =
  | { program?: unknown; points?: unknown; userId?: unknown; medals?: unknown; rankingPosition?: unknown }
  | null
  | undefined;

/** The signed-in user's loyalty membership in the scope's brand (brand path and header, bearer). */
export function getLoyaltySelf(scope: ApiScope, signal?: AbortSignal): Promise<LoyaltySelfAnswer> {
  return request(scope, 'loyalty', loyaltyCalls.self, { signal });
}

/** Whether the car of a VIN takes part in the brand's programme (`GET {brand}/eligibility?vin=`). */
export function getEligibility(scope: ApiScope, vin: string): Promise<unknown> {
  return request(scope, 'loyalty', loyaltyCalls.eligibility, { query: { vin } });
}

/** The paid programme's plans (`GET {brand}/v1/subscription/plan`). */
export function getPlans(scope: ApiScope, signal?: AbortSignal): Promise<unknown> {
  return request(scope, 'loyalty', loyaltyCalls.plan, { signal });
}

/** The signed-in user's subscription to the paid programme (`GET {brand}/v1/subscription`; 404: none). */
export function getSubscription(scope: ApiScope, signal?: AbortSignal): Promise<unknown> {
  return request(scope, 'loyalty', loyaltyCalls.subscription, { signal });
}

/** What a subscription sends: the plan and how it is paid. */
export interface SubscribePayload {
  planId: string;
  paymentMethod: 'CARD' | 'PIX';
}

/** Subscribes the signed-in user to a plan of the paid programme (`POST {brand}/v1/subscription`). */
export function subscribe(scope: ApiScope, json: SubscribePayload): Promise<unknown> {
  return request(scope, 'loyalty', loyaltyCalls.subscribe, { json });
}

/** What a free registration sends: the member's name, e-mail and CPF (digits). */
export interface FreeRegisterPayload {
  name: string;
  email: string;
  cpf: string;
}

/** Registers the signed-in user in the free programme (`POST {brand}/free/register`). */
export function freeRegister(scope: ApiScope, json: FreeRegisterPayload): Promise<unknown> {
  return request(scope, 'loyalty', loyaltyCalls.freeRegister, { json });
}

/** Gives the signed-in member a medal (`POST {brand}/self/medals`); 409 when already earned. */
export function awardSelfMedal(scope: ApiScope, medalId: string): Promise<unknown> {
  return request(scope, 'loyalty', loyaltyCalls.selfMedals, { json: { medalId } });
}

/** One page of the programme's ranking (`GET {brand}/ranking?page=`, 0-based; the service sets the size). */
export function getRankingPage(scope: ApiScope, page: number, signal?: AbortSignal): Promise<unknown> {
  return request(scope, 'loyalty', loyaltyCalls.ranking, { query: { page }, signal });
}

/** The programme's questions and answers in the market's language (`GET {brand}/faq`). */
export function getFaq(scope: ApiScope, signal?: AbortSignal): Promise<unknown> {
  return request(scope, 'loyalty', loyaltyCalls.faq, { signal });
}

/** The prizes members can reach, in the market's language (`GET {brand}/prizes`). */
export function getPrizes(scope: ApiScope, signal?: AbortSignal): Promise<unknown> {
  return request(scope, 'loyalty', loyaltyCalls.prizes, { signal });
}
