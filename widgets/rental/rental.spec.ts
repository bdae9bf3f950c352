import type { SpecProps } from '../../core/spec-types.ts';
import { defineWidgetSpec } from '../../core/widget-spec.ts';

/** hub-rental: everything the element, custom-elements.json and the host types are derived from. */
export const rentalSpec = defineWidgetSpec({
  tag: 'hub-rental',
  className: 'HubRental',
  description:
    'Rental for legal persons, on the rental brands (jeep, fiat, citroen, peugeot, ram; other brands say rental is not offered). `view="intent"`: the intent form (company and contact names, a valid CNPJ (a CUIT in es-AR) and whether the company is over a year old, e-mail, mobile (third digit 8 or 9 in Brazil, an Argentine mobile in es-AR), contact method, vehicle type and amount, fleet description, consents), sent through leads/flua/create and users/self/rental; `view="proposals"`: the signed-in user\'s proposals, the selected one\'s timeline with every status in words and its tag colour, details, featured items and preview; `view="user"`: keyed by the CNPJ or, in es-AR, the CUIT — the rental user\'s start and result, contracts read and accepted, file upload single and bulk with progress, the files summary, the payment method per product and the family income. Sending needs a signed-in user.',
  props: {
    view: {
      type: 'enum',
      values: ['intent', 'proposals', 'user'],
      default: 'intent',
      description:
        'What the widget shows: the intent form, the proposals with their timeline, or the rental user area.',
    },
    proposalCode: {
      type: 'string',
      description: 'Select this proposal when the list arrives (proposals and user views).',
    },
  },
  events: {
    'hub-submit-success':
      'The intent was sent, a contract accepted, files uploaded or a choice saved (`form`, `id`).',
    'hub-submit-error': 'A send failed (`form`, `code`).',
  },
  services: { required: ['rental', 'users'], optional: [] },
  settings: [],
  parts: ['root', 'form', 'field', 'label', 'input', 'button', 'alert', 'error'],
});

/** Props of hub-rental, inferred from {@link rentalSpec}. */
export type RentalProps = SpecProps<typeof rentalSpec>;
