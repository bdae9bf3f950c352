/**
 * Whether a value is a valid payment-card number (seed 000 §5, seed 001 §5): 13 to 16 digits once
 * spaces and hyphens (the mask's groups) are removed, passing the Luhn check, and not all zeros
 * (which the Luhn sum alone would accept).
 */
export function isValidCardNumber(value: string): boolean {
  const digits = value.replace(/[\s-]/g, '');
  if (!/^\d{13,16}$/.test(digits) || /^0+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
