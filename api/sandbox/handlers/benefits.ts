import { HttpResponse } from 'msw';
import * as v from 'valibot';
import { benefitCalls } from '../../benefits.ts';
import { money, text } from '../../schemas.ts';
import { BENEFITS, hashOf, pollsOf, userOfHash } from '../data/benefits.ts';
import { modelsOf } from '../data/catalog.ts';
import { USERS } from '../data/users.ts';
import { findCar } from '../data/vehicles.ts';
import { count, shape } from '../schemas.ts';
import { newId, recordsOf, remember } from '../state.ts';
import { type Ctx, created, fail, notFound, tableHandlers } from '../table.ts';

const redemptions = () =>
  recordsOf<{ id: string; benefitId: string; userId: string; type: string; dealer_code: string }>(
    'benefits:redeemed',
  );
const votes = () => recordsOf<{ pollId: string; optionId: string; userId: string | null }>('benefits:votes');
const brandBenefits = (ctx: Ctx) => BENEFITS.filter((b) => b.brand === ctx.brand);
const redeemedBy = (userId: string | undefined) =>
  redemptions()
    .filter((r) => r.userId === userId)
    .map((r) => r.benefitId);

function forUser(ctx: Ctx, act: (userId: string) => unknown, required = false) {
  const user = userOfHash(ctx.query.get('hash'));
  if (!user && (required || ctx.query.get('hash'))) return fail(403, 'Invalid hash');
  return act(user?.id ?? '');
}

const available = (ctx: Ctx, userId: string) =>
  brandBenefits(ctx).filter((b) => !b.next && !redeemedBy(userId).includes(b.id));
const redeemed = (ctx: Ctx, userId: string) =>
  brandBenefits(ctx).filter((b) => redeemedBy(userId).includes(b.id));

/** Benefits service: owner benefits by hash, redemption and rating, polls, Mopar, warranty. */
export const benefitHandlers = tableHandlers('benefits', benefitCalls, {
  coverageByEmail: (ctx) => ({
    entityId: ctx.params.entityId,
    covered: USERS.some((u) => u.emails.some((e) => e.email === ctx.params.email)),
  }),
  coverageByChassis: (ctx) => {
    const car = findCar({ chassis: ctx.params.chassi });
    return { audienceId: ctx.params.audienceId, covered: car?.brand === ctx.brand };
  },
  availableOne: (ctx) =>
    forUser(ctx, (userId) => available(ctx, userId).find((b) => b.id === ctx.params.id) ?? notFound(), true),
  redeemedOne: (ctx) =>
    forUser(ctx, (userId) => redeemed(ctx, userId).find((b) => b.id === ctx.params.id) ?? notFound(), true),
  available: (ctx) => forUser(ctx, (userId) => available(ctx, userId)),
  redeemed: (ctx) => forUser(ctx, (userId) => redeemed(ctx, userId)),
  next: (ctx) => brandBenefits(ctx).filter((b) => b.next),
  rate: {
    schema: shape({ rating: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)) }),
    resolve: (ctx) =>
      BENEFITS.some((b) => b.id === ctx.params.id)
        ? created(remember('benefits:ratings', { benefitId: ctx.params.id, rating: ctx.body.rating }))
        : notFound(),
  },
  redeem: {
    schema: shape({ dealer_code: text(10), type: v.picklist(['SELF', 'GIFT', 'GIFTED']), hash: text(40) }),
    resolve: (ctx) => {
      const user = userOfHash(ctx.body.hash);
      const benefit = BENEFITS.find((b) => b.id === ctx.params.id && b.brand === ctx.brand && !b.next);
      if (!user) return fail(403, 'Invalid hash');
      if (!benefit) return notFound('Benefit not available');
      if (redeemedBy(user.id).includes(benefit.id)) return fail(409, 'Benefit already redeemed');
      return created(
        remember('benefits:redeemed', {
          id: newId('RDM'),
          benefitId: benefit.id,
          userId: user.id,
          type: ctx.body.type,
          dealer_code: ctx.body.dealer_code,
        }),
      );
    },
  },
  baseData: (ctx) => {
    if (ctx.query.get('valid_user') !== 'true') return fail(400, 'valid_user must be true');
    const user = userOfHash(ctx.query.get('hash'));
    return {
      brand: ctx.brand,
      valid_user: Boolean(user),
      name: user?.name ?? null,
      hash: user ? hashOf(user.id) : null,
    };
  },
  polls: (ctx) => pollsOf(ctx.brand).filter((p) => p.type === ctx.query.get('type')),
  vote: {
    schema: shape({ option_id: text(20) }),
    resolve: (ctx) => {
      const poll = pollsOf(ctx.brand).find((p) => p.id === ctx.params.pollId);
      if (!poll) return notFound('Poll not found');
      if (!poll.options.some((o) => o.id === ctx.body.option_id)) return fail(422, 'Unknown option');
      votes().push({ pollId: poll.id, optionId: ctx.body.option_id, userId: null });
      return {
        pollId: poll.id,
        results: poll.options.map((o) => ({
          optionId: o.id,
          votes: votes().filter((x) => x.pollId === poll.id && x.optionId === o.id).length,
        })),
      };
    },
  },
  syncDealer: (ctx) => ({ dealerId: ctx.params.id, synced: true, at: new Date().toISOString() }),
  flawlessDelivery: (ctx) => {
    const car = findCar({ chassis: ctx.params.vin });
    if (!car) return notFound('Vehicle not found');
    return {
      vin: car.chassis,
      source: ctx.params.source,
      status: 'DELIVERED',
      checklist: ['Documentação', 'Manual do proprietário', 'Chave reserva', 'Apresentação técnica'],
    };
  },
  invoice: (ctx) => {
    const car = findCar({ chassis: ctx.query.get('vin') });
    return car
      ? { vin: car.chassis, invoiceNumber: `NF-${car.id.slice(4)}${car.year}`, issuedAt: `${car.year}-03-10` }
      : notFound('Invoice not found');
  },
  mopar: (ctx) => [
    {
      id: `MOP-${ctx.brand}-1`,
      type: 'SERVICE',
      kind: 'FIXED_PRICE',
      title: 'Revisão com preço fixo',
      price: ctx.country === 'AR' ? 186000 : 599,
    },
    {
      id: `MOP-${ctx.brand}-2`,
      type: 'ACCESSORY',
      kind: 'COUPON',
      title: 'Cupom 15% em acessórios',
      discountPercent: 15,
    },
  ],
  moparModels: (ctx) =>
    modelsOf(ctx.brand, ctx.country).map((m) => ({ modelCode: m.modelCode, modelName: m.modelName })),
  paymentSimulation: {
    schema: shape({ amount: v.pipe(money, v.minValue(1)), installments: v.pipe(count, v.maxValue(12)) }),
    resolve: ({ request, body }) => {
      if (!request.headers.get('referrer')) return fail(400, 'referrer header required');
      const value = Math.round((body.amount / body.installments) * 100) / 100;
      return { amount: body.amount, installments: body.installments, installmentValue: value, interest: 0 };
    },
  },
  warranty: (ctx) => ({
    modelCode: ctx.query.get('modelCode'),
    years: 3,
    km: 100000,
    extendedAvailable: true,
  }),
  warrantyTerms: {
    schema: shape({ chassis: v.pipe(v.string(), v.length(17)) }),
    resolve: ({ body, brand }) =>
      new HttpResponse(`%PDF-1.4\n% Termo de garantia ${brand} ${body.chassis}\n%%EOF\n`, {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="garantia.pdf"',
        },
      }),
  },
});
