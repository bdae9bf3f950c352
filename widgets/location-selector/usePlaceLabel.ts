import type { Place } from '../../api/location.ts';
import { getRegions } from '../../api/places.ts';
import { useResource } from '../../core/useResource.ts';
import { useWidget } from '../../core/WidgetContext.tsx';

/**
 * A place in words: 'São Paulo – SP' in Brazil (the UF is how people write it); 'Córdoba, Córdoba'
 * in Argentina, where the province letter means nothing to people (its name comes from the service).
 */
export function usePlaceLabel(
  place: Place | null,
  format: (vars: { city: string; state: string }) => string,
) {
  const api = useWidget().context;
  const provinces = useResource(place && api.country === 'AR' ? `provinces:${api.market}` : null, (signal) =>
    getRegions(api, signal),
  );
  if (!place) return '';
  const state =
    api.country === 'AR'
      ? (provinces.data?.find((p) => p.code === place.stateCode)?.name ?? place.stateCode)
      : place.stateCode;
  return format({ city: place.cityName, state });
}
