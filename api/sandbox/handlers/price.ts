import * as v from 'valibot';
import { priceCalls } from '../../price.ts';
import { stockCalls } from '../../stock.ts';
import { countryOf, currencyOf, versionByMvs } from '../data/catalog.ts';
import { partsOf } from '../data/parts.ts';
import { hashSeed } from '../data/random.ts';
import { availabilityOf } from '../data/stock.ts';
import { mvsCode, shape, year } from '../schemas.ts';
import { recordsOf } from '../state.ts';
import { type Ctx, fail, notFound, tableHandlers } from '../table.ts';

/** A dealer's working price of a version (kept by the reporting service). */
export interface WorkingPrice {
  dealerCode: string;
  mvsCode: string;
  price: number;
}

/** Working prices set by dealers (reporting service), read by the price service. */
export const workingPrices = () => recordsOf<WorkingPrice>('reporting:working-prices');

const ECOMMERCE_DISCOUNT = 0.03;

function base(mvs: string, year: number, ctx: Ctx) {
  const country = countryOf(ctx.market);
  const parts = partsOf(mvs, country);
  const price = parts?.version.price[country];
  if (!parts || price === undefined || !parts.version.years.includes(year)) return null;
  return { parts, price, country };
}

function priceRecord(mvs: string, year: number, ctx: Ctx, type: string | null) {
  const found = base(mvs, year, ctx);
  if (!found) return notFound('Price not found');
  const { parts, price, country } = found;
  const list = [...parts.items, ...parts.coatings, ...parts.colors];
  return {
    mvsCode: mvs,
    year,
    type: type === 'EC' ? 'ecommercePrice' : 'customPrice',
    price: type === 'EC' ? Math.round(price * (1 - ECOMMERCE_DISCOUNT)) : price,
    currency: currencyOf(country),
    parts: list.map((p) => ({ partId: p.id, price: p.price })),
  };
}

const q = (ctx: Ctx, name: string) => ctx.query.get(name) ?? '';
const Products = v.pipe(
  v.array(shape({ mvsCode, year, dealerCode: v.optional(v.string()) })),
  v.minLength(1),
);

/** Price service: list, e-commerce and reservation prices, discounts, batch and dealer prices. */
export const priceHandlers = tableHandlers('price', priceCalls, {
  price: (ctx) => priceRecord(q(ctx, 'mvsCode'), Number(q(ctx, 'year')), ctx, ctx.query.get('type')),
  reservation: (ctx) => {
    const found = base(q(ctx, 'mvsCode'), Number(q(ctx, 'year')), ctx);
    if (!found) return notFound('Price not found');
    // A reservation is an e-commerce purchase: the car at its e-commerce price (what the configurator's
    // e-commerce total starts from), never the list price.
    const { parts, country } = found;
    const price = Math.round(found.price * (1 - ECOMMERCE_DISCOUNT));
    const color = parts.colors.find((c) => c.code === q(ctx, 'colorCode'));
    if (!color) return fail(422, 'Unknown colorCode');
    const codes = ctx.query.get('optionalCode')?.split(',').filter(Boolean) ?? [];
    const items = codes.map((code) => parts.items.find((i) => i.code === code));
    if (items.some((i) => !i)) return fail(422, 'Unknown optionalCode');
    const chosen = items as NonNullable<(typeof items)[number]>[];
    if (chosen.some((i) => i.exclusive.some((x) => chosen.some((c) => c.id === x))))
      return fail(422, 'Exclusive optionals together');
    const coating = ctx.query.get('coatingCode')
      ? parts.coatings.find((c) => c.code === ctx.query.get('coatingCode'))
      : undefined;
    if (ctx.query.get('coatingCode') && !coating) return fail(422, 'Unknown coatingCode');
    const total = price + color.price + chosen.reduce((s, i) => s + i.price, 0) + (coating?.price ?? 0);
    return {
      mvsCode: parts.version.mvsCode,
      price,
      colorPrice: color.price,
      optionals: chosen.map((i) => ({ code: i.code, price: i.price })),
      coatingPrice: coating?.price ?? 0,
      total,
      currency: currencyOf(country),
    };
  },
  specialDiscount: (ctx) => {
    const found = base(q(ctx, 'mvsCode'), Number(q(ctx, 'year')), ctx);
    if (!found) return notFound('Price not found');
    const discount = hashSeed(found.parts.version.mvsCode) % 3 === 0 ? 0 : Math.round(found.price * 0.02);
    return { mvsCode: q(ctx, 'mvsCode'), discount, hasPriceBonification: discount > 0 };
  },
  types: () => [
    { type: 'ecommercePrice', description: 'E-commerce price (type=EC)' },
    { type: 'customPrice', description: 'List or dealer price' },
  ],
  batchPrices: (ctx) =>
    q(ctx, 'mvsCodes')
      .split(',')
      .map((code) => versionByMvs(code))
      .filter((version) => version !== null)
      .flatMap((version) => version.years.map((year) => priceRecord(version.mvsCode, year, ctx, null)))
      .filter((record) => !(record instanceof Response)),
  batchCustomPrice: (ctx) => {
    let products: unknown;
    try {
      products = JSON.parse(q(ctx, 'products'));
    } catch {
      return fail(400, 'products must be a JSON string');
    }
    const result = v.safeParse(Products, products);
    if (!result.success) return fail(422, 'products must list mvsCode and year');
    return result.output.map((p) => {
      const custom = workingPrices().findLast(
        (w) => w.mvsCode === p.mvsCode && w.dealerCode === p.dealerCode,
      );
      const record = priceRecord(p.mvsCode, p.year, ctx, null);
      return record instanceof Response
        ? { ...p, price: null }
        : { ...p, price: custom?.price ?? record.price, custom: Boolean(custom) };
    });
  },
  dealerPrice: (ctx) => {
    const version = versionByMvs(q(ctx, 'mvsCode'));
    const price = version?.price[countryOf(ctx.market)];
    if (!version || price === undefined) return notFound('Price not found');
    const custom = workingPrices().findLast(
      (w) => w.mvsCode === version.mvsCode && w.dealerCode === q(ctx, 'dealerCode'),
    );
    return {
      dealerCode: q(ctx, 'dealerCode'),
      mvsCode: version.mvsCode,
      price: custom?.price ?? price,
      workingPrice: Boolean(custom),
    };
  },
});

/** Stock service: units of a version by colour, with a delivery estimate. */
export const stockHandlers = tableHandlers('stock', stockCalls, {
  available: (ctx) => {
    const version = versionByMvs(q(ctx, 'mvsCode'));
    if (version && version.brand !== ctx.brand) return fail(422, 'mvsCode of another brand');
    return (
      availabilityOf(q(ctx, 'mvsCode'), Number(q(ctx, 'modelYear')), countryOf(ctx.market)) ??
      notFound('No vehicle available')
    );
  },
});
