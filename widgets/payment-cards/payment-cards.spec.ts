import type { SpecProps } from '../../core/spec-types.ts';
import { defineWidgetSpec } from '../../core/widget-spec.ts';

/** hub-payment-cards: everything the element, custom-elements.json and the host types are derived from. */
export const paymentCardsSpec = defineWidgetSpec({
  tag: 'hub-payment-cards',
  className: 'HubPaymentCards',
  description:
    "The signed-in user's saved payment cards (brand, last four digits, expiry, favourite; an expired card says so): add a card (number 13–16 digits with Luhn, not all zeros, brand recognised as typed, expiry MM/YY not past, name, CVV) sent once with a one-time token and never kept, mark the favourite (exactly one), delete with confirmation. Signed out: a sign-in prompt.",
  props: {
    loginUrl: { type: 'string', description: 'Sign-in page the signed-out prompt links to.' },
  },
  events: {
    'hub-submit-success':
      'A card was added, made favourite or deleted (`form`: payment-card-add, payment-card-favourite, payment-card-remove; `id` of the card). Never the card number.',
    'hub-submit-error': 'A card action failed (`form`, `code`: the failure kind).',
  },
  services: { required: ['cards'], optional: [] },
  settings: [],
  parts: ['root', 'form', 'field', 'label', 'input', 'button', 'alert', 'error'],
});

/** Props of hub-payment-cards, inferred from {@link paymentCardsSpec}. */
export type PaymentCardsProps = SpecProps<typeof paymentCardsSpec>;
