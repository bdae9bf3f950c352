export { VoucherArea, type VoucherAreaProps } from './VoucherArea.tsx';
export { type FidelityVouchers, groupOf, type Voucher } from './voucher.ts';
