import { useAtomValue, useSetAtom } from 'jotai/react';
import { useCallback } from 'react';
import { hubStore } from '../../core/store.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import { isCurrent, locationAtom, type SharedLocation, setLocationAtom } from './location.ts';

/**
 * The page's shared location for the widget's country (null when none, expired per
 * `hub:setting:location-ttl` or of the other country) and its setter. Every widget on the page
 * sees the same value: it lives in `hubStore`.
 */
export function useSharedLocation(): [SharedLocation | null, (location: SharedLocation | null) => void] {
  const { context } = useWidget();
  const ttl = context.settings['location-ttl'];
  const stamped = useAtomValue(locationAtom, { store: hubStore });
  const write = useSetAtom(setLocationAtom, { store: hubStore });
  const set = useCallback((location: SharedLocation | null) => write(location, ttl), [write, ttl]);
  return [isCurrent(stamped, context.country, ttl) ? (stamped?.location ?? null) : null, set];
}
