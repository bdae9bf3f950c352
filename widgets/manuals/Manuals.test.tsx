import { fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { Manual } from '../../api/manuals.ts';
import { initialManuals } from '../../api/sandbox/data/manuals.ts';
import { sandboxServer } from '../../api/sandbox/node.ts';
import { recordsOf } from '../../api/sandbox/state.ts';
import { mount, SANDBOX_BASE, setupPage, signIn, signOut } from '../../test/page.ts';
import { journalOf, startSandbox } from '../../test/sandbox.ts';
import './manuals.element.ts';

startSandbox();
afterEach(() => {
  signOut();
  for (const el of document.querySelectorAll('hub-manuals')) el.remove();
});

const user = () => userEvent.setup();

async function open(market: string, html: string, heading: RegExp) {
  setupPage({ brand: 'fiat', market });
  const { el, root } = mount(html);
  const view = within(root as unknown as HTMLElement);
  await view.findByRole('heading', { level: 2, name: heading });
  return { el, root, view };
}
const owner = (market = 'pt-BR', attrs = '') =>
  open(
    market,
    `<hub-manuals login-url="/entrar"${attrs}></hub-manuals>`,
    /^Manuales? del? propietario$|^Manuais do proprietário$/,
  );
const admin = (market = 'pt-BR') =>
  open(market, '<hub-manuals mode="admin" login-url="/entrar"></hub-manuals>', /^Administraci|^Administra/);
function recordEvents() {
  const events: { name: string; detail: unknown }[] = [];
  for (const name of ['hub-submit-success', 'hub-submit-error'])
    document.addEventListener(name, (e) => events.push({ name, detail: (e as CustomEvent).detail }));
  return events;
}
const searches = (path = '/manuals/search') => journalOf('manuals').filter((e) => e.path === path);
const names = (view: ReturnType<typeof within>) =>
  within(view.getByRole('list', { name: 'Manuais encontrados' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('hub-manuals for owners', () => {
  it('signed out: the sign-in prompt, nothing asked of the bearer service', async () => {
    const { view } = await owner();
    expect(view.getByText('Entre com a sua conta para consultar os manuais do seu carro.')).toBeTruthy();
    expect(view.getByRole('link', { name: 'Entrar' }).getAttribute('href')).toBe('/entrar');
    expect(journalOf('manuals')).toEqual([]);
  });

  it('an owner finds a manual by model or year and opens or downloads it by its address', async () => {
    signIn('sandbox-token-ana');
    const { view } = await owner();
    const all = await view.findByRole('list', { name: 'Manuais encontrados' });
    expect(within(all).getAllByRole('listitem').length).toBeGreaterThan(1);
    expect(searches()[0]?.query).toMatchObject({ brand: 'fiat', language: 'pt-BR' });
    expect(searches()[0]?.bearer).toBe(true);

    await user().type(view.getByLabelText('Modelo, ano ou nome do manual'), 'cronos{Enter}');
    await waitFor(() => expect(names(view)).toEqual(['Manual do proprietário Cronos 2026']));
    expect(searches().at(-1)?.query).toMatchObject({ text: 'cronos' });
    expect(view.getByText('1 manual encontrado.')).toBeTruthy();
    expect(view.getByText('Válido até 31/12/2027')).toBeTruthy();
    const openLink = view.getByRole('link', { name: /^Abrir Manual do proprietário Cronos 2026/ });
    expect(openLink.getAttribute('href')).toMatch(/^https:\/\/manuals\.example\.com\/fiat\/.+\.pdf$/);
    expect(openLink.getAttribute('target')).toBe('_blank');
    expect(openLink.getAttribute('rel')).toBe('noopener noreferrer');
    const download = view.getByRole('link', { name: 'Baixar Manual do proprietário Cronos 2026' });
    expect(download.hasAttribute('download')).toBe(true);
  });

  it('an empty result says what to try next', async () => {
    signIn('sandbox-token-ana');
    const { view } = await owner();
    await view.findByRole('list', { name: 'Manuais encontrados' });
    await user().type(view.getByLabelText('Modelo, ano ou nome do manual'), 'Kombi{Enter}');
    expect(await view.findByText('Nenhum manual encontrado para “Kombi”.')).toBeTruthy();
    expect(view.getByText(/Tente só o nome do modelo \(por exemplo, Strada\)/)).toBeTruthy();
    expect(view.queryByRole('list')).toBeNull();
  });

  it('a name with markup is shown as text, and a path that is no http(s) address gives no link', async () => {
    const list = recordsOf<Manual>('manuals', initialManuals);
    signIn('sandbox-token-ana');
    list.push({
      ...(list[0] as Manual),
      id: 'MAN-X',
      brand: 'fiat',
      name: '<img src=x onerror=alert(1)> Guia',
      path: 'javascript:alert(1)',
      status: 'ACTIVE',
      validityStart: '2026-01-01',
      validityEnd: '2027-12-31',
      language: 'pt-BR',
      modelCode: 'X1',
    });
    const { view, root } = await owner('pt-BR', ' model="X1"');
    expect(await view.findByText('<img src=x onerror=alert(1)> Guia')).toBeTruthy();
    expect(root.querySelector('img')).toBeNull();
    expect(view.queryByRole('link', { name: /Abrir/ })).toBeNull();
    expect(searches().at(-1)?.query).toMatchObject({ modelCode: 'X1' });
  });

  it('es-AR: the Argentine manuals in Spanish, the texts in Spanish', async () => {
    signIn('sandbox-token-martina');
    const { view } = await owner('es-AR');
    const list = await view.findByRole('list', { name: 'Manuales encontrados' });
    const titles = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles.every((name) => name?.startsWith('Manual del propietario '))).toBe(true);
    expect(view.getAllByText(/^Vigente hasta el \d\d\/\d\d\/\d{4}$/).length).toBe(titles.length);
    await user().type(view.getByLabelText('Modelo, año o nombre del manual'), 'Kombi{Enter}');
    expect(await view.findByText('No encontramos manuales para “Kombi”.')).toBeTruthy();
  });

  it('a sign-in the service refuses (401): the prompt to sign in again and hub-error', async () => {
    signIn('sandbox-token-nobody');
    const errors: unknown[] = [];
    document.addEventListener('hub-error', (e) => errors.push((e as CustomEvent).detail), { once: true });
    const { view } = await owner();
    expect(
      await view.findByText('A sua sessão expirou. Entre novamente para consultar os manuais.'),
    ).toBeTruthy();
    expect(view.getByRole('link', { name: 'Entrar' }).getAttribute('href')).toBe('/entrar');
    expect(errors).toEqual([
      expect.objectContaining({ code: 'unauthorized', message: expect.stringContaining('sessão expirou') }),
    ]);
  });

  it("a failed search says the seed's message and a retry finds the manuals", async () => {
    signIn('sandbox-token-ana');
    sandboxServer.use(
      http.get(`${SANDBOX_BASE}/manuals/search`, () => HttpResponse.json({}, { status: 503 }), {
        once: true,
      }),
    );
    const { view } = await owner();
    expect((await view.findByRole('alert')).textContent).toContain('Erro ao carregar dados.');
    await user().click(view.getByRole('button', { name: 'Tentar novamente' }));
    expect(await view.findByRole('list', { name: 'Manuais encontrados' })).toBeTruthy();
  });
});

describe('hub-manuals mode="admin"', () => {
  it('a customer is told in words whom the area is for; no admin search is sent', async () => {
    signIn('sandbox-token-ana');
    const { view } = await admin();
    expect(await view.findByText('O seu perfil não dá acesso a esta área.')).toBeTruthy();
    expect(view.getByText('Ela é para: administração de manuais.')).toBeTruthy();
    expect(searches('/manuals/search/admin')).toEqual([]);
  });

  it('a manual administrator sees expired and inactive manuals marked in words', async () => {
    signIn('sandbox-token-manuel');
    const { view } = await admin();
    await view.findByRole('list', { name: 'Manuais encontrados' });
    expect(view.getAllByText('Situação: Expirado').length).toBeGreaterThan(0);
    expect(view.getAllByText('Situação: Inativo').length).toBeGreaterThan(0);
    expect(view.getAllByText('Situação: Ativo').length).toBeGreaterThan(0);
    expect(searches('/manuals/search/admin')[0]?.headers.brand).toBe('fiat');
  });

  it('edits a manual: a final date before the initial is refused beside the field, nothing sent; then saved', async () => {
    signIn('sandbox-token-manuel');
    const events = recordEvents();
    const { view } = await admin();
    const u = user();
    await u.type(await view.findByLabelText('Modelo, ano ou nome do manual'), 'Cronos{Enter}');
    await view.findByRole('button', { name: 'Editar Manual do proprietário Cronos 2026' });
    await u.click(view.getByRole('button', { name: 'Editar Manual do proprietário Cronos 2026' }));
    const end = view.getByLabelText(/^Fim da vigência/) as HTMLInputElement;
    fireEvent.change(end, { target: { value: '2025-12-31' } });
    await u.click(view.getByRole('button', { name: 'Salvar manual' }));
    expect(await view.findByText('O fim da vigência não pode ser anterior ao início')).toBeTruthy();
    expect(end.getAttribute('aria-invalid')).toBe('true');
    expect(journalOf('manuals').filter((e) => e.method === 'PUT')).toEqual([]);

    fireEvent.change(end, { target: { value: '2028-06-30' } });
    const name = view.getByLabelText(/^Nome do manual/) as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Manual do proprietário Cronos 2026 (revisado)' } });
    await u.click(view.getByRole('radio', { name: 'Inativo' }));
    await u.click(view.getByRole('button', { name: 'Salvar manual' }));
    expect(
      await view.findByText('Manual “Manual do proprietário Cronos 2026 (revisado)” salvo.'),
    ).toBeTruthy();
    const put = journalOf('manuals').find((e) => e.method === 'PUT');
    expect(put?.body).toEqual({
      brand: 'fiat',
      modelCode: expect.any(String),
      name: 'Manual do proprietário Cronos 2026 (revisado)',
      path: expect.stringMatching(/^https:\/\/manuals\.example\.com\/fiat\//),
      validityStart: '2026-01-01',
      validityEnd: '2028-06-30',
      status: 'INACTIVE',
    });
    expect(events).toContainEqual({
      name: 'hub-submit-success',
      detail: expect.objectContaining({ form: 'manual-update' }),
    });
  });

  it('creates a manual with a checked address, then deletes it after a confirmation', async () => {
    signIn('sandbox-token-manuel');
    const { view } = await admin();
    const u = user();
    await view.findByRole('list', { name: 'Manuais encontrados' });
    await u.click(view.getByRole('button', { name: 'Novo manual' }));
    await u.type(view.getByLabelText(/^Nome do manual/), 'Guia de garantia Fiat');
    await u.type(view.getByLabelText(/^Endereço do documento/), 'garantia.pdf');
    await u.click(view.getByRole('button', { name: 'Salvar manual' }));
    expect(
      await view.findByText('Informe um endereço válido, começando com http:// ou https://'),
    ).toBeTruthy();
    expect(journalOf('manuals').filter((e) => e.method === 'POST')).toEqual([]);
    const path = view.getByLabelText(/^Endereço do documento/) as HTMLInputElement;
    fireEvent.change(path, { target: { value: 'https://manuals.example.com/fiat/garantia.pdf' } });
    await u.click(view.getByRole('button', { name: 'Salvar manual' }));
    expect(await view.findByText('Manual “Guia de garantia Fiat” salvo.')).toBeTruthy();
    const post = journalOf('manuals').find((e) => e.method === 'POST');
    expect(post?.body).toMatchObject({
      brand: 'fiat',
      modelCode: null,
      name: 'Guia de garantia Fiat',
      status: 'ACTIVE',
    });
    expect(post?.query).toMatchObject({ language: 'pt-BR' });

    await u.click(await view.findByRole('button', { name: 'Excluir Guia de garantia Fiat' }));
    const dialog = await view.findByRole('alertdialog');
    expect(within(dialog).getByText(/O manual “Guia de garantia Fiat” deixará de aparecer/)).toBeTruthy();
    await u.click(within(dialog).getByRole('button', { name: 'Excluir manual' }));
    expect(await view.findByText('Manual “Guia de garantia Fiat” excluído.')).toBeTruthy();
    expect(journalOf('manuals').filter((e) => e.method === 'DELETE')).toHaveLength(1);
    await waitFor(() =>
      expect(view.queryByRole('button', { name: 'Excluir Guia de garantia Fiat' })).toBeNull(),
    );
  });

  it('cancelling an edit gives the focus back to its Edit button, nothing sent', async () => {
    signIn('sandbox-token-manuel');
    const { view } = await admin();
    const u = user();
    const [edit] = await view.findAllByRole('button', { name: /^Editar / });
    await u.click(edit as HTMLElement);
    const name = view.getByLabelText(/^Nome do manual/);
    await waitFor(() => expect(name.getRootNode()).toHaveProperty('activeElement', name));
    await u.click(view.getByRole('button', { name: 'Cancelar' }));
    const again = view.getAllByRole('button', { name: /^Editar / })[0] as HTMLElement;
    await waitFor(() => expect(again.getRootNode()).toHaveProperty('activeElement', again));
    expect(journalOf('manuals').filter((e) => e.method !== 'GET')).toEqual([]);
  });

  it('a 403 that still comes is said in words', async () => {
    signIn('sandbox-token-manuel');
    sandboxServer.use(
      http.get(`${SANDBOX_BASE}/manuals/search/admin`, () => HttpResponse.json({}, { status: 403 }), {
        once: true,
      }),
    );
    const { view } = await admin();
    expect(await view.findByText('O seu perfil não tem permissão para esta ação.')).toBeTruthy();
  });

  it('es-AR: a manual administrator sees the Argentine manuals, in Spanish', async () => {
    signIn('sandbox-token-sofia');
    const { view } = await admin('es-AR');
    const list = await view.findByRole('list', { name: 'Manuales encontrados' });
    expect(within(list).getAllByRole('heading', { level: 3 })[0]?.textContent).toMatch(
      /^Manual del propietario /,
    );
    expect(view.getAllByText('Estado: Vencido').length).toBeGreaterThan(0);
    expect(view.getAllByRole('button', { name: /^Editar Manual del propietario/ }).length).toBeGreaterThan(0);
  });
});
