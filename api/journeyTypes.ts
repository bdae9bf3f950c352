/** What a journey validates the identity for (the `{type}` of its paths, seed 001 §7 Journey). */
export const JOURNEY_TYPES = ['FINANCING', 'RESERVATION', 'SIGN_UP'] as const;

/** A journey's type, one of {@link JOURNEY_TYPES}. */
export type JourneyType = (typeof JOURNEY_TYPES)[number];
