import type { GarageCar } from '../../api/garage.ts';

/** A garage car's name as the user knows it: model and version, else the version code; then the year. */
export function garageCarName(car: GarageCar): string {
  const name = [car.modelName, car.versionName].filter(Boolean).join(' ') || car.mvsCode;
  return `${name} ${car.year}`;
}
