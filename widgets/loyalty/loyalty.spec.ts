import type { SpecProps } from '../../core/spec-types.ts';
import { defineWidgetSpec } from '../../core/widget-spec.ts';

/** hub-loyalty: everything the element, custom-elements.json and the host types are derived from. */
export const loyaltySpec = defineWidgetSpec({
  tag: 'hub-loyalty',
  className: 'HubLoyalty',
  description:
    "The signed-in member's loyalty programme of the page's brand (Jeep: Jeep Nation and Jeep Wave; Peugeot; Ram; other brands say they have none): a welcome modal on the member's first visit (once per member), the membership with points and ranking place, the medals as a collection (earned or not yet), the member's benefits (benefits service, optional: available, redeemed and next, redeem SELF, GIFT or GIFTED at a dealer, rating 1 to 5, coverage by e-mail or chassis) and the benefit polls, partial until the target number of members has voted, eligibility of a car by VIN (typed, or read by the camera where there is one), the subscription plan shown before subscribing (sent once), the free register for non-members, the ranking page by page with the member's own line marked, the prizes and the FAQ. Signed out or with an expired sign-in: a sign-in prompt.",
  props: {
    loginUrl: { type: 'string', description: 'Sign-in page the signed-out prompt links to.' },
  },
  events: {
    'hub-submit-success':
      'A loyalty action succeeded (`form`: loyalty-register, loyalty-subscribe, loyalty-eligibility, benefit-redeem, benefit-rating, benefit-poll).',
    'hub-submit-error': 'A loyalty action failed (`form`, `code`: the failure kind).',
  },
  services: { required: ['loyalty'], optional: ['benefits', 'users', 'dealers', 'location'] },
  settings: ['location-ttl'],
  parts: ['root', 'form', 'field', 'label', 'input', 'button', 'alert', 'error'],
});

/** Props of hub-loyalty, inferred from {@link loyaltySpec}. */
export type LoyaltyProps = SpecProps<typeof loyaltySpec>;
