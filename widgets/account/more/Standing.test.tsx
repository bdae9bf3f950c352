import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mount, setupPage, signIn, signOut } from '../../../test/page.ts';
import { journalOf, startSandbox } from '../../../test/sandbox.ts';
import '../account.element.ts';

startSandbox();
afterEach(() => {
  signOut();
  for (const el of document.querySelectorAll('hub-account')) el.remove();
});

async function open() {
  const { root } = mount('<hub-account></hub-account>');
  const page = within(root as unknown as HTMLElement);
  const heading = await page.findByRole('heading', { name: 'Sua conta' });
  return { page, view: within(heading.parentElement as HTMLElement) };
}

describe('hub-account: standing', () => {
  it('a profile never changed: no update recorded', async () => {
    setupPage();
    signIn('sandbox-token-pedro');
    const { root } = mount('<hub-account></hub-account>');
    const page = within(root as unknown as HTMLElement);
    expect(await page.findByText('Nenhuma alteração registrada')).toBeTruthy();
  });

  it('the loyalty dealer; the last update, then the date of the change just saved', async () => {
    setupPage();
    signIn('sandbox-token-ana');
    const u = userEvent.setup();
    const { page, view } = await open();
    expect(await view.findByText('15/09/2025')).toBeTruthy();
    expect(
      view.getByText('Concessionária do programa de fidelidade').nextElementSibling?.textContent,
    ).toMatch(/\p{L}/u);
    await u.click(page.getByRole('button', { name: 'Editar dados pessoais' }));
    const number = page.getByLabelText(/^Número/) as HTMLInputElement;
    await u.type(number, '1600', { initialSelectionStart: 0, initialSelectionEnd: number.value.length });
    await u.click(page.getByRole('button', { name: 'Salvar alterações' }));
    await page.findByText('Seus dados foram salvos.');
    const today = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(
      await view.findByText(`${pad(today.getDate())}/${pad(today.getMonth() + 1)}/${today.getFullYear()}`),
    ).toBeTruthy();
    expect(
      journalOf('users')
        .filter((e) => e.path === '/users/audit/findLatest/UPDATE')
        .at(-1)?.query,
    ).toEqual({
      userId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    });
  });

  it('asks for the terms again once, even when pressed twice', async () => {
    setupPage();
    signIn('sandbox-token-ana');
    const u = userEvent.setup();
    const { view } = await open();
    await u.dblClick(view.getByRole('button', { name: 'Pedir os termos de novo' }));
    expect(
      await view.findByText('Pronto: os termos de uso serão pedidos no seu próximo acesso.'),
    ).toBeTruthy();
    const sent = journalOf('users').filter((e) => e.path === '/users/users/self/agreement/outdate');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'PATCH', bearer: true });
  });
});
