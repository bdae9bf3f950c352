import { fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { sandboxServer } from '../../api/sandbox/node.ts';
import { mount, SANDBOX_BASE, setupPage, signIn, signOut } from '../../test/page.ts';
import { journalOf, startSandbox } from '../../test/sandbox.ts';
import './integration-admin.element.ts';

startSandbox();
afterEach(() => {
  signOut();
  for (const el of document.querySelectorAll('hub-integration-admin')) el.remove();
});

const user = () => userEvent.setup();
const lists = () =>
  journalOf('integration').filter((e) => e.path === '/integration/journey-integration-errors');
const changes = () => journalOf('integration').filter((e) => e.method === 'PATCH');

async function open(who: string | null, market = 'pt-BR', brand = 'fiat') {
  setupPage({ brand, market });
  if (who) signIn(`sandbox-token-${who}`);
  const { el, root } = mount('<hub-integration-admin login-url="/entrar"></hub-integration-admin>');
  return { el, view: within(root as unknown as HTMLElement) };
}
async function openList(who = 'ivo', market = 'pt-BR') {
  const opened = await open(who, market);
  const list = await opened.view.findByRole('list', { name: /^Erro(s|res) encontrados/ }, { timeout: 4000 });
  return { ...opened, list };
}
const item = (list: HTMLElement, id: string) =>
  within(list.querySelector(`[data-error="${id}"]`) as HTMLElement);
const ids = (list: HTMLElement) =>
  [...list.querySelectorAll('[data-error]')].map((li) => li.getAttribute('data-error'));

describe('hub-integration-admin: the journey integration errors', () => {
  it("an integration error manager sees the brand's errors in Brazil, ten a page, status in words", async () => {
    const { view, list } = await openList();
    expect(view.getByRole('heading', { level: 2, name: 'Administração de integrações' })).toBeTruthy();
    expect(view.getByText('Você entrou como gestão de erros de integração.')).toBeTruthy();
    expect(ids(list)).toEqual([
      'IER-1',
      'IER-2',
      'IER-3',
      'IER-4',
      'IER-5',
      'IER-6',
      'IER-7',
      'IER-8',
      'IER-9',
      'IER-10',
    ]);
    const first = item(list, 'IER-1');
    expect(first.getByText('Pendente')).toBeTruthy();
    expect(first.getByText('Salesforce answered 503 Service Unavailable on lead upsert')).toBeTruthy();
    expect(first.getByRole('checkbox', { name: 'Selecionar o erro IER-1' })).toBeTruthy();
    expect(view.getByRole('list', { name: 'Erros encontrados: 12' })).toBeTruthy();
    expect(lists()[0]).toMatchObject({
      bearer: true,
      query: { page: '0', size: '10', brand: 'fiat', country: 'BR' },
    });

    const pages = view.getByRole('navigation', { name: 'Páginas dos erros' });
    await user().click(within(pages).getByRole('button', { name: 'Próxima' }));
    await waitFor(() =>
      expect(ids(view.getByRole('list', { name: /^Erros encontrados/ }))).toEqual(['IER-11', 'IER-12']),
    );
    const last = item(view.getByRole('list', { name: /^Erros encontrados/ }), 'IER-12');
    expect(last.getByText('Ignorado')).toBeTruthy();
    expect(last.getByRole('button', { name: 'Reabrir: IER-12' })).toBeTruthy();
  });

  it('filters by status, journey type and search: the query sent, the errors it answers', async () => {
    const { view } = await openList();
    const u = user();
    await u.selectOptions(view.getByRole('combobox', { name: 'Status' }), 'PENDING');
    await u.selectOptions(view.getByRole('combobox', { name: 'Jornada' }), 'RESERVATION');
    await u.type(view.getByRole('searchbox', { name: 'Buscar' }), 'dms');
    await u.click(view.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(view.getByRole('list', { name: 'Erros encontrados: 1' })).toBeTruthy(), {
      timeout: 4000,
    });
    expect(lists().at(-1)?.query).toMatchObject({
      page: '0',
      status: 'PENDING',
      type: 'RESERVATION',
      search: 'dms',
    });
    expect(ids(view.getByRole('list', { name: /^Erros encontrados/ }))).toEqual(['IER-2']);
  });

  it('a final date before the initial one is refused beside the field and nothing is sent', async () => {
    const { view } = await openList();
    fireEvent.change(view.getByLabelText('Desde'), { target: { value: '2026-11-20' } });
    fireEvent.change(view.getByLabelText('Até'), { target: { value: '2026-11-19' } });
    const before = lists().length;
    await user().click(view.getByRole('button', { name: 'Filtrar' }));
    expect(await view.findByText('A data final não pode ser anterior à data inicial.')).toBeTruthy();
    expect(view.getByLabelText('Até').getAttribute('aria-invalid')).toBe('true');
    expect(lists()).toHaveLength(before);

    fireEvent.change(view.getByLabelText('Até'), { target: { value: '2026-11-23' } });
    await user().click(view.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(lists()).toHaveLength(before + 1));
    expect(lists().at(-1)?.query).toMatchObject({ from: '2026-11-20', to: '2026-11-23' });
  });

  it('two errors selected are reprocessed once on a double click; each result in words', async () => {
    const events: unknown[] = [];
    document.addEventListener('hub-submit-success', (e) => events.push((e as CustomEvent).detail));
    const { view, list } = await openList();
    const u = user();
    await u.click(view.getByRole('button', { name: 'Reprocessar selecionados' }));
    expect(view.getByRole('alert').textContent).toBe('Selecione ao menos um erro para reprocessar.');
    expect(changes()).toEqual([]);

    await u.click(item(list, 'IER-1').getByRole('checkbox'));
    await u.click(item(list, 'IER-4').getByRole('checkbox'));
    expect(view.getByText('2 erros selecionados.')).toBeTruthy();
    await u.dblClick(view.getByRole('button', { name: 'Reprocessar selecionados' }));
    expect(await view.findByText('IER-1: reprocessado com sucesso, agora resolvido.')).toBeTruthy();
    expect(view.getByText('IER-4: falhou de novo e continua pendente.')).toBeTruthy();
    expect(changes()).toHaveLength(1);
    expect(changes()[0]).toMatchObject({
      path: '/integration/journey-integration-errors/reprocess',
      body: { ids: ['IER-1', 'IER-4'] },
      bearer: true,
      headers: expect.objectContaining({ brand: 'fiat' }),
    });
    expect(item(list, 'IER-1').getByText('Resolvido')).toBeTruthy();
    expect(item(list, 'IER-4').getByText(/Tentativas: 4/)).toBeTruthy();
    expect(view.getByText('Nenhum erro selecionado.')).toBeTruthy();
    expect(events).toContainEqual(
      expect.objectContaining({ form: 'integration-reprocess', ids: ['IER-1', 'IER-4'] }),
    );
  });

  it('"select all on this page" selects the ten shown', async () => {
    const { view, list } = await openList();
    await user().click(view.getByRole('checkbox', { name: 'Selecionar todos desta página' }));
    expect(view.getByText('10 erros selecionados.')).toBeTruthy();
    expect(
      within(list)
        .getAllByRole('checkbox')
        .every((box) => (box as HTMLInputElement).checked),
    ).toBe(true);
  });

  it('ignoring an error asks first; the status patch is sent once confirmed; resolving needs no dialog', async () => {
    const { view, list } = await openList();
    const u = user();
    await u.click(item(list, 'IER-2').getByRole('button', { name: 'Ignorar: IER-2' }));
    const dialog = await view.findByRole('alertdialog', { name: 'Ignorar o erro IER-2?' });
    expect(changes()).toEqual([]);
    await u.click(within(dialog).getByRole('button', { name: 'Ignorar o erro' }));
    await waitFor(() => expect(item(list, 'IER-2').getByText('Ignorado')).toBeTruthy());
    expect(changes()).toEqual([
      expect.objectContaining({
        path: '/integration/journey-integration-errors/IER-2',
        body: { status: 'IGNORED' },
      }),
    ]);
    expect(view.queryByRole('alertdialog')).toBeNull();

    await u.click(item(list, 'IER-3').getByRole('button', { name: 'Marcar como resolvido: IER-3' }));
    await waitFor(() => expect(item(list, 'IER-3').getByText('Resolvido')).toBeTruthy());
    expect(changes()[1]).toMatchObject({ body: { status: 'RESOLVED' } });
  });

  it('a failed status change is said in the dialog, with a retry', async () => {
    sandboxServer.use(
      http.patch(`${SANDBOX_BASE}/integration/journey-integration-errors/:id`, () =>
        HttpResponse.json({ message: 'unavailable' }, { status: 503 }),
      ),
    );
    const { view, list } = await openList();
    const u = user();
    await u.click(item(list, 'IER-2').getByRole('button', { name: 'Ignorar: IER-2' }));
    const dialog = await view.findByRole('alertdialog');
    await u.click(within(dialog).getByRole('button', { name: 'Ignorar o erro' }));
    expect(await within(dialog).findByText('Um erro ocorreu, tente novamente')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });

  it("a failed load says the seed's message and retries", async () => {
    let fail = true;
    sandboxServer.use(
      http.get(`${SANDBOX_BASE}/integration/journey-integration-errors`, () =>
        fail ? HttpResponse.json({ message: 'down' }, { status: 500 }) : undefined,
      ),
    );
    const { view } = await open('ivo');
    expect(await view.findByText('Erro ao carregar dados.', {}, { timeout: 4000 })).toBeTruthy();
    fail = false;
    await user().click(view.getAllByRole('button', { name: 'Tentar novamente' })[0] as HTMLElement);
    expect(await view.findByRole('list', { name: 'Erros encontrados: 12' })).toBeTruthy();
  });

  it('the integration logs, newest first, a page at a time', async () => {
    const { view } = await openList();
    const table = await view.findByRole('table', {
      name: 'Logs de integração, do mais recente ao mais antigo',
    });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getAllByRole('row')[1]?.textContent).toContain(
      'Lead upsert batch finished: 42 sent, 0 failed',
    );
    const pages = view.getByRole('navigation', { name: 'Páginas dos logs' });
    expect(within(pages).getByText('Página 1 de 3')).toBeTruthy();
  });
});

describe('hub-integration-admin: who may use it', () => {
  it('another staff member is refused in words and nothing of the area is read', async () => {
    const { view } = await open('olivia');
    expect(await view.findByText('O seu perfil não dá acesso a esta área.')).toBeTruthy();
    expect(view.getByText('Ela é para: gestão de erros de integração.')).toBeTruthy();
    expect(journalOf('integration')).toEqual([]);
  });

  it('signed out: the sign-in prompt', async () => {
    const { view } = await open(null);
    expect(await view.findByRole('link', { name: 'Entrar' })).toHaveProperty(
      'href',
      expect.stringContaining('/entrar'),
    );
  });

  it('es-AR: Ignacio sees the Argentine errors in Spanish; a 403 is said in words', async () => {
    sandboxServer.use(
      http.patch(`${SANDBOX_BASE}/integration/journey-integration-errors/reprocess`, () =>
        HttpResponse.json({ message: 'Forbidden' }, { status: 403 }),
      ),
    );
    const { view, list } = await openList('ignacio', 'es-AR');
    expect(view.getByRole('heading', { level: 2, name: 'Administración de integraciones' })).toBeTruthy();
    expect(lists()[0]?.query).toMatchObject({ country: 'AR' });
    const first = item(list, ids(list)[0] as string);
    expect(first.getByText('Martina López')).toBeTruthy();
    expect(first.getByText('Pendiente')).toBeTruthy();
    const u = user();
    await u.click(first.getByRole('checkbox'));
    await u.click(view.getByRole('button', { name: 'Reprocesar seleccionados' }));
    expect(await view.findByText('Tu perfil no tiene permiso para esta acción.')).toBeTruthy();
  });
});
