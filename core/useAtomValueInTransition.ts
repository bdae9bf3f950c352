import type { Atom } from 'jotai/vanilla';
import type { Store } from 'jotai/vanilla/store';
import { startTransition, useEffect, useRef, useState } from 'react';

/**
 * An atom's value for a widget that only follows it: like jotai's `useAtomValue`, but a change made by
 * another widget reaches this one as a transition (React renders it after the other widget's own update
 * has painted, and lets input interrupt it), and a notification that brings no new value renders
 * nothing. The widget the shopper is using stays responsive however many followers re-render: the
 * configurator's click paints at once, the financing, reservation and garage widgets catch up a moment
 * later. Use it only where a moment's lag is harmless (a widget that writes the atom reads it with
 * `useAtomValue`).
 */
export function useAtomValueInTransition<Value>(atom: Atom<Value>, store: Store): Value {
  const [held, setHeld] = useState(() => ({ atom, store, value: store.get(atom) }));
  const last = useRef(held);
  useEffect(() => {
    const follow = () => {
      const value = store.get(atom);
      const prev = last.current;
      if (prev.atom === atom && prev.store === store && Object.is(prev.value, value)) return;
      const next = { atom, store, value };
      last.current = next;
      startTransition(() => setHeld(next));
    };
    const unsubscribe = store.sub(atom, follow);
    // A change between the first render and this subscription is not missed.
    follow();
    return unsubscribe;
  }, [atom, store]);
  return held.atom === atom && held.store === store ? held.value : store.get(atom);
}
