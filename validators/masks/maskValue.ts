import createMask from 'imask/masked/factory';
import type { MaskOptions } from './types.ts';

/**
 * A value formatted by a mask without any input element, as if it were pasted into the field:
 * `maskValue(cpfMask, '12345678909')` → { masked: '123.456.789-09', unmasked: '12345678909' }.
 * Useful to display a stored value or to prefill a form.
 */
export function maskValue(mask: MaskOptions, value: string): { masked: string; unmasked: string } {
  const masked = createMask(mask);
  masked.resolve(value);
  return { masked: masked.value, unmasked: masked.unmaskedValue };
}
