import type { SpecProps } from '../../core/spec-types.ts';
import { defineWidgetSpec } from '../../core/widget-spec.ts';

/** hub-loyalty: everything the element, custom-elements.json and the host types are derived from. */
export const loyaltySpec = defineWidgetSpec({
  tag: 'hub-loyalty',
  className: 'HubLoyalty',
  description:
    "The signed-in member's loyalty programme of the page's brand (Jeep: Jeep Nation and Jeep Wave; Peugeot; Ram; other brands say they have none): a welcome modal on the member's first visit (once per member), the membership with points and ranking place, the medals as a collection (earned or not yet), eligibility of a car by VIN (typed, or read by the camera where there is one), the subscription plan shown before subscribing (sent once), the free register for non-members, the ranking page by page with the member's own line marked, the prizes and the FAQ. Signed out or with an expired sign-in: a sign-in prompt.",
  props: {
    loginUrl: { type: 'string', description: 'Sign-in page the signed-out prompt links to.' },
  },
  events: {
    'hub-submit-success':
      'A loyalty action succeeded (`form`: loyalty-register, loyalty-subscribe, loyalty-eligibility).',
    'hub-submit-error': 'A loyalty action failed (`form`, `code`: the failure kind).',
  },
  services: { required: ['loyalty'], optional: [] },
  settings: [],
  parts: ['root', 'form', 'field', 'label', 'input', 'button', 'alert', 'error'],
});

/** Props of hub-loyalty, inferred from {@link loyaltySpec}. */
export type LoyaltyProps = SpecProps<typeof loyaltySpec>;
