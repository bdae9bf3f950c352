import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import type { AttachedMask } from './imaskRuntime.ts';
import { loadedMasks, loadMasks, type MaskRuntime } from './loadMasks.ts';
import type { MaskOptions } from './types.ts';

/** Called with the masked text ("123.456.789-09") and the unmasked value ("12345678909"). */
export type MaskedChange = (masked: string, unmasked: string) => void;

/** How many reported values may wait for React to hand them back before the oldest is forgotten. */
const MAX_PENDING = 32;

/** What makes a masked input fetch the mask runtime: the user reaching it. */
const REACH_EVENTS = ['focus', 'pointerdown', 'keydown'] as const;

/**
 * Attaches an imask instance to an `<input>`: returns a ref callback for the input. `onChange`
 * receives (masked, unmasked) whenever the mask accepts a change — typing, pasting, or a value set
 * from outside. When `value` changes from outside (a prefill, a reset) the input is updated; the value
 * may be masked or unmasked (see maskValue). The instance is destroyed when the input unmounts or the
 * mask changes.
 *
 * imask is loaded lazily ({@link loadMasks}): when the user first reaches the input (focus, pointer
 * down, key down) or a non-empty value must be masked. Until it arrives the input is a plain input
 * reporting what it holds (masked = unmasked = the text); on arrival the text is re-masked as if pasted,
 * the caret put at its end and the masked value reported. If the download fails the input stays plain
 * and the next focus tries again. Once loaded, masks attach at once.
 *
 * Values the hook reported itself are remembered until React hands them back as `value`: when the user
 * types faster than React commits, an older reported value arriving late is recognised and does not
 * overwrite what the input already holds; any other value is an outside change and is applied. The latest
 * reported value handed back settles every older one (so a field cleared and re-typed still takes a reset).
 * Once the user has edited the plain input, the runtime's arrival masks what the input holds, even when
 * React has not yet re-rendered (a field just emptied stays empty).
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
  const instance = useRef<AttachedMask | null>(null);
  const plainInput = useRef<HTMLInputElement | null>(null);
  const fetchRuntime = useRef<() => void>(() => {});
  const valueRef = useRef(value);
  const onChangeRef = useRef(onChange);
  const pending = useRef<Array<readonly [masked: string, unmasked: string]>>([]);

  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  });

  const ref = useCallback(
    (input: HTMLInputElement | null) => {
      if (!input) return undefined;
      let imask: AttachedMask | null = null;
      let disposed = false;
      let typedPlain = false;

      const report = (masked: string, unmasked: string) => {
        pending.current.push([masked, unmasked]);
        if (pending.current.length > MAX_PENDING) pending.current.shift();
        onChangeRef.current(masked, unmasked);
      };
      const onPlainInput = () => {
        typedPlain = true;
        report(input.value, input.value);
      };
      const attach = (runtime: MaskRuntime) => {
        if (disposed || imask) return;
        for (const type of REACH_EVENTS) input.removeEventListener(type, fetch);
        input.removeEventListener('input', onPlainInput);
        // Once the user has edited the plain input, it holds the truth (an emptied field stays empty):
        // the value React last committed may still be older. Before that, a value not yet shown counts.
        const text = typedPlain ? input.value : input.value || valueRef.current;
        const attached = runtime.attachMask(input, mask);
        if (text && attached.el.isActive) {
          // The user is typing: mask the text as typed, without the completion a committed value gets
          // (a currency's ",00"), and leave the caret at its end.
          attached.masked.reset();
          attached.masked.append(text, { input: true });
          attached.updateControl(attached.masked.value.length);
        } else if (text) attached.value = runtime.maskValue(mask, text).masked;
        attached.on('accept', () => report(attached.value, attached.unmaskedValue));
        imask = attached;
        instance.current = attached;
        plainInput.current = null;
        if (text && (attached.value !== text || typedPlain)) report(attached.value, attached.unmaskedValue);
      };
      function fetch() {
        // A failed download leaves the plain input working; the next reach tries again.
        loadMasks().then(attach, () => {});
      }

      const runtime = loadedMasks();
      if (runtime) attach(runtime);
      else {
        for (const type of REACH_EVENTS) input.addEventListener(type, fetch);
        input.addEventListener('input', onPlainInput);
        plainInput.current = input;
        fetchRuntime.current = fetch;
        if (input.value || valueRef.current) fetch();
      }
      return () => {
        disposed = true;
        for (const type of REACH_EVENTS) input.removeEventListener(type, fetch);
        input.removeEventListener('input', onPlainInput);
        if (plainInput.current === input) plainInput.current = null;
        imask?.destroy();
        if (instance.current === imask) instance.current = null;
      };
    },
    [mask],
  );

  useEffect(() => {
    valueRef.current = value;
    // React hands back states in the order they were reported. The latest report handed back means the
    // input and React agree: every older report is settled (a cleared and re-typed field reports the
    // same values twice, and the older copies must not hide a later reset). Otherwise the oldest match.
    const reported = pending.current;
    const latest = reported.at(-1);
    const seen =
      latest && (latest[0] === value || latest[1] === value)
        ? reported.length - 1
        : reported.findIndex(([masked, unmasked]) => masked === value || unmasked === value);
    if (seen >= 0) {
      reported.splice(0, seen + 1);
      return;
    }
    const imask = instance.current;
    if (imask) {
      if (value === imask.value || value === imask.unmaskedValue) return;
      pending.current = [];
      const runtime = loadedMasks();
      if (runtime) imask.value = runtime.maskValue(mask, value).masked;
      return;
    }
    // Not masked yet: show the value as it is and mask it when the runtime arrives.
    // (An input rendered with defaultValue may already show it: React updates the default.)
    const input = plainInput.current;
    if (!input) return;
    pending.current = [];
    if (input.value !== value) input.value = value;
    if (value) fetchRuntime.current();
  }, [value, mask]);

  return ref;
}
