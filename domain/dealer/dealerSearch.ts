import type { ApiScope } from '../../api/client.ts';
import type { PickedDealer } from '../../api/dealers.ts';
import { dealersIn, dealersNear, offlineDealersIn, offlineDealersNear } from '../../api/dealers.ts';
import type { GeoPoint, Place } from '../../api/location.ts';
import { cityDetail, type FoundAddress, findAddress } from '../../api/places.ts';
import { findPostalAddress, type PostalAddress } from '../../api/postalAddress.ts';
import { compareText } from '../../core/format.ts';
import type { DealerType } from './dealerTypes.ts';

/** How the shopper looks for dealers (seed 000 §2: postal code, address, city, browser location). */
export type DealerSearchMode = 'postalCode' | 'address' | 'city' | 'position';

/** One dealer search. */
export type DealerQuery =
  | { kind: 'city'; place: Place }
  | { kind: 'postalCode'; postalCode: string }
  | { kind: 'address'; stateCode: string; text: string; radiusKm: number }
  | { kind: 'position'; point: GeoPoint; radiusKm: number };

/** What a search found: dealers to choose from, offline dealers to call, the place it resolved to. */
export interface DealerResult {
  dealers: PickedDealer[];
  /** Offline dealers (no online service), looked up only when no dealer to choose was found. */
  offline: PickedDealer[];
  /** The postal code's address, when the search was by postal code and it resolved. */
  address?: PostalAddress;
  /** The postal code is unknown to every source ('CEP NÃO ENCONTRADO'). */
  postalCodeNotFound?: boolean;
  /** The typed address as the location service placed it, when the search was by address. */
  place?: FoundAddress;
  /** The location service could not place the typed address. */
  addressNotFound?: boolean;
}

/** Lower case, without accents, for matching what people type against dealer addresses. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Dealers of at least one of `types` (all dealers when no type is asked for). */
export function ofTypes(dealers: PickedDealer[], types: readonly DealerType[] | undefined): PickedDealer[] {
  if (!types?.length) return dealers;
  return dealers.filter((dealer) => dealer.types?.some((type) => types.includes(type)));
}

/** Nearest first when distances are known (ties and unknown distances by name). */
export function byDistance(dealers: PickedDealer[], locale: string): PickedDealer[] {
  return [...dealers].sort(
    (a, b) =>
      (a.distanceKm ?? Number.POSITIVE_INFINITY) - (b.distanceKm ?? Number.POSITIVE_INFINITY) ||
      compareText(a.name, b.name, locale),
  );
}

/** Where a search looks: a place (city, postal code's city) or a point with a radius (position, address). */
type Area = { place: Pick<Place, 'stateCode' | 'cityName'> } | { point: GeoPoint; radiusKm: number };

function online(scope: ApiScope, area: Area, signal: AbortSignal) {
  return 'point' in area
    ? dealersNear(scope, area.point, area.radiusKm, signal)
    : dealersIn(scope, area.place, signal);
}

async function offline(scope: ApiScope, area: Area, signal: AbortSignal) {
  if ('point' in area) return offlineDealersNear(scope, area.point, signal);
  const { stateCode, cityName } = area.place;
  const found = await offlineDealersIn(scope, stateCode, signal);
  return found.filter((d) => !cityName || fold(d.cityName) === fold(cityName));
}

/**
 * Runs a dealer search: the brand's dealers of the given types, nearest first when a point is known;
 * when none is found, the offline dealers of the same place (to call, not to choose). A postal code
 * is looked up to its city; a typed address is placed by the location service and searched by radius
 * from that point (not matched as text against the dealers' own addresses).
 */
export async function searchDealers(
  scope: ApiScope,
  query: DealerQuery,
  types: readonly DealerType[] | undefined,
  signal: AbortSignal,
): Promise<DealerResult> {
  let address: PostalAddress | undefined;
  let place: FoundAddress | undefined;
  let area: Area;
  if (query.kind === 'postalCode') {
    const found = await findPostalAddress(scope, query.postalCode);
    if (!found) return { dealers: [], offline: [], postalCodeNotFound: true };
    // cep/correios answers without the city code: the location service's city has it.
    address = found.cityCode
      ? found
      : { ...found, cityCode: (await cityDetail(scope, found, signal))?.code ?? '' };
    area = { place: address };
  } else if (query.kind === 'address') {
    place = (await findAddress(scope, query, signal)) ?? undefined;
    if (!place) return { dealers: [], offline: [], addressNotFound: true };
    area = { point: place, radiusKm: query.radiusKm };
  } else area = query.kind === 'city' ? { place: query.place } : query;
  const locale = scope.market;
  const dealers = byDistance(ofTypes(await online(scope, area, signal), types), locale);
  const rest = dealers.length > 0 ? [] : byDistance(await offline(scope, area, signal), locale);
  return {
    dealers,
    offline: rest.map((d) => ({ ...d, offline: true })),
    ...(address ? { address } : {}),
    ...(place ? { place } : {}),
  };
}
