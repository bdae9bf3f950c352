import * as v from 'valibot';
import { loyaltyCalls } from '../../loyalty.ts';
import { cpf, email, text } from '../../schemas.ts';
import { findCar } from '../data/vehicles.ts';
import { shape } from '../schemas.ts';
import { newId, recordsOf, remember } from '../state.ts';
import { type Ctx, created, fail, notFound, tableHandlers } from '../table.ts';

/** Loyalty programmes by brand: Jeep Nation (free) and Jeep Wave (paid), and the Peugeot and Ram clubs. */
export const PROGRAMS: Record<
  string,
  { free: string; paid: string; plans: { id: string; name: string; monthlyPrice: number }[] }
> = {
  jeep: {
    free: 'Jeep Nation',
    paid: 'Jeep Wave',
    plans: [{ id: 'WAVE-1Y', name: 'Jeep Wave 1 ano', monthlyPrice: 89.9 }],
  },
  peugeot: {
    free: 'Peugeot Club',
    paid: 'Peugeot Club Premium',
    plans: [{ id: 'PGC-1Y', name: 'Premium 1 ano', monthlyPrice: 69.9 }],
  },
  ram: {
    free: 'Ram Club',
    paid: 'Ram Club Pro',
    plans: [{ id: 'RAM-1Y', name: 'Ram Pro 1 ano', monthlyPrice: 99.9 }],
  },
};
const MEDALS = ['WELCOME', 'FIRST_REVIEW', 'OFF_ROAD', 'AMBASSADOR', 'TEN_THOUSAND_KM'];

const medals = () => recordsOf<{ userId: string; brand: string; medalId: string }>('loyalty:medals');
const subscriptions = () =>
  recordsOf<{ userId: string; brand: string; planId: string; status: string }>('loyalty:subscriptions');

/** Runs a loyalty handler when the path's brand has a programme and matches the brand header. */
function program(act: (ctx: Ctx, p: (typeof PROGRAMS)[string]) => unknown) {
  return (ctx: Ctx) => {
    const brand = ctx.params.brand ?? '';
    if (ctx.request.headers.get('brand') !== brand) return fail(400, 'brand header must match the path');
    const found = PROGRAMS[brand];
    return found ? act(ctx, found) : notFound(`No loyalty programme for ${brand}`);
  };
}

const medal = (userOf: (ctx: Ctx) => string | undefined) => ({
  schema: shape({ medalId: v.picklist(MEDALS) }),
  resolve: program((ctx) => {
    const userId = userOf(ctx);
    if (!userId) return notFound('User not found');
    if (
      medals().some(
        (m) => m.userId === userId && m.brand === ctx.params.brand && m.medalId === ctx.body.medalId,
      )
    )
      return fail(409, 'Medal already awarded');
    return created(
      remember('loyalty:medals', { userId, brand: ctx.params.brand as string, medalId: ctx.body.medalId }),
    );
  }),
});

/** Loyalty service: membership, medals, ranking position, eligibility by VIN, subscriptions. */
export const loyaltyHandlers = tableHandlers('loyalty', loyaltyCalls, {
  awardMedal: medal((ctx) => ctx.params.userId),
  selfMedals: medal((ctx) => ctx.user?.id),
  self: program((ctx, p) => {
    const own = medals().filter((m) => m.userId === ctx.user?.id && m.brand === ctx.params.brand);
    const paid = subscriptions().some((s) => s.userId === ctx.user?.id && s.brand === ctx.params.brand);
    return {
      userId: ctx.user?.id,
      program: paid ? p.paid : p.free,
      points: 150 + own.length * 100,
      medals: own.map((m) => m.medalId),
      rankingPosition: 42 - own.length,
    };
  }),
  eligibility: program((ctx) => {
    const car = findCar({ chassis: ctx.query.get('vin') });
    return { vin: ctx.query.get('vin'), eligible: car?.brand === ctx.params.brand };
  }),
  subscription: program(
    (ctx) =>
      subscriptions().findLast((s) => s.userId === ctx.user?.id && s.brand === ctx.params.brand) ??
      notFound('No subscription'),
  ),
  subscribe: {
    schema: shape({ planId: text(20), paymentMethod: v.picklist(['CARD', 'PIX']) }),
    resolve: program((ctx, p) => {
      if (!p.plans.some((plan) => plan.id === ctx.body.planId)) return fail(422, 'Unknown plan');
      return created(
        remember('loyalty:subscriptions', {
          userId: ctx.user?.id as string,
          brand: ctx.params.brand as string,
          planId: ctx.body.planId,
          status: 'ACTIVE',
        }),
      );
    }),
  },
  plan: program((_, p) => p.plans),
  freeRegister: {
    schema: shape({ name: text(120), email, cpf }),
    resolve: program((ctx, p) => created({ id: newId('MBR'), program: p.free, ...ctx.body })),
  },
});
