import type { ApiScope } from '../../api/client.ts';
import type { PickedDealer } from '../../api/dealers.ts';
import { dealersIn } from '../../api/dealers.ts';
import type { Place } from '../../api/location.ts';
import type { SharedLocation } from '../location/location.ts';

/** Influence areas and regionals of a place for the brand, and whether the brand has dealers there. */
export interface Coverage {
  influenceAreas: SharedLocation['influenceAreas'];
  regionals: SharedLocation['regionals'];
  dealerCount: number;
}

/** The distinct influence areas and regionals of a place's dealers, named by brand (seed 000 §3). */
export function coverageOf(dealers: readonly PickedDealer[], brand: string): Coverage {
  const areas = new Set<number>();
  const regionals = new Set<number>();
  for (const dealer of dealers) {
    if (typeof dealer.influenceAreaId === 'number') areas.add(dealer.influenceAreaId);
    if (typeof dealer.regionalId === 'number') regionals.add(dealer.regionalId);
  }
  return {
    influenceAreas: [...areas].map((id) => ({ id, brandName: brand })),
    regionals: [...regionals].map((regionalId) => ({ regionalId, brandName: brand })),
    dealerCount: dealers.length,
  };
}

/**
 * The brand's coverage of a city, from its dealers (v2 findDealersBy). A city without an influence
 * area or a regional keeps empty lists: the calls that need them refuse with the seed's
 * 'There is no influence area' / 'There is no Regional' (seed 000 §8), logged here once.
 */
export async function findCoverage(scope: ApiScope, place: Place, signal?: AbortSignal): Promise<Coverage> {
  const coverage = coverageOf(await dealersIn(scope, place, signal), scope.brand);
  if (coverage.influenceAreas.length === 0)
    console.warn(`[hub-widgets] location ${place.stateCode}/${place.cityName}: There is no influence area`);
  if (coverage.regionals.length === 0)
    console.warn(`[hub-widgets] location ${place.stateCode}/${place.cityName}: There is no Regional`);
  return coverage;
}
