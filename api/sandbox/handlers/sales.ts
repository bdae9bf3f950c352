import { HttpResponse } from 'msw';
import * as v from 'valibot';
import { contactCalls } from '../../contact.ts';
import { dealerSalesCalls } from '../../dealer-sales.ts';
import { reportingCalls } from '../../reporting.ts';
import { cpf, email, money, text } from '../../schemas.ts';
import { countryOf, modelsOf, versionByMvs, versionsOf } from '../data/catalog.ts';
import { DEALERS, dealerByCode } from '../data/dealers.ts';
import { itemsOf } from '../data/parts.ts';
import { id, ids, mvsCode, phone, shape, year } from '../schemas.ts';
import { newId, recordsOf, remember } from '../state.ts';
import { type Ctx, created, fail, notFound, tableHandlers } from '../table.ts';
import { publicDealer } from './dealers.ts';
import { workingPrices } from './price.ts';

const Quotation = shape({
  crmToken: v.string(),
  opportunityName: text(120),
  mvsCode,
  year,
  colorCode: text(10),
  initialPrice: money,
  price: money,
  optionals: v.array(text(10)),
  accessories: v.array(text(20)),
  comment: v.optional(v.pipe(v.string(), v.maxLength(1000))),
  validityDays: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(30)),
  seller: shape({ name: text(120), email }),
});

/** CRM outcome of a quotation save (codes of seed 001 §8). */
function crmCode(body: v.InferOutput<typeof Quotation>): string | null {
  if (body.crmToken !== 'sandbox-crm') return '001';
  if (
    recordsOf<{ opportunityName: string }>('sales:quotations').some(
      (q) => q.opportunityName === body.opportunityName,
    )
  )
    return '002';
  if (body.opportunityName.startsWith('X-')) return '003';
  const version = versionByMvs(body.mvsCode);
  if (!version || body.price < body.initialPrice) return '004';
  const items = itemsOf(version, 'BR').map((i) => i.code);
  if (body.optionals.some((code) => !items.includes(code))) return '005';
  if (body.accessories.some((code) => !/^\d{8}$/.test(code))) return '006';
  return null;
}

const sessions = () => recordsOf<{ sessionId: string; dealerCode: string }>('sales:sessions');

/** Dealer sales service: seller access, check-in, attendant requests, quotation save (codes 001–006). */
export const dealerSalesHandlers = tableHandlers('dealer-sales', dealerSalesCalls, {
  access: {
    schema: shape({ dealerCode: text(10), sellerCpf: cpf }),
    resolve: (ctx) => {
      const dealer =
        dealerByCode(ctx.brand, ctx.body.dealerCode) ??
        DEALERS.find((d) => d.dealerCode === ctx.body.dealerCode);
      if (!dealer) return fail(403, 'Dealer not found');
      return created(remember('sales:sessions', { sessionId: newId('SES'), dealerCode: dealer.dealerCode }));
    },
  },
  checkin: {
    schema: shape({ sessionId: text(40), customerName: text(120), customerCpf: v.optional(cpf) }),
    resolve: ({ body }) =>
      sessions().some((s) => s.sessionId === body.sessionId)
        ? created({ checkinId: newId('CHK'), ...body })
        : fail(401, 'Invalid session'),
  },
  requestAttendant: {
    schema: shape({ sessionId: text(40), reason: text(200) }),
    resolve: ({ body }) =>
      sessions().some((s) => s.sessionId === body.sessionId)
        ? created({ ticket: newId('ATD'), queuePosition: 2 })
        : fail(401, 'Invalid session'),
  },
  saveQuotation: {
    schema: Quotation,
    resolve: ({ body }) => {
      const code = crmCode(body);
      if (code) return { success: false, code };
      remember('sales:quotations', body);
      return { success: true, code: '000', quotationNumber: newId('QUO') };
    },
  },
});

const REASONS = ['Preço', 'Prazo de entrega', 'Condição de pagamento', 'Atendimento', 'Comprou outra marca'];
const dealerOf = (ctx: Ctx) => DEALERS.find((d) => String(d.id) === ctx.params.idSiteGeo) ?? null;
const WorkingPrice = shape({ dealerCode: text(10), mvsCode, price: v.pipe(money, v.minValue(1000)) });

function setWorkingPrice(ctx: Ctx) {
  const version = versionByMvs(ctx.body.mvsCode);
  const list = version?.price[countryOf(ctx.market)] ?? version?.price.BR ?? 0;
  if (ctx.body.price < list * 0.8) return fail(422, 'price below 80% of the list price');
  workingPrices().push({ dealerCode: ctx.body.dealerCode, mvsCode: ctx.body.mvsCode, price: ctx.body.price });
  return ctx.request.method === 'POST' ? created(ctx.body) : ctx.body;
}

function visualizer(ctx: Ctx) {
  const dealer = ctx.query.get('dealerCode');
  return versionsOf(ctx.brand, 'BR').map((version) => {
    const working = workingPrices().findLast((w) => w.dealerCode === dealer && w.mvsCode === version.mvsCode);
    return {
      mvsCode: version.mvsCode,
      description: version.fullDescription,
      listPrice: version.price.BR,
      workingPrice: working?.price ?? null,
    };
  });
}

/** Dealer reporting service: report views, products, dealers, car models, working prices (CSV). */
export const reportingHandlers = tableHandlers('reporting', reportingCalls, {
  reportView: {
    schema: shape({ productId: id, dealerCode: text(10), reason: v.picklist(REASONS) }),
    resolve: ({ body }) => created(remember('reporting:views', { id: newId('RVW'), ...body })),
  },
  reasons: () => REASONS.map((label, i) => ({ id: i + 1, label })),
  addProduct: {
    schema: shape({ name: text(120), category: text(40), price: money }),
    resolve: (ctx) =>
      created(remember('reporting:products', { id: newId('PRD'), brand: ctx.brand, ...ctx.body })),
  },
  products: (ctx) => recordsOf<{ brand: string }>('reporting:products').filter((p) => p.brand === ctx.brand),
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
  dealerPrice: visualizer,
  workingPrices: (ctx) => workingPrices().filter((w) => w.dealerCode === ctx.query.get('dealerCode')),
  addWorkingPrice: { schema: WorkingPrice, resolve: setWorkingPrice },
  updateWorkingPrice: { schema: WorkingPrice, resolve: setWorkingPrice },
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
    schema: shape({ name: text(120), email, phone, reason: text(80), message: text(2000) }),
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
