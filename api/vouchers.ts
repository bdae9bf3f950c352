import { onlyDigits } from '../validators/shared/onlyDigits.ts';
import { type ApiScope, type CallSpec, request } from './client.ts';

/** The vouchers calls are the signed-in user's own: each carries the bearer. */
const OWN = { bearer: true } as const;

/**
 * Vouchers service (seed 001 §7 "Vouchers and rewards"): loyalty/fidelity vouchers and rewards. The
 * calls are the signed-in user's own (a person's vouchers, by their CPF or, in Argentina, CUIL, sent
 * as `cpf`): every one carries the bearer, and the service answers only for the caller's document.
 */
export const voucherCalls = {
  loyaltyVoucher: { method: 'POST', path: 'vouchers/loyalty', ...OWN },
  generate: {
    method: 'GET',
    path: 'vouchers/fidelity/generate',
    query: ['cpf', 'voucherId'],
    adds: ['brand'],
    ...OWN,
  },
  redeemed: { method: 'GET', path: 'vouchers/fidelity/redeemed', query: ['cpf'], adds: ['brand'], ...OWN },
  maxDiscount: {
    method: 'GET',
    path: 'vouchers/fidelity/maxDiscount',
    query: ['cpf'],
    adds: ['brand'],
    ...OWN,
  },
  available: { method: 'GET', path: 'vouchers/fidelity/available', query: ['cpf'], adds: ['brand'], ...OWN },
  redeemReward: { method: 'POST', path: 'rewards', ...OWN },
  reward: { method: 'GET', path: 'rewards/{brand}/{id}', ...OWN },
} as const satisfies Record<string, CallSpec>;

/**
 * A voucher as the service sends it. The seeds fix no shape: every field may be missing or typed
 * otherwise, so widgets read it leniently (`api/answers.ts`).
 */
export interface VoucherEntry {
  id?: unknown;
  voucherId?: unknown;
  title?: unknown;
  name?: unknown;
  description?: unknown;
  /** The discount in currency units (`value` in some answers). */
  discount?: unknown;
  value?: unknown;
  validUntil?: unknown;
  expirationDate?: unknown;
  terms?: unknown;
  code?: unknown;
  voucherCode?: unknown;
  /** AVAILABLE, ACTIVE, GENERATED, REDEEMED, EXPIRED… */
  status?: unknown;
  /** The loyalty programme a loyalty voucher came from. */
  program?: unknown;
}

/** A list of vouchers: the list itself, or an object with it. */
export type VouchersAnswer = VoucherEntry[] | { vouchers?: VoucherEntry[] };

/** The maximum discount of a CPF: a number, or an object with `maxDiscount` (or `value`). */
export type MaxDiscountAnswer = number | string | { maxDiscount?: unknown; value?: unknown } | null;

/** What the three fidelity calls answer for one CPF. */
export interface FidelityAnswers {
  available: VouchersAnswer;
  redeemed: VouchersAnswer;
  maxDiscount: MaxDiscountAnswer;
}

/** The answer to a voucher generation: the voucher with its code, or the code alone. */
export type GeneratedVoucherAnswer = VoucherEntry | string | null;

/** The answer to a rewards redemption: the value redeemed, when the service tells it. */
export type RewardAnswer = { value?: unknown } | null | undefined;

/**
 * Available and redeemed fidelity vouchers and the maximum discount of a CPF (digits only are sent,
 * the brand added); the three calls go out together and must all answer.
 */
export async function getFidelityVouchers(
  scope: ApiScope,
  cpf: string,
  signal?: AbortSignal,
): Promise<FidelityAnswers> {
  const query = { cpf: onlyDigits(cpf) };
  const [available, redeemed, maxDiscount] = await Promise.all([
    request<VouchersAnswer>(scope, 'vouchers', voucherCalls.available, { query, signal }),
    request<VouchersAnswer>(scope, 'vouchers', voucherCalls.redeemed, { query, signal }),
    request<MaxDiscountAnswer>(scope, 'vouchers', voucherCalls.maxDiscount, { query, signal }),
  ]);
  return { available, redeemed, maxDiscount };
}

/** Generates the code of an available fidelity voucher for a CPF (digits only are sent). */
export function generateFidelityVoucher(
  scope: ApiScope,
  cpf: string,
  voucherId: string,
): Promise<GeneratedVoucherAnswer> {
  return request(scope, 'vouchers', voucherCalls.generate, { query: { cpf: onlyDigits(cpf), voucherId } });
}

/** Asks for the loyalty voucher of a programme for a CPF (POST vouchers/loyalty, the scope's brand). */
export function requestLoyaltyVoucher(
  scope: ApiScope,
  cpf: string,
  program: string,
): Promise<VoucherEntry | null> {
  return request(scope, 'vouchers', voucherCalls.loyaltyVoucher, {
    json: { cpf: onlyDigits(cpf), brand: scope.brand, program },
  });
}

/**
 * Redeems a rewards gift voucher (POST rewards): the code trimmed and upper-cased, the scope's brand,
 * and the CPF's digits when there is one.
 */
export function redeemReward(scope: ApiScope, code: string, cpf: string | null): Promise<RewardAnswer> {
  return request(scope, 'vouchers', voucherCalls.redeemReward, {
    json: { code: code.trim().toUpperCase(), brand: scope.brand, ...(cpf ? { cpf: onlyDigits(cpf) } : {}) },
  });
}
