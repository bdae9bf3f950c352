import type { StockAvailability } from '../../api/stock.ts';

/** The stock delivery labels of seed 000 §4. */
export type StockLabel =
  | { kind: 'ready' }
  | { kind: 'undefined-delivery' }
  | { kind: 'delivery-in'; days: number }
  | { kind: 'notify-me' }
  | { kind: 'no-stock' };

/**
 * The delivery label of the configured car: ready for delivery when the chosen colour is in stock;
 * delivery in N days when the version is in stock in other colours and the service gives an estimate,
 * undefined delivery without one; notify me when the version is known but sold out; no stock for the
 * selected car when the service has no record of it (`null`).
 */
export function stockLabel(stock: StockAvailability | null, colorCode: string | null): StockLabel {
  if (!stock) return { kind: 'no-stock' };
  const units = colorCode ? (stock.byColor.find((entry) => entry.colorCode === colorCode)?.quantity ?? 0) : 0;
  if (units > 0) return { kind: 'ready' };
  if (stock.total > 0)
    return stock.deliveryDays !== null && stock.deliveryDays > 0
      ? { kind: 'delivery-in', days: stock.deliveryDays }
      : { kind: 'undefined-delivery' };
  return { kind: 'notify-me' };
}
