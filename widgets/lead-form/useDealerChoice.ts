import { useCallback, useRef, useState } from 'react';

type DealerChoiceComponent = typeof import('./DealerChoice.tsx')['DealerChoice'];

let loaded: DealerChoiceComponent | null = null;
let loading: Promise<DealerChoiceComponent> | null = null;

function load(): Promise<DealerChoiceComponent> {
  loading ??= import('./DealerChoice.tsx').then(
    (module) => {
      loaded = module.DealerChoice;
      return loaded;
    },
    (error: unknown) => {
      loading = null; // a failed download is tried again on the next reach
      throw error;
    },
  );
  return loading;
}

/**
 * The lead form's dealer choice (the shared dealer picker and the page location), downloaded only
 * when the shopper reaches the form. Returns the component once it has arrived (else null), the
 * function to call when the form is reached (focus, key, a prefill or a send attempt) and the one for
 * a pointer pressed in the form: while a pointer is down the arrived picker waits for its release, so
 * the layout does not move under a click (the send button sits below the picker).
 */
export function useDealerChoice(): [DealerChoiceComponent | null, () => void, () => void] {
  const [component, setComponent] = useState<DealerChoiceComponent | null>(() => loaded);
  const held = useRef(false);
  const show = useCallback((next: DealerChoiceComponent) => {
    if (!held.current) setComponent(() => next);
  }, []);
  const reach = useCallback(() => {
    if (loaded) show(loaded);
    else load().then(show, () => {});
  }, [show]);
  const press = useCallback(() => {
    held.current = true;
    const release = () => {
      window.removeEventListener('pointerup', release, true);
      window.removeEventListener('pointercancel', release, true);
      // After the click that follows the release.
      setTimeout(() => {
        held.current = false;
        if (loaded) setComponent(() => loaded);
      }, 0);
    };
    window.addEventListener('pointerup', release, true);
    window.addEventListener('pointercancel', release, true);
    reach();
  }, [reach]);
  return [component, reach, press];
}
