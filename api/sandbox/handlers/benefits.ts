import { HttpResponse } from 'msw';
import * as v from 'valibot';
import { benefitCalls } from '../../benefits.ts';
import { money, text } from '../../schemas.ts';
import {
  BENEFITS,
  DEPENDANTS,
  hashOf,
  languageOf,
  type Poll,
  pollsOf,
  userOfHash,
} from '../data/benefits.ts';
import { currencyOf, modelsOf } from '../data/catalog.ts';
import {
  deliveryOf,
  FLAWLESS_CHECKLIST,
  invoicedPriceOf,
  moparServicesOf,
  sellingDealerOf,
  warrantyOf,
} from '../data/ownedCarServices.ts';
import { USERS } from '../data/users.ts';
import { findCar } from '../data/vehicles.ts';
import { count, shape } from '../schemas.ts';
import { newId, recordsOf, remember } from '../state.ts';
import { type Ctx, created, fail, notFound, tableHandlers } from '../table.ts';

const redemptions = () =>
  recordsOf<{ id: string; benefitId: string; userId: string; type: string; dealer_code: string; at: string }>(
    'benefits:redeemed',
  );
const votes = () => recordsOf<{ pollId: string; optionId: string; userId: string }>('benefits:votes');
const redemptionOf = (userId: string | undefined, benefitId: string) =>
  redemptions().find((r) => r.userId === userId && r.benefitId === benefitId);

/** The benefits of the brand in the language of the hash's user (pt-BR without a hash). */
function brandBenefits(ctx: Ctx, userId: string) {
  const language = languageOf(USERS.find((u) => u.id === userId)?.market);
  return BENEFITS.filter((b) => b.brand === ctx.brand && b.language === language);
}

function forUser(ctx: Ctx, act: (userId: string) => unknown, required = false) {
  const user = userOfHash(ctx.query.get('hash'));
  if (!user && (required || ctx.query.get('hash'))) return fail(403, 'Invalid hash');
  return act(user?.id ?? '');
}

const available = (ctx: Ctx, userId: string) =>
  brandBenefits(ctx, userId).filter((b) => !b.availableFrom && !redemptionOf(userId, b.id));
const redeemed = (ctx: Ctx, userId: string) =>
  brandBenefits(ctx, userId).flatMap((b) => {
    const redemption = redemptionOf(userId, b.id);
    return redemption
      ? [{ ...b, redeemedAt: redemption.at, type: redemption.type, dealer_code: redemption.dealer_code }]
      : [];
  });

/** A poll as a member reads it: the votes so far, the target, and whether this member voted. */
function pollView(poll: Poll, userId: string) {
  const cast = votes().filter((x) => x.pollId === poll.id);
  return {
    id: poll.id,
    type: poll.type,
    question: poll.question,
    target: poll.target,
    voted: cast.find((x) => x.userId === userId)?.optionId ?? null,
    options: poll.options.map((o) => ({
      id: o.id,
      text: o.text,
      votes: o.votes + cast.filter((x) => x.optionId === o.id).length,
    })),
  };
}
const userPolls = (ctx: Ctx, userId: string) =>
  pollsOf(ctx.brand, languageOf(USERS.find((u) => u.id === userId)?.market));

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
  next: (ctx) => forUser(ctx, (userId) => brandBenefits(ctx, userId).filter((b) => b.availableFrom)),
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
      if (!user) return fail(403, 'Invalid hash');
      const benefit = brandBenefits(ctx, user.id).find((b) => b.id === ctx.params.id && !b.availableFrom);
      if (!benefit) return notFound('Benefit not available');
      if (redemptionOf(user.id, benefit.id)) return fail(409, 'Benefit already redeemed');
      return created(
        remember('benefits:redeemed', {
          id: newId('RDM'),
          benefitId: benefit.id,
          userId: user.id,
          type: ctx.body.type,
          dealer_code: ctx.body.dealer_code,
          at: new Date().toISOString(),
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
      document: user ? (user.cpf ?? user.cuil) : null,
      dependants: user ? (DEPENDANTS[user.id] ?? []) : [],
      entityId: `ENT-${ctx.brand}`,
      audienceId: `AUD-${ctx.brand}`,
    };
  },
  polls: (ctx) =>
    forUser(ctx, (userId) =>
      userPolls(ctx, userId)
        .filter((p) => p.type === ctx.query.get('type'))
        .map((p) => pollView(p, userId)),
    ),
  vote: {
    schema: shape({ option_id: text(20) }),
    resolve: (ctx) =>
      forUser(
        ctx,
        (userId) => {
          const poll = userPolls(ctx, userId).find((p) => p.id === ctx.params.pollId);
          if (!poll) return notFound('Poll not found');
          if (!poll.options.some((o) => o.id === ctx.body.option_id)) return fail(422, 'Unknown option');
          if (votes().some((x) => x.pollId === poll.id && x.userId === userId))
            return fail(409, 'Member already voted');
          votes().push({ pollId: poll.id, optionId: ctx.body.option_id, userId });
          return pollView(poll, userId);
        },
        true,
      ),
  },
  syncDealer: (ctx) => ({ dealerId: ctx.params.id, synced: true, at: new Date().toISOString() }),
  flawlessDelivery: (ctx) => {
    const car = findCar({ chassis: ctx.params.vin });
    if (!car) return notFound('Vehicle not found');
    return {
      vin: car.chassis,
      source: ctx.params.source,
      status: 'DELIVERED',
      deliveredAt: deliveryOf(car).deliveredAt,
      dealerName: sellingDealerOf(car)?.name ?? null,
      checklist: FLAWLESS_CHECKLIST[car.country],
    };
  },
  invoice: (ctx) => {
    const car = findCar({ chassis: ctx.query.get('vin') });
    if (!car) return notFound('Invoice not found');
    return {
      vin: car.chassis,
      invoiceNumber: `NF-${car.id.slice(4)}${car.year}`,
      issuedAt: deliveryOf(car).issuedAt,
      amount: invoicedPriceOf(car),
      currency: currencyOf(car.country),
      dealerName: sellingDealerOf(car)?.name ?? null,
    };
  },
  mopar: (ctx) =>
    moparServicesOf(
      ctx.brand,
      ctx.country,
      modelsOf(ctx.brand, ctx.country).map((m) => m.modelCode),
    ),
  // The call names no market: the brand's models of both countries.
  moparModels: (ctx) =>
    [...modelsOf(ctx.brand, 'BR'), ...modelsOf(ctx.brand, 'AR')]
      .filter((m, i, all) => all.findIndex((x) => x.modelCode === m.modelCode) === i)
      .map((m) => ({ modelCode: m.modelCode, modelName: m.modelName })),
  paymentSimulation: {
    schema: shape({ amount: v.pipe(money, v.minValue(1)), installments: v.pipe(count, v.maxValue(12)) }),
    resolve: ({ request, body }) => {
      if (!request.headers.get('referrer')) return fail(400, 'referrer header required');
      const value = Math.round((body.amount / body.installments) * 100) / 100;
      return { amount: body.amount, installments: body.installments, installmentValue: value, interest: 0 };
    },
  },
  warranty: (ctx) => warrantyOf(ctx.query.get('modelCode'), ctx.country) ?? notFound('Model not found'),
  warrantyTerms: {
    schema: shape({ chassis: v.pipe(v.string(), v.length(17)) }),
    resolve: ({ body, request }) => {
      // The terms are the brand's own: the service answers only with the brand's hub context.
      const brand = request.headers.get('x-hub-context');
      if (!brand) return fail(400, 'x-hub-context header required');
      const car = findCar({ chassis: body.chassis });
      if (!car) return notFound('Vehicle not found');
      return new HttpResponse(
        `%PDF-1.4\n% Termo de garantia ${brand} ${car.modelName} ${car.chassis}\n%%EOF\n`,
        {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': `attachment; filename="garantia-${brand}.pdf"`,
          },
        },
      );
    },
  },
});
