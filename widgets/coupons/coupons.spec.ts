import type { SpecProps } from '../../core/spec-types.ts';
import { defineWidgetSpec } from '../../core/widget-spec.ts';

/** hub-coupons: everything the element, custom-elements.json and the host types are derived from. */
export const couponsSpec = defineWidgetSpec({
  tag: 'hub-coupons',
  className: 'HubCoupons',
  description:
    "Discount coupons of an offer (seed 001 §3 Coupon, §5, §7 Coupons). Shopper (default): the offer's default coupon for the period offered first (prefilled), a partner link's coupon (`?token=` on the page, decrypted: the partner named, its coupon prefilled), a coupon checked anonymously with an optional CPF (CUIL in Argentina, checked beside the field) and an optional entry payment — 'Cupom indisponível' and 'Cupom disponível apenas em propostas com entrada' beside the field — and, with a CPF, the use counted. `mode=\"admin\"`: for voucher administrators only (others told in words, signed out a sign-in prompt), clearing the uses of an offer's coupon, of a CPF, or of a coupon for a CPF, each after a confirmation.",
  props: {
    offerId: {
      type: 'string',
      description: "The offer whose coupons are checked (seed 001 §3 Coupon: offer id), e.g. 'OFR-00001'.",
    },
    period: {
      type: 'string',
      description:
        'The coupon period, YYYY-MM (seed 001 §3 Coupon); the current month when absent or malformed.',
    },
    mode: {
      type: 'enum',
      values: ['shopper', 'admin'],
      default: 'shopper',
      description: 'shopper: check and use a coupon; admin: clear coupon uses (voucher administrators).',
    },
    loginUrl: { type: 'string', description: 'Sign-in page the admin mode links to when signed out.' },
  },
  events: {
    'hub-submit-success':
      'A coupon applied (`form`: coupon-validate, `coupon`, `discount`, `offerId`), a use counted (`form`: coupon-use, `uses`) or uses cleared (`form`: coupon-clear, `scope`: coupon, cpf or coupon-cpf). Never the CPF.',
    'hub-submit-error':
      'Counting a use or clearing failed (`form`, `code`: the failure kind or the HTTP status, 403 for a role without the right).',
  },
  services: { required: ['coupons'], optional: ['users'] },
  settings: [],
  parts: ['root', 'form', 'field', 'label', 'input', 'button', 'alert', 'error'],
});

/** Props of hub-coupons, inferred from {@link couponsSpec}. */
export type CouponsProps = SpecProps<typeof couponsSpec>;
