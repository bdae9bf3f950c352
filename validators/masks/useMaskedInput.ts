import type InputMask from 'imask/controls/input';
import IMask from 'imask/holder';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { maskValue } from './maskValue.ts';
import type { MaskOptions } from './types.ts';

/** Called with the masked text ("123.456.789-09") and the unmasked value ("12345678909"). */
export type MaskedChange = (masked: string, unmasked: string) => void;

/** How many reported values may wait for React to hand them back before the oldest is forgotten. */
const MAX_PENDING = 32;

/**
 * Attaches an imask instance to an `<input>`: returns a ref callback for the input. `onChange`
 * receives (masked, unmasked) whenever the mask accepts a change — typing, pasting, or a value set
 * from outside. When `value` changes from outside (a prefill, a reset) the input is updated; the value
 * may be masked or unmasked (see {@link maskValue}). The instance is destroyed when the input unmounts
 * or the mask changes.
 *
 * Values the hook reported itself are remembered until React hands them back as `value`: when the user
 * types faster than React commits, an older reported value arriving late is recognised and does not
 * overwrite what the input already holds; any other value is an outside change and is applied.
 *
 * Pass a stable `mask` (the constants and cached factories of validators/masks are): a new mask object
 * re-creates the imask instance. Works in open shadow roots (imask finds the focused element through the
 * input's root node).
 */
export function useMaskedInput(
  mask: MaskOptions,
  value: string,
  onChange: MaskedChange,
): (input: HTMLInputElement | null) => (() => void) | undefined {
  const instance = useRef<InputMask<MaskOptions> | null>(null);
  const valueRef = useRef(value);
  const onChangeRef = useRef(onChange);
  const pending = useRef<Array<readonly [masked: string, unmasked: string]>>([]);

  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  });

  const ref = useCallback(
    (input: HTMLInputElement | null) => {
      if (!input) return undefined;
      const imask = IMask(input, mask);
      const initial = valueRef.current;
      if (initial) imask.value = maskValue(mask, initial).masked;
      const report = () => {
        pending.current.push([imask.value, imask.unmaskedValue]);
        if (pending.current.length > MAX_PENDING) pending.current.shift();
        onChangeRef.current(imask.value, imask.unmaskedValue);
      };
      imask.on('accept', report);
      instance.current = imask;
      if (initial && imask.value !== initial) report();
      return () => {
        imask.destroy();
        if (instance.current === imask) instance.current = null;
      };
    },
    [mask],
  );

  useEffect(() => {
    valueRef.current = value;
    const imask = instance.current;
    if (!imask) return;
    const seen = pending.current.findIndex(([masked, unmasked]) => masked === value || unmasked === value);
    if (seen >= 0) {
      pending.current.splice(0, seen + 1);
      return;
    }
    if (value === imask.value || value === imask.unmaskedValue) return;
    pending.current = [];
    imask.value = maskValue(mask, value).masked;
  }, [value, mask]);

  return ref;
}
