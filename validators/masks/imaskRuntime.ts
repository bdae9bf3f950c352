import 'imask/masked/dynamic';
import 'imask/masked/pattern';
import InputMask from 'imask/controls/input';
import createMask, { type FactoryOpts } from 'imask/masked/factory';
import MaskedNumber from 'imask/masked/number';
import MaskedRange from 'imask/masked/range';
import type { MaskOptions, NumberBlock, RangeBlock } from './types.ts';

/**
 * The mask runtime: imask itself, loaded by {@link loadMasks} only when a user first reaches a masked
 * input (or a value must be masked). Turns the plain mask data of this folder into imask options.
 */

const compiled = new WeakMap<MaskOptions, FactoryOpts>();
/** The masks already warmed, or about to be (see warmMask). */
const warmed = new WeakSet<MaskOptions>();

function block(options: MaskOptions | RangeBlock | NumberBlock): object {
  if ('kind' in options) {
    const { kind, ...rest } = options;
    return { ...rest, mask: kind === 'range' ? MaskedRange : MaskedNumber };
  }
  return toImask(options);
}

/** The imask options of a mask (cached per mask constant). */
export function toImask(mask: MaskOptions): FactoryOpts {
  const known = compiled.get(mask);
  if (known) return known;
  const { blocks, ...rest } = mask;
  const options = {
    ...rest,
    mask: typeof mask.mask === 'string' ? mask.mask : mask.mask.map(toImask),
    ...(blocks && {
      blocks: Object.fromEntries(Object.entries(blocks).map(([name, value]) => [name, block(value)])),
    }),
  } as FactoryOpts;
  compiled.set(mask, options);
  return options;
}

/** An imask instance on an input. */
export type AttachedMask = InputMask<FactoryOpts>;

/**
 * Attaches a mask to an input; the input's current text is kept and masked as if pasted. The mask's code
 * is warmed at the next idle time ({@link warmWhenIdle}) unless it already was.
 */
export function attachMask(input: HTMLInputElement, mask: MaskOptions): AttachedMask {
  warmWhenIdle(mask);
  return new InputMask(input, toImask(mask));
}

/**
 * Runs a mask once on a detached input of its own — focus, click, a letter and a digit typed — and
 * destroys it, so the imask code a shopper's first focus and keystrokes need is compiled before they get
 * there (the browser compiles a function on its first call). Touches nothing on the page; once per mask.
 */
export function warmMask(mask: MaskOptions): void {
  warmed.add(mask);
  const input = document.createElement('input');
  const attached = attachMask(input, mask);
  try {
    input.dispatchEvent(new Event('focus'));
    input.dispatchEvent(new MouseEvent('click'));
    for (const typed of ['A', '1']) {
      input.value = `${attached.value}${typed}`;
      input.dispatchEvent(new Event('input'));
    }
  } finally {
    attached.destroy();
  }
}

/**
 * {@link warmMask} at the browser's next idle time, once per mask (nothing where the browser has no idle
 * callbacks): a masked input attached before the shopper reaches it then answers their first focus and
 * keystrokes with compiled code.
 */
function warmWhenIdle(mask: MaskOptions): void {
  if (typeof requestIdleCallback !== 'function' || warmed.has(mask)) return;
  warmed.add(mask);
  requestIdleCallback(() => warmMask(mask));
}

function resolve(mask: MaskOptions, value: string): { masked: string; unmasked: string } {
  const masked = createMask(toImask(mask));
  masked.resolve(value);
  return { masked: masked.value, unmasked: masked.unmaskedValue };
}

/**
 * A value formatted by a mask without any input element, whether the value is masked or unmasked:
 * `maskValue(cpfMask, '12345678909')` → { masked: '123.456.789-09', unmasked: '12345678909' }. The value
 * is read as if pasted; an unmasked currency amount ("1234.56", what the currency mask reports as
 * unmasked) is read with its decimal point. Used by useMaskedInput to prefill.
 */
export function maskValue(mask: MaskOptions, value: string): { masked: string; unmasked: string } {
  const pasted = resolve(mask, value);
  if (pasted.masked === value || pasted.unmasked === value || !/^\d+\.\d{1,2}$/.test(value)) return pasted;
  const decimal = resolve(mask, value.replace('.', ','));
  return decimal.unmasked === value ? decimal : pasted;
}
