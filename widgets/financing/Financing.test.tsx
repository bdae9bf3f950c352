import { fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { VERSIONS } from '../../api/sandbox/data/catalog.ts';
import { sandboxServer } from '../../api/sandbox/node.ts';
import { mount, SANDBOX_BASE, setupPage, signIn, signOut } from '../../test/page.ts';
import { journalOf, startSandbox } from '../../test/sandbox.ts';
import './financing.element.ts';
import { storedDraft } from '../../test/examples/financingDraft.ts';
import { draftKey } from './proposal/draft.ts';
import { withoutProposal } from './result/proposalUrl.ts';

const sandbox = startSandbox();

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  sessionStorage.clear();
  signOut();
  // A sent proposal's id stays in the address (a reload shows it again): each test starts without one.
  window.history.replaceState(null, '', withoutProposal(window.location.href));
});

const CAR = 'mvs="826D7L3" year="2026" price="100000" color-code="249"';

const STORED_DRAFT = storedDraft();

async function open(html: string) {
  const { el, root } = mount(html);
  const view = within(root as unknown as HTMLElement);
  await view.findByRole('button', { name: /quero este plano|quiero este plan/i }, { timeout: 4000 });
  return { el, root, view };
}

async function fillPerson(view: ReturnType<typeof within>, income = '6000') {
  const u = userEvent.setup();
  await u.type(view.getByLabelText(/nome completo/i), 'Maria da Silva');
  await u.type(view.getByLabelText(/^cpf/i), '52998224725');
  await u.type(view.getByLabelText(/data de nascimento/i), '10051990');
  await u.selectOptions(view.getByLabelText(/sexo/i), 'female');
  await u.selectOptions(view.getByLabelText(/nacionalidade/i), 'brazilian');
  await u.type(view.getByLabelText(/naturalidade/i), 'Campinas');
  await u.type(view.getByLabelText(/nome da mãe/i), 'Ana da Silva');
  await u.selectOptions(view.getByLabelText(/tipo de documento/i), 'RG');
  await u.type(view.getByLabelText(/número do documento/i), '123456789');
  await u.type(view.getByLabelText(/data de emissão/i), '01022010');
  await u.selectOptions(view.getByLabelText(/estado civil/i), 'single');
  await u.selectOptions(view.getByLabelText(/ocupação/i), 'salaried');
  await u.type(view.getByLabelText(/renda mensal/i), income);
  await u.type(view.getByRole('textbox', { name: /e-mail/i }), 'maria@example.com');
  await u.type(view.getByLabelText(/celular/i), '11987654321');
  await u.type(view.getByLabelText(/^rua/i), 'Avenida Paulista');
  await u.type(view.getByLabelText(/^número \*/i), '1000');
  await u.type(view.getByLabelText(/bairro/i), 'Bela Vista');
  await u.type(view.getByLabelText(/estado \(uf\)/i), 'SP');
  await u.type(view.getByLabelText(/^cidade/i), 'São Paulo');
  await u.type(view.getByLabelText(/^cep/i), '01310100');
  return u;
}

describe('hub-financing simulator', () => {
  it('simulates CDC with the seed request, shows installment, total and the legal text with CET', async () => {
    setupPage({ brand: 'fiat', market: 'pt-BR' });
    const changes = vi.fn();
    document.addEventListener('hub-simulation-change', (e) => changes(e.detail));
    const { view } = await open(`<hub-financing source="CDC" ${CAR}></hub-financing>`);
    const [call] = journalOf('funding').filter((j) => j.path?.includes('simulateProposalFlow') ?? true);
    expect(call?.body).toMatchObject({
      mvsCode: '826D7L3',
      anomodv: 2026,
      color: '249',
      brand: 'fiat',
      vbem: 100000,
      vlensim: 30000,
    });
    expect(view.getByText(/48× R\$/)).toBeTruthy();
    expect(view.getByText(/CET de .* incluindo IOF/)).toBeTruthy();
    expect(changes).toHaveBeenCalledWith(
      expect.objectContaining({ source: 'CDC', numberOfInstallments: 48, entranceValue: 30000 }),
    );
    const entrance = view.getByRole('slider', { name: /entrada/i });
    expect(entrance.getAttribute('aria-valuetext')).toMatch(/R\$\s30\.000,00 \(30%\)/);
    expect(entrance).toHaveProperty('min', '0');
    expect(entrance).toHaveProperty('max', '80');
    const term = view.getByRole('slider', { name: /número de parcelas/i });
    expect(term.getAttribute('aria-valuetext')).toBe('48 parcelas');
    expect(term).toHaveProperty('max', '4');
    expect(view.queryByRole('slider', { name: /parcela final/i })).toBeNull();
  });

  it('re-simulates once, 500 ms after the last slider change', async () => {
    setupPage();
    const { view } = await open(`<hub-financing source="CDC" ${CAR}></hub-financing>`);
    const before = journalOf('funding').length;
    const entrance = view.getByRole('slider', { name: /entrada/i });
    fireEvent.change(entrance, { target: { value: '40' } });
    fireEvent.change(entrance, { target: { value: '50' } });
    await new Promise((r) => setTimeout(r, 300));
    expect(journalOf('funding').length).toBe(before);
    await waitFor(() => expect(journalOf('funding').length).toBe(before + 1), { timeout: 2000 });
    expect(journalOf('funding').at(-1)?.body).toMatchObject({ vlensim: 50000 });
    await waitFor(() => expect(view.getByText(/R\$\s50\.000,00/, { selector: 'dd' })).toBeTruthy());
  });

  it('PSA balloon: final-installment slider bounded by the server, percent sent as is', async () => {
    setupPage({ brand: 'peugeot' });
    const { view } = await open(
      `<hub-financing source="PSA_BALAO" mvs="B0C23GP463CYJYC3" year="2026" price="150000"></hub-financing>`,
    );
    const body = journalOf('funding').at(-1)?.body;
    expect(body).toMatchObject({
      percentual_entrada: 30,
      parcelas: 48,
      percentual_parcela_residual: 25,
      marca: 'peugeot',
    });
    const final = view.getByRole('slider', { name: /parcela final/i });
    expect(final).toHaveProperty('max', '4');
    expect(final.getAttribute('aria-valuetext')).toMatch(/R\$\s37\.500,00 \(25%\)/);
    await userEvent.setup().click(view.getByRole('radio', { name: /tradicional/i }));
    await waitFor(
      () =>
        expect(journalOf('funding').at(-1)?.body).toMatchObject({
          percentual_entrada: 0.3,
          percentual_parcela_residual: 0,
        }),
      {
        timeout: 2000,
      },
    );
    await waitFor(() => expect(view.queryByRole('slider', { name: /parcela final/i })).toBeNull());
  });

  it('a simulation that never answers stops “Simulando…” at its deadline with the message; retry recovers', async () => {
    setupPage({ settings: { 'deadline-scale': '0.05' } });
    sandboxServer.use(
      http.post(`${SANDBOX_BASE}/funding/cdc/simulateProposalFlow`, () => delay('infinite'), { once: true }),
    );
    const { root } = mount(`<hub-financing source="CDC" ${CAR}></hub-financing>`);
    const view = within(root as unknown as HTMLElement);
    await view.findByText('AS SIMULAÇÕES ESTÃO INDISPONÍVEIS NO MOMENTO.', {}, { timeout: 4000 });
    await userEvent.setup().click(view.getByRole('button', { name: /tentar novamente/i }));
    await view.findByRole('button', { name: /quero este plano/i }, { timeout: 4000 });
  });

  it('a failure shows the unavailable message with the call-the-dealer prompt; retry recovers', async () => {
    setupPage();
    let fail = true;
    sandboxServer.use(
      http.post(`${SANDBOX_BASE}/funding/cdc/simulateProposalFlow`, () =>
        fail ? HttpResponse.json({}, { status: 503 }) : undefined,
      ),
    );
    const { root } = mount(`<hub-financing source="CDC" ${CAR}></hub-financing>`);
    const view = within(root as unknown as HTMLElement);
    await view.findByText('AS SIMULAÇÕES ESTÃO INDISPONÍVEIS NO MOMENTO.', {}, { timeout: 4000 });
    expect(view.getByText(/ligue para a concessionária/i)).toBeTruthy();
    fail = false;
    await userEvent.setup().click(view.getByRole('button', { name: /tentar novamente/i }));
    await view.findByRole('button', { name: /quero este plano/i }, { timeout: 4000 });
  });

  it('speaks voseo in es-AR and shows pesos', async () => {
    setupPage({ brand: 'jeep', market: 'es-AR' });
    const { view } = await open(
      `<hub-financing source="CDC" mvs="826D7L3" year="2026" price="20000000" color-code="249"></hub-financing>`,
    );
    expect(view.getByRole('heading', { name: 'Simulá tu financiación' })).toBeTruthy();
    expect(view.getByRole('slider', { name: /anticipo/i }).getAttribute('aria-valuetext')).toMatch(
      /\$\s6\.000\.000,00/,
    );
    // Argentine rates and CFT: the CDC call carries the market.
    expect(view.getByText(/^Tasa 3,9\s?% mensual · CFT [\d.,]+\s?% anual$/)).toBeTruthy();
    expect(journalOf('funding').at(-1)?.query).toMatchObject({ market: 'es-AR', brand: 'jeep' });
  });

  it('ZFLOW starts on flow-selection and fires hub-step-change', async () => {
    setupPage();
    const steps: string[] = [];
    document.addEventListener('hub-step-change', (e) => steps.push(e.detail.step));
    const { root } = mount(`<hub-financing source="ZFLOW" ${CAR}></hub-financing>`);
    const view = within(root as unknown as HTMLElement);
    await userEvent.setup().click(await view.findByRole('button', { name: /^NEXT/ }));
    await view.findByRole('slider', { name: /parcela final/i }, { timeout: 4000 });
    expect(steps).toContain('next-simulator');
  });

  it('shows a message and no sliders without a car', async () => {
    setupPage();
    const { root } = mount('<hub-financing></hub-financing>');
    expect(await within(root as unknown as HTMLElement).findByText(/configure um carro/i)).toBeTruthy();
  });
});

/** Past the plan check to the proposal form of a CDC simulation. */
async function toProposal(view: ReturnType<typeof within>, u: ReturnType<typeof userEvent.setup>) {
  await u.click(view.getByRole('button', { name: /quero este plano/i }));
  await u.click(await view.findByRole('button', { name: /^continuar$/i }));
}

/** Types the documents a stored draft never keeps, then accepts the terms and sends. */
async function sendStored(view: ReturnType<typeof within>, u: ReturnType<typeof userEvent.setup>) {
  await u.type(view.getByLabelText(/^cpf/i), '52998224725');
  await u.type(view.getByLabelText(/número do documento/i), '123456789');
  await u.click(view.getByRole('button', { name: /^continuar$/i }));
  await u.click(await view.findByRole('checkbox', { name: /aceito os termos/i }));
  await u.click(view.getByRole('button', { name: /enviar proposta/i }));
}

const pageState = (root: ShadowRoot) =>
  root.querySelector('[data-page-state]')?.getAttribute('data-page-state');

describe('hub-financing proposal', () => {
  it('validates, keeps the draft without documents, sends the proposal; an income the installment strains leaves it in analysis', async () => {
    setupPage({ services: undefined });
    signIn();
    const steps: string[] = [];
    document.addEventListener('hub-step-change', (e) => steps.push(e.detail.step));
    const { view, root } = await open(
      `<hub-financing source="CDC" ${CAR} dealer-name="Fiat Paulista" dealer-contact="(11) 3333-4444"></hub-financing>`,
    );
    expect(pageState(root)).toBe('plans');
    const u = userEvent.setup();
    await toProposal(view, u);
    expect(pageState(root)).toBe('lead-form');
    // The stepper: where the shopper is, the stages done said in words.
    const stages = view.getByRole('list', { name: 'Etapas do financiamento' });
    expect(stages.querySelector('[aria-current="step"]')?.textContent).toBe('3Seus dados');
    expect(
      within(stages)
        .getAllByText(/^Etapa concluída/)
        .map((done) => done.parentElement?.textContent),
    ).toEqual(['Etapa concluída: Simulação', 'Etapa concluída: Plano']);
    await u.click(view.getByRole('button', { name: /^continuar$/i }));
    expect(await view.findByText('AINDA EXISTEM CAMPOS A SEREM PREENCHIDOS')).toBeTruthy();
    await fillPerson(view, '6000');
    const draft = JSON.parse(sessionStorage.getItem(draftKey('fiat')) ?? '{}');
    expect(draft).toMatchObject({ name: 'Maria da Silva', nationality: 'brazilian', documentType: 'RG' });
    expect(draft.cpf).toBeUndefined();
    expect(draft.documentNumber).toBeUndefined();
    await u.click(view.getByRole('button', { name: /^continuar$/i }));
    await u.click(await view.findByRole('checkbox', { name: /aceito os termos/i }));
    expect(pageState(root)).toBe('terms');
    await u.click(view.getByRole('button', { name: /enviar proposta/i }));
    await view.findByRole('heading', { name: 'Proposta enviada' }, { timeout: 4000 });
    expect(view.getByText('Situação: Proposta em andamento')).toBeTruthy();
    expect(pageState(root)).toBe('proposal');
    const sent = journalOf('funding').filter((j) => j.body && 'simulationId' in (j.body as object));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({
      name: 'Maria da Silva',
      cpf: '52998224725',
      income: 6000,
      birthday: '1990-05-10',
      phone: '011987654321',
      nationality: 'brazilian',
      birthPlace: 'Campinas',
      document: { type: 'RG', number: '123456789', issueDate: '2010-02-01' },
      address: { postalCode: '01310100', street: 'Avenida Paulista', state: 'SP' },
    });
    expect(view.getByText('Fiat Paulista — (11) 3333-4444')).toBeTruthy();
    expect(view.getByText('48 meses')).toBeTruthy();
    // Validity as the service gives it (the sandbox: 15 days).
    const valid = new Date(`${new Date(Date.now() + 15 * 86_400_000).toISOString().slice(0, 10)}T12:00:00`);
    const day = (n: number) => String(n).padStart(2, '0');
    expect(
      view.getByText(`${day(valid.getDate())}/${day(valid.getMonth() + 1)}/${valid.getFullYear()}`),
    ).toBeTruthy();
    // The voucher repeats the CET beside the installment.
    expect(view.getByText(/Taxa 1,49% a\.m\. · CET .* a\.a\. · IOF R\$/)).toBeTruthy();
    // A CDC plan has no final installment: the voucher shows none (not 'Parcela final R$ 0,00').
    expect(view.getByText('Valor da parcela', { selector: 'dt' })).toBeTruthy();
    expect(view.queryByText('Parcela final', { selector: 'dt' })).toBeNull();
    expect(steps).toEqual(
      expect.arrayContaining([
        'installment-check',
        'installment-register',
        'installment-terms-and-conditions',
        'loading-propose-result',
        'funding-resume',
      ]),
    );
  });

  it('the postal code fills the address left empty; an unknown one says so beside the field', async () => {
    setupPage();
    const { view } = await open(`<hub-financing source="CDC" ${CAR}></hub-financing>`);
    const u = userEvent.setup();
    await toProposal(view, u);
    await u.type(view.getByLabelText(/^cep/i), '01310100');
    await waitFor(() =>
      expect((view.getByLabelText(/^cidade/i) as HTMLInputElement).value).toBe('São Paulo'),
    );
    expect((view.getByLabelText(/estado \(uf\)/i) as HTMLInputElement).value).toBe('SP');
    expect((view.getByLabelText(/^rua/i) as HTMLInputElement).value).not.toBe('');
    expect(journalOf('location').at(-1)?.path ?? '').toMatch(/\/01310100$/);
  });

  it('a postal service that cannot answer offers to try again and keeps what the buyer typed; only a real miss is not found', async () => {
    setupPage();
    const { view } = await open(`<hub-financing source="CDC" ${CAR}></hub-financing>`);
    const u = userEvent.setup();
    await toProposal(view, u);
    await u.type(view.getByLabelText(/^número \*/i), '1000');
    await u.type(view.getByLabelText(/^rua/i), 'Avenida Paulista');
    sandbox.faults.set('location', { status: 503, times: 3 });
    await u.type(view.getByLabelText(/^cep/i), '01310100');
    const alert = await view.findByText('Não foi possível buscar o endereço deste CEP agora.');
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    expect(view.queryByText('CEP NÃO ENCONTRADO')).toBeNull();
    expect((view.getByLabelText(/^cep/i) as HTMLInputElement).value).toBe('01310-100');
    expect((view.getByLabelText(/^número \*/i) as HTMLInputElement).value).toBe('1000');
    await u.click(view.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() =>
      expect((view.getByLabelText(/^cidade/i) as HTMLInputElement).value).toBe('São Paulo'),
    );
    expect((view.getByLabelText(/^rua/i) as HTMLInputElement).value).toBe('Avenida Paulista');
    expect((view.getByLabelText(/^número \*/i) as HTMLInputElement).value).toBe('1000');
    expect(view.queryByText('Não foi possível buscar o endereço deste CEP agora.')).toBeNull();
    // A code no service knows is the one 'CEP NÃO ENCONTRADO', beside the field.
    const cep = view.getByLabelText(/^cep/i) as HTMLInputElement;
    await u.type(cep, '00000123', { initialSelectionStart: 0, initialSelectionEnd: cep.value.length });
    expect(await view.findByText('CEP NÃO ENCONTRADO')).toBeTruthy();
    expect(cep.getAttribute('aria-invalid')).toBe('true');
  });

  it('a high income is pre-approved straight to formalization with the QR code; a low one is refused', async () => {
    setupPage();
    signIn();
    let releaseRead: () => void = () => undefined;
    const read = new Promise<void>((resolve) => {
      releaseRead = resolve;
    });
    sandboxServer.use(
      http.get(`${SANDBOX_BASE}/funding/proposal/:id`, async () => {
        await read;
        return undefined;
      }),
    );
    sessionStorage.setItem(
      draftKey('fiat'),
      // A CPF in storage (written by an older version) is never read back: documents stay in memory.
      JSON.stringify({ ...STORED_DRAFT, income: 'R$ 20.000,00', cpf: '52998224725' }),
    );
    const { view } = await open(`<hub-financing source="CDC" ${CAR}></hub-financing>`);
    const u = userEvent.setup();
    await toProposal(view, u);
    expect((view.getByLabelText(/nome completo/i) as HTMLInputElement).value).toBe('Maria da Silva');
    expect((view.getByLabelText(/^cpf/i) as HTMLInputElement).value).toBe('');
    await sendStored(view, u);
    await view.findByRole('heading', { name: 'Proposta aprovada!' }, { timeout: 4000 });
    expect(view.getByText('Situação: Em formalização')).toBeTruthy();
    // Until the service has the proposal processed, the formalize button says 'coming soon'.
    const soon = view.getByRole('button', { name: 'Em breve' });
    expect(soon.getAttribute('aria-disabled')).toBe('true');
    await u.click(soon);
    expect(view.queryByRole('img')).toBeNull();
    releaseRead();
    await u.click(await view.findByRole('button', { name: /formalizar proposta/i }, { timeout: 4000 }));
    expect(journalOf('funding').some((j) => /proposal\/PRP-/.test(j.path ?? ''))).toBe(true);
    const qr = await view.findByRole('img', { name: /PRP-/ }, { timeout: 4000 });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png/);
    await u.click(view.getByRole('button', { name: /nova simulação/i }));
    await toProposal(view, u);
    // A new simulation is a new buyer's: nothing of the previous one is filled (issue 14 item 9).
    expect((view.getByLabelText(/^cpf/i) as HTMLInputElement).value).toBe('');
    expect((view.getByLabelText(/nome completo/i) as HTMLInputElement).value).toBe('');
    await fillPerson(view, '3000');
    await u.click(view.getByRole('button', { name: /^continuar$/i }));
    await u.click(await view.findByRole('checkbox', { name: /aceito os termos/i }));
    await u.click(await view.findByRole('button', { name: /enviar proposta/i }));
    await view.findByRole('heading', { name: 'Proposta recusada' }, { timeout: 4000 });
    expect(view.getByText('Situação: Proposta recusada')).toBeTruthy();
    expect(view.queryByText('Voucher da proposta')).toBeNull();
  });

  it('a failed send keeps the form and says the service is unstable; signed out asks to sign in', async () => {
    setupPage();
    sessionStorage.setItem(draftKey('fiat'), JSON.stringify(STORED_DRAFT));
    const { view } = await open(`<hub-financing source="CDC" ${CAR}></hub-financing>`);
    const u = userEvent.setup();
    await toProposal(view, u);
    await sendStored(view, u);
    expect(await view.findByText(/entre na sua conta/i)).toBeTruthy();
    signIn();
    sandboxServer.use(
      http.post(`${SANDBOX_BASE}/funding/proposal`, () => HttpResponse.json({}, { status: 503 })),
    );
    await u.click(view.getByRole('button', { name: /enviar proposta/i }));
    expect(
      await view.findByText(
        'O serviço de propostas de financiamento está instável. Tente novamente mais tarde.',
        {},
        { timeout: 4000 },
      ),
    ).toBeTruthy();
    await u.click(view.getByRole('button', { name: /voltar/i }));
    expect((view.getByLabelText(/^cpf/i) as HTMLInputElement).value).toBe('529.982.247-25');
  });

  it('legal person: company, CNPJ and foundation date are asked and sent; a future foundation date is refused', async () => {
    setupPage();
    signIn();
    const { view } = await open(`<hub-financing source="CDC" ${CAR}></hub-financing>`);
    const u = userEvent.setup();
    await toProposal(view, u);
    await u.click(view.getByRole('radio', { name: /pessoa jurídica/i }));
    expect(view.queryByLabelText(/nome da mãe/i)).toBeNull();
    expect(view.queryByLabelText(/tipo de documento/i)).toBeNull();
    await u.type(view.getByLabelText(/razão social/i), 'Transportes Silva Ltda');
    await u.type(view.getByLabelText(/^cnpj/i), '11222333000181');
    await u.type(view.getByLabelText(/data de fundação/i), '01012999');
    await u.type(view.getByLabelText(/nome completo/i), 'Maria da Silva');
    await u.type(view.getByLabelText(/^cpf/i), '52998224725');
    await u.type(view.getByLabelText(/data de nascimento/i), '10051990');
    await u.type(view.getByLabelText(/faturamento mensal/i), '90000');
    await u.type(view.getByRole('textbox', { name: /e-mail/i }), 'financeiro@silva.com.br');
    await u.type(view.getByLabelText(/celular/i), '11987654321');
    await u.type(view.getByLabelText(/^rua/i), 'Rua Augusta');
    await u.type(view.getByLabelText(/^número \*/i), '500');
    await u.type(view.getByLabelText(/bairro/i), 'Consolação');
    await u.type(view.getByLabelText(/estado \(uf\)/i), 'SP');
    await u.type(view.getByLabelText(/^cidade/i), 'São Paulo');
    await u.type(view.getByLabelText(/^cep/i), '01310100');
    await u.click(view.getByRole('button', { name: /^continuar$/i }));
    const foundation = view.getByLabelText(/data de fundação/i);
    expect(foundation.getAttribute('aria-invalid')).toBe('true');
    expect(view.getByText('Informe uma data válida')).toBeTruthy();
    await u.type(foundation, '15032012', { initialSelectionStart: 0, initialSelectionEnd: 10 });
    await u.click(view.getByRole('button', { name: /^continuar$/i }));
    await u.click(await view.findByRole('checkbox', { name: /aceito os termos/i }));
    await u.click(view.getByRole('button', { name: /enviar proposta/i }));
    await view.findByRole('heading', { name: 'Proposta aprovada!' }, { timeout: 4000 });
    const sent = journalOf('funding').filter((j) => j.body && 'simulationId' in (j.body as object));
    expect(sent.at(-1)?.body).toMatchObject({
      personType: 'legalPerson',
      companyName: 'Transportes Silva Ltda',
      cnpj: '11222333000181',
      foundationDate: '2012-03-15',
      income: 90000,
    });
    expect(view.getByText('Transportes Silva Ltda')).toBeTruthy();
  });
});

describe('hub-financing: the chosen plan belongs to the car on screen', () => {
  it('a car changed after a plan was chosen drops the plan, re-simulates the new car and sends its plan', async () => {
    setupPage();
    signIn();
    sessionStorage.setItem(draftKey('fiat'), JSON.stringify(STORED_DRAFT));
    const steps: string[] = [];
    document.addEventListener('hub-step-change', (e) => steps.push(e.detail.step));
    const { el, view } = await open(`<hub-financing source="CDC" ${CAR}></hub-financing>`);
    const u = userEvent.setup();
    await toProposal(view, u);
    // The shopper goes back to the configurator and picks another car: the Mobi plan is no longer theirs.
    const toro = VERSIONS.find((v) => v.brand === 'fiat' && v.modelName === 'Toro');
    el.setAttribute('mvs', toro?.mvsCode ?? '');
    el.setAttribute('price', '180000');
    expect(
      await view.findByText(
        'O carro mudou: o plano escolhido foi descartado e o financiamento simulado de novo.',
      ),
    ).toBeTruthy();
    expect(steps.at(-1)).toBe('cdc-simulator');
    await waitFor(
      () =>
        expect(
          journalOf('funding').some((j) => (j.body as { mvsCode?: string })?.mvsCode === toro?.mvsCode),
        ).toBe(true),
      { timeout: 3000 },
    );
    await toProposal(view, u);
    await sendStored(view, u);
    await view.findByRole('heading', { name: /proposta/i }, { timeout: 4000 });
    const kept = journalOf('funding').filter(
      (j) => j.body && 'source' in (j.body as object) && 'mvs' in (j.body as object),
    );
    expect(kept).toHaveLength(1);
    expect(kept[0]?.body).toMatchObject({ mvs: toro?.mvsCode, price: 180000 });
  });
});

describe('hub-financing: a sent proposal reopened by its id', () => {
  it('a reload after approval keeps the result and the voucher; the QR address opens the same proposal elsewhere', async () => {
    setupPage();
    signIn();
    sessionStorage.setItem(draftKey('fiat'), JSON.stringify({ ...STORED_DRAFT, income: 'R$ 20.000,00' }));
    const first = await open(`<hub-financing source="CDC" ${CAR}></hub-financing>`);
    const u = userEvent.setup();
    await toProposal(first.view, u);
    await sendStored(first.view, u);
    await first.view.findByRole('heading', { name: 'Proposta aprovada!' }, { timeout: 4000 });
    const installment = first.view.getByText('Valor da parcela', { selector: 'dt' }).nextElementSibling
      ?.textContent;
    await u.click(await first.view.findByRole('button', { name: /formalizar proposta/i }, { timeout: 4000 }));
    const qr = await first.view.findByRole('img', { name: /PRP-/ }, { timeout: 4000 });
    const id = /PRP-[\w-]+/.exec(qr.getAttribute('alt') ?? '')?.[0] ?? '';
    expect(new URL(window.location.href).searchParams.get('proposal')).toBe(id);
    // A reload: the page starts again, signed out and with no car configured, from the address alone.
    first.el.remove();
    sessionStorage.clear();
    signOut();
    const reloaded = mount(`<hub-financing source="CDC"></hub-financing>`);
    const again = within(reloaded.root as unknown as HTMLElement);
    await again.findByRole('heading', { name: 'Proposta aprovada!' }, { timeout: 4000 });
    expect(again.getByText('Situação: Em formalização')).toBeTruthy();
    expect(again.getByText(id)).toBeTruthy();
    expect(again.getByText('Maria da Silva')).toBeTruthy();
    expect(again.getByText('Valor da parcela', { selector: 'dt' }).nextElementSibling?.textContent).toBe(
      installment,
    );
    expect(again.getByRole('button', { name: /imprimir voucher/i })).toBeTruthy();
    // A new simulation leaves the proposal: the address forgets it.
    await u.click(again.getByRole('button', { name: /nova simulação/i }));
    expect(new URL(window.location.href).searchParams.get('proposal')).toBeNull();
    expect(await again.findByText(/configure um carro/i)).toBeTruthy();
  });

  it('`proposal-id` reopens that proposal; one the service cannot read says so with a retry', async () => {
    setupPage();
    const { root } = mount(`<hub-financing proposal-id="PRP-NOPE"></hub-financing>`);
    const view = within(root as unknown as HTMLElement);
    expect(
      await view.findByText('Não foi possível carregar a proposta.', {}, { timeout: 4000 }),
    ).toBeTruthy();
    expect(view.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });
});

describe('hub-financing: signing in at the start of the proposal', () => {
  it('says so with a sign-in link; the simulation, the term and the form survive the round trip; a new simulation forgets the buyer', async () => {
    setupPage({ settings: { 'login-url': '/entrar' } });
    sessionStorage.setItem(draftKey('fiat'), JSON.stringify({ ...STORED_DRAFT, income: 'R$ 20.000,00' }));
    const first = await open(`<hub-financing source="CDC" ${CAR}></hub-financing>`);
    const u = userEvent.setup();
    // The shopper picks 36 months, chooses the plan and reaches the proposal.
    fireEvent.change(first.view.getByRole('slider', { name: /número de parcelas/i }), {
      target: { value: '2' },
    });
    await first.view.findByText(/36× R\$/, {}, { timeout: 3000 });
    await toProposal(first.view, u);
    expect(
      first.view.getByText(
        'Para enviar a proposta você precisa entrar na sua conta. A simulação, o prazo e o que você preencher ficam guardados.',
      ),
    ).toBeTruthy();
    const link = first.view.getByRole('link', { name: 'Entrar na minha conta' });
    const back = new URL(link.getAttribute('href') ?? '', window.location.href);
    expect(back.pathname).toBe('/entrar');
    expect(back.searchParams.get('returnUrl')).toBe(window.location.href);
    await u.type(first.view.getByLabelText(/^cpf/i), '52998224725');
    await u.type(first.view.getByLabelText(/número do documento/i), '123456789');
    // The link is followed (the test page stays: the navigation itself is the browser's).
    first.el.addEventListener('click', (e) => e.preventDefault());
    await u.click(link);
    first.el.remove();

    // Back from the sign-in page, signed in: the proposal where it was left, documents included.
    signIn();
    const { view } = await (async () => {
      const again = mount(`<hub-financing source="CDC" ${CAR}></hub-financing>`);
      const v = within(again.root as unknown as HTMLElement);
      await v.findByLabelText(/^cpf/i, {}, { timeout: 4000 });
      return { view: v };
    })();
    expect(view.queryByText(/Para enviar a proposta você precisa entrar/)).toBeNull();
    expect((view.getByLabelText(/^cpf/i) as HTMLInputElement).value).toBe('529.982.247-25');
    expect((view.getByLabelText(/número do documento/i) as HTMLInputElement).value).toBe('123456789');
    expect((view.getByLabelText(/nome completo/i) as HTMLInputElement).value).toBe('Maria da Silva');
    await u.click(view.getByRole('button', { name: /^continuar$/i }));
    await u.click(await view.findByRole('checkbox', { name: /aceito os termos/i }));
    await u.click(view.getByRole('button', { name: /enviar proposta/i }));
    await view.findByRole('heading', { name: 'Proposta aprovada!' }, { timeout: 4000 });
    const kept = journalOf('funding').filter((j) => j.body && 'numberOfInstallments' in (j.body as object));
    expect(kept.at(-1)?.body).toMatchObject({ numberOfInstallments: 36 });
    expect(view.getByText('36 meses')).toBeTruthy();
    // Nothing of this buyer is kept for the next one, in the form or in storage.
    expect(JSON.stringify(Object.entries(sessionStorage))).not.toContain('52998224725');
    await u.click(view.getByRole('button', { name: /nova simulação/i }));
    await toProposal(view, u);
    expect((view.getByLabelText(/nome completo/i) as HTMLInputElement).value).toBe('');
    expect((view.getByLabelText(/^cpf/i) as HTMLInputElement).value).toBe('');
    expect(sessionStorage.getItem(draftKey('fiat'))).toBeNull();
  });
});
