import createMask from 'imask/masked/factory';
import type { MaskOptions } from './types.ts';

function resolve(mask: MaskOptions, value: string): { masked: string; unmasked: string } {
  const masked = createMask(mask);
  masked.resolve(value);
  return { masked: masked.value, unmasked: masked.unmaskedValue };
}

/**
 * A value formatted by a mask without any input element, whether the value is masked or unmasked:
 * `maskValue(cpfMask, '12345678909')` → { masked: '123.456.789-09', unmasked: '12345678909' }. The value
 * is read as if pasted; an unmasked currency amount ("1234.56", what the currency mask reports as
 * unmasked) is read with its decimal point. Used to display a stored value and by
 * {@link useMaskedInput} to prefill.
 */
export function maskValue(mask: MaskOptions, value: string): { masked: string; unmasked: string } {
  const pasted = resolve(mask, value);
  if (pasted.masked === value || pasted.unmasked === value || !/^\d+\.\d{1,2}$/.test(value)) return pasted;
  const decimal = resolve(mask, value.replace('.', ','));
  return decimal.unmasked === value ? decimal : pasted;
}
