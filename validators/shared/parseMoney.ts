/** The largest amount the currency mask accepts: 9 integer digits and 2 decimals (seed 000 §5). */
export const MAX_MONEY = 999_999_999.99;

const GROUPED = /^\d{1,3}(?:\.\d{3})*(?:,\d{1,2})?$/;
const PLAIN = /^\d+(?:,\d{1,2})?$/;

/**
 * The amount a money value holds: a number as is (when finite and not negative), or a text written
 * as the currency mask writes it — optional "R$" or "$", dot thousands, decimal comma, at most two
 * decimals ("R$ 1.234,56" → 1234.56, "1234,5" → 1234.5). Anything else (negatives, "1,234.56",
 * three decimals) gives null.
 */
export function parseMoney(value: string | number): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null;
  const bare = value.replace(/^\s*(?:R\$|\$)?[\s\u00a0]*/, '').trim();
  if (!GROUPED.test(bare) && !PLAIN.test(bare)) return null;
  return Number(bare.replace(/\./g, '').replace(',', '.'));
}
