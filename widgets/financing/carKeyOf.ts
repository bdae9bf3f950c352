import type { FinancedCar } from '../../domain/car/financedCar.ts';

/**
 * What makes a financed car the same car for a plan: version, year, price, colour and parts (in any
 * order). Two cars with one key are simulated alike; '' without a car.
 */
export function carKeyOf(car: FinancedCar | null): string {
  if (!car) return '';
  const parts = [...car.partIds].sort().join(',');
  return [car.mvs, car.year, car.price, car.colorCode, parts].join('|');
}
