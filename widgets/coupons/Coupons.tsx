import { CouponsAdmin } from './CouponsAdmin.tsx';
import type { CouponsProps } from './coupons.spec.ts';
import { ShopperCoupons } from './ShopperCoupons.tsx';

export type { CouponsProps } from './coupons.spec.ts';

/**
 * Discount coupons of an offer: the shopper's check (default), or, with `mode="admin"`, the voucher
 * administrators' clearing of coupon uses behind the staff gate.
 */
export function Coupons({ offerId, period, mode, loginUrl }: CouponsProps) {
  return (
    <div className="hub-stack coupons">
      {mode === 'admin' ? (
        <CouponsAdmin loginUrl={loginUrl} />
      ) : (
        <ShopperCoupons offerId={offerId} period={period} />
      )}
    </div>
  );
}
