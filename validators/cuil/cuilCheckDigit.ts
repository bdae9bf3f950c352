const WEIGHTS = [2, 3, 4, 5, 6, 7];

/**
 * The CUIL check digit of the first ten digits, as seed 000 §5 writes it: weights 2 to 7, cycling,
 * over the ten digits read from right to left; 11 − (sum mod 11); 11 becomes 0 and 10 becomes 9.
 * Returns null unless `firstTen` is exactly ten digits.
 */
export function cuilCheckDigit(firstTen: string): number | null {
  if (!/^\d{10}$/.test(firstTen)) return null;
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += Number(firstTen[9 - i]) * (WEIGHTS[i % WEIGHTS.length] ?? 0);
  const digit = 11 - (sum % 11);
  if (digit === 11) return 0;
  if (digit === 10) return 9;
  return digit;
}
