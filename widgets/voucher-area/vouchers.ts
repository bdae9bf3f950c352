import { type ApiScope, request } from '../../api/client.ts';
import { loyaltyCalls } from '../../api/loyalty.ts';
import { voucherCalls } from '../../api/vouchers.ts';
import { onlyDigits } from '../../validators/index.ts';

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

type Raw = Record<string, unknown>;
const str = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() ? v.trim() : typeof v === 'number' ? String(v) : null;
const num = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v)
    ? v
    : typeof v === 'string' && v.trim() && Number.isFinite(Number(v))
      ? Number(v)
      : null;
const listOf = (value: unknown, key: string): Raw[] => {
  const list = Array.isArray(value) ? value : value && typeof value === 'object' ? (value as Raw)[key] : null;
  return Array.isArray(list) ? list.filter((x): x is Raw => Boolean(x) && typeof x === 'object') : [];
};

/** Reads one voucher leniently (the seeds do not fix the shapes). */
export function toVoucher(raw: Raw, index: number, fallbackStatus: string): Voucher {
  return {
    id: str(raw.id) ?? str(raw.voucherId) ?? `voucher-${index + 1}`,
    title: str(raw.title) ?? str(raw.name) ?? '',
    description: str(raw.description),
    discount: num(raw.discount) ?? num(raw.value),
    validUntil: str(raw.validUntil) ?? str(raw.expirationDate),
    terms: str(raw.terms),
    code: str(raw.code) ?? str(raw.voucherCode),
    status: (str(raw.status) ?? fallbackStatus).toUpperCase(),
    program: str(raw.program),
  };
}

/** Where a voucher is listed: still to generate, active (code to present), or used up. */
export type VoucherGroup = 'available' | 'active' | 'past';

/** The list a voucher belongs in, by its status. */
export function groupOf(voucher: Voucher): VoucherGroup {
  if (voucher.status === 'AVAILABLE') return 'available';
  if (voucher.status === 'ACTIVE' || voucher.status === 'GENERATED') return 'active';
  return 'past';
}

/** Brands with a loyalty programme (seed 001: Jeep Nation and Jeep Wave; Peugeot and Ram named for loyalty). */
export const LOYALTY_BRANDS: readonly string[] = ['jeep', 'peugeot', 'ram'];

/** The signed-in user's membership of the brand's loyalty programme. */
export interface LoyaltyMembership {
  program: string;
  points: number | null;
}

/** Reads the membership (loyalty `{brand}/self`: brand path, brand header, bearer). */
export async function loadMembership(scope: ApiScope, signal?: AbortSignal): Promise<LoyaltyMembership> {
  const raw = (await request<unknown>(scope, 'loyalty', loyaltyCalls.self, { signal })) as Raw | null;
  const program = str(raw?.program);
  if (!program) throw new Error('loyalty: no programme in the answer');
  return { program, points: num(raw?.points) };
}

/** Asks for the loyalty voucher of a programme (POST vouchers/loyalty); the voucher issued. */
export async function requestLoyaltyVoucher(scope: ApiScope, cpf: string, program: string): Promise<Voucher> {
  const raw = await request<unknown>(scope, 'vouchers', voucherCalls.loyaltyVoucher, {
    json: { cpf: onlyDigits(cpf), brand: scope.brand, program },
  });
  return toVoucher((raw && typeof raw === 'object' ? raw : {}) as Raw, 0, 'AVAILABLE');
}

/** Available and redeemed fidelity vouchers and the maximum discount of a CPF (digits only are sent). */
export async function loadFidelityVouchers(
  scope: ApiScope,
  cpf: string,
  signal?: AbortSignal,
): Promise<FidelityVouchers> {
  const query = { cpf: onlyDigits(cpf) };
  const [available, redeemed, max] = await Promise.all([
    request<unknown>(scope, 'vouchers', voucherCalls.available, { query, signal }),
    request<unknown>(scope, 'vouchers', voucherCalls.redeemed, { query, signal }),
    request<unknown>(scope, 'vouchers', voucherCalls.maxDiscount, { query, signal }),
  ]);
  return {
    available: listOf(available, 'vouchers').map((raw, i) => toVoucher(raw, i, 'AVAILABLE')),
    redeemed: listOf(redeemed, 'vouchers').map((raw, i) => toVoucher(raw, i, 'REDEEMED')),
    maxDiscount:
      num(max) ??
      (max && typeof max === 'object' ? (num((max as Raw).maxDiscount) ?? num((max as Raw).value)) : null),
  };
}

/** Generates the code of an available voucher for a CPF. */
export async function generateVoucher(scope: ApiScope, cpf: string, voucherId: string): Promise<Voucher> {
  const raw = await request<unknown>(scope, 'vouchers', voucherCalls.generate, {
    query: { cpf: onlyDigits(cpf), voucherId },
  });
  return toVoucher((raw && typeof raw === 'object' ? raw : { code: raw }) as Raw, 0, 'ACTIVE');
}

/** Redeems a rewards gift voucher (POST rewards); the value redeemed, when the answer gives one. */
export async function redeemReward(
  scope: ApiScope,
  code: string,
  cpf: string | null,
): Promise<{ value: number | null }> {
  const raw = await request<unknown>(scope, 'vouchers', voucherCalls.redeemReward, {
    json: { code: code.trim().toUpperCase(), brand: scope.brand, ...(cpf ? { cpf: onlyDigits(cpf) } : {}) },
  });
  return { value: raw && typeof raw === 'object' ? num((raw as Raw).value) : null };
}
