import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sandboxServer } from '../../api/sandbox/node.ts';
import { mount, setupPage, signIn, signOut } from '../../test/page.ts';
import { rateLimitNext } from '../../test/rateLimited.ts';
import { journalOf, startSandbox } from '../../test/sandbox.ts';
import './payment-cards.element.ts';

const sandboxState = startSandbox();
const logged: unknown[][] = [];
beforeEach(() => {
  logged.length = 0;
  for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const)
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args));
});
afterEach(() => {
  signOut();
  localStorage.clear();
  sessionStorage.clear();
  delete window.dataLayer;
  for (const el of document.querySelectorAll('hub-payment-cards')) el.remove();
  vi.restoreAllMocks();
});

const NUMBER = '5555 5555 5555 4444';
const DIGITS = '5555555555554444';
const user = () => userEvent.setup();

async function open(html = '<hub-payment-cards></hub-payment-cards>') {
  const { el, root } = mount(html);
  const view = within(root as unknown as HTMLElement);
  await view.findByRole('heading', { level: 2 });
  return { el, root, view };
}
/** Every public event the widget fires, with its detail. */
function recordEvents() {
  const events: { name: string; detail: unknown }[] = [];
  for (const name of ['hub-submit-success', 'hub-submit-error'])
    document.addEventListener(name, (e) => events.push({ name, detail: (e as CustomEvent).detail }));
  return events;
}
async function typeCard(view: ReturnType<typeof within>, u: ReturnType<typeof user>, number = NUMBER) {
  await u.type(view.getByLabelText(/número do cartão/i), number);
  await u.type(view.getByLabelText(/nome impresso/i), 'Ana B Souza');
  await u.type(view.getByLabelText(/validade/i), '1130');
  await u.type(view.getByLabelText(/cvv/i), '123');
}
const cardItems = (view: ReturnType<typeof within>) =>
  within(view.getByRole('list', { name: 'Cartões salvos' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('hub-payment-cards', () => {
  it('signed out: a sign-in prompt with the sign-in link, no call', async () => {
    setupPage();
    const { view } = await open('<hub-payment-cards login-url="/entrar"></hub-payment-cards>');
    expect(view.getByText('Entre na sua conta para ver e adicionar seus cartões.')).toBeTruthy();
    expect(view.getByRole('link', { name: 'Entrar' }).getAttribute('href')).toBe('/entrar');
    expect(sandboxState.journal).toEqual([]);
  });

  it('signed in: brand, last four digits, expiry, the favourite first; an expired card says so', async () => {
    setupPage();
    signIn('sandbox-token-ana');
    const { view } = await open();
    await view.findByRole('list', { name: 'Cartões salvos' });
    expect(cardItems(view)).toEqual([
      expect.stringMatching(/^Visa final 1111Validade 12\/29Favorito/),
      expect.stringMatching(/^Mastercard final 4444Validade 08\/31Tornar favorito/),
      expect.stringMatching(/^Elo final 7013Validade 03\/25Cartão vencido/),
    ]);
    expect(journalOf('cards')[0]).toMatchObject({ method: 'GET', path: '/cards/v2', bearer: true });
  });

  it('es-AR, no cards: the empty list in Spanish', async () => {
    setupPage({ market: 'es-AR', brand: 'peugeot' });
    signIn('sandbox-token-martina');
    const { view } = await open();
    expect(await view.findByText('Todavía no tenés tarjetas guardadas.')).toBeTruthy();
    expect(view.getByRole('heading', { name: 'Mis tarjetas' })).toBeTruthy();
    expect(view.getByRole('button', { name: 'Agregar tarjeta' })).toBeTruthy();
  });

  it('add: checks every field before sending, names the brand as typed, sends once with a one-time token', async () => {
    setupPage();
    signIn('sandbox-token-ana');
    const events = recordEvents();
    const u = user();
    const { view } = await open();
    await u.click(await view.findByRole('button', { name: 'Adicionar cartão' }));
    const number = view.getByLabelText(/número do cartão/i);
    expect((number.getRootNode() as ShadowRoot).activeElement).toBe(number);
    await u.click(view.getByRole('button', { name: 'Salvar cartão' }));
    expect(view.getByText('Informe o número do cartão')).toBeTruthy();
    expect(view.getByText('Informe a validade do cartão')).toBeTruthy();
    expect(view.getByText('Informe o código de segurança (CVV)')).toBeTruthy();
    await u.type(number, '0000000000000000');
    expect(view.getByText('Informe um número de cartão válido')).toBeTruthy();
    expect(journalOf('cards').filter((e) => e.method !== 'GET')).toEqual([]);

    // A fresh form: the brand is named from the first digits.
    await u.click(view.getByRole('button', { name: 'Cancelar' }));
    await u.click(view.getByRole('button', { name: 'Adicionar cartão' }));
    await u.type(view.getByLabelText(/número do cartão/i), '4111');
    expect(await view.findByText('Bandeira: Visa')).toBeTruthy();
    await u.click(view.getByRole('button', { name: 'Cancelar' }));
    await u.click(view.getByRole('button', { name: 'Adicionar cartão' }));
    await typeCard(view, u);
    expect(view.getByText('Bandeira: Mastercard')).toBeTruthy();
    // Two presses: one card.
    const save = view.getByRole('button', { name: 'Salvar cartão' });
    await u.dblClick(save);

    await view.findByText('Cartão Mastercard final 4444 adicionado.');
    const calls = journalOf('cards').filter((e) => e.path !== '/cards/v2' || e.method !== 'GET');
    expect(calls.map((e) => [e.method, e.path])).toEqual([
      ['GET', '/cards/v2/one-time-token'],
      ['POST', '/cards/v2'],
    ]);
    expect(calls[1]?.body).toMatchObject({
      number: DIGITS,
      expiry: '11/30',
      cvv: '123',
      holder: 'ANA B SOUZA',
    });
    expect((calls[1]?.body as { oneTimeToken?: string } | undefined)?.oneTimeToken).toMatch(/^OTT/);
    expect(cardItems(view)).toHaveLength(4);
    expect(events).toEqual([
      {
        name: 'hub-submit-success',
        detail: {
          form: 'payment-card-add',
          id: expect.any(String),
          widget: 'hub-payment-cards',
          brand: 'fiat',
          market: 'pt-BR',
        },
      },
    ]);
  });

  it('the number is never kept: not in the page, storage, cookies, events, the data layer or logs', async () => {
    setupPage();
    signIn('sandbox-token-ana');
    window.dataLayer = [];
    const events = recordEvents();
    const u = user();
    const { root, view } = await open();
    await u.click(await view.findByRole('button', { name: 'Adicionar cartão' }));
    await typeCard(view, u);
    await u.click(view.getByRole('button', { name: 'Salvar cartão' }));
    await view.findByText('Cartão Mastercard final 4444 adicionado.');
    const everything = [
      root.innerHTML,
      [...root.querySelectorAll('input')].map((i) => i.value).join('|'),
      document.documentElement.outerHTML,
      JSON.stringify({ ...localStorage }),
      JSON.stringify({ ...sessionStorage }),
      document.cookie,
      JSON.stringify(events),
      JSON.stringify(window.dataLayer),
      JSON.stringify(logged),
    ].join('\n');
    for (const piece of [DIGITS, NUMBER, DIGITS.slice(0, 12), '5555 5555 5555'])
      expect(everything).not.toContain(piece);
    expect(root.querySelector('input')).toBeNull();
  });

  it('a failing save says so, keeps what was typed and saves on the retry', async () => {
    setupPage();
    signIn('sandbox-token-ana');
    const events = recordEvents();
    sandboxServer.use(http.post('*/cards/v2', () => new HttpResponse(null, { status: 503 }), { once: true }));
    const u = user();
    const { view } = await open();
    await u.click(await view.findByRole('button', { name: 'Adicionar cartão' }));
    await typeCard(view, u);
    await u.click(view.getByRole('button', { name: 'Salvar cartão' }));
    expect((await view.findByRole('alert')).textContent).toBe('Um erro ocorreu, tente novamente');
    expect((view.getByLabelText(/número do cartão/i) as HTMLInputElement).value).toBe(NUMBER);
    expect(events.at(-1)).toMatchObject({
      name: 'hub-submit-error',
      detail: { form: 'payment-card-add', code: 'bad-response' },
    });
    await u.click(view.getByRole('button', { name: 'Tentar novamente' }));
    await view.findByText('Cartão Mastercard final 4444 adicionado.');
    expect(journalOf('cards').filter((e) => e.method === 'POST')).toHaveLength(1);
  });

  it('a failing list: the message and a retry', async () => {
    setupPage();
    signIn('sandbox-token-ana');
    sandboxServer.use(http.get('*/cards/v2', () => new HttpResponse(null, { status: 500 }), { once: true }));
    const u = user();
    const { view } = await open();
    expect((await view.findByRole('alert')).textContent).toContain('Um erro ocorreu, tente novamente');
    await u.click(view.getByRole('button', { name: 'Tentar novamente' }));
    expect(await view.findByRole('list', { name: 'Cartões salvos' })).toBeTruthy();
  });

  it('favourite: PATCH the card; exactly one favourite; focus on what happened', async () => {
    setupPage();
    signIn('sandbox-token-ana');
    const events = recordEvents();
    const u = user();
    const { root, view } = await open();
    await u.click(
      await view.findByRole('button', { name: 'Tornar favorito o cartão Mastercard final 4444' }),
    );
    const notice = await view.findByText('O cartão Mastercard final 4444 agora é o seu favorito.');
    await waitFor(() => expect(root.activeElement).toBe(notice));
    expect(journalOf('cards').find((e) => e.method === 'PATCH')).toMatchObject({
      path: '/cards/v2/CRD-3',
      body: { favourite: true },
    });
    const items = cardItems(view);
    expect(items[0]).toMatch(/^Mastercard final 4444.*Favorito/);
    expect(items.filter((text) => text?.includes('Favorito'))).toHaveLength(1);
    expect(view.getByRole('button', { name: 'Tornar favorito o cartão Visa final 1111' })).toBeTruthy();
    expect(events).toEqual([
      {
        name: 'hub-submit-success',
        detail: {
          form: 'payment-card-favourite',
          id: 'CRD-3',
          widget: 'hub-payment-cards',
          brand: 'fiat',
          market: 'pt-BR',
        },
      },
    ]);
  });

  it('a favourite refused with 429 says the wait in words and holds the card buttons; nothing is sent meanwhile', async () => {
    setupPage();
    signIn('sandbox-token-ana');
    const limit = rateLimitNext('patch', '*/cards/v2/:cardId', 30);
    const u = user();
    const { view } = await open();
    const favourite = await view.findByRole('button', {
      name: 'Tornar favorito o cartão Mastercard final 4444',
    });
    await u.click(favourite);
    expect((await view.findByRole('alert')).textContent).toBe('Muitas tentativas, tente em 30 s');
    expect(favourite.getAttribute('aria-disabled')).toBe('true');
    expect(favourite.textContent).toBe('Tornar favorito (30 s)');
    await u.click(favourite);
    expect(limit.calls()).toBe(1);
    expect(journalOf('cards').filter((e) => e.method === 'PATCH')).toEqual([]);
  });

  it('delete: asks first in a modal (Cancel sends nothing), then deletes; the favourite passes on', async () => {
    setupPage();
    signIn('sandbox-token-ana');
    const u = user();
    const { root, view } = await open();
    const remove = await view.findByRole('button', { name: 'Excluir o cartão Visa final 1111' });
    await u.click(remove);
    let dialog = await view.findByRole('alertdialog', { name: 'Excluir cartão?' });
    expect(dialog.textContent).toContain('O cartão Visa final 1111 será excluído da sua conta.');
    await u.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(view.queryByRole('alertdialog')).toBeNull();
    expect(root.activeElement).toBe(remove);
    expect(journalOf('cards').filter((e) => e.method === 'DELETE')).toEqual([]);

    await u.click(remove);
    dialog = view.getByRole('alertdialog', { name: 'Excluir cartão?' });
    await u.click(within(dialog).getByRole('button', { name: 'Excluir cartão' }));
    const notice = await view.findByText('Cartão Visa final 1111 excluído.');
    await waitFor(() => expect(root.activeElement).toBe(notice));
    expect(
      journalOf('cards')
        .filter((e) => e.method === 'DELETE')
        .map((e) => e.path),
    ).toEqual(['/cards/v1/CRD-1']);
    expect(cardItems(view)).toEqual([
      expect.stringMatching(/^Mastercard final 4444Validade 08\/31Favorito/),
      expect.stringMatching(/^Elo final 7013/),
    ]);
  });

  it('a failing delete says so inside the dialog and deletes on the retry', async () => {
    setupPage();
    signIn('sandbox-token-ana');
    sandboxServer.use(
      http.delete('*/cards/v1/:id', () => new HttpResponse(null, { status: 503 }), { once: true }),
    );
    const u = user();
    const { view } = await open();
    await u.click(await view.findByRole('button', { name: 'Excluir o cartão Elo final 7013' }));
    const dialog = view.getByRole('alertdialog');
    await u.click(within(dialog).getByRole('button', { name: 'Excluir cartão' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Um erro ocorreu, tente novamente');
    await u.click(within(dialog).getByRole('button', { name: 'Tentar novamente' }));
    await view.findByText('Cartão Elo final 7013 excluído.');
  });
});
