import type { Offer } from '../../api/car.ts';
import type { CarState } from '../../domain/car/store/CarState.ts';

/** A choice the summary needs before it can be printed, downloaded or shared. */
export type MissingChoice = 'color' | 'coating';

/**
 * What the car still lacks for a complete summary (issue 14 item 11): a colour, and a coating when the
 * version offers coatings (a version with none, or whose coatings failed to load, needs no coating).
 */
export function missingChoices(car: CarState, offer: Offer | undefined): MissingChoice[] {
  const missing: MissingChoice[] = [];
  if (!car.color) missing.push('color');
  if (!car.coating && (offer?.coatings.length ?? 0) > 0) missing.push('coating');
  return missing;
}
