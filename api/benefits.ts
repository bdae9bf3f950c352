import { type ApiScope, type CallSpec, request } from './client.ts';

const HUB = { headers: ['x-hub-context'] } as const;

/**
 * Benefits service (seed 001 §7 "Benefits service v1", "Other benefits"). The v1 calls and the
 * warranty terms carry `x-hub-context` naming the brand; the warranty is asked in the market's language.
 */
export const benefitCalls = {
  coverageByEmail: { method: 'GET', path: 'v1/coverage/simple/{entityId}/email/{email}', ...HUB },
  coverageByChassis: { method: 'GET', path: 'v1/coverage/simple/{audienceId}/chassi/{chassi}', ...HUB },
  availableOne: { method: 'GET', path: 'v1/benefits-user/available/{id}', query: ['hash'], ...HUB },
  redeemedOne: { method: 'GET', path: 'v1/benefits-user/redeemed/{id}', query: ['hash'], ...HUB },
  available: { method: 'GET', path: 'v1/benefits-user/available', query: ['hash?'], ...HUB },
  redeemed: { method: 'GET', path: 'v1/benefits-user/redeemed', query: ['hash?'], ...HUB },
  next: { method: 'GET', path: 'v1/benefits-user/next', query: ['hash?'], ...HUB },
  rate: { method: 'POST', path: 'v1/benefits-user/{id}/rating', ...HUB },
  redeem: { method: 'POST', path: 'v1/benefits-user/{id}/redeem', ...HUB },
  baseData: { method: 'GET', path: 'v1/base-data', query: ['hash?', 'valid_user'], ...HUB },
  polls: { method: 'GET', path: 'v1/polls-user', query: ['type', 'hash?'], adds: ['brand'], ...HUB },
  vote: { method: 'POST', path: 'v1/polls-user/{pollId}/vote', query: ['hash'], ...HUB },
  syncDealer: { method: 'POST', path: 'v1/benefits-dealer/{id}/sync', ...HUB },
  flawlessDelivery: { method: 'GET', path: 'flawlessDelivery/{source}/{vin}' },
  invoice: { method: 'GET', path: 'invoice', query: ['vin'] },
  mopar: { method: 'GET', path: 'mopar', adds: ['brand', 'market'] },
  moparModels: { method: 'GET', path: 'mopar/possible-models', adds: ['brand'] },
  paymentSimulation: { method: 'POST', path: 'simulation/payment' },
  warranty: { method: 'GET', path: 'warranty', query: ['modelCode'], headers: ['accept-language'] },
  warrantyTerms: { method: 'POST', path: 'warranty-terms', response: 'blob', ...HUB },
} as const satisfies Record<string, CallSpec>;

/** Redeem types (seed 001 §3). */
export type RedeemType = 'SELF' | 'GIFT' | 'GIFTED';

/** Redeems a benefit at a dealer; `type` defaults to SELF. */
export function redeemBenefit(
  scope: ApiScope,
  benefit: { id: string; hash: string },
  dealerCode: string,
  type: RedeemType = 'SELF',
): Promise<unknown> {
  return request(scope, 'benefits', benefitCalls.redeem, {
    params: { id: benefit.id },
    json: { dealer_code: dealerCode, type, hash: benefit.hash },
  });
}

/** A benefit as the benefits service lists it (available, redeemed or next). */
export interface Benefit {
  id: string;
  title: string;
  partner: string;
  /** 100: a courtesy; 1–99: a discount benefit. */
  discountPercent: number;
  /** YYYY-MM-DD. */
  validUntil: string;
  /** YYYY-MM-DD from when a "next" benefit can be redeemed; null when it can be now. */
  availableFrom: string | null;
  /** Redeemed ones: when, how and where. */
  redeemedAt?: string;
  type?: RedeemType;
  dealer_code?: string;
}

/** The three lists of a member's benefits (seed 001 §7). */
export type BenefitList = 'available' | 'redeemed' | 'next';

/** One list of the member's benefits, by the member's hash. */
export function getBenefits(
  scope: ApiScope,
  list: BenefitList,
  hash: string,
  signal?: AbortSignal,
): Promise<Benefit[]> {
  return request(scope, 'benefits', benefitCalls[list], { query: { hash }, signal });
}

/** One benefit of the member by its id (`available/{id}` or `redeemed/{id}`, with the member's hash). */
export function getBenefit(
  scope: ApiScope,
  list: 'available' | 'redeemed',
  id: string,
  hash: string,
  signal?: AbortSignal,
): Promise<Benefit> {
  const call = list === 'available' ? benefitCalls.availableOne : benefitCalls.redeemedOne;
  return request(scope, 'benefits', call, { params: { id }, query: { hash }, signal });
}

/** Rates a benefit from 1 (very bad) to 5 (very good). */
export function rateBenefit(scope: ApiScope, id: string, rating: number): Promise<unknown> {
  return request(scope, 'benefits', benefitCalls.rate, { params: { id }, json: { rating } });
}

/** The base data of a benefits member (`valid_user` true on read). */
export interface BenefitBaseData {
  valid_user: boolean;
  name: string | null;
  /** The registered document: CPF in Brazil, CUIL in Argentina. */
  document: string | null;
  /** The dependants' documents registered with it. */
  dependants: string[];
  /** Where coverage is checked by e-mail (entity) and by chassis (audience). */
  entityId: string;
  audienceId: string;
}

/** The benefit base data of a user: always asked with `valid_user=true`. */
export function getBenefitBaseData(
  scope: ApiScope,
  hash?: string,
  signal?: AbortSignal,
): Promise<BenefitBaseData> {
  return request(scope, 'benefits', benefitCalls.baseData, { query: { hash, valid_user: true }, signal });
}

/** A coverage check: by e-mail within an entity, or by chassis within an audience. */
export type CoverageQuery = { entityId: string; email: string } | { audienceId: string; chassis: string };

/** Whether a person (e-mail) or a car (chassis) is covered by the benefits. */
export async function checkBenefitCoverage(scope: ApiScope, query: CoverageQuery): Promise<boolean> {
  const answer = await request<{ covered?: boolean }>(
    scope,
    'benefits',
    'email' in query ? benefitCalls.coverageByEmail : benefitCalls.coverageByChassis,
    {
      params:
        'email' in query
          ? { entityId: query.entityId, email: query.email }
          : { audienceId: query.audienceId, chassi: query.chassis },
    },
  );
  return answer.covered === true;
}

/** A members' poll: the votes so far, the members needed for a final result, the member's own vote. */
export interface BenefitPoll {
  id: string;
  question: string;
  target: number;
  /** The option this member voted for; null before voting. */
  voted: string | null;
  options: { id: string; text: string; votes: number }[];
}

/** The polls of the brand (response domain type SINGLE) as the member reads them. */
export function getBenefitPolls(scope: ApiScope, hash: string, signal?: AbortSignal): Promise<BenefitPoll[]> {
  return request(scope, 'benefits', benefitCalls.polls, { query: { type: 'SINGLE', hash }, signal });
}

/** Votes in a poll (body `option_id`); the answer is the poll with the vote counted. */
export function votePoll(
  scope: ApiScope,
  pollId: string,
  optionId: string,
  hash: string,
): Promise<BenefitPoll> {
  return request(scope, 'benefits', benefitCalls.vote, {
    params: { pollId },
    query: { hash },
    json: { option_id: optionId },
  });
}

/** Simulates a payment; the `referrer` header names the page asking. */
export function simulateBenefitPayment(scope: ApiScope, body: object, referrer: string): Promise<unknown> {
  return request(scope, 'benefits', benefitCalls.paymentSimulation, { json: body, headers: { referrer } });
}
