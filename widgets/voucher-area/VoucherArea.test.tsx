import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sandboxServer } from '../../api/sandbox/node.ts';
import { mount, setupPage, signIn, signOut } from '../../test/page.ts';
import { journalOf, startSandbox } from '../../test/sandbox.ts';
import './voucher-area.element.ts';

const sandboxState = startSandbox();
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  signOut();
  vi.restoreAllMocks();
});

/** Ana (sandbox-token-ana) has this CPF in her profile; the sandbox gives it vouchers in every state. */
const ANA_CPF = '39053344705';
/** A valid CPF nobody registered: no vouchers. */
const UNKNOWN_CPF = '52998224725';
const RULE = 'O desconto é válido para o CPF cadastrado ou seus dependentes.';
const REWARD_ERROR =
  'Não foi possível resgatar o voucher-presente. Tente novamente em alguns minutos ou ligue para a central de atendimento.';

const user = () => userEvent.setup();
async function open() {
  const { el, root } = mount('<hub-voucher-area></hub-voucher-area>');
  const view = within(root as unknown as HTMLElement);
  await view.findByRole('heading', { level: 2 });
  return { el, root, view };
}
/** The list under a heading, as a screen-reader user reaches it. */
const listUnder = (view: ReturnType<typeof within>, heading: string) =>
  within(view.getByRole('region', { name: heading }));

describe('hub-voucher-area', () => {
  it('signed out: says so and makes no call', async () => {
    setupPage();
    const ready = vi.fn();
    document.addEventListener('hub-ready', (e) => ready(e.detail));
    const { view } = await open();
    expect(view.getByText('Entre na sua conta para ver seus vouchers.')).toBeTruthy();
    await waitFor(() => expect(ready).toHaveBeenCalledWith({ widget: 'hub-voucher-area' }));
    expect(sandboxState.journal).toEqual([]);
  });

  it("signed in: the profile's CPF, available, active, redeemed and expired vouchers, the discount rule, generate", async () => {
    setupPage();
    signIn('sandbox-token-ana');
    const events = vi.fn();
    document.addEventListener('hub-submit-success', (e) => events('ok', e.detail));
    const { view } = await open();
    await view.findByText('Bônus de R$ 500 na compra do seu Fiat');
    expect(journalOf('users')[0]?.bearer).toBe(true);
    for (const call of ['available', 'redeemed', 'maxDiscount'])
      expect(journalOf('vouchers').find((e) => e.path.endsWith(`/fidelity/${call}`))?.query).toEqual({
        cpf: ANA_CPF,
        brand: 'fiat',
      });
    // Fiat has no loyalty programme: no loyalty call.
    expect(journalOf('loyalty')).toEqual([]);
    expect(view.getByText(/^Desconto máximo disponível: R\$\s1\.000,00\./)).toBeTruthy();
    expect(view.getAllByText(RULE, { exact: false }).length).toBeGreaterThan(1);

    const available = listUnder(view, 'Vouchers disponíveis');
    expect(available.getAllByRole('listitem')).toHaveLength(2);
    expect(available.getAllByText('Disponível')).toHaveLength(2);
    expect(available.getByText('Bônus de R$ 1000 na compra do seu Fiat')).toBeTruthy();
    const active = listUnder(view, 'Vouchers ativos');
    expect(active.getByText('Revisão com desconto')).toBeTruthy();
    expect(active.getByText('Ativo')).toBeTruthy();
    expect(active.getByText('Código: FIA7C9E3')).toBeTruthy();
    expect(active.getByText(/Válido até 31\/03\/2027/)).toBeTruthy();
    const past = listUnder(view, 'Vouchers resgatados e expirados');
    expect(past.getByText('Resgatado')).toBeTruthy();
    expect(past.getByText('Expirado')).toBeTruthy();
    expect(past.getByText('Lavagem completa')).toBeTruthy();
    expect(view.getAllByText('Regulamento').length).toBe(5);
    expect(view.getByRole('heading', { name: 'Como usar' })).toBeTruthy();
    // Only available vouchers without a code can be generated.
    expect(view.getAllByRole('button', { name: /^Gerar voucher/ })).toHaveLength(2);

    const u = user();
    // Pressed twice in a row: generated once.
    await u.dblClick(
      view.getByRole('button', { name: 'Gerar voucher Bônus de R$ 500 na compra do seu Fiat' }),
    );
    await view.findByText(/^Voucher gerado\. Código: FIA\w+$/);
    expect(journalOf('vouchers').filter((e) => e.path.endsWith('/generate'))).toHaveLength(1);
    expect(events).toHaveBeenCalledWith('ok', { form: 'voucher-generate', widget: 'hub-voucher-area' });
    expect(journalOf('vouchers').find((e) => e.path.endsWith('/generate'))?.query).toEqual({
      cpf: ANA_CPF,
      voucherId: 'VCH-7c9e-fiat-1',
      brand: 'fiat',
    });
    expect(available.getByText('Ativo')).toBeTruthy();
    expect(view.getAllByRole('button', { name: /^Gerar voucher/ })).toHaveLength(1);
  });

  it('a gift voucher: the rewards error kept until retried, then redeemed once with its value', async () => {
    setupPage();
    signIn('sandbox-token-ana');
    const events = vi.fn();
    document.addEventListener('hub-submit-success', (e) => events('ok', e.detail));
    document.addEventListener('hub-submit-error', (e) => events('error', e.detail));
    const { view } = await open();
    const u = user();
    const code = (await view.findByRole('textbox', {
      name: /código do voucher-presente/i,
    })) as HTMLInputElement;
    await u.click(view.getByRole('button', { name: 'Resgatar' }));
    expect(view.getByText('Informe o código do voucher-presente')).toBeTruthy();
    expect(journalOf('vouchers').filter((e) => e.method === 'POST')).toEqual([]);

    await u.type(code, 'WRONG-CODE');
    await u.click(view.getByRole('button', { name: 'Resgatar' }));
    expect((await view.findByRole('alert')).textContent).toBe(REWARD_ERROR);
    expect(code.value).toBe('WRONG-CODE');
    expect(events).toHaveBeenCalledWith('error', {
      form: 'reward-redemption',
      code: 'bad-request',
      widget: 'hub-voucher-area',
    });

    await u.tripleClick(code);
    await u.keyboard('gift-fiat-0001');
    expect(code.value).toBe('gift-fiat-0001');
    const button = view.getByRole('button', { name: 'Resgatar' });
    await u.dblClick(button);
    await waitFor(() => expect(journalOf('vouchers').some((e) => e.method === 'POST')).toBe(true));
    await view.findByText('Voucher-presente resgatado com sucesso. Valor resgatado: R$ 250,00.');
    // Pressed again: the redeemed code is not sent a second time.
    await u.click(button);
    const posts = journalOf('vouchers').filter((e) => e.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ code: 'GIFT-FIAT-0001', brand: 'fiat', cpf: ANA_CPF });
    expect(events).toHaveBeenCalledWith('ok', { form: 'reward-redemption', widget: 'hub-voucher-area' });
  });

  it('another gift voucher after a redemption is redeemed too', async () => {
    setupPage();
    signIn('sandbox-token-ana');
    const { view } = await open();
    const u = user();
    const code = (await view.findByRole('textbox', {
      name: /código do voucher-presente/i,
    })) as HTMLInputElement;
    await u.type(code, 'GIFT-FIAT-0001');
    await u.keyboard('{Enter}');
    await view.findByText('Voucher-presente resgatado com sucesso. Valor resgatado: R$ 250,00.');
    await u.tripleClick(code);
    await u.keyboard('GIFT-FIAT-0002');
    await u.keyboard('{Enter}');
    await view.findByText('Voucher-presente resgatado com sucesso. Valor resgatado: R$ 500,00.');
    expect(
      journalOf('vouchers')
        .filter((e) => e.method === 'POST')
        .map((e) => (e.body as { code: string }).code),
    ).toEqual(['GIFT-FIAT-0001', 'GIFT-FIAT-0002']);
  });

  it('a failing loyalty programme: the seed message and a retry', async () => {
    setupPage({ brand: 'jeep' });
    signIn('sandbox-token-ana');
    sandboxServer.use(
      http.get('*/loyalty/:brand/self', () => new HttpResponse(null, { status: 503 }), { once: true }),
    );
    const { view } = await open();
    const alert = await view.findByRole('alert');
    expect(within(alert).getByText('Um erro ocorreu, tente novamente')).toBeTruthy();
    await user().click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await view.findByText('Você participa do Jeep Nation, com 150 pontos.');
  });

  it('a failing vouchers service: the seed message and a retry', async () => {
    setupPage();
    signIn('sandbox-token-ana');
    sandboxServer.use(
      http.get('*/vouchers/vouchers/fidelity/available', () => new HttpResponse(null, { status: 503 }), {
        once: true,
      }),
    );
    const { view } = await open();
    const alert = await view.findByRole('alert');
    expect(within(alert).getByText('Um erro ocorreu, tente novamente')).toBeTruthy();
    await user().click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await view.findByText('Bônus de R$ 500 na compra do seu Fiat');
  });

  it('a failing profile: the seed message and a retry, no CPF asked meanwhile', async () => {
    setupPage();
    signIn('sandbox-token-ana');
    sandboxServer.use(
      http.get('*/users/users/self', () => new HttpResponse(null, { status: 503 }), { once: true }),
    );
    const { view } = await open();
    const alert = await view.findByRole('alert');
    expect(within(alert).getByText('Um erro ocorreu, tente novamente')).toBeTruthy();
    expect(view.queryByRole('textbox', { name: /cpf/i })).toBeNull();
    expect(journalOf('vouchers')).toEqual([]);
    await user().click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await view.findByText('Bônus de R$ 500 na compra do seu Fiat');
  });

  it('Jeep: the loyalty programme from the loyalty service, its voucher asked once and listed', async () => {
    setupPage({ brand: 'jeep' });
    signIn('sandbox-token-ana');
    const { view } = await open();
    await view.findByText('Você participa do Jeep Nation, com 150 pontos.');
    const self = journalOf('loyalty').find((e) => e.path === '/loyalty/jeep/self');
    expect(self?.bearer).toBe(true);
    expect(self?.headers.brand).toBe('jeep');
    await view.findByText('Bônus de R$ 500 na compra do seu Jeep');

    const u = user();
    await u.click(view.getByRole('button', { name: 'Solicitar voucher do Jeep Nation' }));
    await view.findByText('Voucher do Jeep Nation emitido. Ele está em Vouchers disponíveis.');
    expect(journalOf('vouchers').find((e) => e.path.endsWith('/vouchers/loyalty'))?.body).toEqual({
      cpf: ANA_CPF,
      brand: 'jeep',
      program: 'Jeep Nation',
    });
    const available = await waitFor(() => listUnder(view, 'Vouchers disponíveis'));
    await waitFor(() => expect(available.getByText('Voucher Jeep Nation')).toBeTruthy());
    expect(available.getByText('Voucher do programa Jeep Nation')).toBeTruthy();
    expect(view.queryByRole('button', { name: 'Solicitar voucher do Jeep Nation' })).toBeNull();
  });

  it('asks for the CPF when the profile has none, validated with the CPF rule (es-AR)', async () => {
    setupPage({ market: 'es-AR', brand: 'peugeot' });
    signIn('sandbox-token-martina');
    const { view } = await open();
    const field = await view.findByRole('textbox', { name: /cpf/i });
    const u = user();
    await u.type(field, '11111111111');
    await u.click(view.getByRole('button', { name: 'Ver vouchers' }));
    expect(view.getByText('Ingresá un CPF válido')).toBeTruthy();
    expect(journalOf('vouchers')).toEqual([]);
    await u.type(field, '{Backspace}'.repeat(16));
    await u.type(field, UNKNOWN_CPF);
    await u.click(view.getByRole('button', { name: 'Ver vouchers' }));
    await view.findByText('No hay vouchers disponibles en este momento.');
    expect(view.getByText('Todavía no tenés vouchers activos.')).toBeTruthy();
    expect(view.getByText('No hay vouchers canjeados ni vencidos.')).toBeTruthy();
    expect(journalOf('vouchers')[0]?.query).toMatchObject({ cpf: UNKNOWN_CPF, brand: 'peugeot' });
    // Peugeot has a loyalty programme: Martina is a member of the Peugeot Club.
    await view.findByText('Participás de Peugeot Club, con 150 puntos.');
    expect(view.getByRole('button', { name: 'Pedir el voucher de Peugeot Club' })).toBeTruthy();
  });
});
