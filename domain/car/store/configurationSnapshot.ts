import type { ConfigurationSnapshot, StoredCar } from './schemas.ts';

/**
 * The ids a configuration is made of — mvs code, model year, colour, coating, parts (every part that is
 * not an accessory, radio parts included), services and accessories — or null before an mvs is chosen.
 */
export function configurationSnapshot(
  car: Pick<StoredCar, 'mvs' | 'color' | 'coating' | 'parts' | 'services'>,
): ConfigurationSnapshot | null {
  if (!car.mvs) return null;
  return {
    mvs: car.mvs.code,
    year: car.mvs.year,
    color: car.color?.id ?? null,
    coating: car.coating?.id ?? null,
    parts: car.parts.filter((part) => part.type !== 'ACCESSORY').map((part) => part.id),
    services: car.services.map((service) => service.id),
    accessories: car.parts.filter((part) => part.type === 'ACCESSORY').map((part) => part.id),
  };
}
