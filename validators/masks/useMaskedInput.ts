import type InputMask from 'imask/controls/input';
import IMask from 'imask/holder';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import type { MaskOptions } from './types.ts';

/** Called with the masked text ("123.456.789-09") and the unmasked value ("12345678909"). */
export type MaskedChange = (masked: string, unmasked: string) => void;

/**
 * Puts a value into a mask as a user would paste it; when neither the masked nor the unmasked result
 * gives the value back, tries it as an unmasked value (a currency "1234.56") and keeps that only if it
 * round-trips.
 */
function applyValue(mask: InputMask<MaskOptions>, value: string): void {
  mask.value = value;
  if (mask.value === value || mask.unmaskedValue === value) return;
  const pasted = mask.value;
  mask.unmaskedValue = value;
  if (mask.unmaskedValue !== value) mask.value = pasted;
}

/**
 * Attaches an imask instance to an `<input>`: returns a ref callback for the input. `onChange`
 * receives (masked, unmasked) whenever the mask accepts a change — typing, pasting, or a value set
 * from outside. When `value` changes from outside (a prefill, a reset) the input is updated, masked or
 * unmasked alike; the instance is destroyed when the input unmounts or the mask changes.
 *
 * Pass a stable `mask` (the constants and cached factories of validators/masks are): a new mask object
 * re-creates the imask instance. Works in open shadow roots (imask looks up the focused element through
 * the input's root node).
 */
export function useMaskedInput(
  mask: MaskOptions,
  value: string,
  onChange: MaskedChange,
): (input: HTMLInputElement | null) => (() => void) | undefined {
  const instance = useRef<InputMask<MaskOptions> | null>(null);
  const valueRef = useRef(value);
  const onChangeRef = useRef(onChange);
  // Values this hook reported itself: while the user types faster than React commits, an older one
  // can come back as `value`; it must not overwrite what the input already holds.
  const emitted = useRef(new Set<string>());

  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  });

  const ref = useCallback(
    (input: HTMLInputElement | null) => {
      if (!input) return undefined;
      const imask = IMask(input, mask);
      const initial = valueRef.current;
      if (initial) applyValue(imask, initial);
      const report = () => {
        emitted.current.add(imask.value);
        if (emitted.current.size > 32)
          emitted.current.delete(emitted.current.values().next().value as string);
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
    if (!imask || value === imask.value || value === imask.unmaskedValue) return;
    if (emitted.current.has(value)) return;
    emitted.current.clear();
    applyValue(imask, value);
  }, [value]);

  return ref;
}
