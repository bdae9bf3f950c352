import { fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sandboxServer } from '../../api/sandbox/node.ts';
import { mount, SANDBOX_BASE, setupPage, signIn, signOut } from '../../test/page.ts';
import { journalOf, startSandbox } from '../../test/sandbox.ts';
import './financing.element.ts';
import { draftKey } from './proposal/draft.ts';
import { withoutProposal } from './result/proposalUrl.ts';

startSandbox();

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  sessionStorage.clear();
  signOut();
  // A sent proposal's id stays in the address (a reload shows it again): each test starts without one.
  window.history.replaceState(null, '', withoutProposal(window.location.href));
});

const CAR = 'mvs="826D7L3" year="2026" price="100000" color-code="249"';
const PEUGEOT = 'mvs="B0C23GP463CYJYC3" year="2026" price="150000"';

async function open(html: string) {
  const { el, root } = mount(html);
  const view = within(root as unknown as HTMLElement);
  await view.findByRole('button', { name: /quero este plano/i }, { timeout: 4000 });
  return { el, root, view };
}

const pageState = (root: ShadowRoot) =>
  root.querySelector('[data-page-state]')?.getAttribute('data-page-state');
const proposals = () => journalOf('funding').filter((j) => j.body && 'simulationId' in (j.body as object));

describe('NEXT: next-simulator → next-lead-form', () => {
  it('asks only what the bank needs, sends it with the simulation and shows the approval', async () => {
    setupPage();
    signIn();
    const steps: string[] = [];
    document.addEventListener('hub-step-change', (e) => steps.push(e.detail.step));
    const submitted = vi.fn();
    document.addEventListener('hub-submit-success', (e) => submitted(e.detail));
    const { view, root } = await open(`<hub-financing source="NEXT" ${CAR}></hub-financing>`);
    expect(view.getByText(/Taxa 1,29% a\.m\. · CET .* a\.a\./)).toBeTruthy();
    const u = userEvent.setup();
    await u.click(view.getByRole('button', { name: /quero este plano/i }));
    await u.click(await view.findByRole('button', { name: /^continuar$/i }));
    expect(view.getByRole('heading', { name: 'Seus dados para a proposta NEXT' })).toBeTruthy();
    expect(pageState(root)).toBe('lead-form');
    expect(view.queryByLabelText(/^cep/i)).toBeNull();
    expect(view.queryByLabelText(/nome da mãe/i)).toBeNull();
    await u.click(view.getByRole('button', { name: /^continuar$/i }));
    expect(view.getByLabelText(/nome completo/i).getAttribute('aria-invalid')).toBe('true');
    await u.type(view.getByLabelText(/nome completo/i), 'João Pereira');
    await u.type(view.getByLabelText(/^cpf/i), '52998224725');
    await u.type(view.getByLabelText(/data de nascimento/i), '20111985');
    await u.type(view.getByLabelText(/renda mensal/i), '8000');
    await u.type(view.getByRole('textbox', { name: /e-mail/i }), 'joao@example.com');
    await u.type(view.getByLabelText(/celular/i), '21998765432');
    await u.click(view.getByRole('button', { name: /^continuar$/i }));
    await u.click(await view.findByRole('checkbox', { name: /aceito os termos/i }));
    await u.click(view.getByRole('button', { name: /enviar proposta/i }));
    await view.findByRole('heading', { name: 'Proposta aprovada!' }, { timeout: 4000 });
    expect(proposals()).toHaveLength(1);
    expect(proposals()[0]?.body).toEqual({
      simulationId: expect.stringMatching(/^SIM/),
      personType: 'physicalPerson',
      name: 'João Pereira',
      email: 'joao@example.com',
      phone: '021998765432',
      cpf: '52998224725',
      birthday: '1985-11-20',
      income: 8000,
    });
    const simulate = journalOf('funding').find((j) => (j.body as { source?: string })?.source === 'NEXT');
    expect(simulate?.body).toMatchObject({ finalInstallmentPercentage: 25, numberOfInstallments: 48 });
    expect(steps).toEqual(expect.arrayContaining(['next-lead-form', 'installment-approved']));
    const [event] = journalOf('analytics');
    expect(event?.body).toMatchObject({ type: 'PROPOSAL_SENT', jwtToken: null });
    const payload = JSON.parse((event?.body as { payload?: string } | undefined)?.payload ?? 'null');
    expect(payload).toMatchObject({ source: 'NEXT', status: 'APPROVED_PROPOSAL', installments: 48 });
    expect(JSON.stringify(payload)).not.toContain('52998224725');
    expect(submitted).toHaveBeenCalledWith(
      expect.objectContaining({
        widget: 'hub-financing',
        form: 'next-lead',
        status: 'APPROVED_PROPOSAL',
        proposal: expect.stringMatching(/^PRP/),
      }),
    );
  });
});

describe('PSA: the bank’s external flow', () => {
  it('sends to v2/psa/financing without sign-in; a failure shows external-flow-error and retry sends again', async () => {
    setupPage({ brand: 'peugeot' });
    sessionStorage.setItem(
      draftKey('peugeot'),
      JSON.stringify({
        name: 'Maria da Silva',
        birthday: '10/05/1990',
        gender: 'female',
        nationality: 'brazilian',
        birthPlace: 'Campinas',
        documentType: 'CTPS',
        documentIssueDate: '01/02/2010',
        motherName: 'Ana da Silva',
        maritalStatus: 'married',
        maritalRegime: 'partial-community',
        spouseName: 'Carlos da Silva',
        spouseBirthday: '02/03/1988',
        spouseIncome: 'R$ 5.000,00',
        occupation: 'salaried',
        income: 'R$ 15.000,00',
        email: 'maria@example.com',
        phone: '(11) 98765-4321',
        postalCode: '01310-100',
        street: 'Av. Paulista',
        number: '1000',
        neighborhood: 'Bela Vista',
        state: 'SP',
        city: 'São Paulo',
      }),
    );
    const failures = vi.fn();
    document.addEventListener('hub-submit-error', (e) => failures(e.detail));
    const { view, root } = await open(`<hub-financing source="PSA_BALAO" ${PEUGEOT}></hub-financing>`);
    expect(root.querySelector('[data-step]')?.getAttribute('data-step')).toBe('page-initial-data');
    const u = userEvent.setup();
    await u.click(view.getByRole('button', { name: /quero este plano/i }));
    await u.click(await view.findByRole('button', { name: /^continuar$/i }));
    expect((view.getByLabelText(/regime de bens/i) as HTMLSelectElement).value).toBe('partial-community');
    await u.type(view.getByLabelText(/^cpf \*/i), '52998224725');
    await u.type(view.getByLabelText(/cpf do cônjuge/i), '11144477735');
    await u.type(view.getByLabelText(/número do documento/i), '1234567 série 001-SP');
    await u.click(view.getByRole('button', { name: /^continuar$/i }));
    await u.click(await view.findByRole('checkbox', { name: /aceito os termos/i }));
    let failing = true;
    sandboxServer.use(
      http.post(`${SANDBOX_BASE}/funding/v2/psa/financing`, () =>
        failing ? HttpResponse.json({}, { status: 503 }) : undefined,
      ),
    );
    await u.click(view.getByRole('button', { name: /enviar proposta/i }));
    await view.findByRole('heading', { name: 'Não foi possível continuar com o banco' }, { timeout: 4000 });
    expect(
      view.getByText('O serviço de propostas de financiamento está instável. Tente novamente mais tarde.'),
    ).toBeTruthy();
    expect(pageState(root)).toBe('error');
    expect(failures).toHaveBeenCalledWith(expect.objectContaining({ form: 'financing-proposal' }));
    failing = false;
    await u.click(view.getByRole('button', { name: /tentar novamente/i }));
    await view.findByRole('heading', { name: 'Proposta aprovada!' }, { timeout: 4000 });
    const psa = journalOf('funding').filter((j) => j.path?.endsWith('v2/psa/financing'));
    expect(psa).toHaveLength(1);
    expect(psa[0]?.body).toMatchObject({
      mvs_code: 'B0C23GP463CYJYC3',
      valor_carro: 150000,
      percentual_entrada: 30,
      parcelas: 48,
      percentual_parcela_residual: 25,
      cpf: '52998224725',
      nome: 'Maria da Silva',
      renda: 20000,
      proposta: {
        civilState: 'married',
        maritalRegime: 'partial-community',
        spouse: { name: 'Carlos da Silva', cpf: '11144477735', salary: 5000 },
        document: { type: 'CTPS' },
      },
    });
    expect(view.getByText('Situação: Em formalização')).toBeTruthy();
  });
});

describe('comparator page state', () => {
  it('CDC: every term side by side with its CET; choosing one takes it to the plan check', async () => {
    setupPage();
    const { view, root } = await open(`<hub-financing source="CDC" ${CAR}></hub-financing>`);
    const u = userEvent.setup();
    await u.click(view.getByRole('button', { name: 'Comparar prazos' }));
    const table = await view.findByRole('table', {}, { timeout: 4000 });
    expect(pageState(root)).toBe('comparator');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      '12 meses',
      '24 meses',
      '36 meses',
      '48 meses',
      '60 meses',
    ]);
    for (const row of rows) expect(within(row).getByText(/Taxa 1,49% a\.m\. · CET/)).toBeTruthy();
    await u.click(view.getByRole('button', { name: 'Escolher 24 meses' }));
    await view.findByRole('heading', { name: 'Confira seu plano' });
    expect(view.getByText(/^24× R\$/)).toBeTruthy();
  });

  it('NEXT: a final installment the plan does not offer over a term says the comparator is unavailable for it', async () => {
    setupPage();
    const { view } = await open(`<hub-financing source="NEXT" ${CAR}></hub-financing>`);
    fireEvent.change(view.getByRole('slider', { name: /parcela final/i }), { target: { value: '4' } });
    await waitFor(
      () => expect(journalOf('funding').at(-1)?.body).toMatchObject({ finalInstallmentPercentage: 40 }),
      { timeout: 2000 },
    );
    const u = userEvent.setup();
    await waitFor(() =>
      expect(view.getByRole('button', { name: 'Comparar prazos' })).toHaveProperty('disabled', false),
    );
    await u.click(view.getByRole('button', { name: 'Comparar prazos' }));
    const table = await view.findByRole('table', {}, { timeout: 4000 });
    const sixty = within(table).getByRole('row', { name: /60 meses/ });
    expect(within(sixty).getByText('O comparador não está disponível para este prazo.')).toBeTruthy();
    const twelve = within(table).getByRole('row', { name: /12 meses/ });
    expect(within(twelve).getByRole('button', { name: 'Escolher 12 meses' })).toBeTruthy();
  });
});

describe('a term and final installment the plan does not offer', () => {
  it('NEXT (the adapter finds no values) and PSA balloon (the service refuses): the one simulation is unavailable, not all', async () => {
    setupPage();
    const { view } = await open(`<hub-financing source="NEXT" ${CAR}></hub-financing>`);
    fireEvent.change(view.getByRole('slider', { name: /número de parcelas/i }), { target: { value: '4' } });
    fireEvent.change(view.getByRole('slider', { name: /parcela final/i }), { target: { value: '4' } });
    expect(
      await view.findByText('A SIMULAÇÃO ESTÁ INDISPONÍVEL NO MOMENTO.', {}, { timeout: 3000 }),
    ).toBeTruthy();
    expect(view.getByText(/escolha outro prazo ou outra parcela final/i)).toBeTruthy();
    expect(view.queryByText('AS SIMULAÇÕES ESTÃO INDISPONÍVEIS NO MOMENTO.')).toBeNull();
    fireEvent.change(view.getByRole('slider', { name: /parcela final/i }), { target: { value: '2' } });
    await view.findByRole('button', { name: /quero este plano/i }, { timeout: 3000 });
    await waitFor(() => expect(view.getByText(/^60× R\$/)).toBeTruthy(), { timeout: 3000 });
  });

  it('PSA balloon: the service refuses 40 % over 60 months with 422', async () => {
    setupPage({ brand: 'peugeot' });
    const { view } = await open(`<hub-financing source="PSA_BALAO" ${PEUGEOT}></hub-financing>`);
    fireEvent.change(view.getByRole('slider', { name: /número de parcelas/i }), { target: { value: '4' } });
    fireEvent.change(view.getByRole('slider', { name: /parcela final/i }), { target: { value: '4' } });
    expect(
      await view.findByText('A SIMULAÇÃO ESTÁ INDISPONÍVEL NO MOMENTO.', {}, { timeout: 3000 }),
    ).toBeTruthy();
  });
});

describe('coupon (seed 001 §5: only with an entry payment)', () => {
  it('without an entry the rule is said beside the field and nothing is asked; with one it is checked and sent', async () => {
    setupPage();
    signIn();
    const { view } = await open(`<hub-financing source="CDC" ${CAR}></hub-financing>`);
    const u = userEvent.setup();
    fireEvent.change(view.getByRole('slider', { name: /entrada/i }), { target: { value: '0' } });
    await waitFor(() => expect(journalOf('funding').at(-1)?.body).toMatchObject({ vlensim: 0 }), {
      timeout: 2000,
    });
    await waitFor(() =>
      expect(view.getByRole('button', { name: /quero este plano/i })).toHaveProperty('disabled', false),
    );
    await u.click(view.getByRole('button', { name: /quero este plano/i }));
    await u.type(await view.findByLabelText(/cupom de desconto/i), 'bemvindo10');
    await u.click(view.getByRole('button', { name: 'Aplicar cupom' }));
    expect(await view.findByText('Cupom disponível apenas em propostas com entrada')).toBeTruthy();
    expect(view.getByLabelText(/cupom de desconto/i).getAttribute('aria-invalid')).toBe('true');
    expect(journalOf('coupons')).toHaveLength(0);

    await u.click(view.getByRole('button', { name: /voltar/i }));
    fireEvent.change(await view.findByRole('slider', { name: /entrada/i }), { target: { value: '30' } });
    await waitFor(() => expect(journalOf('funding').at(-1)?.body).toMatchObject({ vlensim: 30000 }), {
      timeout: 2000,
    });
    await waitFor(() =>
      expect(view.getByRole('button', { name: /quero este plano/i })).toHaveProperty('disabled', false),
    );
    await u.click(view.getByRole('button', { name: /quero este plano/i }));
    await u.type(await view.findByLabelText(/cupom de desconto/i), 'NAOEXISTE');
    await u.click(view.getByRole('button', { name: 'Aplicar cupom' }));
    expect(await view.findByText('Cupom indisponível')).toBeTruthy();
    const field = view.getByLabelText(/cupom de desconto/i) as HTMLInputElement;
    await u.type(field, 'BEMVINDO10', { initialSelectionStart: 0, initialSelectionEnd: field.value.length });
    await u.click(view.getByRole('button', { name: 'Aplicar cupom' }));
    expect(await view.findByText('Cupom BEMVINDO10 aplicado: 10% de desconto.')).toBeTruthy();
    expect(journalOf('coupons').at(-1)?.body).toEqual({ entryValue: 30000 });
  });
});

describe('proposal statuses in words', () => {
  it('every status of seed 000 §4 has its words in both languages', async () => {
    const { PROPOSAL_STATUSES } = await import('./result/outcome.ts');
    const { proposalStatusMessages } = await import('../../domain/proposal/proposalStatus.ts');
    for (const market of ['pt-BR', 'es-AR'] as const) {
      const table = proposalStatusMessages[market] as Record<string, string>;
      for (const status of PROPOSAL_STATUSES) {
        expect(table[status], `${market} ${status}`).toMatch(/\p{L}/u);
        expect(table[status]).not.toContain('_');
      }
    }
  });
});

describe('plan types (seed 000 §3: MSC, ECOM, OFFER)', () => {
  const STORED = {
    name: 'Maria da Silva',
    birthday: '10/05/1990',
    gender: 'female',
    nationality: 'brazilian',
    birthPlace: 'Campinas',
    documentType: 'RG',
    documentIssueDate: '01/02/2010',
    motherName: 'Ana da Silva',
    maritalStatus: 'single',
    occupation: 'salaried',
    income: 'R$ 12.000,00',
    email: 'maria@example.com',
    phone: '(11) 98765-4321',
    postalCode: '01310-100',
    street: 'Av. Paulista',
    number: '1000',
    neighborhood: 'Bela Vista',
    state: 'SP',
    city: 'São Paulo',
  };

  async function send(html: string) {
    setupPage();
    signIn();
    sessionStorage.setItem(draftKey('fiat'), JSON.stringify(STORED));
    const { view } = await open(html);
    const u = userEvent.setup();
    await u.click(view.getByRole('button', { name: /quero este plano/i }));
    await u.click(await view.findByRole('button', { name: /^continuar$/i }));
    await u.type(view.getByLabelText(/^cpf/i), '52998224725');
    await u.type(view.getByLabelText(/número do documento/i), '123456789');
    await u.click(view.getByRole('button', { name: /^continuar$/i }));
    await u.click(await view.findByRole('checkbox', { name: /aceito os termos/i }));
    await u.click(view.getByRole('button', { name: /enviar proposta/i }));
    await view.findByRole('heading', { name: /proposta/i, level: 2 }, { timeout: 4000 });
    return view;
  }

  it('an offer: the simulation is saved as OFFER and tied to the offer before the proposal', async () => {
    await send(`<hub-financing source="CDC" ${CAR} offer-id="OFR-7"></hub-financing>`);
    const calls = journalOf('funding');
    const simulation = calls.find((j) => (j.body as { planType?: string })?.planType);
    expect(simulation?.body).toMatchObject({ planType: 'OFFER', source: 'CDC' });
    const tie = calls.findIndex((j) => /simulate\/SIM[^/]*\/offer\/OFR-7$/.test(j.path ?? ''));
    const proposal = calls.findIndex((j) => j.body && 'simulationId' in (j.body as object));
    expect(tie).toBeGreaterThan(-1);
    expect(proposal).toBeGreaterThan(tie);
  });

  it('ECOM from the attribute', async () => {
    await send(`<hub-financing source="CDC" ${CAR} plan-type="ECOM"></hub-financing>`);
    expect(journalOf('funding').find((j) => (j.body as { planType?: string })?.planType)?.body).toMatchObject(
      {
        planType: 'ECOM',
      },
    );
  });

  it('MSC by default, with no offer call', async () => {
    await send(`<hub-financing source="CDC" ${CAR}></hub-financing>`);
    const calls = journalOf('funding');
    expect(calls.find((j) => (j.body as { planType?: string })?.planType)?.body).toMatchObject({
      planType: 'MSC',
    });
    expect(calls.some((j) => /\/offer\//.test(j.path ?? ''))).toBe(false);
  });
});
