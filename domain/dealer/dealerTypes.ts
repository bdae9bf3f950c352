/** Dealer types (seed 000 §3). */
export const DEALER_TYPES = ['ONLINE_SCHEDULE', 'DIGITAL_DEALER'] as const;
/** A dealer type. */
export type DealerType = (typeof DEALER_TYPES)[number];
