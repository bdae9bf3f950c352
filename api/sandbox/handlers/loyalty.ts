import * as v from 'valibot';
import { loyaltyCalls } from '../../loyalty.ts';
import { cpf, cuil, email, text } from '../../schemas.ts';
import { faqOf, NOT_MEMBERS, prizesOf, RANKING_PAGE_SIZE, rankingOf } from '../data/loyalty.ts';
import type { SandboxUser } from '../data/users.ts';
import { findCar } from '../data/vehicles.ts';
import { shape } from '../schemas.ts';
import { newId, recordsOf, remember } from '../state.ts';
import { type Ctx, created, fail, notFound, paged, tableHandlers } from '../table.ts';

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
const registrations = () => recordsOf<{ userId: string; brand: string }>('loyalty:registrations');

/** Whether the user is in the brand's programme: every sandbox user but the not-yet members, until they join. */
function isMember(user: SandboxUser | null, brand: string): boolean {
  if (!user) return false;
  if (!NOT_MEMBERS.includes(user.id)) return true;
  const own = (r: { userId: string; brand: string }) => r.userId === user.id && r.brand === brand;
  return registrations().some(own) || subscriptions().some(own);
}

/** The member's points: 150 for joining and 100 a medal. */
function pointsOf(userId: string | undefined, brand: string): number {
  return 150 + medals().filter((m) => m.userId === userId && m.brand === brand).length * 100;
}

/** The programme's ranking with the member in it, by the member's country. */
function rankingFor(user: SandboxUser, brand: string) {
  const name = user.nickname ?? user.name.split(' ')[0] ?? user.name;
  return rankingOf(user.market === 'es-AR' ? 'AR' : 'BR', { name, points: pointsOf(user.id, brand) });
}

/** Runs a handler for members of the path's programme only (404 for anyone else). */
const members = (act: (ctx: Ctx, p: (typeof PROGRAMS)[string], user: SandboxUser) => unknown) =>
  program((ctx, p) =>
    ctx.user && isMember(ctx.user, ctx.params.brand ?? '') ? act(ctx, p, ctx.user) : notFound('Not a member'),
  );
const languageOf = (ctx: Ctx) => (ctx.query.get('language') === 'es-AR' ? 'es-AR' : 'pt-BR');

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

/** Loyalty service: membership, medals, ranking, eligibility by VIN, subscriptions, FAQ and prizes. */
export const loyaltyHandlers = tableHandlers('loyalty', loyaltyCalls, {
  awardMedal: medal((ctx) => ctx.params.userId),
  selfMedals: medal((ctx) => ctx.user?.id),
  self: members((ctx, p, user) => {
    const brand = ctx.params.brand as string;
    const own = medals().filter((m) => m.userId === user.id && m.brand === brand);
    const paid = subscriptions().some((s) => s.userId === user.id && s.brand === brand);
    return {
      userId: user.id,
      program: paid ? p.paid : p.free,
      points: pointsOf(user.id, brand),
      medals: own.map((m) => m.medalId),
      rankingPosition: rankingFor(user, brand).find((line) => line.self)?.position,
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
    schema: shape({ name: text(120), email, cpf: v.union([cpf, cuil]) }),
    resolve: program((ctx, p) => {
      remember('loyalty:registrations', {
        userId: ctx.user?.id as string,
        brand: ctx.params.brand as string,
      });
      return created({ id: newId('MBR'), program: p.free, ...ctx.body });
    }),
  },
  ranking: members((ctx, _, user) => {
    const page = paged(ctx, rankingFor(user, ctx.params.brand as string), RANKING_PAGE_SIZE);
    return {
      ...page,
      size: RANKING_PAGE_SIZE,
      totalPages: Math.ceil(page.totalElements / RANKING_PAGE_SIZE),
    };
  }),
  faq: program((ctx, p) => faqOf(languageOf(ctx), p)),
  prizes: program((ctx) => prizesOf(languageOf(ctx), ctx.params.brand as string)),
});
