import { parseMoney } from '../shared/parseMoney.ts';

/**
 * Whether a quotation's price may change from `initial` to `next` (seed 000 §5, seed 001 §5): the new
 * price must be strictly higher. Both may be numbers or money texts ("R$ 1.234,56"); anything
 * unreadable gives false.
 */
export function isQuotationPriceChangeValid(initial: number | string, next: number | string): boolean {
  const from = parseMoney(initial);
  const to = parseMoney(next);
  return from !== null && to !== null && to > from;
}
