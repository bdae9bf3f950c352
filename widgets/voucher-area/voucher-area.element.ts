import { defineWidget } from '../../core/define-widget.ts';
import { VoucherArea } from './VoucherArea.tsx';
import styles from './voucher-area.css?inline';
import { voucherAreaSpec } from './voucher-area.spec.ts';

defineWidget(voucherAreaSpec, VoucherArea, styles);
