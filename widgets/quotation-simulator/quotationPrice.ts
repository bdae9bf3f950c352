/** Why a quotation's price is refused, as a message id of the widget's texts. */
export type PriceProblem = 'priceRequired' | 'priceBelowInitial';

/**
 * The price rule of seed 000 §5 and seed 001 §9: a change of the quotation's price must be higher than
 * the initial price. The initial price itself stands (no change); anything lower is refused.
 */
export function priceProblem(initialPrice: number, price: number | null): PriceProblem | null {
  if (price === null || !Number.isFinite(price)) return 'priceRequired';
  return price < initialPrice ? 'priceBelowInitial' : null;
}

/**
 * A money amount as typed in the market's way ("85.990,50", "85.990" or "85990.5"): its number, or
 * null when it is not one. Thousands dots and a decimal comma (pt-BR, es-AR) are read as such; a dot
 * before exactly three digits groups thousands.
 */
export function parseMoney(typed: string): number | null {
  const text = typed.replace(/[^\d.,-]/g, '');
  if (!/\d/.test(text)) return null;
  const grouped = text.includes(',') || /^\d{1,3}(\.\d{3})+$/.test(text);
  const normalised = grouped ? text.replace(/\./g, '').replace(',', '.') : text;
  const value = Number(normalised);
  return Number.isFinite(value) && value >= 0 ? value : null;
}
