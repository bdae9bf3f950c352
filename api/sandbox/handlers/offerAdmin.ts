import * as v from 'valibot';
import { offerCalls } from '../../offers.ts';
import { mayCall } from '../../roles.ts';
import { text } from '../../schemas.ts';
import { dealersBy } from '../data/dealers.ts';
import { initialOffers, OFFER_VOCABULARY, type Offer } from '../data/offers.ts';
import { ids, mvsCode, shape, year } from '../schemas.ts';
import { newId, recordsOf } from '../state.ts';
import { type Ctx, created, fail, notFound, type Rules } from '../table.ts';

const offers = () => recordsOf<Offer>('offers', initialOffers);

/**
 * Whether the signed-in user prepares or decides offers: the search service then answers them every
 * offer of the brand and country, whatever its status (the administrators' list, api/README.md "Roles").
 */
export const managesOffers = (ctx: Ctx) =>
  ctx.user !== null && mayCall(ctx.user.roles ?? ['customer'], offerCalls.create.roles);

/** The offer of the path, when it is the brand's and the country's (another brand's is not found). */
function ownOffer(ctx: Ctx): Offer | null {
  const offer = offers().find((o) => o.id === ctx.params.id);
  return offer && offer.brand === ctx.brand && offer.country === ctx.country ? offer : null;
}

const STATUS: Record<string, Partial<Offer>> = {
  SOLD: { sold: true },
  UNSOLD: { sold: false },
  PUBLISHED: { published: true, disapproved: false },
  UNPUBLISHED: { published: false },
  DISAPPROVED: { disapproved: true, published: false },
};

function flag(change: Partial<Offer> | undefined) {
  return (ctx: Ctx) => {
    const offer = ownOffer(ctx);
    return offer ? Object.assign(offer, change) : notFound('Offer not found');
  };
}

const listOf = (values: readonly string[]) => v.optional(v.array(v.picklist(values)), []);
const positive = v.pipe(v.number(), v.minValue(0.01));
const AT_LIST_PRICE = ['FROM_TO', 'PERCENT'];

/** An offer's fields, with the price(s) and the scope's place each display type and scope needs. */
const OfferBody = v.pipe(
  shape({
    type: v.picklist(['FCA', 'DEALER', 'RENTAL']),
    title: text(120),
    mvsCode,
    year,
    priceDisplayType: v.picklist(['FULL_PRICE', 'STARTS_WITH', 'FROM_TO', 'PERCENT', 'INSTALLMENT']),
    price: positive,
    fromPrice: v.optional(v.nullable(positive), null),
    scope: v.picklist(['REGIONAL', 'NATIONAL', 'DEALER_GROUP', 'ZONE']),
    regionalId: v.optional(v.nullable(v.pipe(v.number(), v.integer())), null),
    influenceAreaId: v.optional(v.nullable(v.pipe(v.number(), v.integer())), null),
    dealerCode: v.optional(v.nullable(text(20)), null),
    stamps: listOf(OFFER_VOCABULARY.stamps),
    parts: listOf(OFFER_VOCABULARY.parts),
    categories: listOf(OFFER_VOCABULARY.categories),
    features: listOf(OFFER_VOCABULARY.features),
  }),
  v.check(
    (o) => !AT_LIST_PRICE.includes(o.priceDisplayType) || (o.fromPrice ?? 0) > o.price,
    'fromPrice must be above price for FROM_TO and PERCENT',
  ),
  v.check((o) => o.scope !== 'REGIONAL' || o.regionalId !== null, 'regionalId required for REGIONAL'),
  v.check((o) => o.scope !== 'ZONE' || o.influenceAreaId !== null, 'influenceAreaId required for ZONE'),
  v.check((o) => o.scope !== 'DEALER_GROUP' || o.dealerCode !== null, 'dealerCode required for DEALER_GROUP'),
);

/** The scope's place must be the brand's in the country; what the scope or display type does not use is cleared. */
function placed(ctx: Ctx, body: Offer): Partial<Offer> | Response {
  const dealers = dealersBy({ brand: ctx.brand, country: ctx.country, offline: false });
  const regionalId = body.scope === 'REGIONAL' ? body.regionalId : null;
  const influenceAreaId = body.scope === 'ZONE' ? body.influenceAreaId : null;
  const dealerCode = body.scope === 'DEALER_GROUP' ? body.dealerCode : null;
  if (regionalId !== null && !dealers.some((d) => d.regionalId === regionalId))
    return fail(422, 'Unknown regional');
  if (influenceAreaId !== null && !dealers.some((d) => d.influenceAreaId === influenceAreaId))
    return fail(422, 'Unknown zone');
  if (dealerCode !== null && !dealers.some((d) => d.dealerCode === dealerCode))
    return fail(422, 'Unknown dealer');
  const fromPrice = AT_LIST_PRICE.includes(body.priceDisplayType) ? body.fromPrice : null;
  return { ...body, fromPrice, regionalId, influenceAreaId, dealerCode };
}

/** The offers of the ids when each is the brand's and the country's and none repeats; else the refusal. */
function ownOffers(ctx: Ctx, wanted: (string | number)[]): Offer[] | Response {
  if (new Set(wanted.map(String)).size !== wanted.length) return fail(422, 'Repeated offer id');
  const found = wanted.map((id) => offers().find((o) => o.id === String(id)));
  if (found.some((o) => !o || o.brand !== ctx.brand || o.country !== ctx.country))
    return fail(422, 'Unknown offer id');
  return found as Offer[];
}

type AdminCalls = Pick<
  typeof offerCalls,
  | 'create'
  | 'update'
  | 'remove'
  | 'sold'
  | 'unsold'
  | 'publish'
  | 'unpublish'
  | 'disapprove'
  | 'updateStatus'
  | 'reorder'
>;

/**
 * The offer service's administration: create (unpublished, last in the order), edit, delete, the status
 * actions, the bulk status and the order. An offer of another brand or country is not found; a body
 * that misses what its display type or scope needs, or names a place the brand has not, is refused (422).
 */
export const offerAdminRules: Rules<AdminCalls> = {
  create: {
    schema: OfferBody,
    resolve: (ctx) => {
      const fields = placed(ctx, ctx.body);
      if (fields instanceof Response) return fields;
      const last = Math.max(-1, ...offers().map((o) => o.order));
      const offer = {
        ...fields,
        id: newId('OFR'),
        brand: ctx.brand,
        country: ctx.country,
        published: false,
        sold: false,
        disapproved: false,
        order: last + 1,
      } as Offer;
      offers().push(offer);
      return created(offer);
    },
  },
  update: {
    schema: OfferBody,
    resolve: (ctx) => {
      const offer = ownOffer(ctx);
      if (!offer) return notFound('Offer not found');
      const fields = placed(ctx, ctx.body);
      return fields instanceof Response ? fields : Object.assign(offer, fields, { id: offer.id });
    },
  },
  remove: (ctx) => {
    const offer = ownOffer(ctx);
    if (!offer) return notFound('Offer not found');
    offers().splice(offers().indexOf(offer), 1);
    return undefined;
  },
  sold: flag(STATUS.SOLD),
  unsold: flag(STATUS.UNSOLD),
  publish: flag(STATUS.PUBLISHED),
  unpublish: flag(STATUS.UNPUBLISHED),
  disapprove: flag(STATUS.DISAPPROVED),
  updateStatus: {
    schema: shape({ ids, status: v.picklist(Object.keys(STATUS)) }),
    resolve: (ctx) => {
      if (!ctx.body.ids.map(String).includes(ctx.params.id)) return fail(422, 'The path offer is not in ids');
      const found = ownOffers(ctx, ctx.body.ids);
      if (found instanceof Response) return found;
      for (const offer of found) Object.assign(offer, STATUS[ctx.body.status]);
      return { updated: found.map((o) => o.id), status: ctx.body.status };
    },
  },
  reorder: {
    schema: shape({ ids }),
    resolve: (ctx) => {
      const found = ownOffers(ctx, ctx.body.ids);
      if (found instanceof Response) return found;
      // The offers named take, in the order given, the places they held among themselves.
      const places = found.map((o) => o.order).sort((a, b) => a - b);
      found.forEach((offer, index) => {
        offer.order = places[index] as number;
      });
      return { reordered: found.length };
    },
  },
};
