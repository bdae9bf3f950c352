import { numberOf, recordOf, textOf } from '../../api/answers.ts';
import type { LoyaltySelfAnswer } from '../../api/loyalty.ts';

/** Brands with a loyalty programme (seed 001: Jeep Nation and Jeep Wave; Peugeot and Ram named for loyalty). */
export const LOYALTY_BRANDS: readonly string[] = ['jeep', 'peugeot', 'ram'];

/** The signed-in user's membership of the brand's loyalty programme. */
export interface LoyaltyMembership {
  program: string;
  points: number | null;
}

/** The membership in a loyalty `self` answer; an answer without a programme is a failure. */
export function toMembership(answer: LoyaltySelfAnswer): LoyaltyMembership {
  const raw = recordOf(answer);
  const program = textOf(raw?.program);
  if (!program) throw new Error('loyalty: no programme in the answer');
  return { program, points: numberOf(raw?.points) };
}
