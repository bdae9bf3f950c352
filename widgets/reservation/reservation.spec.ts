import type { SpecProps } from '../../core/spec-types.ts';
import { defineWidgetSpec } from '../../core/widget-spec.ts';

/** hub-reservation: everything the element, custom-elements.json and the host types are derived from. */
export const reservationSpec = defineWidgetSpec({
  tag: 'hub-reservation',
  className: 'HubReservation',
  description:
    'Online purchase: showcase (campaign, availability, campaign dealers or dealers by radius), registration with validate-user and pre-reserve, reservation countdown (time expired → payment-failure banner linking to `configurator-url`), payment of the reservation by card (cards one-time token, never stored) or Pix (QR code loaded on demand, copy code, countdown, status polled every `poll-interval` ms), each payment sent once with an Idempotency-Key per attempt; billing data (personal, then address with postal-code lookup); document upload with progress; anti-fraud photo step (on a desktop: mobile only, a QR code handing the order over to the phone, the order waiting for the photo); balance by bank slip (offered once issued), financing (`financing-url`; formalization once ready), trade-in evaluation, consortium (own or external) or at the dealership; order concluded with the timeline in words and a 1–5 feedback. Needs a signed-in user from registration on (`login-url`); resumes `reservation-id` (or the page address parameter `reservation-id`) or the unfinished purchase of the user (CPF or company CNPJ).',
  props: {
    mvs: {
      type: 'string',
      description: "Version (MVS code) reserved; without it, the page configurator's car.",
    },
    year: { type: 'number', integer: true, min: 1990, max: 2100, description: 'Model year of the car.' },
    price: { type: 'number', min: 1, description: 'Price of the car.' },
    colorCode: { type: 'string', description: 'Colour code of the car.' },
    reservationId: { type: 'string', description: 'A reservation to resume (signed-in user).' },
    pollInterval: {
      type: 'number',
      integer: true,
      min: 500,
      max: 60000,
      default: 5000,
      description:
        'How often the order is read again while something is awaited (the Pix payment, the photo taken on the phone, the bank slip, the formalization), in ms.',
    },
    radius: {
      type: 'number',
      min: 1,
      max: 500,
      default: 50,
      description: "Radius of the 'use my location' dealer search, km.",
    },
    financingUrl: {
      type: 'string',
      description: 'Where the financing flow continues (balance paid by financing).',
    },
    loginUrl: { type: 'string', description: 'Where the shopper signs in.' },
    configuratorUrl: {
      type: 'string',
      description: 'Where the configurator is (the link of the expired-order banner).',
    },
  },
  events: {
    'hub-step-change': 'The purchase moved to another step (`step`).',
    'hub-reservation-status': 'The reservation or order status changed (`status`).',
    'hub-submit-success': 'A form of the flow was sent (`form`).',
    'hub-submit-error': 'A form of the flow could not be sent (`form`, `code`).',
  },
  services: { required: ['reservations', 'cards', 'users', 'location'], optional: ['analytics', 'face'] },
  settings: ['face-model-url', 'face-wasm-url', 'face-time-limit', 'weak-login-brand'],
  parts: ['root', 'field', 'label', 'input', 'button', 'alert', 'error'],
});

/** Props of hub-reservation, inferred from {@link reservationSpec}. */
export type ReservationProps = SpecProps<typeof reservationSpec>;
