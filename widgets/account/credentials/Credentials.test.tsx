import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authenticate } from '../../../api/identity.ts';
import { sandboxServer } from '../../../api/sandbox/node.ts';
import { sandboxScope } from '../../../test/examples/scope.ts';
import { mount, SANDBOX_BASE, setupPage, signIn, signOut } from '../../../test/page.ts';
import { journalOf, startSandbox } from '../../../test/sandbox.ts';
import '../account.element.ts';

startSandbox();
const logged: unknown[][] = [];
afterEach(() => {
  signOut();
  for (const el of document.querySelectorAll('hub-account')) el.remove();
  vi.restoreAllMocks();
});

const user = () => userEvent.setup();
async function open() {
  for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const)
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args));
  const { root } = mount('<hub-account></hub-account>');
  const view = within(root as unknown as HTMLElement);
  const heading = await view.findByRole('heading', { name: 'Senha' });
  return within(heading.parentElement as HTMLElement);
}
/** Types the current password and the new one 'Nova@Senha1' twice. */
async function typeChange(u: ReturnType<typeof user>, view: ReturnType<typeof within>, current: string) {
  await u.type(view.getByLabelText(/^Senha atual/), current);
  await u.type(view.getByLabelText(/^Nova senha/), 'Nova@Senha1');
  await u.type(view.getByLabelText(/^Confirme a nova senha/), 'Nova@Senha1');
}
const puts = () => journalOf('users').filter((entry) => entry.method === 'PUT');
const checklist = (view: ReturnType<typeof within>) =>
  within(view.getByRole('list', { name: 'Requisitos da nova senha' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent?.replace(/^[✓•] /, ''));

describe('hub-account: credentials', () => {
  it('the live checklist says each rule met or pending as the new password is typed', async () => {
    setupPage();
    signIn('sandbox-token-ana');
    const u = user();
    const view = await open();
    await u.type(view.getByLabelText(/^Nova senha/), 'abc1');
    expect(checklist(view)).toEqual([
      'De 8 a 16 caracteres: pendente',
      'Pelo menos um número: atendido',
      'Pelo menos uma letra minúscula: atendido',
      'Pelo menos uma letra maiúscula: pendente',
      'Pelo menos um caractere especial (ex.: ! @ # $ %): pendente',
      'Sem os caracteres < > + | / ? * \\: atendido',
      'Confirmação igual à nova senha: pendente',
    ]);
  });

  it('the current password is required and the rules hold: nothing sent', async () => {
    setupPage();
    signIn('sandbox-token-ana');
    const u = user();
    const view = await open();
    await u.type(view.getByLabelText(/^Nova senha/), 'Nova@Senha1/');
    await u.type(view.getByLabelText(/^Confirme a nova senha/), 'Nova@Senha2');
    await u.click(view.getByRole('button', { name: 'Trocar senha' }));
    expect(await view.findByText('Informe a senha atual')).toBeTruthy();
    expect(view.getByText('A senha não pode conter os caracteres < > + | / ? * \\')).toBeTruthy();
    expect(view.getByText('As senhas não conferem')).toBeTruthy();
    expect(puts()).toEqual([]);
  });

  it('changes the password once with PUT signup/password, says so and empties the fields', async () => {
    setupPage();
    signIn('sandbox-token-ana');
    const events: unknown[] = [];
    document.addEventListener('hub-submit-success', (e) => events.push((e as CustomEvent).detail));
    const u = user();
    const view = await open();
    await typeChange(u, view, 'Sandbox@2025');
    const button = view.getByRole('button', { name: 'Trocar senha' });
    await u.dblClick(button);
    expect(await view.findByText('Sua senha foi trocada.')).toBeTruthy();
    expect(puts()).toHaveLength(1);
    expect(puts()[0]).toMatchObject({
      path: '/users/signup/password',
      bearer: false,
      body: { email: 'ana.souza@example.com', password: 'Nova@Senha1' },
    });
    expect((view.getByLabelText(/^Nova senha/) as HTMLInputElement).value).toBe('');
    expect(events).toContainEqual(expect.objectContaining({ form: 'account-password' }));
    expect(JSON.stringify(events)).not.toContain('Nova@Senha1');
    expect(JSON.stringify(logged)).not.toContain('Nova@Senha1');
  });

  it('the new password is the one the sign-in takes; the old one is refused', async () => {
    setupPage();
    signIn('sandbox-token-ana');
    const u = user();
    const view = await open();
    await typeChange(u, view, 'Sandbox@2025');
    await u.click(view.getByRole('button', { name: 'Trocar senha' }));
    await view.findByText('Sua senha foi trocada.');
    const email = 'ana.souza@example.com';
    await expect(authenticate(sandboxScope(), { email, password: 'Nova@Senha1' })).resolves.toMatchObject({
      accessToken: 'sandbox-token-ana',
    });
    await expect(authenticate(sandboxScope(), { email, password: 'Sandbox@2025' })).rejects.toMatchObject({
      status: 401,
    });
  });

  it('a wrong current password is said, what was typed kept', async () => {
    setupPage();
    signIn('sandbox-token-ana');
    const u = user();
    const view = await open();
    await typeChange(u, view, 'Errada@2025');
    await u.click(view.getByRole('button', { name: 'Trocar senha' }));
    expect(await view.findByText('A senha atual não confere.')).toBeTruthy();
    expect((view.getByLabelText(/^Nova senha/) as HTMLInputElement).value).toBe('Nova@Senha1');
  });

  it('a failing service: the seed message and a retry', async () => {
    setupPage();
    signIn('sandbox-token-ana');
    sandboxServer.use(
      http.put(`${SANDBOX_BASE}/users/signup/password`, () => HttpResponse.json({}, { status: 500 }), {
        once: true,
      }),
    );
    const u = user();
    const view = await open();
    await typeChange(u, view, 'Sandbox@2025');
    await u.click(view.getByRole('button', { name: 'Trocar senha' }));
    expect(await view.findByText('Um erro ocorreu, tente novamente')).toBeTruthy();
    await u.click(view.getByRole('button', { name: 'Tentar novamente' }));
    expect(await view.findByText('Sua senha foi trocada.')).toBeTruthy();
  });
});
