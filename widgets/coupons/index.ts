export { Coupons } from './Coupons.tsx';
export type { CouponsProps } from './coupons.spec.ts';
