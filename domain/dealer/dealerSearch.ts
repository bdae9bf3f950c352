import type { ApiScope } from '../../api/client.ts';
import type { PickedDealer } from '../../api/dealers.ts';
import { dealersIn, dealersNear, offlineDealersIn, offlineDealersNear } from '../../api/dealers.ts';
import type { GeoPoint, Place } from '../../api/location.ts';
import { cityDetail } from '../../api/places.ts';
import { findPostalAddress, type PostalAddress } from '../../api/postalAddress.ts';
import { compareText } from '../../core/format.ts';
import type { DealerType } from './dealerTypes.ts';

/** How the shopper looks for dealers (seed 000 §2: postal code, address, city, browser location). */
export type DealerSearchMode = 'postalCode' | 'address' | 'city' | 'position';

/** One dealer search. */
export type DealerQuery =
  | { kind: 'city'; place: Place }
  | { kind: 'postalCode'; postalCode: string }
  | { kind: 'address'; stateCode: string; text: string }
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
}

/** Lower case, without accents, for matching what people type against dealer addresses. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Whether every word of `text` appears in the dealer's name or address. */
export function matchesAddress(dealer: PickedDealer, text: string): boolean {
  const haystack = fold(
    `${dealer.name} ${dealer.street} ${dealer.number} ${dealer.neighborhood} ${dealer.cityName}`,
  );
  return fold(text)
    .split(/[\s,.;-]+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
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

async function online(scope: ApiScope, query: DealerQuery, signal: AbortSignal, address?: PostalAddress) {
  switch (query.kind) {
    case 'city':
      return dealersIn(scope, query.place, signal);
    case 'postalCode':
      return address ? dealersIn(scope, address, signal) : [];
    case 'address':
      return (await dealersIn(scope, { stateCode: query.stateCode, cityName: '' }, signal)).filter((d) =>
        matchesAddress(d, query.text),
      );
    case 'position':
      return dealersNear(scope, query.point, query.radiusKm, signal);
  }
}

async function offline(scope: ApiScope, query: DealerQuery, signal: AbortSignal, address?: PostalAddress) {
  if (query.kind === 'position') return offlineDealersNear(scope, query.point, signal);
  const stateCode =
    query.kind === 'city'
      ? query.place.stateCode
      : query.kind === 'address'
        ? query.stateCode
        : address?.stateCode;
  if (!stateCode) return [];
  const cityName = query.kind === 'city' ? query.place.cityName : address?.cityName;
  const found = await offlineDealersIn(scope, stateCode, signal);
  return found.filter((d) =>
    query.kind === 'address'
      ? matchesAddress(d, query.text)
      : !cityName || fold(d.cityName) === fold(cityName),
  );
}

/**
 * Runs a dealer search: the brand's dealers of the given types, nearest first when the shopper's
 * position is known; when none is found, the offline dealers of the same place (to call, not to choose).
 */
export async function searchDealers(
  scope: ApiScope,
  query: DealerQuery,
  types: readonly DealerType[] | undefined,
  signal: AbortSignal,
): Promise<DealerResult> {
  let address: PostalAddress | undefined;
  if (query.kind === 'postalCode') {
    const found = await findPostalAddress(scope, query.postalCode);
    if (!found) return { dealers: [], offline: [], postalCodeNotFound: true };
    // cep/correios answers without the city code: the location service's city has it.
    address = found.cityCode
      ? found
      : { ...found, cityCode: (await cityDetail(scope, found, signal))?.code ?? '' };
  }
  const locale = scope.market;
  const dealers = byDistance(ofTypes(await online(scope, query, signal, address), types), locale);
  const rest = dealers.length > 0 ? [] : byDistance(await offline(scope, query, signal, address), locale);
  return { dealers, offline: rest.map((d) => ({ ...d, offline: true })), ...(address ? { address } : {}) };
}
