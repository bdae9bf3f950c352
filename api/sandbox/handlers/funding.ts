import * as v from 'valibot';
import { fundingCalls } from '../../funding.ts';
import { legalText } from '../data/finance.ts';
import { cpf, email, money, mvsCode, shape, text, withFile } from '../schemas.ts';
import { newId, recordsOf, remember } from '../state.ts';
import { created, fail, notFound, tableHandlers } from '../table.ts';
import { Input, run, simulationRules } from './funding-simulations.ts';

const simulations = () =>
  recordsOf<{ id: string; userId?: string; offerId?: string } & Record<string, unknown>>(
    'funding:simulations',
  );
const proposals = () =>
  recordsOf<{ id: string; status: string; documents: unknown[] } & Record<string, unknown>>(
    'funding:proposals',
  );
const find = <T extends { id: string }>(list: T[], wanted?: string) =>
  list.find((r) => r.id === wanted) ?? notFound();

const Proposal = shape({
  simulationId: text(40),
  name: text(120),
  email,
  cpf,
  income: money,
  birthday: text(10),
});

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
    schema: v.intersect([
      Input,
      shape({ source: v.optional(v.picklist(['CDC', 'NEXT', 'PSA_TRADITIONAL', 'PSA_BALAO'])) }),
    ]),
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
    schema: Proposal,
    resolve: (ctx) => {
      if (!simulations().some((s) => s.id === ctx.body.simulationId)) return fail(422, 'Unknown simulation');
      return created(
        remember('funding:proposals', {
          id: newId('PRP'),
          userId: ctx.user?.id,
          status: 'PROPOSAL_SENT',
          documents: [],
          ...ctx.body,
        }),
      );
    },
  },
  proposal: (ctx) => find(proposals(), ctx.params.id),
  uploadDocuments: {
    form: v.looseObject({ ...withFile('documents').entries, proposalId: v.tuple([v.string()]) }),
    resolve: (ctx) => {
      const proposal = find(proposals(), String(ctx.form?.get('proposalId')));
      if (proposal instanceof Response) return proposal;
      for (const file of (ctx.form?.getAll('documents') ?? []) as File[])
        proposal.documents.push({ name: file.name, size: file.size, status: 'DOCUMENT_ANALYSIS' });
      proposal.status = 'DOCUMENT_ANALYSIS';
      return created({ proposalId: proposal.id, documents: proposal.documents });
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
    form: withFile('documents'),
    resolve: (ctx) =>
      created({ received: ctx.form?.getAll('documents').length, status: 'DOCUMENT_ANALYSIS' }),
  },
  psaFinancing: {
    schema: shape({ mvs_code: mvsCode, valor_carro: money, cpf, nome: text(120), email }),
    resolve: ({ body }) =>
      created(
        remember('funding:proposals', { id: newId('PSA'), status: 'PROPOSAL_SENT', documents: [], ...body }),
      ),
  },
  ...simulationRules,
});
