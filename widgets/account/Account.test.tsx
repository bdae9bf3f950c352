import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sandboxServer } from '../../api/sandbox/node.ts';
import { mount, SANDBOX_BASE, setupPage, signIn, signOut } from '../../test/page.ts';
import { journalOf, startSandbox } from '../../test/sandbox.ts';
import './account.element.ts';

const sandboxState = startSandbox();
afterEach(() => {
  signOut();
  for (const el of document.querySelectorAll('hub-account')) el.remove();
  vi.restoreAllMocks();
});

const user = () => userEvent.setup();

async function open(html = '<hub-account></hub-account>') {
  const { el, root } = mount(html);
  const view = within(root as unknown as HTMLElement);
  await view.findByRole('heading', { level: 2 });
  return { el, root, view };
}
function recordEvents() {
  const events: { name: string; detail: unknown }[] = [];
  for (const name of ['hub-submit-success', 'hub-submit-error'])
    document.addEventListener(name, (e) => events.push({ name, detail: (e as CustomEvent).detail }));
  return events;
}
/** Replaces a field's text (user.clear does not work inside shadow DOM). */
async function retype(u: ReturnType<typeof user>, input: HTMLElement, text: string) {
  const field = input as HTMLInputElement;
  await u.type(field, text, { initialSelectionStart: 0, initialSelectionEnd: field.value.length });
}
const patches = () => journalOf('users').filter((entry) => entry.method === 'PATCH');

describe('hub-account: personal data', () => {
  it('signed out: a sign-in prompt, no call', async () => {
    setupPage();
    const { view } = await open('<hub-account login-url="/entrar"></hub-account>');
    expect(view.getByText('Entre na sua conta para ver e editar seus dados.')).toBeTruthy();
    expect(view.getByRole('link', { name: 'Entrar' }).getAttribute('href')).toBe('/entrar');
    expect(sandboxState.journal).toEqual([]);
  });

  it('shows the data as kept, with the bearer call users/self', async () => {
    setupPage();
    signIn('sandbox-token-ana');
    const { view } = await open();
    await view.findByRole('heading', { name: 'Dados pessoais' });
    expect(view.getByText('Ana Beatriz Souza')).toBeTruthy();
    expect(view.getByText('ana.b.souza@example.org')).toBeTruthy();
    expect(view.getByText('12/04/1988')).toBeTruthy();
    expect(view.getByText(/Avenida Paulista, 1578/)).toBeTruthy();
    expect(journalOf('users')[0]).toMatchObject({ method: 'GET', path: '/users/users/self', bearer: true });
  });

  it('saving with nothing changed is refused before sending and says so', async () => {
    setupPage();
    signIn('sandbox-token-ana');
    const u = user();
    const { view } = await open();
    await u.click(await view.findByRole('button', { name: 'Editar dados pessoais' }));
    await u.click(view.getByRole('button', { name: 'Salvar alterações' }));
    expect(await view.findByText('Nenhum dado foi alterado: não há nada para salvar.')).toBeTruthy();
    expect(patches()).toEqual([]);
  });

  it('bad input: the seed rules beside the fields in Portuguese, nothing sent', async () => {
    setupPage();
    signIn('sandbox-token-ana');
    const u = user();
    const { view } = await open();
    await u.click(await view.findByRole('button', { name: 'Editar dados pessoais' }));
    await retype(u, view.getByLabelText(/Nome completo/), 'Ana');
    await retype(u, view.getByLabelText(/^E-mail adicional/), 'ANA.SOUZA@example.com');
    await retype(u, view.getByLabelText(/Data de nascimento/), '01012015');
    await retype(u, view.getByLabelText(/^Número/), '0');
    await retype(u, view.getByLabelText(/^Complemento/), ' Fundos & casa');
    await u.click(view.getByRole('button', { name: 'Salvar alterações' }));
    const form = view.getByRole('form', { name: 'Editar dados pessoais' });
    const invalid = [...form.querySelectorAll('[aria-invalid="true"]')].map((el) => el.getAttribute('name'));
    expect(invalid).toEqual(
      expect.arrayContaining(['name', 'additionalEmail', 'birthdate', 'number', 'complement']),
    );
    expect(form.textContent).toMatch(/18 anos/);
    expect(patches()).toEqual([]);
  });

  it('sends only what changed, then shows the saved data and says so', async () => {
    setupPage();
    signIn('sandbox-token-ana');
    const events = recordEvents();
    const u = user();
    const { view } = await open();
    await u.click(await view.findByRole('button', { name: 'Editar dados pessoais' }));
    await retype(u, view.getByLabelText(/^Celular/), '11998765432');
    await retype(u, view.getByLabelText(/^Número/), '1600');
    await u.click(view.getByRole('button', { name: 'Salvar alterações' }));
    expect(await view.findByText('Seus dados foram salvos.')).toBeTruthy();
    expect(patches().map((entry) => entry.body)).toEqual([
      {
        phone: '011998765432',
        address: expect.objectContaining({
          street: 'Avenida Paulista',
          number: '1600',
          postalCode: '01310100',
        }),
      },
    ]);
    expect(view.getByText(/Avenida Paulista, 1600/)).toBeTruthy();
    expect(events).toContainEqual({
      name: 'hub-submit-success',
      detail: expect.objectContaining({ form: 'account-personal-data' }),
    });
  });

  it('a failing service: the seed message and a retry, nothing typed lost', async () => {
    setupPage();
    signIn('sandbox-token-ana');
    const u = user();
    const { view } = await open();
    sandboxServer.use(
      http.patch(`${SANDBOX_BASE}/users/users/self`, () => HttpResponse.json({}, { status: 503 }), {
        once: true,
      }),
    );
    await u.click(await view.findByRole('button', { name: 'Editar dados pessoais' }));
    await retype(u, view.getByLabelText(/Nome completo/), 'Ana Beatriz Souza Reis');
    await u.click(view.getByRole('button', { name: 'Salvar alterações' }));
    expect(await view.findByText('Um erro ocorreu, tente novamente')).toBeTruthy();
    expect((view.getByLabelText(/Nome completo/) as HTMLInputElement).value).toBe('Ana Beatriz Souza Reis');
    await u.click(view.getByRole('button', { name: 'Tentar novamente' }));
    expect(await view.findByText('Seus dados foram salvos.')).toBeTruthy();
    expect(view.getByText('Ana Beatriz Souza Reis')).toBeTruthy();
  });

  it('es-AR: the CUIL, messages in Spanish', async () => {
    setupPage({ market: 'es-AR', brand: 'peugeot' });
    signIn('sandbox-token-martina');
    const u = user();
    const { view } = await open();
    await view.findByRole('heading', { name: 'Datos personales' });
    expect(view.getByText('CUIL')).toBeTruthy();
    await u.click(view.getByRole('button', { name: 'Editar datos personales' }));
    await retype(u, view.getByLabelText(/^CUIL/), '39053344705');
    await u.click(view.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(view.getByLabelText(/^CUIL/).getAttribute('aria-invalid')).toBe('true'));
    expect(patches()).toEqual([]);
  });
});
