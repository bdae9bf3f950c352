import type { PropSpecs } from '../../core/define-widget.ts';
import type { VoucherAreaProps } from './VoucherArea.tsx';

/** Attributes of hub-voucher-area (only the common brand, market and skin). */
export const voucherAreaProps: PropSpecs<VoucherAreaProps> = {};
