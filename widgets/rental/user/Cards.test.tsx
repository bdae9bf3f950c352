import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mount, setupPage } from '../../../test/page.ts';
import { journalOf } from '../../../test/sandbox.ts';
import '../rental.element.ts';
import { rateLimitNext } from '../../../test/rateLimited.ts';
import { rentalTestPage } from '../rental.testing.ts';

const sandbox = rentalTestPage();
const CNPJ = '11222333000181';

beforeEach(() => {
  // A company already started: the user's company data and the rental user.
  sandbox.records.set('users:rental', [
    { userId: '7c9e6679-7425-40de-944b-e07fc1f90ae7', cnpj: CNPJ, email: 'frota@frotasul.example.com' },
  ]);
  sandbox.records.set('rental:companies', [{ cnpj: CNPJ, cards: [], contracts: [] }]);
});

async function open() {
  setupPage({ brand: 'fiat' });
  const { root } = mount('<hub-rental view="user"></hub-rental>');
  const view = within(root as unknown as HTMLElement);
  await view.findByText('A empresa ainda não tem cartões.');
  return view;
}
type View = Awaited<ReturnType<typeof open>>;
const cardList = (view: View) =>
  within(within(view.getByRole('region', { name: 'Cartões da empresa' })).getByRole('list'));

async function addCard(view: View, u: ReturnType<typeof userEvent.setup>, number: string) {
  await u.type(view.getByLabelText(/número do cartão/i), number);
  await u.type(view.getByLabelText(/validade/i), '1230');
  await u.type(view.getByLabelText(/nome impresso/i), 'Frota Sul');
  await u.click(view.getByRole('button', { name: 'Adicionar cartão' }));
}

describe('hub-rental company cards (card-management)', () => {
  it('adds cards once each, the first the favourite; only the last four digits stay, in the page and in events', async () => {
    const events = vi.fn();
    document.addEventListener('hub-submit-success', (e) => events(e.detail));
    const view = await open();
    const u = userEvent.setup();
    await addCard(view, u, '4111111111111111');
    expect(await view.findByText('Cartão Visa final 1111 adicionado.')).toBeTruthy();
    expect(cardList(view).getByText('Favorito')).toBeTruthy();
    expect((view.getByLabelText(/número do cartão/i) as HTMLInputElement).value).toBe('');
    const posts = journalOf('rental').filter(
      (e) => e.method === 'POST' && e.path === '/rental/card-management',
    );
    expect(posts).toEqual([
      expect.objectContaining({
        path: '/rental/card-management',
        body: { cnpj: CNPJ, number: '4111111111111111', expiry: '12/30', holder: 'FROTA SUL' },
      }),
    ]);
    expect(JSON.stringify(events.mock.calls)).not.toContain('4111111111111111');
    expect(
      document.body.innerHTML + (view.getByRole('region', { name: 'Cartões da empresa' }).textContent ?? ''),
    ).not.toContain('41111111');
  });

  it('shows each company card as hub-payment-cards does: brand and last digits, expiry, the favourite mark', async () => {
    const view = await open();
    const u = userEvent.setup();
    await addCard(view, u, '4111111111111111');
    await view.findByText('Cartão Visa final 1111 adicionado.');
    const [card] = cardList(view).getAllByRole('listitem');
    expect(within(card as HTMLElement).getByRole('heading', { name: 'Visa final 1111' })).toBeTruthy();
    expect(card?.textContent).toContain('Validade 12/30');
    expect(card?.textContent).toContain('Favorito');
  });

  it('refuses a card number that fails the Luhn check and an expiry in the past, and sends nothing', async () => {
    const view = await open();
    const u = userEvent.setup();
    await u.type(view.getByLabelText(/número do cartão/i), '4111111111111112');
    await u.type(view.getByLabelText(/validade/i), '0120');
    await u.type(view.getByLabelText(/nome impresso/i), 'Frota Sul');
    await u.click(view.getByRole('button', { name: 'Adicionar cartão' }));
    expect(await view.findByText('Informe um número de cartão válido')).toBeTruthy();
    expect(view.getByText('O cartão está vencido')).toBeTruthy();
    expect(
      journalOf('rental').filter((e) => e.method === 'POST' && e.path === '/rental/card-management'),
    ).toEqual([]);
  });

  it('makes another card the favourite (PUT) and deletes one after confirming (DELETE)', async () => {
    const view = await open();
    const u = userEvent.setup();
    await addCard(view, u, '4111111111111111');
    await view.findByText('Cartão Visa final 1111 adicionado.');
    await addCard(view, u, '5555555555554444');
    await view.findByText('Cartão Mastercard final 4444 adicionado.');
    await u.click(view.getByRole('button', { name: 'Tornar favorito o cartão Mastercard final 4444' }));
    expect(await view.findByText('O cartão Mastercard final 4444 agora é o favorito.')).toBeTruthy();
    const [first] = cardList(view).getAllByRole('listitem');
    expect(first?.textContent).toContain('Mastercard final 4444');
    expect(first?.textContent).toContain('Favorito');
    const put = journalOf('rental').find((e) => e.method === 'PUT');
    expect(put?.body).toMatchObject({ cnpj: CNPJ, favourite: true });

    await u.click(view.getByRole('button', { name: 'Excluir o cartão Visa final 1111' }));
    expect(view.getByText('Excluir o cartão Visa final 1111? Ele não poderá mais ser usado.')).toBeTruthy();
    expect(journalOf('rental').some((e) => e.method === 'DELETE')).toBe(false);
    await u.click(view.getByRole('button', { name: 'Sim, excluir' }));
    expect(await view.findByText('Cartão Visa final 1111 excluído.')).toBeTruthy();
    expect(journalOf('rental').find((e) => e.method === 'DELETE')?.path).toMatch(
      /^\/rental\/card-management\/RCD/,
    );
    expect(cardList(view).getAllByRole('listitem')).toHaveLength(1);
  });

  it('a card refused with 429 says the wait in words, keeps what was typed and sends nothing more by itself', async () => {
    const limit = rateLimitNext('post', '*/rental/card-management');
    const view = await open();
    const u = userEvent.setup();
    await addCard(view, u, '4111111111111111');
    expect(await view.findByText('Muitas tentativas, tente em 30 s')).toBeTruthy();
    expect((view.getByLabelText(/nome impresso/i) as HTMLInputElement).value).toBe('Frota Sul');
    expect(limit.calls()).toBe(1);
  });

  it('a favourite refused with 429 says the wait in words and holds the card buttons, the seconds shown; nothing is sent meanwhile', async () => {
    const view = await open();
    const u = userEvent.setup();
    await addCard(view, u, '4111111111111111');
    await view.findByText('Cartão Visa final 1111 adicionado.');
    await addCard(view, u, '5555555555554444');
    await view.findByText('Cartão Mastercard final 4444 adicionado.');
    const limit = rateLimitNext('put', '*/rental/card-management', 30);
    const favourite = view.getByRole('button', { name: 'Tornar favorito o cartão Mastercard final 4444' });
    await u.click(favourite);
    expect(await view.findByText('Muitas tentativas, tente em 30 s')).toBeTruthy();
    expect(favourite.getAttribute('aria-disabled')).toBe('true');
    expect(favourite.textContent).toBe('Tornar favorito (30 s)');
    await u.click(favourite);
    const remove = view.getByRole('button', { name: 'Excluir o cartão Visa final 1111' });
    expect(remove.getAttribute('aria-disabled')).toBe('true');
    await u.click(remove);
    expect(view.queryByRole('button', { name: 'Sim, excluir' })).toBeNull();
    expect(limit.calls()).toBe(1);
    expect(journalOf('rental').filter((e) => e.method === 'PUT' || e.method === 'DELETE')).toEqual([]);
  });

  it('a deletion refused with 429 says the wait and holds the confirmation, the seconds shown; nothing is sent meanwhile', async () => {
    const view = await open();
    const u = userEvent.setup();
    await addCard(view, u, '4111111111111111');
    await view.findByText('Cartão Visa final 1111 adicionado.');
    const limit = rateLimitNext('delete', '*/rental/card-management/:cardId', 30);
    await u.click(view.getByRole('button', { name: 'Excluir o cartão Visa final 1111' }));
    const yes = view.getByRole('button', { name: 'Sim, excluir' });
    await u.click(yes);
    expect(await view.findByText('Muitas tentativas, tente em 30 s')).toBeTruthy();
    expect(yes.getAttribute('aria-disabled')).toBe('true');
    expect(yes.textContent).toBe('Sim, excluir (30 s)');
    await u.click(yes);
    expect(limit.calls()).toBe(1);
    expect(journalOf('rental').filter((e) => e.method === 'DELETE')).toEqual([]);
    expect(cardList(view).getAllByRole('listitem')).toHaveLength(1);
  });

  it('a failing favourite says so and keeps the list', async () => {
    const view = await open();
    const u = userEvent.setup();
    await addCard(view, u, '4111111111111111');
    await view.findByText('Cartão Visa final 1111 adicionado.');
    await addCard(view, u, '5555555555554444');
    await view.findByText('Cartão Mastercard final 4444 adicionado.');
    sandbox.faults.set('rental', { status: 500, times: 1 });
    await u.click(view.getByRole('button', { name: 'Tornar favorito o cartão Mastercard final 4444' }));
    expect(await view.findByText('Um erro ocorreu, tente novamente')).toBeTruthy();
    expect(cardList(view).getAllByRole('listitem')[0]?.textContent).toContain('final 1111');
  });
});
