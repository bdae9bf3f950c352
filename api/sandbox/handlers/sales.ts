import { HttpResponse } from 'msw';
import * as v from 'valibot';
import { ContactUsSchema } from '../../contact.payloads.ts';
import { contactCalls } from '../../contact.ts';
import {
  AttendantPayloadSchema,
  CheckinPayloadSchema,
  QuotationPayloadSchema,
  SalesAccessPayloadSchema,
} from '../../dealer-sales.payloads.ts';
import { dealerSalesCalls } from '../../dealer-sales.ts';
import { type WorkingPricePayload, WorkingPricePayloadSchema } from '../../reporting.payloads.ts';
import { reportingCalls } from '../../reporting.ts';
import { email, money, text } from '../../schemas.ts';
import { countryOf, modelsOf, versionByMvs, versionsOf } from '../data/catalog.ts';
import { DEALERS, dealerByCode } from '../data/dealers.ts';
import { accessoriesOf, itemsOf } from '../data/parts.ts';
import { initialProducts, REPORT_REASONS, type SandboxProduct } from '../data/reporting.ts';
import { ids, mvsCode, phone, shape } from '../schemas.ts';
import { newId, recordsOf, remember } from '../state.ts';
import { type Ctx, created, fail, notFound, tableHandlers } from '../table.ts';
import { publicDealer } from './dealers.ts';
import { workingPrices } from './price.ts';

type Quotation = v.InferOutput<typeof QuotationPayloadSchema>;
type Recorded = Quotation & { quotationNumber: string; dealerCode: string };
type Session = { sessionId: string; dealerCode: string; userId: string };

const sessions = () => recordsOf<Session>('sales:sessions');
const quotations = () => recordsOf<Recorded>('sales:quotations');

/**
 * CRM outcome of a quotation save (codes of seed 001 §8, triggers in api/README.md "Interpretations"):
 * 001 the sales session is not the seller's (expired or another's), 002 the opportunity already has a
 * quotation and no base quotation is named, 003 the base quotation named is not in the CRM, 004 the
 * version is unknown or the price is below the initial price, 005 an optional the version does not
 * have, 006 an accessory the version does not take.
 */
function crmCode(ctx: Ctx, body: Quotation, session: Session | undefined): string | null {
  if (!session || session.userId !== ctx.user?.id) return '001';
  const base = typeof ctx.body.baseQuotationNumber === 'string' ? ctx.body.baseQuotationNumber : null;
  const sameOpportunity = quotations().filter(
    (q) => q.dealerCode === session.dealerCode && q.opportunityName === body.opportunityName,
  );
  if (base === null && sameOpportunity.length > 0) return '002';
  if (base !== null && !sameOpportunity.some((q) => q.quotationNumber === base)) return '003';
  const version = versionByMvs(body.mvsCode);
  if (!version || body.price < body.initialPrice) return '004';
  const items = itemsOf(version, ctx.country).map((i) => i.code);
  if (body.optionals.some((code) => !items.includes(code))) return '005';
  const accessories = accessoriesOf(version, ctx.country).map((a) => a.code);
  if (body.accessories.some((code) => !accessories.includes(code))) return '006';
  return null;
}

/** Dealer sales service: seller access, check-in, attendant requests, quotation save (codes 001–006). */
export const dealerSalesHandlers = tableHandlers('dealer-sales', dealerSalesCalls, {
  access: {
    schema: SalesAccessPayloadSchema,
    resolve: (ctx) => {
      const dealer =
        dealerByCode(ctx.brand, ctx.body.dealerCode) ??
        DEALERS.find((d) => d.dealerCode === ctx.body.dealerCode);
      if (!dealer) return fail(403, 'Dealer not found');
      return created(
        remember('sales:sessions', {
          sessionId: newId('SES'),
          dealerCode: dealer.dealerCode,
          userId: ctx.user?.id ?? '',
        }),
      );
    },
  },
  checkin: {
    schema: CheckinPayloadSchema,
    resolve: ({ body }) =>
      sessions().some((s) => s.sessionId === body.sessionId)
        ? created({ checkinId: newId('CHK'), ...body })
        : fail(401, 'Invalid session'),
  },
  requestAttendant: {
    schema: AttendantPayloadSchema,
    resolve: ({ body }) =>
      sessions().some((s) => s.sessionId === body.sessionId)
        ? created({ ticket: newId('ATD'), queuePosition: 2 })
        : fail(401, 'Invalid session'),
  },
  saveQuotation: {
    schema: QuotationPayloadSchema,
    resolve: (ctx) => {
      const body = ctx.body as Quotation;
      const session = sessions().find((s) => s.sessionId === body.sessionId);
      const code = crmCode(ctx, body, session);
      if (code || !session) return { success: false, code: code ?? '001' };
      const quotationNumber = newId('QUO');
      remember('sales:quotations', { ...body, quotationNumber, dealerCode: session.dealerCode });
      return { success: true, code: '000', quotationNumber };
    },
  },
});

const products = () => recordsOf<SandboxProduct>('reporting:products', initialProducts);
const reasonsOf = (ctx: Ctx) => REPORT_REASONS[ctx.market === 'es-AR' ? 'es-AR' : 'pt-BR'];

/**
 * A report view: the seller's dealer looks at one product or one dealer, with a reason of the list
 * (422 otherwise; 404 for an unknown product or dealer).
 */
function recordView(ctx: Ctx) {
  const { productId, idSiteGeo, reasonId, dealerCode } = ctx.body;
  if ((productId === undefined) === (idSiteGeo === undefined))
    return fail(422, 'a report view names a product or a dealer');
  if (!reasonsOf(ctx)[reasonId - 1]) return fail(422, 'unknown reason');
  if (productId !== undefined && !products().some((p) => p.id === productId))
    return notFound('Product not found');
  if (idSiteGeo !== undefined && !DEALERS.some((d) => d.id === idSiteGeo))
    return notFound('Dealer not found');
  const view = { id: newId('RVW'), userId: ctx.user?.id, dealerCode, reasonId, productId, idSiteGeo };
  return created(remember('reporting:views', view));
}
const dealerOf = (ctx: Ctx) => DEALERS.find((d) => String(d.id) === ctx.params.idSiteGeo) ?? null;

/**
 * A dealer's working price of a version: POST sets the first one (409 when there is one), PUT changes
 * it (404 when there is none); 404 for a version the market does not sell, 422 below 80% of its list price.
 */
function setWorkingPrice(ctx: Ctx) {
  const { dealerCode, mvsCode: mvs, price } = ctx.body as WorkingPricePayload;
  const list = versionByMvs(mvs)?.price[countryOf(ctx.market)];
  if (list === undefined) return notFound('Version not found');
  if (price < list * 0.8) return fail(422, 'price below 80% of the list price');
  const kept = workingPrices().find((w) => w.dealerCode === dealerCode && w.mvsCode === mvs);
  const record = { dealerCode, mvsCode: mvs, price };
  if (ctx.request.method === 'POST') {
    if (kept) return fail(409, 'the version has a working price already');
    workingPrices().push(record);
    return created(record);
  }
  if (!kept) return notFound('Working price not found');
  kept.price = price;
  return record;
}

/** The versions of the brand the market sells, with the dealer's working price of each (null when none). */
function visualizer(ctx: Ctx) {
  const dealer = ctx.query.get('dealerCode');
  const country = countryOf(ctx.market);
  return versionsOf(ctx.brand, country).map((version) => {
    const working = workingPrices().findLast((w) => w.dealerCode === dealer && w.mvsCode === version.mvsCode);
    return {
      mvsCode: version.mvsCode,
      description: version.fullDescription,
      listPrice: version.price[country] ?? 0,
      workingPrice: working?.price ?? null,
    };
  });
}

/** The dealer's price of each version: its working price when set, else the list price. */
const dealerPrice = (ctx: Ctx) =>
  visualizer(ctx).map((row) => ({
    dealerCode: ctx.query.get('dealerCode') ?? '',
    mvsCode: row.mvsCode,
    price: row.workingPrice ?? row.listPrice,
    workingPrice: row.workingPrice !== null,
  }));

/** Dealer reporting service: report views, products, dealers, car models, working prices (CSV). */
export const reportingHandlers = tableHandlers('reporting', reportingCalls, {
  reportView: {
    schema: shape({
      dealerCode: text(10),
      reasonId: v.pipe(v.number(), v.integer()),
      productId: v.optional(text(80)),
      idSiteGeo: v.optional(v.number()),
    }),
    resolve: recordView,
  },
  reasons: (ctx) => reasonsOf(ctx).map((label, i) => ({ id: i + 1, label })),
  addProduct: {
    schema: shape({ name: text(120), category: text(40), price: money }),
    resolve: (ctx) => {
      const product = { id: newId('PRD'), brand: ctx.brand, modelCodes: [], ...ctx.body };
      products().push(product);
      return created(product);
    },
  },
  products: (ctx) =>
    products()
      .filter((p) => p.brand === ctx.brand)
      .map(({ brand, ...p }) => p),
  dealers: (ctx) =>
    DEALERS.filter((d) => d.brand === ctx.brand && d.country === countryOf(ctx.market))
      .slice(0, 50)
      .map((d) => ({ idSiteGeo: d.id, ...publicDealer(d) })),
  addDealer: {
    schema: shape({ idSiteGeo: v.number(), name: text(160), phone }),
    resolve: ({ body }) => created(remember('reporting:dealers', body)),
  },
  dealer: (ctx) => {
    const dealer = dealerOf(ctx);
    return dealer ? { idSiteGeo: dealer.id, ...publicDealer(dealer) } : notFound('Dealer not found');
  },
  carModels: (ctx) =>
    modelsOf(ctx.brand, countryOf(ctx.market)).map((m) => ({
      modelCode: m.modelCode,
      modelName: m.modelName,
    })),
  dealerPrice,
  workingPrices: (ctx) => workingPrices().filter((w) => w.dealerCode === ctx.query.get('dealerCode')),
  addWorkingPrice: { schema: WorkingPricePayloadSchema, resolve: setWorkingPrice },
  updateWorkingPrice: { schema: WorkingPricePayloadSchema, resolve: setWorkingPrice },
  visualizer,
  visualizerCsv: (ctx) => {
    const rows = visualizer(ctx).map((r) =>
      [r.mvsCode, r.description, r.listPrice, r.workingPrice ?? ''].join(';'),
    );
    return new HttpResponse(['mvsCode;description;listPrice;workingPrice', ...rows].join('\n'), {
      headers: { 'content-type': 'text/csv; charset=utf-8' },
    });
  },
});

/** Contact service: contact-us messages and lead e-mails. */
export const contactHandlers = tableHandlers('contact', contactCalls, {
  contactUs: {
    schema: ContactUsSchema,
    resolve: ({ body }) =>
      created({
        id: remember('contact:messages', { id: newId('MSG'), ...body }).id,
        message: 'SUA MENSAGEM FOI ENVIADA!',
      }),
  },
  leadEmail: {
    schema: shape({
      name: text(120),
      email,
      dealerCode: text(10),
      mvsCode: v.optional(mvsCode),
      message: v.optional(text(2000)),
      ids: v.optional(ids),
    }),
    resolve: ({ body }) =>
      created({ id: remember('contact:lead-emails', { id: newId('LEM'), ...body }).id, sent: true }),
  },
});
