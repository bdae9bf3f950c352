import * as v from 'valibot';
import { offerCalls } from '../../offers.ts';
import { offerSearchCalls } from '../../offers-search.ts';
import { cpf, cuil, email, money, text } from '../../schemas.ts';
import { countryOf } from '../data/catalog.ts';
import { foldText } from '../data/normalize.ts';
import { initialOffers, OFFER_VOCABULARY, type Offer } from '../data/offers.ts';
import { phone, shape } from '../schemas.ts';
import { newId, recordsOf, remember } from '../state.ts';
import { type Ctx, created, fail, notFound, tableHandlers } from '../table.ts';
import { managesOffers, offerAdminRules } from './offerAdmin.ts';

const offers = () => recordsOf<Offer>('offers', initialOffers);
const saved = () => recordsOf<{ userId: string; brand: string; offerIds: string[] }>('offers:saved');
const offerOf = (ctx: Ctx) => offers().find((o) => o.id === ctx.params.id) ?? null;
const live = (o: Offer) => o.published && !o.sold && !o.disapproved;

const many = <T extends string>(values: readonly [T, ...T[]]) => v.optional(v.array(v.picklist(values)));
const Search = shape({
  text: v.optional(v.string()),
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  size: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100))),
  regionalId: v.optional(v.number()),
  influenceAreaId: v.optional(v.number()),
  model: v.optional(v.string()),
  minPrice: v.optional(money),
  maxPrice: v.optional(money),
  stateCode: v.optional(v.string()),
  cityName: v.optional(v.string()),
  dealerCode: v.optional(v.string()),
  types: many(['FCA', 'DEALER', 'RENTAL']),
  scopes: many(['REGIONAL', 'NATIONAL', 'DEALER_GROUP', 'ZONE']),
  moparTypes: many(['SERVICE', 'ACCESSORY']),
  moparKinds: many(['COUPON', 'FIXED_PRICE']),
});

type SearchBody = v.InferOutput<typeof Search>;
const within = <T>(wanted: readonly T[] | undefined, value: T | null | undefined) =>
  !wanted?.length || (value !== null && value !== undefined && wanted.includes(value));

/**
 * Whether an offer answers a search: the brand's live offers of the market's country; in reach of the
 * regional or influence area when one is given (national offers always are); of the whole country or
 * of the state and city asked; of the model, dealer, price range and every list filter asked.
 */
function answers(body: SearchBody, o: Offer): boolean {
  const located = body.regionalId !== undefined || body.influenceAreaId !== undefined;
  const inReach =
    !located ||
    o.scope === 'NATIONAL' ||
    (o.scope === 'REGIONAL' && o.regionalId === body.regionalId) ||
    (o.influenceAreaId !== null && o.influenceAreaId === body.influenceAreaId);
  const here = (wanted: string | undefined, value: string | null | undefined) =>
    !wanted || o.scope === 'NATIONAL' || foldText(value ?? '') === foldText(wanted);
  return (
    inReach &&
    here(body.stateCode, o.stateCode) &&
    here(body.cityName, o.cityName) &&
    (!body.model || o.modelCode === body.model) &&
    (!body.dealerCode || o.dealerCode === body.dealerCode) &&
    (body.minPrice === undefined || o.price >= body.minPrice) &&
    (body.maxPrice === undefined || o.price <= body.maxPrice) &&
    within(body.types, o.type) &&
    within(body.scopes, o.scope) &&
    within(body.moparTypes, o.moparType) &&
    within(body.moparKinds, o.moparKind) &&
    foldText(o.title).includes(foldText(body.text ?? ''))
  );
}

function search(ctx: Ctx) {
  const body: SearchBody = ctx.body ?? {};
  const list = offers()
    .filter((o) => o.brand === ctx.brand && o.country === countryOf(ctx.market))
    // Offer staff (offers-admin's list) see every offer the filters ask for, live or not.
    .filter((o) => (managesOffers(ctx) || live(o)) && answers(body, o))
    .sort((a, b) => a.order - b.order);
  const [page, size] = [body.page ?? 0, body.size ?? 12];
  const mine = saved().findLast((s) => s.userId === ctx.user?.id && s.brand === ctx.brand)?.offerIds ?? [];
  const items = list
    .slice(page * size, (page + 1) * size)
    .map((o) => (ctx.user ? { ...o, saved: mine.includes(o.id) } : o));
  return { total: list.length, page, items };
}

/** Offers marketplace search: public or signed in (with the saved flag), and suggestions. */
export const offerSearchHandlers = tableHandlers('offers-search', offerSearchCalls, {
  search: { schema: Search, resolve: search },
  searchSignedIn: { schema: Search, resolve: search },
  suggestions: {
    schema: shape({ text: text(80) }),
    resolve: (ctx) => {
      const wanted = foldText(ctx.body.text);
      const titles = offers()
        .filter(
          (o) =>
            o.brand === ctx.brand &&
            o.country === countryOf(ctx.market) &&
            live(o) &&
            foldText(o.title).includes(wanted),
        )
        .map((o) => o.title);
      return [...new Set(titles)].slice(0, 8);
    },
  },
});

/** Offers service: offer administration and status actions, vocabularies, saved offers, reserve. */
export const offerHandlers = tableHandlers('offers', offerCalls, {
  paymentTypes: () => ['CASH', 'FINANCING', 'CONSORTIUM', 'LEASING'],
  paymentTypesV2: (ctx) =>
    ['CASH', 'FINANCING', 'CONSORTIUM', 'LEASING'].map((id) => ({
      id,
      brand: ctx.brand,
      enabled: id !== 'LEASING' || ctx.market !== 'es-AR',
    })),
  offer: (ctx) => offerOf(ctx) ?? notFound('Offer not found'),
  ...offerAdminRules,
  parts: () => OFFER_VOCABULARY.parts,
  categories: () => OFFER_VOCABULARY.categories,
  features: () => OFFER_VOCABULARY.features,
  stamps: () => OFFER_VOCABULARY.stamps,
  savedOffers: (ctx) => ({
    offerIds: saved().findLast((s) => s.userId === ctx.user?.id && s.brand === ctx.brand)?.offerIds ?? [],
  }),
  saveOffers: (ctx) => {
    const offerIds = (ctx.query.get('offerIds') ?? '').split(',').filter(Boolean);
    if (offerIds.some((wanted) => !offers().some((o) => o.id === wanted)))
      return fail(422, 'Unknown offer id');
    saved().push({ userId: ctx.user?.id as string, brand: ctx.brand, offerIds });
    return created({ offerIds });
  },
  impediments: (ctx) => [
    {
      code: 'CPF_RESTRICTION',
      message: ctx.market === 'es-AR' ? 'Restricción en el documento' : 'Restrição no CPF',
    },
    {
      code: 'EXISTING_RESERVATION',
      message: ctx.market === 'es-AR' ? 'Reserva existente' : 'Já existe uma reserva para este CPF/CNPJ',
    },
  ],
  reserveAvailability: (ctx) => {
    const offer = offers().find((o) => o.id === ctx.query.get('offerId'));
    if (!offer) return notFound('Offer not found');
    const taken = recordsOf<{ offerId: string }>('offers:reserves').some((r) => r.offerId === offer.id);
    return { offerId: offer.id, available: live(offer) && !taken };
  },
  reserve: {
    // The buyer's document: a CPF in Brazil, a CUIL in Argentina (the call carries no market).
    schema: shape({
      offerId: text(40),
      cpf: v.optional(cpf),
      cuil: v.optional(cuil),
      name: text(120),
      email,
      phone,
    }),
    resolve: ({ body }) => {
      if (!body.cpf && !body.cuil) return fail(422, 'cpf or cuil required');
      const offer = offers().find((o) => o.id === body.offerId);
      if (!offer || !live(offer)) return fail(422, 'Offer not available');
      if (recordsOf<{ offerId: string }>('offers:reserves').some((r) => r.offerId === offer.id))
        return fail(409, 'Offer already reserved');
      return created(
        remember('offers:reserves', {
          id: newId('ORS'),
          offerId: offer.id,
          document: body.cpf ?? body.cuil,
          status: 'RESERVE',
        }),
      );
    },
  },
  billUrl: (ctx) => {
    const reserve = recordsOf<{ id: string }>('offers:reserves').find(
      (r) => r.id === ctx.query.get('reserveId'),
    );
    return reserve
      ? { url: `https://boleto.example.com/${reserve.id}.pdf`, dueDays: 3 }
      : notFound('Reserve not found');
  },
});
