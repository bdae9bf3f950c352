import { listOf, numberOf, recordOf, textOf } from '../../api/answers.ts';
import type {
  FidelityAnswers,
  GeneratedVoucherAnswer,
  RewardAnswer,
  VoucherEntry,
} from '../../api/vouchers.ts';
import { ServiceError } from '../../core/errors.ts';

/** A fidelity voucher as the widget shows it. */
export interface Voucher {
  id: string;
  title: string;
  description: string | null;
  /** Discount in currency units, when the service gives one. */
  discount: number | null;
  validUntil: string | null;
  terms: string | null;
  /** The voucher code, once generated or redeemed. */
  code: string | null;
  status: string;
  /** The loyalty programme a loyalty voucher came from. */
  program: string | null;
}

/** The fidelity vouchers of a CPF. */
export interface FidelityVouchers {
  available: Voucher[];
  redeemed: Voucher[];
  maxDiscount: number | null;
}

/** Reads one voucher leniently (the seeds do not fix the shapes); `fallbackStatus` when it has none. */
export function toVoucher(raw: VoucherEntry, index: number, fallbackStatus: string): Voucher {
  return {
    id: textOf(raw.id) ?? textOf(raw.voucherId) ?? `voucher-${index + 1}`,
    title: textOf(raw.title) ?? textOf(raw.name) ?? '',
    description: textOf(raw.description),
    discount: numberOf(raw.discount) ?? numberOf(raw.value),
    validUntil: textOf(raw.validUntil) ?? textOf(raw.expirationDate),
    terms: textOf(raw.terms),
    code: textOf(raw.code) ?? textOf(raw.voucherCode),
    status: (textOf(raw.status) ?? fallbackStatus).toUpperCase(),
    program: textOf(raw.program),
  };
}

/** The vouchers of a CPF: available ones (AVAILABLE unless told), redeemed ones, the maximum discount. */
export function toFidelityVouchers({ available, redeemed, maxDiscount }: FidelityAnswers): FidelityVouchers {
  const max = recordOf(maxDiscount);
  return {
    available: listOf(available, 'vouchers').map((raw, i) => toVoucher(raw, i, 'AVAILABLE')),
    redeemed: listOf(redeemed, 'vouchers').map((raw, i) => toVoucher(raw, i, 'REDEEMED')),
    maxDiscount: numberOf(maxDiscount) ?? (max ? (numberOf(max.maxDiscount) ?? numberOf(max.value)) : null),
  };
}

/** A generated voucher (ACTIVE unless told): the answer read as a voucher, or as its bare code. */
export function toGeneratedVoucher(answer: GeneratedVoucherAnswer): Voucher {
  return toVoucher(recordOf(answer) ?? { code: answer }, 0, 'ACTIVE');
}

/** The value a rewards redemption gave, when the answer tells it. */
export function redeemedValue(answer: RewardAnswer): number | null {
  return numberOf(recordOf(answer)?.value);
}

/** Why a gift-voucher redemption failed, as the owner is told: a used code, an unknown code, or else. */
export type RewardFailure = 'used' | 'unknown' | 'other';

/** The failure of a rewards redemption: 409 is a code already used, 422 a code the brand never issued. */
export function rewardFailureOf(failure: unknown): RewardFailure {
  if (!(failure instanceof ServiceError)) return 'other';
  if (failure.status === 409) return 'used';
  if (failure.status === 422) return 'unknown';
  return 'other';
}

/** Where a voucher is listed: still to generate, active (code to present), or used up. */
export type VoucherGroup = 'available' | 'active' | 'past';

/** The list a voucher belongs in, by its status. */
export function groupOf(voucher: Voucher): VoucherGroup {
  if (voucher.status === 'AVAILABLE') return 'available';
  if (voucher.status === 'ACTIVE' || voucher.status === 'GENERATED') return 'active';
  return 'past';
}
