import { parseMoney } from '../../validators/index.ts';

/** The share of the list price below which the reporting service refuses a working price (422). */
export const WORKING_PRICE_FLOOR = 0.8;

/**
 * A working price as typed in the money mask ("R$ 98.500,00", "$ 25.000.000,00"): its amount when it is
 * a positive money value, else null (nothing to send).
 */
export function workingPriceOf(typed: string): number | null {
  const price = parseMoney(typed.trim());
  return price !== null && price > 0 ? price : null;
}

/** The least working price the service takes for a version of this list price. */
export function workingPriceFloor(listPrice: number): number {
  return Math.round(listPrice * WORKING_PRICE_FLOOR * 100) / 100;
}
