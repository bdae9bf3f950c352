import { langOf } from '../messageText.ts';

const BR = /^(?:\d{8}|\d{5}-\d{3})$/;
const AR = /^(?:\d{4}|[A-Z]\d{4}[A-Z]{3})$/;

/**
 * Whether a value is a valid postal code of a market. Brazil (default, seed 000 §5): 8 digits or
 * 5-hyphen-3 ("01310100", "01310-100"). Argentina (es-AR): the 4-digit CP ("1425") or the 8-character
 * CPA ("C1425ABC", letters in any case).
 */
export function isValidPostalCode(value: string, market = 'pt-BR'): boolean {
  const trimmed = value.trim();
  return langOf(market) === 'es-AR' ? AR.test(trimmed.toUpperCase()) : BR.test(trimmed);
}
