import type { BenefitPoll } from '../../api/benefits.ts';

/** One option's share of a poll's votes. */
export interface PollShare {
  id: string;
  text: string;
  votes: number;
  /** Whole percent of all votes (0 when nobody voted yet). */
  percent: number;
}

/** What a member reads of a poll: the shares, whether the result is final, how many votes are missing. */
export interface PollResult {
  total: number;
  target: number;
  /** The target number of members has voted: the result no longer changes meaning. */
  final: boolean;
  /** Votes still missing before the result is final (0 when final). */
  missing: number;
  shares: PollShare[];
}

/**
 * The result of a benefit survey (seed 001 §2): partial until the target number of members has
 * voted, final from then on; percentages are whole numbers of all votes so far.
 */
export function pollResult(poll: Pick<BenefitPoll, 'target' | 'options'>): PollResult {
  const total = poll.options.reduce((sum, option) => sum + option.votes, 0);
  const target = Math.max(0, poll.target);
  return {
    total,
    target,
    final: total >= target,
    missing: Math.max(0, target - total),
    shares: poll.options.map((option) => ({
      ...option,
      percent: total === 0 ? 0 : Math.round((option.votes / total) * 100),
    })),
  };
}
