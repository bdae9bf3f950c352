import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CARS } from '../../api/sandbox/data/vehicles.ts';
import { sandboxServer } from '../../api/sandbox/node.ts';
import { SERVICE_KEYS } from '../../api/services.ts';
import { mount, setupPage, signIn, signOut } from '../../test/page.ts';
import { journalOf, startSandbox } from '../../test/sandbox.ts';
import './loyalty.element.ts';

const sandboxState = startSandbox();
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  signOut();
  localStorage.clear();
  for (const el of document.querySelectorAll('hub-loyalty')) el.remove();
  vi.restoreAllMocks();
});

const JEEP_VIN = CARS.find((car) => car.brand === 'jeep' && car.country === 'BR')?.chassis ?? '';
const FIAT_VIN = CARS.find((car) => car.brand === 'fiat')?.chassis ?? '';
const FAILURE = 'Um erro ocorreu, tente novamente';
const user = () => userEvent.setup();
type View = ReturnType<typeof within>;

async function open(html = '<hub-loyalty login-url="/entrar"></hub-loyalty>') {
  const { el, root } = mount(html);
  const view = within(root as unknown as HTMLElement);
  await view.findByRole('heading', { level: 2 });
  return { el, root, view };
}
/** Every public event the widget fires, with its detail. */
function recordEvents() {
  const events: { name: string; detail: unknown }[] = [];
  for (const name of ['hub-submit-success', 'hub-submit-error', 'hub-error', 'hub-ready'])
    document.addEventListener(name, (e) => events.push({ name, detail: (e as CustomEvent).detail }));
  return events;
}
/** A Jeep member who has seen the welcome already (Ana's member id), so sections are reachable. */
function welcomed(userId = '7c9e6679-7425-40de-944b-e07fc1f90ae7', brand = 'jeep') {
  localStorage.setItem(
    `hub-loyalty-welcomed:${brand}`,
    JSON.stringify({ value: [userId], savedAt: Date.now() }),
  );
}
const region = async (view: View, name: string) => within(await view.findByRole('region', { name }));

describe('hub-loyalty', () => {
  it('a brand without a programme says so in words and calls nothing', async () => {
    setupPage({ brand: 'fiat' });
    signIn();
    const events = recordEvents();
    const { view } = await open();
    expect(view.getByText('Esta marca não tem programa de fidelidade.')).toBeTruthy();
    await waitFor(() =>
      expect(events).toContainEqual({
        name: 'hub-ready',
        detail: { widget: 'hub-loyalty', brand: 'fiat', market: 'pt-BR' },
      }),
    );
    expect(sandboxState.journal).toEqual([]);
  });

  it('signed out: a sign-in prompt with the link, no call', async () => {
    setupPage({ brand: 'jeep' });
    const { view } = await open();
    expect(
      view.getByText('Entre na sua conta para ver sua participação no programa de fidelidade.'),
    ).toBeTruthy();
    expect(view.getByRole('link', { name: 'Entrar' }).getAttribute('href')).toBe('/entrar');
    expect(sandboxState.journal).toEqual([]);
  });

  it('a sign-in the service refuses (401): the prompt and one hub-error', async () => {
    setupPage({ brand: 'jeep' });
    signIn('sandbox-token-expired');
    const events = recordEvents();
    const { view } = await open();
    await view.findByText('Sua sessão expirou. Entre novamente para ver o programa de fidelidade.');
    expect(events.filter((e) => e.name === 'hub-error')).toEqual([
      {
        name: 'hub-error',
        detail: {
          code: 'unauthorized',
          message: 'Sua sessão expirou. Entre novamente para ver o programa de fidelidade.',
          widget: 'hub-loyalty',
          brand: 'jeep',
          market: 'pt-BR',
        },
      },
    ]);
  });

  it("a member's first visit: the welcome modal once, its medal earned, the brand path, header and bearer", async () => {
    setupPage({ brand: 'jeep' });
    signIn();
    const u = user();
    const { view } = await open();
    const dialog = await view.findByRole('dialog', { name: 'Boas-vindas ao Jeep Nation!' });
    expect(within(dialog).getByText('Ao começar, você ganha a medalha Boas-vindas.')).toBeTruthy();
    const self = journalOf('loyalty').find((e) => e.path === '/loyalty/jeep/self');
    expect(self).toMatchObject({ bearer: true, headers: { brand: 'jeep' } });
    await u.click(within(dialog).getByRole('button', { name: 'Começar' }));
    expect(view.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(journalOf('loyalty').find((e) => e.path === '/loyalty/jeep/self/medals')).toMatchObject({
        method: 'POST',
        body: { medalId: 'WELCOME' },
        bearer: true,
        headers: { brand: 'jeep' },
      }),
    );
    const medals = within(await view.findByRole('list', { name: 'Medalhas' }));
    await waitFor(() => expect(medals.getAllByRole('listitem')[0]?.textContent).toContain('Conquistada'));
    expect(medals.getAllByRole('listitem')[1]?.textContent).toContain('Ainda não conquistada');
    expect(view.getByText('1 de 5 medalhas conquistadas.')).toBeTruthy();
    expect(localStorage.getItem('hub-loyalty-welcomed:jeep')).not.toMatch(/token/);

    // Back on the page later: no welcome again for this member.
    for (const el of document.querySelectorAll('hub-loyalty')) el.remove();
    const again = await open();
    await again.view.findByRole('region', { name: 'Minha participação' });
    expect(again.view.queryByRole('dialog')).toBeNull();
  });

  it("a member's benefits and polls sit in the loyalty area (domain/benefits), read with the profile's hash", async () => {
    setupPage({ brand: 'jeep' });
    signIn();
    welcomed();
    const { view } = await open();
    const benefits = await region(view, 'Meus benefícios');
    const available = within(await benefits.findByRole('region', { name: 'Benefícios disponíveis' }));
    expect(available.getByRole('heading', { name: 'Desconto em revisão programada' })).toBeTruthy();
    expect(await view.findByRole('region', { name: 'Pesquisas de benefícios' })).toBeTruthy();
    const lists = journalOf('benefits').filter((e) => /benefits-user\/available$/.test(e.path));
    expect(lists[0]).toMatchObject({ bearer: false, headers: { 'x-hub-context': 'jeep' } });
    expect(lists[0]?.query.hash).toMatch(/^h[0-9a-f]+$/);
  });

  it('a page without the benefits service: no benefits section and no benefits call', async () => {
    setupPage({ brand: 'jeep', services: SERVICE_KEYS.filter((key) => key !== 'benefits') });
    signIn();
    welcomed();
    const { view } = await open();
    await view.findByRole('region', { name: 'Minha participação' });
    expect(view.queryByRole('region', { name: 'Meus benefícios' })).toBeNull();
    expect(journalOf('benefits')).toEqual([]);
  });

  it('eligibility by VIN: checked before sending, the answer in words, a failure keeps the VIN and retries', async () => {
    setupPage({ brand: 'jeep' });
    signIn();
    welcomed();
    const events = recordEvents();
    const u = user();
    const { view } = await open();
    const section = within(await view.findByRole('region', { name: 'Meu carro participa?' }));
    await u.click(section.getByRole('button', { name: 'Verificar' }));
    expect(await section.findByText('Informe o chassi (VIN)')).toBeTruthy();
    await u.type(section.getByLabelText(/Chassi \(VIN\)/), 'ABC123');
    await u.click(section.getByRole('button', { name: 'Verificar' }));
    expect(await section.findByText('Chassi inválido: use 17 letras e números, sem I, O e Q.')).toBeTruthy();
    expect(journalOf('loyalty').filter((e) => e.path.endsWith('/eligibility'))).toEqual([]);

    const field = section.getByLabelText(/Chassi \(VIN\)/) as HTMLInputElement;
    await u.type(field, JEEP_VIN.toLowerCase(), {
      initialSelectionStart: 0,
      initialSelectionEnd: field.value.length,
    });
    sandboxServer.use(
      http.get('*/loyalty/:brand/eligibility', () => new HttpResponse(null, { status: 503 }), { once: true }),
    );
    await u.click(section.getByRole('button', { name: 'Verificar' }));
    const failure = await section.findByRole('alert');
    expect(failure.textContent).toContain(FAILURE);
    expect(field.value).toBe(JEEP_VIN);
    await u.click(within(failure).getByRole('button', { name: 'Tentar novamente' }));
    expect(
      await section.findByText(`O veículo de chassi ${JEEP_VIN} participa do Jeep Nation.`),
    ).toBeTruthy();
    expect(journalOf('loyalty').find((e) => e.path === '/loyalty/jeep/eligibility')?.query).toEqual({
      vin: JEEP_VIN,
    });
    expect(events).toContainEqual({
      name: 'hub-submit-error',
      detail: {
        form: 'loyalty-eligibility',
        code: expect.any(String),
        widget: 'hub-loyalty',
        brand: 'jeep',
        market: 'pt-BR',
      },
    });
    expect(events).toContainEqual({
      name: 'hub-submit-success',
      detail: {
        form: 'loyalty-eligibility',
        eligible: true,
        widget: 'hub-loyalty',
        brand: 'jeep',
        market: 'pt-BR',
      },
    });

    await u.type(field, FIAT_VIN, { initialSelectionStart: 0, initialSelectionEnd: field.value.length });
    await u.click(section.getByRole('button', { name: 'Verificar' }));
    expect(
      await section.findByText(`O veículo de chassi ${FIAT_VIN} não participa do Jeep Nation.`),
    ).toBeTruthy();
  });

  it('subscription: the plan and its price shown first, a double click subscribes once, the programme becomes Jeep Wave', async () => {
    setupPage({ brand: 'jeep' });
    signIn();
    welcomed();
    const events = recordEvents();
    const u = user();
    const { view, root } = await open();
    const section = within(await view.findByRole('region', { name: 'Assinatura' }));
    expect(await section.findByText(/^Jeep Wave 1 ano: R\$\s89,90 por mês$/)).toBeTruthy();
    const button = section.getByRole('button', { name: 'Assinar Jeep Wave 1 ano' });
    await u.click(button);
    expect(await section.findByText('Escolha a forma de pagamento')).toBeTruthy();
    expect(
      journalOf('loyalty').filter((e) => e.method === 'POST' && e.path.endsWith('/v1/subscription')),
    ).toEqual([]);
    await u.click(section.getByRole('radio', { name: 'Pix' }));
    await u.dblClick(button);
    const done = await section.findByText('Pronto! Sua assinatura do plano Jeep Wave 1 ano está ativa.');
    await waitFor(() => expect(root.activeElement).toBe(done));
    const posts = journalOf('loyalty').filter(
      (e) => e.method === 'POST' && e.path.endsWith('/v1/subscription'),
    );
    expect(posts.map((e) => e.body)).toEqual([{ planId: 'WAVE-1Y', paymentMethod: 'PIX' }]);
    expect(events).toContainEqual({
      name: 'hub-submit-success',
      detail: {
        form: 'loyalty-subscribe',
        planId: 'WAVE-1Y',
        widget: 'hub-loyalty',
        brand: 'jeep',
        market: 'pt-BR',
      },
    });
    expect(await view.findByRole('heading', { level: 2, name: 'Jeep Wave' })).toBeTruthy();
  });

  it("the ranking: the service's pages, Previous / Next and page buttons, the member's own line marked", async () => {
    setupPage({ brand: 'jeep' });
    signIn();
    welcomed();
    const u = user();
    const { view } = await open();
    const section = await region(view, 'Minha participação');
    expect(await section.findByText('Sua posição no ranking: 23º lugar.')).toBeTruthy();
    const ranking = within(await view.findByRole('region', { name: 'Ranking' }));
    expect(ranking.getByText('Você está em 23º lugar, com 150 pontos.')).toBeTruthy();
    const table = await ranking.findByRole('table', { name: 'Ranking do programa, página 1 de 3' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    const pages = within(ranking.getByRole('navigation', { name: 'Páginas do ranking' }));
    expect(pages.getByRole('button', { name: 'Página 1' }).getAttribute('aria-current')).toBe('page');
    expect(pages.getByRole('button', { name: 'Anterior' }).getAttribute('aria-disabled')).toBe('true');
    await u.click(pages.getByRole('button', { name: 'Próxima' }));
    await ranking.findByRole('table', { name: 'Ranking do programa, página 2 de 3' });
    expect(ranking.getByRole('status').textContent).toBe('Página 2 de 3.');
    expect(
      journalOf('loyalty')
        .filter((e) => e.path === '/loyalty/jeep/ranking')
        .map((e) => e.query),
    ).toEqual([{ page: '0' }, { page: '1' }]);
    await u.click(ranking.getByRole('button', { name: 'Ver minha posição' }));
    const last = await ranking.findByRole('table', { name: 'Ranking do programa, página 3 de 3' });
    const own = within(last)
      .getAllByRole('row')
      .find((row) => row.getAttribute('aria-current') === 'true');
    expect(own?.textContent).toBe('23ºAna (você)150');
    expect(pages.getByRole('button', { name: 'Próxima' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('es-AR: the Argentine member reads prizes and FAQ in Spanish, the FAQ as a disclosure list', async () => {
    setupPage({ brand: 'peugeot', market: 'es-AR' });
    signIn('sandbox-token-martina');
    welcomed('9a7b3c1d-5e6f-4a8b-9c0d-1e2f3a4b5c6d', 'peugeot');
    const { view } = await open();
    expect(await view.findByRole('heading', { level: 2, name: 'Peugeot Club' })).toBeTruthy();
    const prizes = within(await view.findByRole('list', { name: 'Premios' }));
    expect(prizes.getByText('Lavado premium')).toBeTruthy();
    expect(prizes.getAllByText(/Te faltan \d+ puntos\./).length).toBeGreaterThan(0);
    const faq = await region(view, 'Preguntas frecuentes');
    const question = await faq.findByText('¿Qué es Peugeot Club?');
    expect(question.tagName).toBe('SUMMARY');
    expect(journalOf('loyalty').find((e) => e.path === '/loyalty/peugeot/faq')?.query).toEqual({
      language: 'es-AR',
    });
  });

  it('a failing membership: the seed message and a retry', async () => {
    setupPage({ brand: 'ram' });
    signIn();
    welcomed(undefined, 'ram');
    sandboxServer.use(
      http.get('*/loyalty/:brand/self', () => new HttpResponse(null, { status: 503 }), { once: true }),
    );
    const u = user();
    const { view } = await open();
    const failure = await view.findByRole('alert');
    expect(failure.textContent).toContain(FAILURE);
    await u.click(within(failure).getByRole('button', { name: 'Tentar novamente' }));
    expect(await view.findByRole('heading', { level: 2, name: 'Ram Club' })).toBeTruthy();
  });

  it('not a member yet: the free register checked before sending, then sent once with the digits; the member view follows', async () => {
    setupPage({ brand: 'jeep' });
    signIn('sandbox-token-pedro');
    const events = recordEvents();
    const u = user();
    const { view } = await open();
    const join = within(await view.findByRole('region', { name: 'Participe do programa' }));
    await u.click(join.getByRole('button', { name: 'Cadastrar grátis' }));
    await waitFor(() => expect(join.getAllByText(/Informe/).length).toBeGreaterThan(1));
    expect(journalOf('loyalty').filter((e) => e.method === 'POST')).toEqual([]);
    await u.type(join.getByLabelText(/Nome/), 'Pedro Almeida');
    await u.type(join.getByLabelText(/E-mail/), 'pedro.almeida@example.com');
    await u.type(join.getByLabelText(/CPF/), '529.982.247-25');
    await u.dblClick(join.getByRole('button', { name: 'Cadastrar grátis' }));
    expect(await view.findByRole('dialog', { name: 'Boas-vindas ao Jeep Nation!' })).toBeTruthy();
    expect(
      journalOf('loyalty')
        .filter((e) => e.path === '/loyalty/jeep/free/register')
        .map((e) => e.body),
    ).toEqual([{ name: 'Pedro Almeida', email: 'pedro.almeida@example.com', cpf: '52998224725' }]);
    expect(events).toContainEqual({
      name: 'hub-submit-success',
      detail: {
        form: 'loyalty-register',
        program: 'Jeep Nation',
        widget: 'hub-loyalty',
        brand: 'jeep',
        market: 'pt-BR',
      },
    });
  });
});
