import { defineWidget } from '../../core/define-widget.ts';
import { VoucherArea } from './VoucherArea.tsx';
import styles from './voucher-area.css?inline';
import { voucherAreaProps } from './voucher-area.props.ts';

defineWidget('hub-voucher-area', VoucherArea, {
  props: voucherAreaProps,
  styles,
  services: ['vouchers', 'users'],
});
