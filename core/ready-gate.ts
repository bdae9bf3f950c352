import { createContext, useContext, useLayoutEffect, useRef } from 'react';

/**
 * When a widget announces `hub-ready` (CONTRACT §3: its first interactive state). The widget host opens
 * one gate per mount of the widget and announces once the widget's first commit is done and nothing
 * holds the gate; a widget whose first interactive state needs data holds it with {@link useReadyWhen}.
 */
export interface ReadyGate {
  /** Delays the announcement; call the returned function to let it go (once). */
  hold(): () => void;
  /** The widget's first commit is done. */
  commit(): void;
}

/** A gate calling `announce` once: after the first commit, when no hold is left. */
export function createReadyGate(announce: () => void): ReadyGate {
  let holds = 0;
  let committed = false;
  let done = false;
  const check = () => {
    if (done || !committed || holds > 0) return;
    done = true;
    announce();
  };
  return {
    hold() {
      if (done) return () => undefined;
      holds += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holds -= 1;
        check();
      };
    },
    commit() {
      committed = true;
      check();
    },
  };
}

/** The gate of the widget being rendered; null outside a widget host (tests, stories of parts). */
export const ReadyGateContext = createContext<ReadyGate | null>(null);

/**
 * Holds the widget's `hub-ready` until `ready` is true, e.g. until its data arrived or failed. Only the
 * first interactive state is announced: once announced, later `false` values hold nothing.
 */
export function useReadyWhen(ready: boolean): void {
  const gate = useContext(ReadyGateContext);
  const release = useRef<(() => void) | null>(null);
  // A layout effect runs in the commit itself, before the host's announcement.
  useLayoutEffect(() => {
    if (!gate) return;
    if (!ready && !release.current) release.current = gate.hold();
    else if (ready && release.current) {
      const done = release.current;
      release.current = null;
      done();
    }
  }, [gate, ready]);
}
