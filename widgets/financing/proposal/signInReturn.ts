import * as v from 'valibot';
import type { FundingSource, NormalizedSimulation, SimulationInput } from '../../../api/financing/types.ts';
import type { FundingStep } from '../steps.ts';
import { DOCUMENT_FIELDS } from './draft.ts';

/** Session-storage key of what a shopper leaving to sign in comes back to. */
export const signInReturnKey = (brand: string) => `hub:financing:sign-in:${brand}`;

/** How long the round trip to the sign-in page may take (30 minutes). */
export const SIGN_IN_RETURN_TTL_MS = 30 * 60_000;

const finite = v.pipe(v.number(), v.finite());

const SignInReturnSchema = v.object({
  savedAt: finite,
  source: v.picklist(['CDC', 'NEXT', 'PSA_TRADITIONAL', 'PSA_BALAO']),
  step: v.picklist(['installment-check', 'installment-register', 'next-lead-form']),
  params: v.object({
    entrancePercent: finite,
    numberOfInstallments: finite,
    finalInstallmentPercentage: finite,
  }),
  chosen: v.object({
    input: v.looseObject({ mvs: v.string(), year: finite, price: finite, colorCode: v.string() }),
    result: v.looseObject({ installmentsValue: finite, totalInstallments: finite, entranceValue: finite }),
  }),
  documents: v.record(v.picklist(DOCUMENT_FIELDS), v.pipe(v.string(), v.maxLength(40))),
});

/**
 * Where a shopper who left to sign in in the middle of a proposal was: the source, the sliders, the
 * chosen plan, the step and the document numbers typed (the form's draft keeps the rest; no token,
 * no card data).
 */
export interface SignInReturn {
  source: Exclude<FundingSource, 'ZFLOW'>;
  step: Extract<FundingStep, 'installment-check' | 'installment-register' | 'next-lead-form'>;
  params: { entrancePercent: number; numberOfInstallments: number; finalInstallmentPercentage: number };
  chosen: { input: SimulationInput; result: NormalizedSimulation };
  documents: Partial<Record<(typeof DOCUMENT_FIELDS)[number], string>>;
}

/** The sign-in page's address with the way back (`returnUrl`, the page the shopper is on). */
export function signInHref(loginUrl: string, here: string): string {
  const url = new URL(loginUrl, here);
  url.searchParams.set('returnUrl', here);
  return url.href;
}

/** Keeps where the shopper is before they leave to sign in. Storage failures are ignored. */
export function keepSignInReturn(
  storage: Storage | undefined,
  key: string,
  state: SignInReturn,
  now = Date.now(),
) {
  try {
    storage?.setItem(key, JSON.stringify({ ...state, savedAt: now }));
  } catch {
    /* storage full or blocked: the shopper starts the proposal again after signing in */
  }
}

/** What the shopper left to sign in, once (it is removed as read); null when none, invalid or too old. */
export function takeSignInReturn(
  storage: Storage | undefined,
  key: string,
  now = Date.now(),
): SignInReturn | null {
  try {
    const raw = storage?.getItem(key) ?? null;
    storage?.removeItem(key);
    const parsed = v.safeParse(SignInReturnSchema, JSON.parse(raw ?? 'null'));
    if (!parsed.success) return null;
    const { savedAt, ...state } = parsed.output;
    if (now < savedAt || now - savedAt > SIGN_IN_RETURN_TTL_MS) return null;
    return state as unknown as SignInReturn;
  } catch {
    return null;
  }
}
