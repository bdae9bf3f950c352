import type { SpecProps } from '../../core/spec-types.ts';
import { defineWidgetSpec } from '../../core/widget-spec.ts';

/** hub-garage: everything the element, custom-elements.json and the host types are derived from. */
export const garageSpec = defineWidgetSpec({
  tag: 'hub-garage',
  className: 'HubGarage',
  description:
    "The signed-in user's garage: owned, wanted and visited cars. Add an owned car by plate (Brazilian or Argentine, by market) or chassis, found first by the vehicle lookup (recall `v2/car`); save a visited or the configured car as wanted; remove any with confirmation (an owned car's chassis and plate leave the configured car too). An owned car links to the recall search and to the trade-in, and opens its services (benefits service): warranty by model and the terms PDF (`warranty`, `warranty-terms`), flawless delivery and invoice by VIN, the Mopar services that fit it with a payment simulation (`mopar`, `mopar/possible-models`, `simulation/payment`), and the oil-change reminder (12 months or 10,000 km) from the mileage the owner enters, kept in this browser per car; a wanted car opens the configurator on it. Signed out: a sign-in prompt.",
  props: {
    loginUrl: { type: 'string', description: 'Sign-in page the signed-out prompt links to.' },
    recallUrl: {
      type: 'string',
      description:
        "Recall search page: an owned car's link adds `plate` (else `chassis`) as a query parameter.",
    },
    tradeInUrl: {
      type: 'string',
      description:
        "Trade-in page: an owned car's link adds `plate`, `chassis`, `mvs` and `year` as query parameters.",
    },
    configuratorUrl: {
      type: 'string',
      description: "Configurator page: a wanted car's link adds the configurator's share code `hub-config`.",
    },
  },
  events: {
    'hub-submit-success':
      "A car was added or removed, or an owned car's service answered (`form`: garage-add-owned, garage-add-wanted, garage-remove, garage-warranty-terms, garage-mopar-payment; `shelf`; `id` of the car or of the Mopar service).",
    'hub-submit-error': 'A garage action failed (`form`, `shelf`, `code`: the failure kind).',
  },
  services: { required: ['garage', 'recall'], optional: ['benefits'] },
  settings: ['location-ttl'],
  parts: ['root', 'form', 'field', 'label', 'input', 'button', 'alert', 'error'],
});

/** Props of hub-garage, inferred from {@link garageSpec}. */
export type GarageProps = SpecProps<typeof garageSpec>;
