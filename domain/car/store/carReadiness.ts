import type { StoredCar } from './schemas.ts';

/** A choice a car still needs before it is complete. */
export type MissingChoice = 'color' | 'coating';

/**
 * What a car still lacks to be complete (seed 000 §3): a colour, and a coating when its version offers
 * coatings (a version with none, or whose coatings failed to load, needs no coating).
 */
export function missingChoices(
  car: Pick<StoredCar, 'color' | 'coating'>,
  coatingsOffered: boolean,
): MissingChoice[] {
  const missing: MissingChoice[] = [];
  if (!car.color) missing.push('color');
  if (!car.coating && coatingsOffered) missing.push('coating');
  return missing;
}

/** The current car's `isReady` (seed 000 §3): a version is chosen and nothing is missing. */
export function isCarReady(
  car: Pick<StoredCar, 'mvs' | 'color' | 'coating'>,
  coatingsOffered: boolean,
): boolean {
  return car.mvs !== null && missingChoices(car, coatingsOffered).length === 0;
}
