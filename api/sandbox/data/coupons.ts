/** A discount coupon the sandbox knows (seed 001 §3 "Coupon", §5). */
export interface SandboxCoupon {
  name: string;
  /** The country whose offers take it. */
  country: 'BR' | 'AR';
  /** The brands whose offers take it; none: every brand. */
  brands?: readonly string[];
  discountPercent: number;
  /** Uses allowed per CPF (CUIL); 0: no longer available. */
  maxUses: number;
  /** Valid only in proposals with an entry payment (seed 001 §5). */
  needsEntry: boolean;
  /** The offers' default coupon in its country. */
  default?: boolean;
}

/**
 * The sandbox's coupons: a welcome coupon per country that needs an entry payment (the offers'
 * default), a fleet coupon usable three times per CPF without one, brand coupons, and one used up.
 */
export const COUPONS: readonly SandboxCoupon[] = [
  { name: 'BEMVINDO10', country: 'BR', discountPercent: 10, maxUses: 1, needsEntry: true, default: true },
  { name: 'FROTA5', country: 'BR', discountPercent: 5, maxUses: 3, needsEntry: false },
  { name: 'JEEPDAY8', country: 'BR', brands: ['jeep'], discountPercent: 8, maxUses: 1, needsEntry: false },
  {
    name: 'FIATFEST7',
    country: 'BR',
    brands: ['fiat', 'fiat-abarth'],
    discountPercent: 7,
    maxUses: 1,
    needsEntry: true,
  },
  {
    name: 'PEUGEOT6',
    country: 'BR',
    brands: ['peugeot', 'citroen', 'ds'],
    discountPercent: 6,
    maxUses: 2,
    needsEntry: false,
  },
  { name: 'EXPIRADO', country: 'BR', discountPercent: 15, maxUses: 0, needsEntry: false },
  { name: 'BIENVENIDO10', country: 'AR', discountPercent: 10, maxUses: 1, needsEntry: true, default: true },
  { name: 'FLOTA5', country: 'AR', discountPercent: 5, maxUses: 3, needsEntry: false },
  { name: 'JEEPAR8', country: 'AR', brands: ['jeep'], discountPercent: 8, maxUses: 1, needsEntry: false },
  { name: 'VENCIDO', country: 'AR', discountPercent: 15, maxUses: 0, needsEntry: false },
];

/** Where an offer is sold, when the sandbox knows the offer (marketplace ids, `OFR-…`). */
export interface CouponOfferScope {
  brand: string;
  country: 'BR' | 'AR';
}

/**
 * Whether a coupon applies to an offer: the offer's country and brand when the offer is known; an
 * offer the marketplace does not list (a financing plan, a version code) takes any coupon by name.
 */
export function couponFits(coupon: SandboxCoupon, offer: CouponOfferScope | null): boolean {
  if (!offer) return true;
  return coupon.country === offer.country && (!coupon.brands || coupon.brands.includes(offer.brand));
}
