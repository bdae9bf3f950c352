import { numberOf, recordOf, textOf } from '../../api/answers.ts';
import type { LoyaltySelfAnswer } from '../../api/loyalty.ts';
import { type LoyaltyMembership, toMembership } from './membership.ts';

/** A member as the loyalty area shows them: the membership plus who, medals earned and ranking place. */
export interface LoyaltyMember extends LoyaltyMembership {
  /** The member's id in the programme (what the welcome is remembered by); null when not answered. */
  userId: string | null;
  /** Ids of the medals earned. */
  medals: string[];
  rankingPosition: number | null;
}

/** The member in a loyalty `self` answer; an answer without a programme is a failure. */
export function toMember(answer: LoyaltySelfAnswer): LoyaltyMember {
  const raw = recordOf(answer);
  const medals = (Array.isArray(raw?.medals) ? (raw.medals as unknown[]) : [])
    .map((m) => textOf(m) ?? textOf(recordOf(m)?.medalId))
    .filter((m): m is string => Boolean(m));
  return {
    ...toMembership(answer),
    userId: textOf(raw?.userId),
    medals,
    rankingPosition: numberOf(raw?.rankingPosition),
  };
}
