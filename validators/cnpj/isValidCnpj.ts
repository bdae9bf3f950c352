import { normalizeCnpj } from './normalizeCnpj.ts';

const UNMASKED = /^[0-9A-Z]{12}\d{2}$/;
const MASKED = /^[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-\d{2}$/;
const FIRST_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const SECOND_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** A CNPJ check digit: each character's value is its ASCII code − 48 ("0" → 0, "A" → 17), mod 11. */
function checkDigit(chars: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < chars.length; i++) sum += (chars.charCodeAt(i) - 48) * (weights[i] ?? 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/**
 * Whether a value is a valid CNPJ, numeric or alphanumeric (issued by the Receita Federal since
 * July 2026: letters A–Z in the first 12 positions, digits in the last two). Accepted shapes:
 * 14 characters unmasked ("12ABC34501DE35") or 18 masked ("12.ABC.345/01DE-35"), in any letter case.
 * Both check digits must be right (value = ASCII code − 48, weights 5…2/9…2 and 6…2/9…2, mod 11) and
 * the 14 characters must not all be the same (00.000.000/0000-00 passes the checksum but is rejected).
 */
export function isValidCnpj(value: string): boolean {
  const upper = value.trim().toUpperCase();
  if (!UNMASKED.test(upper) && !MASKED.test(upper)) return false;
  const chars = normalizeCnpj(upper);
  if (/^(.)\1{13}$/.test(chars)) return false;
  const base = chars.slice(0, 12);
  const first = checkDigit(base, FIRST_WEIGHTS);
  const second = checkDigit(base + first, SECOND_WEIGHTS);
  return chars.endsWith(`${first}${second}`);
}
