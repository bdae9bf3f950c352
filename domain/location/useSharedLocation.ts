import { useAtomValue, useSetAtom } from 'jotai/react';
import { useCallback } from 'react';
import { hubStore } from '../../core/store.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import { isPlace, type Location } from './LocationSchema.ts';
import { currentLocation, locationAtom, setLocationAtom } from './location.ts';

/**
 * The page's place for the widget's country (null when none, only the country, expired per
 * `hub:setting:location-ttl` or of the other country) and its setter. Every widget on the page
 * sees the same value: it lives in `hubStore`.
 */
export function useSharedLocation(): [Location | null, (location: Location | null) => void] {
  const { context } = useWidget();
  const ttl = context.settings['location-ttl'];
  const stamped = useAtomValue(locationAtom, { store: hubStore });
  const write = useSetAtom(setLocationAtom, { store: hubStore });
  const set = useCallback((location: Location | null) => write(location, ttl), [write, ttl]);
  const location = currentLocation(stamped, context.country, ttl)?.location;
  return [isPlace(location) ? location : null, set];
}
