import * as v from 'valibot';
import { cardBrandOf } from '../../../validators/index.ts';
import {
  RentalArLeadSchema,
  RentalCardSchemas,
  RentalCardUpdateSchemas,
  type RentalCompanyKey,
  RentalCompanyKeySchemas,
  RentalContractAcceptSchemas,
  RentalFamilyIncomeSchema,
  RentalLeadSchema,
  RentalPaymentMethodSchema,
  RentalStartSchemas,
  rentalLeadSchemaOf,
  rentalSchemaOf,
} from '../../rental.payloads.ts';
import { type RentalSavedCard, rentalCalls, rentalCompanyKey } from '../../rental.ts';
import { text } from '../../schemas.ts';
import { initialProposals, RENTAL_BRANDS, type RentalProposal } from '../data/rental.ts';
import { fileLike, shape } from '../schemas.ts';
import { newId, recordsOf, remember } from '../state.ts';
import { type Ctx, created, fail, notFound, tableHandlers } from '../table.ts';

const proposals = () => recordsOf<RentalProposal>('rental:proposals', initialProposals);
const mine = (ctx: Ctx) => proposals().filter((p) => p.userId === ctx.user?.id);
/** A rental user: a Brazilian company by its CNPJ, an Argentine one by its CUIT. */
type RentalCompany = {
  cnpj?: string;
  cuit?: string;
  cards: RentalSavedCard[];
  contracts: { id: string; accepted: boolean }[];
};
const company = () => recordsOf<RentalCompany>('rental:companies');
const companyOf = (key: RentalCompanyKey) =>
  company().find((c) => ('cuit' in key ? c.cuit === key.cuit : c.cnpj === key.cnpj)) ?? null;
type Keyed = { BR: v.GenericSchema; AR: v.GenericSchema };
/** Any market's body, for the table's first check; {@link keyedBody} reads it by the market. */
const anyMarket = <S extends Keyed>(schemas: S) => v.union([schemas.BR, schemas.AR]);

/**
 * A rental-user body read by the market (the language header): a CUIT in `cuit` in es-AR, a CNPJ in
 * `cnpj` in pt-BR and c-BR — the other market's key is refused, like the intent.
 */
function keyedBody<S extends Keyed>(schemas: S, ctx: Ctx) {
  const body = v.safeParse(rentalSchemaOf(schemas, ctx.market), ctx.body);
  if (!body.success) return fail(422, body.issues.map((issue) => issue.message).join('; '));
  return body.output as RentalCompanyKey & Record<string, unknown>;
}

/** The company a rental-user query names by the market's key, or the refusal. */
function queried(ctx: Ctx) {
  const name = ctx.market === 'es-AR' ? 'cuit' : 'cnpj';
  const value = ctx.query.get(name);
  if (!value) return fail(400, 'Params is required');
  const key = keyedBody(RentalCompanyKeySchemas, { ...ctx, body: { [name]: value } });
  if (key instanceof Response) return key;
  return companyOf(key) ?? notFound('Rental user not found');
}
const request = shape({ root_path: text(200), sub_path: text(200) });

function timeline(ctx: Ctx) {
  if (!(RENTAL_BRANDS as readonly string[]).includes(ctx.brand))
    return fail(422, `No rental for ${ctx.brand}`);
  return mine(ctx).filter((p) => p.brand === ctx.brand);
}

/** Documents of a proposal: approved once the financial analysis approved it, refused when it reproved it. */
function documentsOf(proposal: RentalProposal) {
  const reached = (status: string) => proposal.timeline.some((t) => t.status === status && t.done);
  if (reached('FINANCIAL_ANALYSIS_REPROVED')) return 'REFUSED';
  return reached('FINANCIAL_ANALYSIS_APPROVED') ? 'APPROVED' : 'PENDING';
}

/** The `request` JSON part of an upload (root_path, sub_path), or the 422 answer. */
async function uploadTarget(ctx: Ctx) {
  const part = ctx.form?.get('request');
  if (!part || typeof part === 'string')
    return fail(422, 'request part with root_path and sub_path required');
  try {
    const result = v.safeParse(request, JSON.parse(await (part as Blob).text()));
    return result.success ? result.output : fail(422, 'request needs root_path and sub_path');
  } catch {
    return fail(400, 'request part is not JSON');
  }
}

async function upload(ctx: Ctx, part: 'file' | 'files') {
  const target = await uploadTarget(ctx);
  if (target instanceof Response) return target;
  const files = (ctx.form?.getAll(part) ?? []).filter((f) => v.is(fileLike, f)) as File[];
  if (!files.length) return fail(422, `${part} required`);
  const paths = files.map((file) => `${target.root_path}/${target.sub_path}/${file.name}`);
  remember('rental:files', { ...target, names: files.map((file) => file.name) });
  return created(part === 'file' ? { path: paths[0] } : { paths });
}

/** Rental service: proposal timelines, rental intent leads, rental-user cards, contracts and files. */
export const rentalHandlers = tableHandlers('rental', rentalCalls, {
  reservations: (ctx) =>
    mine(ctx).map(({ proposalCode, productId, brand, model }) => ({ proposalCode, productId, brand, model })),
  documentsStatus: (ctx) =>
    mine(ctx).map((p) => ({
      proposalCode: p.proposalCode,
      documents: documentsOf(p),
    })),
  createLead: {
    schema: v.union([RentalLeadSchema, RentalArLeadSchema]),
    resolve: (ctx) => {
      // The company's id and phone are the market's (the language header says which): a CNPJ and a
      // Brazilian mobile, or a CUIT and an Argentine phone.
      const lead = v.safeParse(rentalLeadSchemaOf(ctx.market), ctx.body);
      if (!lead.success) return fail(422, lead.issues.map((issue) => issue.message).join('; '));
      return created(
        remember('rental:leads', { id: newId('FLUA'), status: 'PROPOSAL_CREATED', ...lead.output }),
      );
    },
  },
  opportunity: (ctx) =>
    mine(ctx).map((p) => ({
      proposalCode: p.proposalCode,
      opportunity: `OPP-${p.proposalCode}`,
      stage: p.timeline.findLast((t) => t.done)?.status,
    })),
  preview: (ctx) =>
    mine(ctx).map((p) => ({
      proposalCode: p.proposalCode,
      model: p.model,
      current: p.timeline.findLast((t) => t.done)?.status,
      featuredItems: p.featuredItems,
    })),
  filesSummary: {
    schema: shape({ proposalCode: text(40) }),
    resolve: (ctx) => {
      const proposal = mine(ctx).find((p) => p.proposalCode === ctx.body.proposalCode);
      if (!proposal) return notFound('Proposal not found');
      const spanish = ctx.request.headers.get('accept-language') === 'es-AR';
      // The files uploaded for this proposal (its code as sub_path), after the signed contract.
      const uploaded = recordsOf<{ sub_path: string; names: string[] }>('rental:files')
        .filter((f) => f.sub_path === proposal.proposalCode)
        .flatMap((f) => f.names.map((name) => ({ name, status: 'RECEIVED' })));
      return {
        proposalCode: proposal.proposalCode,
        files: [{ name: spanish ? 'Contrato' : 'Contrato de locação', status: 'SIGNED' }, ...uploaded],
      };
    },
  },
  timeline,
  timelineV2: (ctx) => {
    const list = timeline(ctx);
    return list instanceof Response
      ? list
      : { language: ctx.request.headers.get('accept-language'), proposals: list };
  },
  start: {
    schema: anyMarket(RentalStartSchemas),
    resolve: (ctx) => {
      const body = keyedBody(RentalStartSchemas, ctx);
      if (body instanceof Response) return body;
      const key = rentalCompanyKey(body);
      if (!companyOf(key))
        company().push({ ...key, cards: [], contracts: [{ id: newId('CTR'), accepted: false }] });
      return created({ ...key, status: 'STARTED' });
    },
  },
  result: (ctx) => {
    const found = queried(ctx);
    if (found instanceof Response) return found;
    return { ...rentalCompanyKey(found as RentalCompanyKey), status: 'APPROVED' };
  },
  cards: (ctx) => {
    const found = queried(ctx);
    return found instanceof Response ? found : found.cards;
  },
  addCard: {
    schema: anyMarket(RentalCardSchemas),
    resolve: (ctx) => {
      const body = keyedBody(RentalCardSchemas, ctx) as v.InferOutput<(typeof RentalCardSchemas)['BR']>;
      if (body instanceof Response) return body;
      const found = companyOf(body);
      if (!found) return notFound('Rental user not found');
      // Like the cards service: the brand read from the number, the expiry kept, only the last four digits.
      const card: RentalSavedCard = {
        id: newId('RCD'),
        network: cardBrandOf(body.number),
        last4: body.number.slice(-4),
        expiry: body.expiry,
        favourite: found.cards.length === 0,
      };
      found.cards.push(card);
      return created(card);
    },
  },
  updateCard: {
    schema: anyMarket(RentalCardUpdateSchemas),
    resolve: (ctx) => {
      const body = keyedBody(RentalCardUpdateSchemas, ctx);
      if (body instanceof Response) return body;
      const cards = companyOf(body)?.cards ?? [];
      const card = cards.find((c) => c.id === body.cardId);
      if (!card) return notFound('Card not found');
      // One favourite per company: the card made favourite takes the mark from the others.
      if (body.favourite) for (const other of cards) other.favourite = false;
      return Object.assign(card, { favourite: body.favourite });
    },
  },
  removeCard: (ctx) => {
    const owner = company().find((c) => c.cards.some((card) => card.id === ctx.params.cardId));
    if (!owner) return notFound('Card not found');
    owner.cards = owner.cards.filter((card) => card.id !== ctx.params.cardId);
    // The favourite gone, the first card left takes the mark.
    const [first] = owner.cards;
    if (first && !owner.cards.some((card) => card.favourite)) first.favourite = true;
    return undefined;
  },
  contracts: (ctx) => {
    const found = queried(ctx);
    return found instanceof Response ? found : found.contracts;
  },
  updateContracts: {
    schema: anyMarket(RentalContractAcceptSchemas),
    resolve: (ctx) => {
      const body = keyedBody(RentalContractAcceptSchemas, ctx);
      if (body instanceof Response) return body;
      const contract = companyOf(body)?.contracts.find((c) => c.id === body.contractId);
      return contract ? Object.assign(contract, { accepted: true }) : notFound('Contract not found');
    },
  },
  upload: (ctx) => upload(ctx, 'file'),
  uploadBulk: (ctx) => upload(ctx, 'files'),
  paymentMethod: {
    schema: RentalPaymentMethodSchema,
    resolve: (ctx) => ({
      productId: ctx.params.productId,
      paymentMethod: remember('rental:methods', ctx.body.paymentMethod),
    }),
  },
  familyIncome: {
    schema: RentalFamilyIncomeSchema,
    resolve: (ctx) => ({ productId: ctx.params.productId, familyIncome: ctx.body.familyIncome }),
  },
});
