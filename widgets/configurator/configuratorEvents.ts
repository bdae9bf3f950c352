import type { HubEventDetails } from '../../core/events.ts';
import type { CarState } from '../../domain/car/store/CarState.ts';

/**
 * The `hub-configuration-change` detail of a car (CONTRACT §3): the mvs code, the colour code, the codes
 * of the selected parts (optionals and accessories), the total and the car's name (model and version,
 * for the GA4 items); null before a version is chosen.
 */
export function configurationDetail(car: CarState): HubEventDetails['hub-configuration-change'] | null {
  if (!car.mvs) return null;
  return {
    mvs: car.mvs.code,
    color: car.color?.code ?? null,
    parts: car.parts.map((part) => part.code),
    total: car.totals.total,
    name: [car.mvs.modelName, car.mvs.versionName].filter(Boolean).join(' ') || car.mvs.code,
  };
}
