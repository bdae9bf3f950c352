import * as v from 'valibot';
import {
  ProposalPayloadSchema,
  PsaFinancingPayloadSchema,
  SimulationPlanSchema,
} from '../../funding.payloads.ts';
import { fundingCalls } from '../../funding.ts';
import { legalText, type Simulation } from '../data/finance.ts';
import { type ProposalDocument, SAMPLE_PROPOSALS } from '../data/proposals.ts';
import { mvsCode, shape, withFile } from '../schemas.ts';
import { newId, recordsOf, remember } from '../state.ts';
import { created, fail, notFound, tableHandlers } from '../table.ts';
import { Input, run, simulationRules } from './funding-simulations.ts';

const simulations = () =>
  recordsOf<{ id: string; userId?: string; offerId?: string } & Record<string, unknown>>(
    'funding:simulations',
  );
const proposals = () =>
  recordsOf<
    {
      id: string;
      status: string;
      userId?: string;
      documents: ProposalDocument[];
      requiredDocuments?: string[];
    } & Record<string, unknown>
  >('funding:proposals', () => structuredClone(SAMPLE_PROPOSALS));

const find = <T extends { id: string }>(list: T[], wanted?: string) =>
  list.find((r) => r.id === wanted) ?? notFound();

/**
 * The credit decision of the sandbox, from the share of the household's monthly income the
 * installment takes: up to 20 % is pre-approved and goes straight to formalization, up to 30 %
 * approved, up to 40 % left in analysis, above that denied. So a buyer earning R$ 10.000 is approved
 * for an installment of R$ 2.500 and denied one of R$ 4.500.
 */
export function creditDecision(installment: number, income: number): string {
  const share = income > 0 ? installment / income : Number.POSITIVE_INFINITY;
  if (share <= 0.2) return 'FORMALIZATION';
  if (share <= 0.3) return 'APPROVED_PROPOSAL';
  if (share <= 0.4) return 'PROGRESS_PROPOSAL';
  return 'DENIED_PROPOSAL';
}

/**
 * Occupations without a payslip: the bank asks these buyers for documents (the identity document of
 * the proposal, proof of income and proof of address) before it goes on, so their proposal, unless
 * denied, is PENDING_DOCUMENT until all are sent, then DOCUMENT_ANALYSIS.
 */
export const DOCUMENTED_INCOME_OCCUPATIONS = ['self-employed', 'business-owner', 'liberal-professional'];

/** Proof documents asked besides the identity document. */
export const PROOF_DOCUMENTS = ['INCOME', 'ADDRESS'];

/** Largest document file the funding service keeps, and the kinds it accepts. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];

/** Documents a proposal needs (none when its decision needs none). */
function requiredDocuments(body: Record<string, unknown>, status: string): string[] {
  if (status === 'DENIED_PROPOSAL' || !DOCUMENTED_INCOME_OCCUPATIONS.includes(String(body.occupation)))
    return [];
  const identity = (body.document as { type?: unknown } | undefined)?.type;
  return [typeof identity === 'string' ? identity : 'RG', ...PROOF_DOCUMENTS];
}

/**
 * The PSA bank's rule: a foreign buyer (nationality `foreign` in the proposal) whose proposal is not
 * denied sends the identity document, proof of income and proof of address first.
 */
function psaRequiredDocuments(body: Record<string, unknown>, status: string): string[] {
  const proposal = (body.proposta ?? {}) as { nationality?: unknown; document?: { type?: unknown } };
  if (status === 'DENIED_PROPOSAL' || proposal.nationality !== 'foreign') return [];
  const identity = proposal.document?.type;
  return [typeof identity === 'string' ? identity : 'RNE', ...PROOF_DOCUMENTS];
}

/** Days a sandbox proposal stays valid. */
export const PROPOSAL_VALIDITY_DAYS = 15;

/** The validity date (YYYY-MM-DD) of a proposal made now. */
const validUntil = () =>
  new Date(Date.now() + PROPOSAL_VALIDITY_DAYS * 86_400_000).toISOString().slice(0, 10);

/** Seed 001 §5: a discount coupon only in proposals with an entry payment. */
const COUPON_NEEDS_ENTRY = 'Coupon available only in proposals with an entry payment';

/**
 * Keeps the files of one required document type with a pending proposal (a new file of the same type
 * replaces the old one); once every required document is there the proposal goes to DOCUMENT_ANALYSIS.
 */
function keepDocuments(proposal: ReturnType<typeof proposals>[number], form: FormData | null) {
  const type = String(form?.get('type'));
  const required = proposal.requiredDocuments ?? [];
  if (proposal.status !== 'PENDING_DOCUMENT' && proposal.status !== 'DOCUMENT_ANALYSIS')
    return fail(409, 'Proposal does not take documents');
  if (!required.includes(type)) return fail(422, `Document type not asked: ${type}`);
  const files = (form?.getAll('documents') ?? []) as File[];
  if (files.some((f) => f.size > DOCUMENT_MAX_BYTES)) return fail(413, 'File larger than 10 MB');
  if (files.some((f) => f.size === 0 || !DOCUMENT_CONTENT_TYPES.includes(f.type)))
    return fail(415, 'Only non-empty PDF, JPEG or PNG files');
  const sentAt = new Date().toISOString();
  proposal.documents = proposal.documents.filter((d) => d.type !== type);
  for (const file of files)
    proposal.documents.push({
      type,
      name: file.name,
      size: file.size,
      contentType: file.type,
      status: 'RECEIVED',
      sentAt,
    });
  if (required.every((r) => proposal.documents.some((d) => d.type === r)))
    proposal.status = 'DOCUMENT_ANALYSIS';
  return created({ proposalId: proposal.id, status: proposal.status, documents: proposal.documents });
}

/** A PSA proposal: the credit decision from installment and income, then the bank's document rule. */
function psaProposal(body: Record<string, unknown> & { valor_parcelas?: number; renda?: number }) {
  const decision =
    body.valor_parcelas !== undefined && body.renda !== undefined
      ? creditDecision(body.valor_parcelas, body.renda)
      : 'PROPOSAL_SENT';
  const needed = psaRequiredDocuments(body, decision);
  return created(
    remember('funding:proposals', {
      id: newId('PSA'),
      createdAt: new Date().toISOString(),
      documents: [],
      validUntil: validUntil(),
      ...body,
      requiredDocuments: needed,
      status: needed.length ? 'PENDING_DOCUMENT' : decision,
    }),
  );
}

/** Funding service: simulations with real maths (Price table, balloon, CET), proposals, documents. */
export const fundingHandlers = tableHandlers('funding', fundingCalls, {
  updateOfferSimulation: (ctx) => {
    const simulation = find(simulations(), ctx.params.simulate);
    if (simulation instanceof Response) return simulation;
    simulation.offerId = ctx.params.offer;
    return simulation;
  },
  simulation: (ctx) => find(simulations(), ctx.params.id),
  simulate: {
    schema: v.intersect([Input, SimulationPlanSchema]),
    resolve: (ctx) => {
      const { body } = ctx;
      const s = run(
        ctx.country,
        body.source ?? 'CDC',
        body.price,
        body.entrancePercent,
        body.numberOfInstallments,
        body.finalInstallmentPercentage,
      );
      return created(
        remember('funding:simulations', {
          id: newId('SIM'),
          userId: ctx.user?.id,
          input: body,
          result: s,
          legalText: legalText(s, ctx.country),
        }),
      );
    },
  },
  sendProposal: {
    schema: ProposalPayloadSchema,
    resolve: (ctx) => {
      const simulation = simulations().find((s) => s.id === ctx.body.simulationId) as
        | { result: Simulation }
        | undefined;
      if (!simulation) return fail(422, 'Unknown simulation');
      if (!ctx.body.cpf && !ctx.body.cuil) return fail(422, 'cpf or cuil required');
      if (ctx.body.coupon && !(simulation.result.entranceValue > 0)) return fail(422, COUPON_NEEDS_ENTRY);
      const income = ctx.body.income + (ctx.body.spouse?.salary ?? 0);
      const decision = creditDecision(simulation.result.installmentValue, income);
      const needed = requiredDocuments(ctx.body, decision);
      return created(
        remember('funding:proposals', {
          id: newId('PRP'),
          userId: ctx.user?.id,
          createdAt: new Date().toISOString(),
          documents: [],
          validUntil: validUntil(),
          ...ctx.body,
          requiredDocuments: needed,
          status: needed.length ? 'PENDING_DOCUMENT' : decision,
        }),
      );
    },
  },
  proposal: (ctx) => find(proposals(), ctx.params.id),
  uploadDocuments: {
    form: v.looseObject({
      ...withFile('documents').entries,
      proposalId: v.tuple([v.string()]),
      type: v.tuple([v.string()]),
    }),
    resolve: (ctx) => {
      const proposal = find(proposals(), String(ctx.form?.get('proposalId')));
      if (proposal instanceof Response) return proposal;
      if (proposal.userId !== ctx.user?.id) return fail(403, 'Proposal of another user');
      return keepDocuments(proposal, ctx.form);
    },
  },
  documents: (ctx) => {
    const proposal = find(proposals(), ctx.params.proposalId);
    return proposal instanceof Response ? proposal : proposal.documents;
  },
  baseData: (ctx) => {
    const simulation = find(simulations(), ctx.params.simulationId);
    if (simulation instanceof Response) return simulation;
    return {
      simulationId: simulation.id,
      input: simulation.input,
      occupations: [
        'retired',
        'salaried',
        'self-employed',
        'business owner/partner',
        'public servant',
        'military',
        'other',
        'pensioner',
        'liberal professional',
      ],
    };
  },
  psaDocuments: {
    form: v.looseObject({
      ...withFile('documents').entries,
      proposalId: v.tuple([v.string()]),
      type: v.tuple([v.string()]),
    }),
    resolve: (ctx) => {
      // The PSA bank's flow has no bearer: the proposal id (issued to this buyer) is the key.
      const proposal = find(
        proposals().filter((p) => p.id.startsWith('PSA')),
        String(ctx.form?.get('proposalId')),
      );
      return proposal instanceof Response ? proposal : keepDocuments(proposal, ctx.form);
    },
  },
  psaFinancing: {
    // The bank's payload, with the car checked against the sandbox's catalogue.
    schema: shape({ ...PsaFinancingPayloadSchema.entries, mvs_code: mvsCode }),
    resolve: ({ body }) =>
      !body.cpf && !body.cuil
        ? fail(422, 'cpf or cuil required')
        : body.cupom && !(body.percentual_entrada > 0)
          ? fail(422, COUPON_NEEDS_ENTRY)
          : psaProposal(body),
  },
  userProposals: (ctx) =>
    proposals()
      .filter((p) => p.userId === ctx.user?.id)
      .sort((a, b) => String(b.createdAt ?? '').localeCompare(String(a.createdAt ?? ''))),
  ...simulationRules,
});
