import { onlyDigits } from '../shared/onlyDigits.ts';

/**
 * A phone as services expect it (seed 000 §5): digits only, prefixed with 0
 * ("(11) 98765-4321" → "011987654321"). A value without digits gives ''.
 */
export function toPhonePayload(value: string): string {
  const digits = onlyDigits(value);
  return digits ? `0${digits}` : '';
}
