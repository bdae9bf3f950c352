import * as v from 'valibot';
import { isValidCpf } from '../../../validators/index.ts';
import { CouponCheckPayloadSchema } from '../../coupons.payloads.ts';
import { couponCalls } from '../../coupons.ts';
import { cpf, text } from '../../schemas.ts';
import { shape } from '../schemas.ts';
import { recordsOf } from '../state.ts';
import { type Ctx, fail, notFound, tableHandlers } from '../table.ts';

/** Coupons the sandbox knows: name, discount %, uses per CPF, whether an entry payment is needed. */
const COUPONS = [
  { name: 'BEMVINDO10', discountPercent: 10, maxUses: 1, needsEntry: true, default: true },
  { name: 'FROTA5', discountPercent: 5, maxUses: 3, needsEntry: false, default: false },
  { name: 'EXPIRADO', discountPercent: 15, maxUses: 0, needsEntry: false, default: false },
];

const uses = () => recordsOf<{ offerId: string; cpf: string; name: string }>('coupons:uses');
const PERIOD = /^\d{4}-(0[1-9]|1[0-2])$/;

function period(ctx: Ctx) {
  return PERIOD.test(ctx.params.period ?? '') ? null : fail(400, 'period must be YYYY-MM');
}

/** Coupons service: default coupon, anonymous validation (optional cpf), counted uses, admin clearing. */
export const couponHandlers = tableHandlers('coupons', couponCalls, {
  decryptToken: (ctx) => {
    try {
      const data = JSON.parse(atob((ctx.query.get('token') ?? '').replace(/-/g, '+').replace(/_/g, '/')));
      return v.is(shape({ partner: text(60) }), data) ? data : fail(422, 'Invalid partnership token');
    } catch {
      return fail(400, 'Malformed partnership token');
    }
  },
  defaultCoupon: (ctx) =>
    period(ctx) ?? {
      offerId: ctx.params.id,
      period: ctx.params.period,
      ...(COUPONS.find((c) => c.default) as object),
    },
  validate: {
    schema: CouponCheckPayloadSchema,
    resolve: (ctx) => {
      const invalid = period(ctx);
      if (invalid) return invalid;
      const given = ctx.query.get('cpf');
      if (given && !isValidCpf(given)) return fail(422, 'invalid CPF');
      const coupon = COUPONS.find((c) => c.name === ctx.params.name?.toUpperCase());
      const used = uses().filter(
        (u) => u.name === coupon?.name && u.offerId === ctx.params.id && u.cpf === given,
      ).length;
      if (!coupon || coupon.maxUses === 0 || (given && used >= coupon.maxUses))
        return { valid: false, discount: 0, reason: 'UNAVAILABLE' };
      if (coupon.needsEntry && !(ctx.body?.entryValue > 0))
        return { valid: false, discount: 0, reason: 'NEEDS_ENTRY_PAYMENT' };
      return { valid: true, discount: coupon.discountPercent };
    },
  },
  count: {
    schema: shape({ id: text(40), cpf, name: v.optional(text(40)) }),
    resolve: ({ body }) => {
      uses().push({ offerId: body.id, cpf: body.cpf, name: body.name ?? 'BEMVINDO10' });
      return {
        offerId: body.id,
        cpf: body.cpf,
        uses: uses().filter((u) => u.offerId === body.id && u.cpf === body.cpf).length,
      };
    },
  },
  clearCpf: (ctx) => clear((u) => u.cpf === ctx.params.cpf),
  clear: (ctx) => clear((u) => u.offerId === ctx.params.id),
  clearForCpf: (ctx) => clear((u) => u.offerId === ctx.params.id && u.cpf === ctx.params.cpf),
});

function clear(test: (use: { offerId: string; cpf: string }) => boolean) {
  const list = uses();
  const kept = list.filter((u) => !test(u));
  if (kept.length === list.length) return notFound('No coupon uses');
  list.splice(0, list.length, ...kept);
  return undefined;
}
