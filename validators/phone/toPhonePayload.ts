import { onlyDigits } from '../shared/onlyDigits.ts';

/**
 * A phone as services expect it (seed 000 §5): digits only, prefixed with the trunk 0
 * ("(11) 98765-4321" → "011987654321"). A number typed with its trunk 0 already has it and is sent
 * as typed ("011 15 5123-4567" → "01115512345678"), never as "00…" (the international prefix). A value
 * without digits gives ''.
 */
export function toPhonePayload(value: string): string {
  const digits = onlyDigits(value);
  if (!digits) return '';
  return digits.startsWith('0') ? digits : `0${digits}`;
}
