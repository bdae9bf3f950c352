import type { FinancedCar } from '../../domain/car/financedCar.ts';

/** The car fields a financed car and a simulation's input share. */
type CarFields = Pick<FinancedCar, 'mvs' | 'year' | 'price' | 'colorCode'> & {
  partIds?: string[] | undefined;
};

/**
 * What makes a financed car the same car for a plan: version, year, price, colour and parts (in any
 * order) — of the car on screen or of the input a plan was simulated for. '' without a car.
 */
export function carKeyOf(car: CarFields | null): string {
  if (!car) return '';
  const parts = [...(car.partIds ?? [])].sort().join(',');
  return [car.mvs, car.year, car.price, car.colorCode, parts].join('|');
}
