import type { SpecProps } from '../../core/spec-types.ts';
import { defineWidgetSpec } from '../../core/widget-spec.ts';

/** hub-voucher-area: everything the element, custom-elements.json and the host types are derived from. */
export const voucherAreaSpec = defineWidgetSpec({
  tag: 'hub-voucher-area',
  className: 'HubVoucherArea',
  description:
    'Signed-in bonus vouchers: fidelity vouchers of the user CPF (available, active, redeemed and expired, maximum discount with the CPF-or-dependants rule, generate), terms, how to use, the loyalty programme voucher on Jeep, Peugeot and Ram (loyalty service, optional), rewards gift-voucher redemption.',
  props: {},
  events: {
    'hub-submit-success': 'A voucher was generated or a reward redeemed (`form`).',
    'hub-submit-error': 'A voucher could not be generated or a reward redeemed (`form`, `code`).',
  },
  services: { required: ['vouchers', 'users'], optional: ['loyalty'] },
  settings: [],
  parts: ['root', 'form', 'field', 'label', 'input', 'button', 'alert', 'error'],
});

/** Props of hub-voucher-area (only the common brand, market and skin), inferred from {@link voucherAreaSpec}. */
export type VoucherAreaProps = SpecProps<typeof voucherAreaSpec>;
