import { describe, expect, it, vi } from 'vitest';
import { mvs, price, simulationInput } from '../test/examples/fixtures.ts';
import { sandboxScope } from '../test/examples/scope.ts';
import { signIn, signOut } from '../test/page.ts';
import { journalOf, startSandbox } from '../test/sandbox.ts';
import { call } from './catalogue.ts';
import { simulateFinancing, updateOfferSimulation } from './funding.ts';
import { RATES, simulate } from './sandbox/data/finance.ts';
import { creditDecision } from './sandbox/handlers/funding.ts';
import { offersResidual } from './sandbox/handlers/funding-simulations.ts';

startSandbox();
const scope = sandboxScope();

describe('financing through the sandbox', () => {
  it('CDC: sends vlensim = 30% of the price and normalises the Price-table plan', async () => {
    const result = await simulateFinancing(scope, 'CDC', simulationInput);
    expect(journalOf('funding')[0]?.body).toMatchObject({ mvsCode: mvs, vbem: price, vlensim: price * 0.3 });
    const maths = simulate({
      price,
      entrancePercent: 30,
      installments: 48,
      rate: RATES.BR.CDC,
      country: 'BR',
    });
    expect(result).toMatchObject({
      entranceValue: price * 0.3,
      installmentsValue: maths.installmentValue,
      totalInstallments: 48,
      installmentsAvailable: [12, 24, 36, 48, 60],
      hasOffers: true,
    });
    expect(result.legalText).toMatch(/CET de \d+,\d{2}% a\.a\./);
  });

  it('one CET per plan: the legal text states the CET of the chosen term, in pt-BR and es-AR (issue 14)', async () => {
    const cetIn = (text: string) => /(?:CET de|CFT) ([\d.,]+)%/.exec(text)?.[1];
    for (const [market, locale] of [
      ['pt-BR', 'pt-BR'],
      ['es-AR', 'es-AR'],
    ] as const) {
      for (const numberOfInstallments of [12, 48]) {
        const result = await simulateFinancing(sandboxScope('jeep', market), 'CDC', {
          ...simulationInput,
          numberOfInstallments,
        });
        const shown = ((result.cetAnnual ?? Number.NaN) * 100).toLocaleString(locale, {
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
        });
        expect(cetIn(result.legalText)).toBe(shown);
      }
    }
  });

  it('NEXT: residual values for every term; bounds from the residuals', async () => {
    const result = await simulateFinancing(scope, 'NEXT', {
      ...simulationInput,
      finalInstallmentPercentage: 30,
    });
    const maths = simulate({
      price,
      entrancePercent: 30,
      installments: 48,
      residualPercent: 30,
      rate: RATES.BR.NEXT,
      country: 'BR',
    });
    expect(result).toMatchObject({
      installmentsValue: maths.installmentValue,
      finalInstallmentValue: price * 0.3,
      minFinalInstallmentPercent: 20,
      maxFinalInstallmentPercent: 40,
    });
  });

  it('PSA: linear sends 0.3, balloon sends 30; both normalised with the server bounds and a CET', async () => {
    const linear = await simulateFinancing(scope, 'PSA_TRADITIONAL', simulationInput);
    const balloon = await simulateFinancing(scope, 'PSA_BALAO', {
      ...simulationInput,
      finalInstallmentPercentage: 25,
    });
    const [sentLinear, sentBalloon] = journalOf('funding').map(
      (entry) => entry.body as Record<string, unknown>,
    );
    expect(sentLinear).toMatchObject({
      percentual_entrada: 0.3,
      percentual_parcela_residual: 0,
      marca: 'jeep',
      market: 'pt-BR',
    });
    expect(sentBalloon).toMatchObject({ percentual_entrada: 30, percentual_parcela_residual: 25 });
    expect(linear).toMatchObject({ finalInstallmentValue: 0, maxFinalInstallmentPercent: 0 });
    expect(balloon).toMatchObject({
      finalInstallmentValue: price * 0.25,
      minFinalInstallmentPercent: 20,
      maxFinalInstallmentPercent: 40,
    });
    expect(balloon.installmentsValue).toBeLessThan(linear.installmentsValue);
  });

  it('the sandbox refuses a PSA entrance in the wrong unit (422)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const wrong = {
      market: 'pt-BR',
      mvs_code: mvs,
      valor_carro: price,
      percentual_entrada: 30,
      parcelas: 48,
      percentual_parcela_residual: 0,
      marca: 'jeep',
    };
    await expect(call(scope, 'funding', 'psaLinearSimulating', { json: wrong })).rejects.toMatchObject({
      status: 422,
    });
    await expect(
      call(scope, 'funding', 'psaBalloonSimulating', {
        json: { ...wrong, percentual_entrada: 0.3, percentual_parcela_residual: 30 },
      }),
    ).rejects.toMatchObject({ status: 422 });
  });

  it('a failed simulation is a typed error the widget can show', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(
      simulateFinancing(scope, 'CDC', { ...simulationInput, numberOfInstallments: 18 }),
    ).rejects.toThrow('No simulation found for 18 installments');
    await expect(simulateFinancing(scope, 'ZFLOW', simulationInput)).rejects.toThrow(
      'No adapter found for financing type ZFLOW',
    );
    expect(journalOf('funding')).toHaveLength(1);
  });

  it('updates an offer simulation only with both ids', async () => {
    signIn();
    const simulation = await call<{ id: string }>(scope, 'funding', 'simulate', { json: simulationInput });
    signOut();
    await expect(updateOfferSimulation(scope, simulation.id, undefined)).rejects.toMatchObject({
      name: 'GuardError',
      message: 'Params is required',
    });
    await expect(updateOfferSimulation(scope, '', 'OFR-1')).rejects.toThrow('Params is required');
    expect(journalOf('funding')).toHaveLength(1);
    await expect(updateOfferSimulation(scope, simulation.id, 'OFR-00001')).resolves.toMatchObject({
      offerId: 'OFR-00001',
    });
  });
});

describe('sandbox credit decision and balloon terms', () => {
  it('decides a proposal by the share of income the installment takes', () => {
    expect(creditDecision(2000, 10000)).toBe('FORMALIZATION');
    expect(creditDecision(2500, 10000)).toBe('APPROVED_PROPOSAL');
    expect(creditDecision(3500, 10000)).toBe('PROGRESS_PROPOSAL');
    expect(creditDecision(4500, 10000)).toBe('DENIED_PROPOSAL');
    expect(creditDecision(100, 0)).toBe('DENIED_PROPOSAL');
  });
  it('offers no residual above 30 % over more than 48 months', () => {
    expect(offersResidual(48, 40)).toBe(true);
    expect(offersResidual(60, 30)).toBe(true);
    expect(offersResidual(60, 35)).toBe(false);
  });
});

describe('sandbox proposal documents', () => {
  const pdf = (name: string, bytes = 2048, type = 'application/pdf') =>
    new File([new Uint8Array(bytes)], name, { type });

  /** A signed-in buyer's CDC proposal; a self-employed buyer's needs documents. */
  async function propose(occupation: string) {
    const simulation = await call<{ id: string }>(scope, 'funding', 'simulate', { json: simulationInput });
    return call<{ id: string; status: string; requiredDocuments: string[] }>(
      scope,
      'funding',
      'sendProposal',
      {
        json: {
          simulationId: simulation.id,
          name: 'Maria da Silva',
          email: 'maria@example.com',
          cpf: '52998224725',
          income: 20000,
          birthday: '1990-05-10',
          occupation,
          document: { type: 'CNH', number: '123', issueDate: '2010-02-01' },
        },
      },
    );
  }
  const upload = (proposalId: string, type: string, file: File) =>
    call<{ status: string }>(scope, 'funding', 'uploadDocuments', {
      form: { documents: file, proposalId, type },
    });

  it('asks a buyer without a payslip for documents; all sent, the proposal is in document analysis', async () => {
    signIn();
    const salaried = await propose('salaried');
    expect(salaried).toMatchObject({ status: 'FORMALIZATION', requiredDocuments: [] });
    const proposal = await propose('self-employed');
    expect(proposal).toMatchObject({
      status: 'PENDING_DOCUMENT',
      requiredDocuments: ['CNH', 'INCOME', 'ADDRESS'],
    });
    await expect(upload(proposal.id, 'CNH', pdf('cnh.pdf'))).resolves.toMatchObject({
      status: 'PENDING_DOCUMENT',
    });
    await upload(proposal.id, 'INCOME', pdf('old-income.pdf'));
    await upload(proposal.id, 'INCOME', pdf('income.png', 4096, 'image/png'));
    await expect(
      upload(proposal.id, 'ADDRESS', pdf('address.jpg', 100, 'image/jpeg')),
    ).resolves.toMatchObject({
      status: 'DOCUMENT_ANALYSIS',
    });
    const kept = await call(scope, 'funding', 'documents', { params: { proposalId: proposal.id } });
    expect(kept).toEqual([
      expect.objectContaining({ type: 'CNH', name: 'cnh.pdf', size: 2048 }),
      expect.objectContaining({ type: 'INCOME', name: 'income.png', contentType: 'image/png' }),
      expect.objectContaining({ type: 'ADDRESS', name: 'address.jpg' }),
    ]);
    await expect(call(scope, 'funding', 'proposal', { params: { id: proposal.id } })).resolves.toMatchObject({
      status: 'DOCUMENT_ANALYSIS',
    });
  });

  it('PSA: a foreign buyer sends the documents to the PSA bank without a bearer; a CDC proposal is not found there', async () => {
    signOut();
    const psa = await call<{ id: string; status: string; requiredDocuments: string[] }>(
      scope,
      'funding',
      'psaFinancing',
      {
        json: {
          mvs_code: mvs,
          valor_carro: price,
          cpf: '52998224725',
          nome: 'John Smith',
          email: 'john@example.com',
          valor_parcelas: 2000,
          renda: 30000,
          proposta: { nationality: 'foreign', document: { type: 'RNE', number: 'V123456-7' } },
        },
      },
    );
    expect(psa).toMatchObject({
      status: 'PENDING_DOCUMENT',
      requiredDocuments: ['RNE', 'INCOME', 'ADDRESS'],
    });
    const send = (proposalId: string, type: string) =>
      call<{ status: string }>(scope, 'funding', 'psaDocuments', {
        form: { documents: pdf(`${type}.pdf`), proposalId, type },
      });
    await send(psa.id, 'RNE');
    await send(psa.id, 'INCOME');
    await expect(send(psa.id, 'ADDRESS')).resolves.toMatchObject({ status: 'DOCUMENT_ANALYSIS' });
    signIn();
    const cdc = await propose('self-employed');
    signOut();
    await expect(send(cdc.id, 'CNH')).rejects.toMatchObject({ status: 404 });
  });

  it('refuses a file too large, of the wrong kind, a type not asked, another user or an unknown proposal', async () => {
    signIn();
    const proposal = await propose('liberal-professional');
    await expect(upload(proposal.id, 'CNH', pdf('big.pdf', 10 * 1024 * 1024 + 1))).rejects.toMatchObject({
      status: 413,
    });
    await expect(upload(proposal.id, 'CNH', pdf('notes.txt', 10, 'text/plain'))).rejects.toMatchObject({
      status: 415,
    });
    await expect(upload(proposal.id, 'RG', pdf('rg.pdf'))).rejects.toMatchObject({ status: 422 });
    await expect(upload('PRP-none', 'CNH', pdf('cnh.pdf'))).rejects.toMatchObject({ status: 404 });
    signIn('sandbox-token-pedro');
    await expect(upload(proposal.id, 'CNH', pdf('cnh.pdf'))).rejects.toMatchObject({ status: 403 });
    signOut();
    await expect(upload(proposal.id, 'CNH', pdf('cnh.pdf'))).rejects.toMatchObject({ status: 401 });
    await expect(
      call(scope, 'funding', 'documents', { params: { proposalId: proposal.id } }),
    ).resolves.toEqual([]);
  });
});
