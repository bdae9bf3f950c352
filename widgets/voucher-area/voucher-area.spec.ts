import type { SpecProps } from '../../core/spec-types.ts';
import { defineWidgetSpec } from '../../core/widget-spec.ts';

/** hub-voucher-area: everything the element, custom-elements.json and the host types are derived from. */
export const voucherAreaSpec = defineWidgetSpec({
  tag: 'hub-voucher-area',
  className: 'HubVoucherArea',
  description:
    "Signed-in bonus vouchers: fidelity vouchers of the signed-in user's own document from the profile (CPF; CUIL in Argentina), available, active, redeemed and expired, maximum discount with the document-or-dependants rule, generate; terms, how to use, the loyalty programme voucher on Jeep, Peugeot and Ram (loyalty service, optional), rewards gift-voucher redemption; the owner's benefits beside them (benefits service, optional: available, redeemed and next, redeem SELF, GIFT or GIFTED at a dealer, rating 1 to 5, coverage by e-mail or chassis) and the benefit polls, partial until the target number of members has voted. A profile without the document is asked to complete it (`profile-url`); an expired or unknown sign-in is asked to sign in again (`login-url`) and fires `hub-error`.",
  props: {
    loginUrl: {
      type: 'string',
      description: 'Where the owner signs in (offered when the sign-in has expired).',
    },
    profileUrl: {
      type: 'string',
      description:
        'Where the owner completes the profile (offered when it has no CPF, or CUIL in Argentina).',
    },
  },
  events: {
    'hub-submit-success':
      'A voucher was generated, a reward or a benefit redeemed, a benefit rated or a poll voted (`form`).',
    'hub-submit-error':
      'A voucher could not be generated, a reward or a benefit redeemed, a benefit rated or a poll voted (`form`, `code`).',
  },
  services: { required: ['vouchers', 'users'], optional: ['loyalty', 'benefits', 'dealers', 'location'] },
  settings: ['weak-login-brand', 'location-ttl'],
  parts: ['root', 'form', 'field', 'label', 'input', 'button', 'alert', 'error'],
});

/** Props of hub-voucher-area, inferred from {@link voucherAreaSpec}. */
export type VoucherAreaProps = SpecProps<typeof voucherAreaSpec>;
