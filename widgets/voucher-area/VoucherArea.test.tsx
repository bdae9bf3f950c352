import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
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
/** Martina (sandbox-token-martina), the Argentine owner, has this CUIL in her profile and no CPF. */
const MARTINA_CUIL = '27321234564';
const RULE = 'O desconto é válido para o CPF cadastrado ou seus dependentes.';
const REWARD_ERROR =
  'Não foi possível resgatar o voucher-presente. Tente novamente em alguns minutos ou ligue para a central de atendimento.';

const user = () => userEvent.setup();
async function mountWith(html: string) {
  const { el, root } = mount(html);
  const view = within(root as unknown as HTMLElement);
  await view.findByRole('heading', { level: 2 });
  return { el, root, view };
}
const open = () => mountWith('<hub-voucher-area></hub-voucher-area>');
/** The gift-voucher code field, once the widget shows it. */
const giftCodeField = async (view: ReturnType<typeof within>) =>
  (await view.findByRole('textbox', { name: /código do voucher-presente/i })) as HTMLInputElement;
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
    await waitFor(() =>
      expect(ready).toHaveBeenCalledWith({ widget: 'hub-voucher-area', brand: 'fiat', market: 'pt-BR' }),
    );
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
    expect(events).toHaveBeenCalledWith('ok', {
      form: 'voucher-generate',
      widget: 'hub-voucher-area',
      brand: 'fiat',
      market: 'pt-BR',
    });
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
    const code = await giftCodeField(view);
    await u.click(view.getByRole('button', { name: 'Resgatar' }));
    expect(view.getByText('Informe o código do voucher-presente')).toBeTruthy();
    expect(journalOf('vouchers').filter((e) => e.method === 'POST')).toEqual([]);

    // The rewards service fails: the seed's message, the code kept.
    sandboxServer.use(
      http.post('*/vouchers/rewards', () => new HttpResponse(null, { status: 503 }), { once: true }),
    );
    await u.type(code, 'gift-fiat-0001');
    await u.click(view.getByRole('button', { name: 'Resgatar' }));
    expect((await view.findByRole('alert')).textContent).toBe(REWARD_ERROR);
    expect(code.value).toBe('gift-fiat-0001');
    expect(events).toHaveBeenCalledWith('error', {
      form: 'reward-redemption',
      code: 'bad-response',
      widget: 'hub-voucher-area',
      brand: 'fiat',
      market: 'pt-BR',
    });

    const button = view.getByRole('button', { name: 'Resgatar' });
    await u.dblClick(button);
    await waitFor(() => expect(journalOf('vouchers').some((e) => e.method === 'POST')).toBe(true));
    await view.findByText('Voucher-presente resgatado com sucesso. Valor resgatado: R$ 250,00.');
    // Pressed again: the redeemed code is not sent a second time.
    await u.click(button);
    const posts = journalOf('vouchers').filter((e) => e.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ code: 'GIFT-FIAT-0001', brand: 'fiat', cpf: ANA_CPF });
    expect(events).toHaveBeenCalledWith('ok', {
      form: 'reward-redemption',
      widget: 'hub-voucher-area',
      brand: 'fiat',
      market: 'pt-BR',
    });
  });

  it('another gift voucher after a redemption is redeemed too', async () => {
    setupPage();
    signIn('sandbox-token-ana');
    const { view } = await open();
    const u = user();
    const code = await giftCodeField(view);
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

  it('a loyalty programme that never answers: the seed message at the read deadline and a retry', async () => {
    setupPage({ brand: 'jeep', settings: { 'deadline-scale': '0.05' } });
    signIn('sandbox-token-ana');
    sandboxServer.use(http.get('*/loyalty/:brand/self', () => delay('infinite'), { once: true }));
    const { view } = await open();
    const alert = await view.findByRole('alert', {}, { timeout: 4000 });
    expect(within(alert).getByText('Um erro ocorreu, tente novamente')).toBeTruthy();
    await user().click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await view.findByText('Você participa do Jeep Nation, com 150 pontos.');
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

  it('Jeep, a signed-in owner in no programme yet (loyalty answers 404): said in words, no voucher to ask, no failure', async () => {
    setupPage({ brand: 'jeep' });
    signIn('sandbox-token-ana');
    sandboxServer.use(
      http.get('*/loyalty/:brand/self', () =>
        HttpResponse.json({ message: 'not a member' }, { status: 404 }),
      ),
    );
    const { view } = await open();
    await view.findByText('Você ainda não participa do programa de fidelidade da marca.');
    expect(view.queryByRole('button', { name: /Solicitar voucher/ })).toBeNull();
    expect(view.queryByText('Um erro ocorreu, tente novamente')).toBeNull();
    await view.findByText('Bônus de R$ 500 na compra do seu Jeep');
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

  it("a profile without a document is asked to complete it: no field for anyone else's CPF, no voucher call", async () => {
    setupPage();
    signIn('sandbox-token-pedro');
    const { view } = await mountWith('<hub-voucher-area profile-url="/minha-conta"></hub-voucher-area>');
    await view.findByText('Complete seu cadastro com o seu CPF para ver seus vouchers.');
    const link = view.getByRole('link', { name: 'Completar cadastro' });
    expect(link.getAttribute('href')).toBe('/minha-conta');
    expect(view.queryByRole('textbox', { name: /cpf/i })).toBeNull();
    expect(view.queryByRole('textbox', { name: /código do voucher-presente/i })).toBeNull();
    expect(journalOf('vouchers')).toEqual([]);
    // Nor benefits: they come beside the vouchers once the profile names its owner.
    expect(view.queryByRole('region', { name: 'Meus benefícios' })).toBeNull();
    expect(journalOf('benefits')).toEqual([]);
  });

  it('every voucher call carries the bearer, so the service can tell whose document it is', async () => {
    setupPage();
    signIn('sandbox-token-ana');
    const { view } = await open();
    await view.findByText('Bônus de R$ 500 na compra do seu Fiat');
    expect(journalOf('vouchers').length).toBe(3);
    expect(journalOf('vouchers').every((e) => e.bearer)).toBe(true);
  });

  it('a bogus or expired token: a sign-in prompt and hub-error, not an endless "try again"', async () => {
    setupPage();
    signIn('sandbox-token-expired');
    const errors = vi.fn();
    document.addEventListener('hub-error', (e) => errors(e.detail));
    const { view } = await mountWith('<hub-voucher-area login-url="/entrar"></hub-voucher-area>');
    await view.findByText('Sua sessão expirou. Entre novamente para ver seus vouchers.');
    expect(view.getByRole('link', { name: 'Entrar' }).getAttribute('href')).toBe('/entrar');
    expect(view.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
    await waitFor(() =>
      expect(errors).toHaveBeenCalledWith({
        code: 'unauthorized',
        message: 'Sua sessão expirou. Entre novamente para ver seus vouchers.',
        widget: 'hub-voucher-area',
        brand: 'fiat',
        market: 'pt-BR',
      }),
    );
    expect(journalOf('vouchers')).toEqual([]);
  });

  it("es-AR: the Argentine owner's vouchers by her own CUIL, in Spanish and pesos", async () => {
    setupPage({ market: 'es-AR', brand: 'peugeot' });
    signIn('sandbox-token-martina');
    const { view } = await open();
    await view.findByText('Bono de $ 150.000 en la compra de tu Peugeot');
    expect(view.queryByText(/CPF|Bônus|R\$/)).toBeNull();
    expect(view.getByText(/^Descuento máximo disponible: \$\s300\.000,00\./)).toBeTruthy();
    expect(
      view.getAllByText('El descuento es válido para el CUIL registrado o sus dependientes.', {
        exact: false,
      }).length,
    ).toBeGreaterThan(1);
    expect(listUnder(view, 'Vouchers disponibles').getAllByRole('listitem')).toHaveLength(2);
    expect(journalOf('vouchers')[0]?.query).toEqual({ cpf: MARTINA_CUIL, brand: 'peugeot' });
    // Peugeot has a loyalty programme: Martina is a member of the Peugeot Club.
    await view.findByText('Participás de Peugeot Club, con 150 puntos.');
    expect(view.getByRole('button', { name: 'Pedir el voucher de Peugeot Club' })).toBeTruthy();
  });

  it('rewards: a used code and an unknown code get messages of their own', async () => {
    setupPage();
    signIn('sandbox-token-ana');
    const { view } = await open();
    const u = user();
    const code = await giftCodeField(view);
    await u.type(code, 'GIFT-FIAT-0003{Enter}');
    await view.findByText('Voucher-presente resgatado com sucesso. Valor resgatado: R$ 750,00.');
    await u.tripleClick(code);
    await u.keyboard('NOPE-0001{Enter}');
    expect((await view.findByRole('alert')).textContent).toBe(
      'Código de voucher-presente não encontrado. Confira o código e tente novamente.',
    );
    // Used already (here by this user, a moment ago): the service answers 409.
    await u.tripleClick(code);
    await u.keyboard('GIFT-FIAT-0004{Enter}');
    await view.findByText('Voucher-presente resgatado com sucesso. Valor resgatado: R$ 1.000,00.');
    sandboxServer.use(
      http.post('*/vouchers/rewards', () => HttpResponse.json({ message: 'used' }, { status: 409 }), {
        once: true,
      }),
    );
    await u.tripleClick(code);
    await u.keyboard('GIFT-FIAT-0001{Enter}');
    expect((await view.findByRole('alert')).textContent).toBe(
      'Este código de voucher-presente já foi utilizado.',
    );
    expect(code.value).toBe('GIFT-FIAT-0001');
  });

  it('a generated code is well formed', async () => {
    setupPage();
    signIn('sandbox-token-ana');
    const { view } = await open();
    await user().click(
      await view.findByRole('button', { name: 'Gerar voucher Bônus de R$ 500 na compra do seu Fiat' }),
    );
    const done = await view.findByText(/^Voucher gerado\. Código: /);
    expect(done.textContent).toMatch(/^Voucher gerado\. Código: FIA7C9E1$/);
  });

  it('a sign-in refused while the owner is here (generate answered 401): the prompt takes the focus', async () => {
    setupPage();
    signIn('sandbox-token-ana');
    const errors = vi.fn();
    document.addEventListener('hub-error', (e) => errors(e.detail));
    const { view, root } = await open();
    const generate = await view.findByRole('button', {
      name: 'Gerar voucher Bônus de R$ 500 na compra do seu Fiat',
    });
    sandboxServer.use(
      http.get('*/vouchers/vouchers/fidelity/generate', () => HttpResponse.json({}, { status: 401 }), {
        once: true,
      }),
    );
    await user().click(generate);
    const alert = await view.findByRole('alert');
    expect(alert.textContent).toContain('Sua sessão expirou. Entre novamente para ver seus vouchers.');
    expect(root.activeElement).toBe(alert);
    expect(errors).toHaveBeenCalledTimes(1);
  });

  it('an owner sees vouchers and benefits together: available, redeemed and next from the benefits service, by the profile hash', async () => {
    setupPage({ brand: 'jeep' });
    signIn('sandbox-token-ana');
    const { view } = await open();
    await view.findByText('Bônus de R$ 500 na compra do seu Jeep');
    const benefits = within(await view.findByRole('region', { name: 'Meus benefícios' }));
    expect(benefits.getByRole('heading', { level: 3, name: 'Meus benefícios' })).toBeTruthy();
    const available = within(await benefits.findByRole('region', { name: 'Benefícios disponíveis' }));
    expect(available.getByRole('heading', { level: 5, name: 'Desconto em revisão programada' })).toBeTruthy();
    expect(
      within(benefits.getByRole('region', { name: 'Próximos benefícios' })).getByText(
        'Disponível a partir de 01/03/2027',
      ),
    ).toBeTruthy();
    expect(
      within(benefits.getByRole('region', { name: 'Benefícios resgatados' })).getByText(
        'Você ainda não resgatou benefícios.',
      ),
    ).toBeTruthy();
    const polls = within(view.getByRole('region', { name: 'Pesquisas de benefícios' }));
    expect(await polls.findByText(/^Resultado parcial: 265 de 500 participantes votaram\./)).toBeTruthy();
    // The profile is read once: its hash keys every benefits call (no bearer on them).
    expect(journalOf('users')).toHaveLength(1);
    const lists = journalOf('benefits').filter((e) =>
      /benefits-user\/(available|redeemed|next)$/.test(e.path),
    );
    expect(lists).toHaveLength(3);
    expect(lists.every((e) => /^h[0-9a-f]+$/.test(e.query.hash ?? '') && !e.bearer)).toBe(true);
  });

  it('a failing benefits service: its own message and retry, the vouchers still shown', async () => {
    setupPage({ brand: 'jeep' });
    signIn('sandbox-token-ana');
    sandboxServer.use(
      http.get('*/benefits/v1/base-data', () => new HttpResponse(null, { status: 503 }), { once: true }),
    );
    const { view } = await open();
    await view.findByText('Bônus de R$ 500 na compra do seu Jeep');
    const benefits = within(await view.findByRole('region', { name: 'Meus benefícios' }));
    const alert = await benefits.findByRole('alert');
    expect(alert.textContent).toContain('Um erro ocorreu, tente novamente');
    await user().click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await benefits.findByRole('region', { name: 'Benefícios disponíveis' })).toBeTruthy();
  });
});
