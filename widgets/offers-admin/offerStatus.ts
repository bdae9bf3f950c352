import type { AdminOffer, BulkStatus, StatusAction } from '../../api/offerAdmin.ts';
import { offerCalls } from '../../api/offers.ts';
import { mayCall, type Role } from '../../api/roles.ts';

/** An offer's status as the list says it: disapproved wins, then sold, then published or not. */
export type OfferStatus = 'disapproved' | 'sold' | 'published' | 'unpublished';

/** The status an offer is shown with (seed 001 §3: sold/unsold, published/unpublished, disapproved). */
export function statusOf(offer: Pick<AdminOffer, 'published' | 'sold' | 'disapproved'>): OfferStatus {
  if (offer.disapproved) return 'disapproved';
  if (offer.sold) return 'sold';
  return offer.published ? 'published' : 'unpublished';
}

/** Whether an action changes something on this offer (publishing a published offer does not). */
function changes(
  offer: Pick<AdminOffer, 'published' | 'sold' | 'disapproved'>,
  action: StatusAction,
): boolean {
  switch (action) {
    case 'publish':
      return !offer.published || offer.disapproved;
    case 'unpublish':
      return offer.published;
    case 'sold':
      return !offer.sold;
    case 'unsold':
      return offer.sold;
    case 'disapprove':
      return !offer.disapproved;
  }
}

/**
 * The status actions shown on an offer: those that change it and that the user's roles may call
 * (publish, unpublish and disapprove are the offer administrators'; sold and unsold also partners').
 */
export function actionsFor(
  offer: Pick<AdminOffer, 'published' | 'sold' | 'disapproved'>,
  held: readonly Role[],
): StatusAction[] {
  const order: StatusAction[] = ['publish', 'unpublish', 'sold', 'unsold', 'disapprove'];
  return order.filter((action) => changes(offer, action) && mayCall(held, offerCalls[action].roles));
}

/** What the user may do at all in the area, by the roles of the calls (api/README.md "Roles"). */
export function powersOf(held: readonly Role[]) {
  return {
    prepare: mayCall(held, offerCalls.create.roles),
    remove: mayCall(held, offerCalls.remove.roles),
    bulk: mayCall(held, offerCalls.updateStatus.roles),
    reorder: mayCall(held, offerCalls.reorder.roles),
  };
}

/** An offer after a bulk status, as the service sets it (publishing also lifts a disapproval). */
export function withStatus<T extends Pick<AdminOffer, 'published' | 'sold' | 'disapproved'>>(
  offer: T,
  status: BulkStatus,
): T {
  switch (status) {
    case 'PUBLISHED':
      return { ...offer, published: true, disapproved: false };
    case 'UNPUBLISHED':
      return { ...offer, published: false };
    case 'SOLD':
      return { ...offer, sold: true };
    case 'UNSOLD':
      return { ...offer, sold: false };
    case 'DISAPPROVED':
      return { ...offer, disapproved: true, published: false };
  }
}
