import { fireEvent, render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sandboxServer } from '../../api/sandbox/node.ts';
import { Scoped } from '../../core/form/scope.testing.tsx';
import { SANDBOX_BASE, setupPage, signIn, signOut } from '../../test/page.ts';
import { journalOf, startSandbox } from '../../test/sandbox.ts';
import type { FundingOffer } from './fundedCar.ts';
import { OfferFunding } from './OfferFunding.tsx';

startSandbox();
afterEach(() => {
  signOut();
  vi.restoreAllMocks();
});

/** Sandbox offer OFR-00007: an Argo Drive 1.0 at R$ 93.055 (list price R$ 96.990). */
const ARGO: FundingOffer = {
  id: 'OFR-00007',
  title: 'Argo Drive',
  mvsCode: '674UK42',
  year: 2026,
  price: 93055,
  brand: 'fiat',
};

const PLAN = { timeout: 4000 };
const cdcCalls = () =>
  journalOf('funding')
    .filter((j) => j.path.endsWith('cdc/simulateProposalFlow'))
    .map((j) => j.body as Record<string, unknown>);
const keepCalls = () =>
  journalOf('funding')
    .filter((j) => j.method !== 'GET' && /\/simulate(\/|$)/.test(j.path))
    .map((j) => `${j.method} ${j.path}`);

function open(offer: FundingOffer = ARGO, market = 'pt-BR', brand = 'fiat') {
  setupPage({ brand, market });
  const onKept = vi.fn();
  const onCarChange = vi.fn();
  const { container } = render(
    <Scoped market={market}>
      <OfferFunding offer={offer} onSimulationKept={onKept} onCarChange={onCarChange} loginUrl="/entrar" />
    </Scoped>,
  );
  return { view: within(container), onKept, onCarChange };
}

/** Text as read, with Intl's no-break spaces as plain ones. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');

const planShown = (view: ReturnType<typeof within>) => view.findByText(/48× R\$/, {}, PLAN);

describe('OfferFunding, the plan of the offer', () => {
  it("simulates the offer's car at the offer's price in its first colour and shows the plan as hub-financing does", async () => {
    const { view } = open();
    await planShown(view);
    expect(cdcCalls()[0]).toMatchObject({
      mvsCode: '674UK42',
      anomodv: 2026,
      color: '249',
      brand: 'fiat',
      vbem: 93055,
      vlensim: 27916.5,
    });
    expect(view.getByText(/^Valor do veículo: R\$\s93\.055,00 · Cor: Branco Banchisa$/)).toBeTruthy();
    expect(plain(view.getByText('Entrada', { selector: 'dt' }).nextElementSibling?.textContent)).toBe(
      'R$ 27.916,50',
    );
    expect(view.getByText('Valor total')).toBeTruthy();
    expect(view.getByText(/^Taxa .* a\.m\. · CET .* a\.a\./)).toBeTruthy();
    const entrance = view.getByRole('slider', { name: 'Entrada' });
    expect(entrance.getAttribute('aria-valuetext')).toMatch(/R\$\s27\.916,50 \(30%\)/);
  });

  it('keeps the plan with the offer: POST simulate (plan type OFFER), then the PUT with both ids, once however often pressed', async () => {
    signIn();
    const { view, onKept } = open();
    await planShown(view);
    const u = userEvent.setup();
    const keep = view.getByRole('button', { name: 'Salvar simulação nesta oferta' });
    await u.dblClick(keep);
    const done = await view.findByText(/^Simulação SIM-\w+ salva nesta oferta\.$/, {}, PLAN);
    const [post, put] = keepCalls();
    const id = done.textContent?.split(' ')[1];
    expect([post, put]).toEqual(['POST /funding/simulate', `PUT /funding/simulate/${id}/offer/OFR-00007`]);
    expect(keepCalls()).toHaveLength(2);
    expect(
      journalOf('funding').find((j) => j.method === 'POST' && j.path === '/funding/simulate')?.body,
    ).toMatchObject({
      mvs: '674UK42',
      price: 93055,
      colorCode: '249',
      entrancePercent: 30,
      numberOfInstallments: 48,
      source: 'CDC',
      planType: 'OFFER',
    });
    expect(onKept).toHaveBeenCalledWith(expect.objectContaining({ id, offerId: 'OFR-00007' }));
  });

  it("refuses before sending when the offer has no id (the guard's 'Params is required'), and says so", async () => {
    signIn();
    const { view, onKept } = open({ ...ARGO, id: '' });
    await planShown(view);
    await userEvent.setup().click(view.getByRole('button', { name: 'Salvar simulação nesta oferta' }));
    expect((await view.findByRole('alert')).textContent).toBe(
      'Esta oferta não pode receber simulações: falta o código da oferta ou da simulação.',
    );
    expect(keepCalls()).toEqual([]);
    expect(onKept).not.toHaveBeenCalled();
  });

  it('signed out: asks to sign in to keep the plan, with the sign-in link, and sends nothing', async () => {
    const { view } = open();
    await planShown(view);
    await userEvent.setup().click(view.getByRole('button', { name: 'Salvar simulação nesta oferta' }));
    const alert = await view.findByRole('alert');
    expect(alert.textContent).toContain('Entre na sua conta para salvar a simulação nesta oferta.');
    expect(within(alert).getByRole('link', { name: 'Entrar' }).getAttribute('href')).toBe('/entrar');
    expect(keepCalls()).toEqual([]);
  });
});

describe('OfferFunding, failures', () => {
  it("the simulation fails: the seed's message and a retry that simulates again", async () => {
    let down = true;
    sandboxServer.use(
      http.post(`${SANDBOX_BASE}/funding/cdc/simulateProposalFlow`, () =>
        down ? HttpResponse.json({}, { status: 503 }) : undefined,
      ),
    );
    const { view } = open();
    const alert = await view.findByRole('alert', {}, PLAN);
    expect(alert.textContent).toContain('AS SIMULAÇÕES ESTÃO INDISPONÍVEIS NO MOMENTO.');
    down = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await planShown(view);
  });

  it("the offer version's colours fail to load: the message and a retry that brings the plan", async () => {
    let down = true;
    sandboxServer.use(
      http.get(`${SANDBOX_BASE}/parts/color`, () =>
        down ? HttpResponse.json({}, { status: 503 }) : undefined,
      ),
    );
    const { view } = open();
    const alert = await view.findByRole('alert', {}, PLAN);
    expect(alert.textContent).toContain('Não foi possível carregar as cores desta versão.');
    down = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await planShown(view);
  });

  it('keeping fails: the generic message, and trying again keeps the same plan', async () => {
    signIn();
    let down = true;
    sandboxServer.use(
      http.post(`${SANDBOX_BASE}/funding/simulate`, () =>
        down ? HttpResponse.json({}, { status: 503 }) : undefined,
      ),
    );
    const { view } = open();
    await planShown(view);
    const u = userEvent.setup();
    await u.click(view.getByRole('button', { name: 'Salvar simulação nesta oferta' }));
    expect((await view.findByRole('alert', {}, PLAN)).textContent).toBe('Um erro ocorreu, tente novamente');
    expect(view.getByText(/48× R\$/)).toBeTruthy();
    down = false;
    await u.click(view.getByRole('button', { name: 'Salvar simulação nesta oferta' }));
    await view.findByText(/salva nesta oferta/, {}, PLAN);
  });
});

describe('OfferFunding, car-change modal', () => {
  it('by keyboard: another version and colour, the plan redone for that car, focus back on the opener', async () => {
    const { view, onCarChange } = open();
    await planShown(view);
    const u = userEvent.setup();
    const opener = view.getByRole('button', { name: 'Trocar de carro' });
    opener.focus();
    await u.keyboard('{Enter}');
    const dialog = within(await view.findByRole('dialog', { name: 'Trocar de carro' }));
    const version = dialog.getByRole('combobox', { name: /versão/i });
    await waitFor(() => expect((version as HTMLSelectElement).value).toBe('674UK42'));
    await u.selectOptions(version, 'Trekking');
    const color = dialog.getByRole('combobox', { name: /^cor/i });
    await waitFor(
      () => expect(within(color).getByRole('option', { name: /Vermelho Montecarlo/ })).toBeTruthy(),
      PLAN,
    );
    const red = within(color).getByRole('option', { name: /^Vermelho Montecarlo \(\+ R\$\s1\.290,00\)$/ });
    await u.selectOptions(color, red);
    dialog.getByRole('button', { name: 'Simular com este carro' }).focus();
    await u.keyboard('{Enter}');
    await waitFor(() => expect(view.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
    expect(view.getByText('Argo Trekking')).toBeTruthy();
    expect(view.getByText(/^Valor do veículo: R\$\s112\.280,00 · Cor: Vermelho Montecarlo$/)).toBeTruthy();
    expect(onCarChange).toHaveBeenCalledWith(expect.objectContaining({ mvsCode: '6742G03', price: 112280 }));
    await waitFor(
      () =>
        expect(cdcCalls().at(-1)).toMatchObject({
          mvsCode: '6742G03',
          color: '111',
          vbem: 112280,
          vlensim: 33684,
        }),
      PLAN,
    );
    await waitFor(
      () =>
        expect(plain(view.getByText('Entrada', { selector: 'dt' }).nextElementSibling?.textContent)).toBe(
          'R$ 33.684,00',
        ),
      PLAN,
    );
    const catalog = journalOf('catalog').map((j) => `${j.method} ${j.path}`);
    expect(catalog).toContain('GET /catalog/mvs');
    expect(
      journalOf('catalog')
        .filter((j) => j.path === '/catalog/mvs')
        .at(-1)?.query,
    ).toMatchObject({
      model: '674',
      version: '2G0',
      series: '3',
    });
  });

  it('a colour left out is said beside the field and nothing changes; Escape closes and keeps the choice', async () => {
    const { view } = open();
    await planShown(view);
    const u = userEvent.setup();
    await u.click(view.getByRole('button', { name: 'Trocar de carro' }));
    const dialog = within(await view.findByRole('dialog'));
    const version = dialog.getByRole('combobox', { name: /versão/i });
    await waitFor(() => expect((version as HTMLSelectElement).value).toBe('674UK42'));
    await u.selectOptions(version, 'Trekking');
    await waitFor(
      () => expect(dialog.getByRole('combobox', { name: /^cor/i })).toHaveProperty('disabled', false),
      PLAN,
    );
    await u.click(dialog.getByRole('button', { name: 'Simular com este carro' }));
    const color = dialog.getByRole('combobox', { name: /^cor/i });
    expect(color.getAttribute('aria-invalid')).toBe('true');
    expect(dialog.getByText('Selecione a cor.')).toBeTruthy();
    const simulated = cdcCalls().length;
    // Escape: the browser's cancel event on the modal dialog (happy-dom does not map the key to it).
    fireEvent(view.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(view.queryByRole('dialog')).toBeNull());
    expect(view.getByText('Argo Drive')).toBeTruthy();
    expect(cdcCalls()).toHaveLength(simulated);
    await u.click(view.getByRole('button', { name: 'Trocar de carro' }));
    const again = within(await view.findByRole('dialog'));
    expect((again.getByRole('combobox', { name: /versão/i }) as HTMLSelectElement).value).toBe('6742G03');
  });

  it("the version's details fail to load: the message and a retry; the choice stays", async () => {
    let down = true;
    sandboxServer.use(
      http.get(`${SANDBOX_BASE}/catalog/mvs`, () =>
        down ? HttpResponse.json({}, { status: 503 }) : undefined,
      ),
    );
    const { view } = open();
    await planShown(view);
    const u = userEvent.setup();
    await u.click(view.getByRole('button', { name: 'Trocar de carro' }));
    const dialog = within(await view.findByRole('dialog'));
    const alert = await dialog.findByRole('alert', {}, PLAN);
    expect(alert.textContent).toContain('Não foi possível carregar a versão e as cores.');
    down = false;
    await u.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(dialog.queryByRole('alert')).toBeNull(), PLAN);
    expect((dialog.getByRole('combobox', { name: /versão/i }) as HTMLSelectElement).value).toBe('674UK42');
  });
});

describe('OfferFunding, upgrade-version modal', () => {
  it('by keyboard: the versions above with price and installment differences; choosing one re-simulates, focus back on the opener', async () => {
    const { view } = open();
    await planShown(view);
    const u = userEvent.setup();
    view.getByRole('button', { name: 'Ver versões superiores' }).focus();
    await u.keyboard('{Enter}');
    const modal = await view.findByRole('dialog', { name: 'Versões superiores' });
    expect(modal.getAttribute('aria-modal')).toBe('true');
    const dialog = within(modal);
    const rows = await dialog.findAllByRole('row', {}, PLAN);
    await waitFor(() => expect(dialog.getAllByRole('row')).toHaveLength(3), PLAN);
    const cells = (name: string) =>
      within(dialog.getByRole('rowheader', { name }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((c) => plain(c.textContent));
    expect(rows[0]).toBeTruthy();
    const drive13 = cells('Argo Drive');
    expect(drive13.slice(0, 2)).toEqual(['R$ 105.990,00', '+R$ 12.935,00']);
    expect(drive13[2]).toMatch(/^\+R\$ [\d.]+,\d\d$/);
    const trekking = cells('Argo Trekking');
    expect(trekking.slice(0, 2)).toEqual(['R$ 110.990,00', '+R$ 17.935,00']);
    expect(dialog.getByText(/Diferenças para Argo Drive, com entrada de 30% em 48 parcelas\./)).toBeTruthy();
    dialog.getByRole('button', { name: 'Escolher Trekking' }).focus();
    await u.keyboard('{Enter}');
    await waitFor(() => expect(view.queryByRole('dialog')).toBeNull());
    expect(view.getByRole('button', { name: 'Ver versões superiores' })).toBe(document.activeElement);
    await waitFor(
      () => expect(cdcCalls().at(-1)).toMatchObject({ mvsCode: '6742G03', color: '249', vbem: 110990 }),
      PLAN,
    );
    // The walk asks from each version up; the top one's 'No suggestion' (404, not journalled) ends it.
    const asked = journalOf('catalog').filter((j) => j.path === '/catalog/suggestion');
    expect(asked.map((j) => j.query?.mvsCode)).toEqual(['674UK42', '6742NV1']);
  });

  it('the suggestions fail: the message and a retry that lists the versions; the car on screen stays', async () => {
    let down = true;
    sandboxServer.use(
      http.get(`${SANDBOX_BASE}/catalog/suggestion`, () =>
        down ? HttpResponse.json({}, { status: 503 }) : undefined,
      ),
    );
    const { view } = open();
    await planShown(view);
    const u = userEvent.setup();
    await u.click(view.getByRole('button', { name: 'Ver versões superiores' }));
    const dialog = within(await view.findByRole('dialog'));
    const alert = await dialog.findByRole('alert', {}, PLAN);
    expect(alert.textContent).toContain('Não foi possível carregar as versões superiores.');
    down = false;
    await u.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await dialog.findByRole('button', { name: 'Escolher Trekking' }, PLAN)).toBeTruthy();
    expect(view.getByText('Argo Drive', { selector: 'p' })).toBeTruthy();
  });

  it('the top version has nothing above, in words', async () => {
    const { view } = open({ ...ARGO, mvsCode: '6742G03', title: 'Argo Trekking', price: 108000 });
    await planShown(view);
    await userEvent.setup().click(view.getByRole('button', { name: 'Ver versões superiores' }));
    const dialog = within(await view.findByRole('dialog'));
    expect(await dialog.findByText('Não há versões acima desta.', {}, PLAN)).toBeTruthy();
  });
});

describe('OfferFunding, es-AR', () => {
  it('in Spanish and pesos, CFT beside the installment', async () => {
    const offer: FundingOffer = {
      id: 'OFR-AR',
      title: '208 Active',
      mvsCode: 'B0C23GP463CYJYC3',
      year: 2026,
      price: 27000000,
      brand: 'peugeot',
    };
    const { view } = open(offer, 'es-AR', 'peugeot');
    expect(await view.findByRole('heading', { name: 'Simulá la financiación de esta oferta' })).toBeTruthy();
    await view.findByText(/48× \$/, {}, PLAN);
    expect(view.getByText(/^Precio del vehículo: \$\s?27\.000\.000,00 · Color: /)).toBeTruthy();
    expect(view.getByText(/^Tasa .* mensual · CFT .* anual/)).toBeTruthy();
    expect(view.getByRole('slider', { name: 'Anticipo' })).toBeTruthy();
    expect(view.getByRole('button', { name: 'Cambiar de auto' })).toBeTruthy();
    await userEvent.setup().click(view.getByRole('button', { name: 'Ver versiones superiores' }));
    const dialog = within(await view.findByRole('dialog', { name: 'Versiones superiores' }));
    expect(await dialog.findByRole('button', { name: 'Elegir Allure' }, PLAN)).toBeTruthy();
  });
});
