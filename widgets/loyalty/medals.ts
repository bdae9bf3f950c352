/** The programme's medals (the ids the loyalty service awards), in the order the collection shows them. */
export const MEDAL_IDS = ['WELCOME', 'FIRST_REVIEW', 'OFF_ROAD', 'AMBASSADOR', 'TEN_THOUSAND_KM'] as const;

/** A medal id of the collection. */
export type MedalId = (typeof MEDAL_IDS)[number];

/** The medal the welcome gives. */
export const WELCOME_MEDAL: MedalId = 'WELCOME';
