import type { ApiScope } from '../../api/client.ts';
import { dealerPrices, dealerWorkingPrices, workingPriceVisualizer } from '../../api/reporting.ts';

/** One version in the manager's working-price table. */
export interface WorkingPriceLine {
  mvsCode: string;
  description: string;
  listPrice: number;
  /** What the dealer sells it at (`dealers/price`): the working price when set, else the list price. */
  dealerPrice: number;
  /** The dealer's working price (`dealers/working-price`); null when none is set (the next save is a POST). */
  workingPrice: number | null;
}

/**
 * The manager's table: the versions and list prices (`working-price/visualizer`), the dealer's prices
 * (`dealers/price`) and the working prices set (`dealers/working-price`), one line per version.
 */
export async function loadWorkingPriceTable(
  scope: ApiScope,
  dealerCode: string,
  signal?: AbortSignal,
): Promise<WorkingPriceLine[]> {
  const [rows, prices, working] = await Promise.all([
    workingPriceVisualizer(scope, dealerCode, signal),
    dealerPrices(scope, dealerCode, signal),
    dealerWorkingPrices(scope, dealerCode, signal),
  ]);
  return rows.map((row) => ({
    mvsCode: row.mvsCode,
    description: row.description,
    listPrice: row.listPrice,
    dealerPrice: prices.find((p) => p.mvsCode === row.mvsCode)?.price ?? row.listPrice,
    workingPrice: working.find((w) => w.mvsCode === row.mvsCode)?.price ?? null,
  }));
}

/** The line after a working price was saved: the dealer now sells at it. */
export function withWorkingPrice(line: WorkingPriceLine, price: number): WorkingPriceLine {
  return { ...line, workingPrice: price, dealerPrice: price };
}
