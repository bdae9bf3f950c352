import type { Opinion } from '../../api/opinions.ts';

/** The list's orders (seed 000 §2): most recent, best rated, most useful. */
export const OPINION_SORTS = ['recent', 'rating', 'useful'] as const;
/** One of {@link OPINION_SORTS}. */
export type OpinionSort = (typeof OPINION_SORTS)[number];

const byRecent = (a: Opinion, b: Opinion) => b.createdAt.localeCompare(a.createdAt);
const byRating = (a: Opinion, b: Opinion) => b.rating - a.rating;
const byUseful = (a: Opinion, b: Opinion) => b.useful - a.useful;

/** Ties: the more recent first, then the id, so the order never changes between two renders. */
const ORDERS: Record<OpinionSort, ((a: Opinion, b: Opinion) => number)[]> = {
  recent: [byRecent, byUseful],
  rating: [byRating, byRecent, byUseful],
  useful: [byUseful, byRecent],
};

/** A new list of the opinions in the chosen order (the given list is left as it is). */
export function sortOpinions(opinions: readonly Opinion[], sort: OpinionSort): Opinion[] {
  const compare = [...ORDERS[sort], (a: Opinion, b: Opinion) => a.id.localeCompare(b.id)];
  return [...opinions].sort((a, b) => {
    for (const order of compare) {
      const result = order(a, b);
      if (result !== 0) return result;
    }
    return 0;
  });
}
