import type { SpecProps } from '../../core/spec-types.ts';
import { defineWidgetSpec } from '../../core/widget-spec.ts';

/** hub-offers: everything the element, custom-elements.json and the host types are derived from. */
export const offersSpec = defineWidgetSpec({
  tag: 'hub-offers',
  className: 'HubOffers',
  description:
    "Offers marketplace, shopper side (seed 000 §3 Offers; seed 001 §7): a search with suggestions as the shopper types (a combobox: arrow keys, Enter, Escape) and filters (model, price range, state and city, dealer, offer type FCA / DEALER / RENTAL, scope REGIONAL / NATIONAL / DEALER_GROUP / ZONE, Mopar SERVICE / ACCESSORY, COUPON / FIXED_PRICE), results in the service's pages with the price written by its display type; an offer's detail with its payment types; saved offers (signed in; signed out a sign-in prompt); reserving an offer (impediments, availability, one reserve even on a double click, the bank slip link). A failed load or send says 'Um erro ocorreu, tente novamente' with a retry; nothing typed is lost.",
  props: {
    model: {
      type: 'string',
      description: 'Model code the search starts filtered by (as the catalogue names it).',
    },
    offerId: {
      type: 'string',
      description: "An offer to open at once (its detail), e.g. from a link's query.",
    },
    pageSize: {
      type: 'number',
      default: 12,
      min: 1,
      max: 100,
      integer: true,
      description: 'Offers per page, as the search service pages them.',
    },
    loginUrl: { type: 'string', description: 'Sign-in page the prompt to save offers links to.' },
  },
  events: {
    'hub-submit-success':
      'Offers saved (`form`: offers-save, `offerIds`) or an offer reserved (`form`: offer-reserve, `offerId`, `reserveId`).',
    'hub-submit-error': 'Saving or reserving failed (`form`, `code`: the failure kind or the HTTP status).',
  },
  services: {
    required: ['offers-search', 'offers'],
    optional: ['catalog', 'location', 'dealers', 'price', 'funding'],
  },
  settings: ['car-image-url'],
  parts: ['root', 'form', 'field', 'label', 'input', 'button', 'alert', 'error', 'slider'],
});

/** Props of hub-offers, inferred from {@link offersSpec}. */
export type OffersProps = SpecProps<typeof offersSpec>;
