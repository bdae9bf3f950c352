import { type ApiScope, type CallSpec, request } from './client.ts';
import { offerCalls } from './offers.ts';
import { offerSearchCalls } from './offers-search.ts';

import type { OfferScope, OfferType, PriceDisplayType } from './offerVocabulary.ts';

export {
  OFFER_SCOPES,
  OFFER_TYPES,
  type OfferScope,
  type OfferType,
  PRICE_DISPLAY_TYPES,
  type PriceDisplayType,
} from './offerVocabulary.ts';

/** What `update-status` sets on a selection of offers. */
export const BULK_STATUSES = ['PUBLISHED', 'UNPUBLISHED', 'SOLD', 'UNSOLD', 'DISAPPROVED'] as const;
/** The one-offer status actions of seed 001 §4 (each a `PUT offer/{id}/<action>`). */
export const STATUS_ACTIONS = ['publish', 'unpublish', 'sold', 'unsold', 'disapprove'] as const;

/** A status `update-status` sets. */
export type BulkStatus = (typeof BULK_STATUSES)[number];
/** A one-offer status action. */
export type StatusAction = (typeof STATUS_ACTIONS)[number];

/**
 * What an administrator writes on an offer (`POST offer`, `PUT offer/{id}`): every field the search
 * shows. `fromPrice` is the list price a FROM_TO or PERCENT display starts from; the scope takes the
 * regional (REGIONAL), the zone, i.e. influence area (ZONE), or the dealer (DEALER_GROUP).
 */
export interface OfferDraft {
  type: OfferType;
  title: string;
  mvsCode: string;
  year: number;
  priceDisplayType: PriceDisplayType;
  price: number;
  fromPrice: number | null;
  scope: OfferScope;
  regionalId: number | null;
  influenceAreaId: number | null;
  dealerCode: string | null;
  stamps: string[];
  parts: string[];
  categories: string[];
  features: string[];
}

/**
 * An offer as the service answers it, with its states (seed 001 §3) and place in the order (parts,
 * categories and features only when it has some).
 */
export interface AdminOffer
  extends Omit<OfferDraft, 'parts' | 'categories' | 'features'>,
    Partial<Pick<OfferDraft, 'parts' | 'categories' | 'features'>> {
  id: string;
  published: boolean;
  sold: boolean;
  disapproved: boolean;
  order: number;
}

/** The vocabularies an offer draws from (`part`, `category`, `feature`, `stamp`). */
export interface OfferVocabulary {
  parts: string[];
  categories: string[];
  features: string[];
  stamps: string[];
}

/**
 * The brand's offers for its administrators: the search service's signed-in form (the offer service
 * has no list call; api/README.md "Roles"), which answers a holder of an offer role every offer of the
 * brand and country, whatever its status, in the marketplace's order.
 */
export async function listAdminOffers(scope: ApiScope, signal?: AbortSignal): Promise<AdminOffer[]> {
  const page = await request<{ items: AdminOffer[] }>(
    scope,
    'offers-search',
    offerSearchCalls.searchSignedIn,
    {
      json: { page: 0, size: 100 },
      signal,
    },
  );
  return page.items;
}

/** The four vocabularies, read together (public calls). */
export async function getOfferVocabulary(scope: ApiScope, signal?: AbortSignal): Promise<OfferVocabulary> {
  const read = (call: CallSpec) => request<string[]>(scope, 'offers', call, { signal });
  const [parts, categories, features, stamps] = await Promise.all([
    read(offerCalls.parts),
    read(offerCalls.categories),
    read(offerCalls.features),
    read(offerCalls.stamps),
  ]);
  return { parts, categories, features, stamps };
}

/** Creates an offer (unpublished until an offer administrator publishes it). */
export function createOffer(scope: ApiScope, draft: OfferDraft): Promise<AdminOffer> {
  return request(scope, 'offers', offerCalls.create, { json: draft });
}

/** Saves an offer's fields. */
export function updateOffer(scope: ApiScope, id: string, draft: OfferDraft): Promise<AdminOffer> {
  return request(scope, 'offers', offerCalls.update, { params: { id }, json: draft });
}

/** Deletes an offer. */
export function deleteOffer(scope: ApiScope, id: string): Promise<void> {
  return request(scope, 'offers', offerCalls.remove, { params: { id } });
}

/** One status action on one offer: sold, unsold, publish, unpublish, disapprove. */
export function changeOfferStatus(scope: ApiScope, id: string, action: StatusAction): Promise<AdminOffer> {
  return request(scope, 'offers', offerCalls[action], { params: { id } });
}

/**
 * Sets one status on a selection (`POST offer/{id}/update-status`, seed 001 §7 "bulk"): the path names
 * the first offer of the selection, the body every id and the status (api/README.md "Roles").
 */
export function updateOffersStatus(
  scope: ApiScope,
  ids: readonly string[],
  status: BulkStatus,
): Promise<{ updated: string[]; status: BulkStatus }> {
  return request(scope, 'offers', offerCalls.updateStatus, {
    params: { id: ids[0] as string },
    json: { ids, status },
  });
}

/** The marketplace order of the offers given: they take, in this order, the places they held. */
export function reorderOffers(scope: ApiScope, ids: readonly string[]): Promise<{ reordered: number }> {
  return request(scope, 'offers', offerCalls.reorder, { json: { ids } });
}
