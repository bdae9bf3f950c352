/** The rating scale of seed 000 §3: 1 very bad, 2 bad, 3 regular, 4 good, 5 very good. */
export const RATINGS = ['1', '2', '3', '4', '5'] as const;

/** One grade of {@link RATINGS}. */
export type Rating = (typeof RATINGS)[number];
