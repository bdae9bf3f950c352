import type { SpecProps } from '../../core/spec-types.ts';
import { defineWidgetSpec } from '../../core/widget-spec.ts';

/** hub-offers-admin: everything the element, custom-elements.json and the host types are derived from. */
export const offersAdminSpec = defineWidgetSpec({
  tag: 'hub-offers-admin',
  className: 'HubOffersAdmin',
  description:
    "The brand's marketplace offers for their administrators (seed 001 §4, §6, §7): the offers in the marketplace's order with their status in words (published, unpublished, sold, disapproved); create and edit an offer (type, title, version, year, price display type and price(s), scope with its regional, zone or dealer, stamps, parts, categories, features), checked beside the fields before anything is sent; delete after a confirmation; sold, unsold, publish, unpublish, disapprove one offer; one status for a selection; the order changed by drag or by keyboard. Opens to offer_admin and partner_admin (signed out: a sign-in prompt; another role: what the area is for, in words); a partner administrator prepares offers, only an offer administrator decides what shoppers see (publish, unpublish, disapprove, bulk status, order). A refusal (403) is said in words.",
  props: {
    loginUrl: { type: 'string', description: 'Sign-in page the signed-out prompt links to.' },
  },
  events: {
    'hub-submit-success':
      'An offer was changed (`form`: offer-create, offer-update, offer-delete, offer-status, offer-bulk-status, offer-reorder; `id` or `ids`; `status` or `action` where one was set).',
    'hub-submit-error': 'A change failed (`form` as above, `code`: the failure kind or the HTTP status).',
  },
  services: { required: ['offers', 'offers-search', 'users'], optional: ['catalog'] },
  settings: [],
  parts: ['root', 'form', 'field', 'label', 'input', 'button', 'alert', 'error'],
});

/** Props of hub-offers-admin, inferred from {@link offersAdminSpec}. */
export type OffersAdminProps = SpecProps<typeof offersAdminSpec>;
