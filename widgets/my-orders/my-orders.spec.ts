import type { SpecProps } from '../../core/spec-types.ts';
import { defineWidgetSpec } from '../../core/widget-spec.ts';

/** hub-my-orders: everything the element, custom-elements.json and the host types are derived from. */
export const myOrdersSpec = defineWidgetSpec({
  tag: 'hub-my-orders',
  className: 'HubMyOrders',
  description:
    "The signed-in buyer's orders (`reservations/user-reserves` of the profile's CPF, or CUIL in Argentina): each with its badge, its track (reservation, vehicle mounted, vehicle produced, invoiced, dispatched, delivered to customer: done, current, next, with the dates the service gives) and its timeline in words, the dealership's protocol (`reservation-lead`), a refresh of its status (`reservations/{id}/status`), and an order in the factory's hands read again every `poll-interval` ms, the step it reached shown on its track and said politely in words; the cancel flow shared with hub-reservation (confirm → terms accepted → reason → success or error); an unfinished order's resume-purchase banner (`reservation-url` opened with `reservation-id`); an expired order's payment-failure banner with the way back to the configurator (`configurator-url`); a delivered order's welcome kit (`v2/reservations/{id}/welcome-kit`: the gift and its delivery address, prefilled with the buyer's name); a paid order's remaining payment, shared with hub-reservation: the billing data (personal, then the address) and the balance choice (bank slip, financing — linked to `financing-url` —, trade-in, consortium, dealership: `PATCH payments/{productId}/methods`, then `PUT reservations/{id}/remaining-payment`), the bank slip offered once issued (read again every `poll-interval` ms).",
  props: {
    reservationUrl: {
      type: 'string',
      description: 'The page of hub-reservation: an unfinished order opens there with `?reservation-id=`.',
    },
    configuratorUrl: {
      type: 'string',
      description: 'The configurator page an expired order links back to, to redo the order.',
    },
    financingUrl: {
      type: 'string',
      description:
        'The financing page the balance paid by financing links to (simulate and send the proposal).',
    },
    loginUrl: { type: 'string', description: 'Where the buyer signs in (offered when signed out).' },
    pollInterval: {
      type: 'number',
      integer: true,
      min: 500,
      max: 60000,
      default: 5000,
      description:
        "How often an order in the factory's hands (balance chosen, not yet delivered) is read again while the page is seen, its new step shown on the track and said politely in words, and an order whose balance is paid by bank slip until the slip is issued, in ms.",
    },
  },
  events: {
    'hub-reservation-status':
      'An order changed status (`status`, `reservationId`): read again (by the refresh or every `poll-interval`) or cancelled.',
    'hub-submit-success':
      'An order was cancelled (`form: reservation-cancel`) or its welcome-kit address sent (`form: my-orders-welcome-kit`), with `reservationId`.',
    'hub-submit-error':
      'An order could not be cancelled (`form: reservation-cancel`) or its welcome-kit address not sent (`form: my-orders-welcome-kit`), with `code`.',
  },
  services: { required: ['reservations', 'users'], optional: [] },
  settings: ['weak-login-brand'],
  parts: ['root', 'field', 'label', 'input', 'button', 'alert', 'error'],
});

/** Props of hub-my-orders, inferred from {@link myOrdersSpec}. */
export type MyOrdersProps = SpecProps<typeof myOrdersSpec>;
