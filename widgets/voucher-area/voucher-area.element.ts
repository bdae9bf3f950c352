import { defineWidget } from '../../core/define-widget.ts';
import benefitStyles from '../../domain/benefits/benefits.css?inline';
import dealerStyles from '../../domain/dealer/dealer.css?inline';
import { VoucherArea } from './VoucherArea.tsx';
import styles from './voucher-area.css?inline';
import { voucherAreaSpec } from './voucher-area.spec.ts';

defineWidget(voucherAreaSpec, VoucherArea, dealerStyles + benefitStyles + styles);
