const UNMASKED = /^\d{11}$/;
const MASKED = /^\d{3}\.\d{3}\.\d{3}-\d{2}$/;

/** A CPF check digit over `digits` (weights length+1 … 2, mod 11, remainders 0 and 1 give 0). */
function checkDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (digits.length + 1 - i);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/**
 * Whether a value is a valid CPF: 11 digits unmasked ("12345678909") or 14 characters masked
 * ("123.456.789-09"), both check digits right, and not one digit repeated eleven times.
 * Surrounding whitespace is ignored; any other shape is rejected.
 */
export function isValidCpf(value: string): boolean {
  const trimmed = value.trim();
  if (!UNMASKED.test(trimmed) && !MASKED.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, '');
  if (/^(\d)\1{10}$/.test(digits)) return false;
  const first = checkDigit(digits.slice(0, 9));
  const second = checkDigit(digits.slice(0, 9) + first);
  return digits.endsWith(`${first}${second}`);
}
