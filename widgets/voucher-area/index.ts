export { VoucherArea, type VoucherAreaProps } from './VoucherArea.tsx';
export {
  type FidelityVouchers,
  generateVoucher,
  loadFidelityVouchers,
  redeemReward,
  type Voucher,
} from './vouchers.ts';
