import * as v from 'valibot';
import { isValidCpf, isValidCuil } from '../../../validators/index.ts';
import { CouponCheckPayloadSchema, CouponUsePayloadSchema } from '../../coupons.payloads.ts';
import { couponCalls } from '../../coupons.ts';
import { text } from '../../schemas.ts';
import { COUPONS, type CouponOfferScope, couponFits } from '../data/coupons.ts';
import { initialOffers } from '../data/offers.ts';
import { shape } from '../schemas.ts';
import { recordsOf } from '../state.ts';
import { type Ctx, fail, notFound, tableHandlers } from '../table.ts';

interface Use {
  offerId: string;
  cpf: string;
  name: string;
}

const uses = () => recordsOf<Use>('coupons:uses');
const PERIOD = /^\d{4}-(0[1-9]|1[0-2])$/;
const isDocument = (value: string) => isValidCpf(value) || isValidCuil(value);
let offers: Map<string, CouponOfferScope> | null = null;

/** The marketplace offer's brand and country; null for an offer the marketplace does not list. */
function offerOf(id: string | undefined): CouponOfferScope | null {
  offers ??= new Map(initialOffers().map((o) => [o.id, { brand: o.brand, country: o.country }]));
  return offers.get(id ?? '') ?? null;
}

function period(ctx: Ctx) {
  return PERIOD.test(ctx.params.period ?? '') ? null : fail(400, 'period must be YYYY-MM');
}

const usesOf = (name: string, offerId: string, cpf: string) =>
  uses().filter((u) => u.name === name && u.offerId === offerId && u.cpf === cpf).length;

/**
 * Coupons service: the offer's default coupon (its country's), anonymous validation (optional CPF or
 * CUIL) by the offer's brand and country, uses counted per offer, coupon and document, clearing by the
 * voucher administrators (403 for others, by the table's roles) that makes a used-up coupon available again.
 */
export const couponHandlers = tableHandlers('coupons', couponCalls, {
  decryptToken: (ctx) => {
    try {
      const data = JSON.parse(atob((ctx.query.get('token') ?? '').replace(/-/g, '+').replace(/_/g, '/')));
      return v.is(shape({ partner: text(60) }), data) ? data : fail(422, 'Invalid partnership token');
    } catch {
      return fail(400, 'Malformed partnership token');
    }
  },
  defaultCoupon: (ctx) => {
    const invalid = period(ctx);
    if (invalid) return invalid;
    const offer = offerOf(ctx.params.id);
    const coupon = COUPONS.find((c) => c.default && c.country === (offer?.country ?? 'BR'));
    if (!coupon) return notFound('No default coupon');
    return {
      name: coupon.name,
      offerId: ctx.params.id,
      period: ctx.params.period,
      discountPercent: coupon.discountPercent,
      needsEntry: coupon.needsEntry,
    };
  },
  validate: {
    schema: CouponCheckPayloadSchema,
    resolve: (ctx) => {
      const invalid = period(ctx);
      if (invalid) return invalid;
      const given = ctx.query.get('cpf');
      if (given && !isDocument(given)) return fail(422, 'invalid CPF');
      const coupon = COUPONS.find(
        (c) => c.name === ctx.params.name?.toUpperCase() && couponFits(c, offerOf(ctx.params.id)),
      );
      const used = coupon && given ? usesOf(coupon.name, ctx.params.id ?? '', given) : 0;
      if (!coupon || coupon.maxUses === 0 || used >= coupon.maxUses)
        return { valid: false, discount: 0, reason: 'UNAVAILABLE' };
      if (coupon.needsEntry && !(ctx.body?.entryValue > 0))
        return { valid: false, discount: 0, reason: 'NEEDS_ENTRY_PAYMENT' };
      return { valid: true, discount: coupon.discountPercent };
    },
  },
  count: {
    schema: CouponUsePayloadSchema,
    resolve: ({ body }) => {
      if (!isDocument(body.cpf)) return fail(422, 'invalid CPF');
      const offer = offerOf(body.id);
      const name =
        body.name?.toUpperCase() ??
        COUPONS.find((c) => c.default && c.country === (offer?.country ?? 'BR'))?.name ??
        'BEMVINDO10';
      uses().push({ offerId: body.id, cpf: body.cpf, name });
      return { offerId: body.id, cpf: body.cpf, uses: usesOf(name, body.id, body.cpf) };
    },
  },
  clearCpf: (ctx) => clear((u) => u.cpf === ctx.params.cpf),
  clear: (ctx) => clear((u) => u.offerId === ctx.params.id),
  clearForCpf: (ctx) => clear((u) => u.offerId === ctx.params.id && u.cpf === ctx.params.cpf),
});

function clear(test: (use: Use) => boolean) {
  const list = uses();
  const kept = list.filter((u) => !test(u));
  if (kept.length === list.length) return notFound('No coupon uses');
  list.splice(0, list.length, ...kept);
  return undefined;
}
