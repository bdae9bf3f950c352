import type { Opinion, Rating } from '../../api/opinions.ts';

/** The ratings from best to worst, as the distribution lists them. */
export const RATINGS_DOWN: readonly Rating[] = [5, 4, 3, 2, 1];

/** The average and the distribution of a model's ratings. */
export interface RatingSummary {
  count: number;
  /** Average to one decimal; 0 when nobody rated. */
  average: number;
  /** One row per rating, 5 to 1: how many gave it and their share in whole percent. */
  distribution: { rating: Rating; count: number; percent: number }[];
}

/** The average (one decimal) and the count and share of each rating, 5 first. */
export function ratingSummary(opinions: readonly Pick<Opinion, 'rating'>[]): RatingSummary {
  const count = opinions.length;
  const total = opinions.reduce((sum, o) => sum + o.rating, 0);
  return {
    count,
    average: count ? Math.round((total / count) * 10) / 10 : 0,
    distribution: RATINGS_DOWN.map((rating) => {
      const given = opinions.filter((o) => o.rating === rating).length;
      return { rating, count: given, percent: count ? Math.round((given / count) * 100) : 0 };
    }),
  };
}
