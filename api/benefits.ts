import { type ApiScope, type CallSpec, request } from './client.ts';

const HUB = { headers: ['x-hub-context'] } as const;

/**
 * Benefits service (seed 001 §7 "Benefits service v1", "Other benefits"). The v1 calls and the
 * warranty terms carry `x-hub-context` naming the brand.
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
  polls: { method: 'GET', path: 'v1/polls-user', query: ['type'], adds: ['brand'], ...HUB },
  vote: { method: 'POST', path: 'v1/polls-user/{pollId}/vote', ...HUB },
  syncDealer: { method: 'POST', path: 'v1/benefits-dealer/{id}/sync', ...HUB },
  flawlessDelivery: { method: 'GET', path: 'flawlessDelivery/{source}/{vin}' },
  invoice: { method: 'GET', path: 'invoice', query: ['vin'] },
  mopar: { method: 'GET', path: 'mopar', adds: ['brand', 'market'] },
  moparModels: { method: 'GET', path: 'mopar/possible-models', adds: ['brand'] },
  paymentSimulation: { method: 'POST', path: 'simulation/payment' },
  warranty: { method: 'GET', path: 'warranty', query: ['modelCode'] },
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

/** The benefit base data of a user: always asked with `valid_user=true`. */
export function getBenefitBaseData(scope: ApiScope, hash?: string): Promise<unknown> {
  return request(scope, 'benefits', benefitCalls.baseData, { query: { hash, valid_user: true } });
}

/** Simulates a payment; the `referrer` header names the page asking. */
export function simulateBenefitPayment(scope: ApiScope, body: object, referrer: string): Promise<unknown> {
  return request(scope, 'benefits', benefitCalls.paymentSimulation, { json: body, headers: { referrer } });
}
