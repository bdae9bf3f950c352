import { useCallback, useEffect, useState } from 'react';
import { NO_PLACE, type Place } from '../../api/location.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import { useSharedLocation } from './useSharedLocation.ts';

/**
 * A widget's own place (state and city), starting from the page's shared location. Choosing a city
 * (or a postal code resolving to one) becomes the page's location too; influence areas and regionals
 * are kept when the city stays the same, else left for the location selector to find. When another
 * widget moves the page's location, the place follows.
 */
export function useSharedPlace(): [Place, (place: Place) => void] {
  const { context } = useWidget();
  const [location, setLocation] = useSharedLocation();
  const [place, setPlace] = useState<Place>(() =>
    location
      ? { stateCode: location.stateCode, cityCode: location.cityCode, cityName: location.cityName }
      : NO_PLACE,
  );
  // Another widget (the location selector) moved the page's location: follow it.
  useEffect(() => {
    if (location)
      setPlace((current) =>
        current.stateCode === location.stateCode && current.cityName === location.cityName
          ? current
          : { stateCode: location.stateCode, cityCode: location.cityCode, cityName: location.cityName },
      );
  }, [location]);
  const change = useCallback(
    (next: Place) => {
      setPlace(next);
      if (!next.stateCode || !next.cityName) return;
      const same = location?.stateCode === next.stateCode && location.cityName === next.cityName;
      setLocation({
        countryCode: context.country,
        ...next,
        influenceAreas: same ? location.influenceAreas : [],
        regionals: same ? location.regionals : [],
      });
    },
    [location, setLocation, context.country],
  );
  return [place, change];
}
