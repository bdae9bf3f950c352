import { fireEvent, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { sandboxServer } from '../../api/sandbox/node.ts';
import { SANDBOX_BASE, signIn } from '../../test/page.ts';
import { journalOf } from '../../test/sandbox.ts';
import { admin, recordEvents, searches, startManualsTests, user } from './manuals.testing.ts';

startManualsTests();

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

  it('a failed save keeps what was typed and the retry sends it', async () => {
    signIn('sandbox-token-manuel');
    sandboxServer.use(
      http.put(`${SANDBOX_BASE}/manuals/:id`, () => HttpResponse.json({}, { status: 503 }), { once: true }),
    );
    const events = recordEvents();
    const { view } = await admin();
    const u = user();
    const [edit] = await view.findAllByRole('button', { name: /^Editar / });
    await u.click(edit as HTMLElement);
    const name = view.getByLabelText(/^Nome do manual/) as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Manual revisado' } });
    await u.click(view.getByRole('button', { name: 'Salvar manual' }));
    expect((await view.findByRole('alert')).textContent).toBe(
      'Não foi possível salvar o manual. O que você preencheu continua aqui; tente novamente.',
    );
    expect(name.value).toBe('Manual revisado');
    expect(events).toContainEqual({
      name: 'hub-submit-error',
      detail: expect.objectContaining({ form: 'manual-update', code: '503' }),
    });
    await u.click(view.getByRole('button', { name: 'Tentar novamente' }));
    expect(await view.findByText('Manual “Manual revisado” salvo.')).toBeTruthy();
    expect(journalOf('manuals').find((e) => e.method === 'PUT')?.body).toMatchObject({
      name: 'Manual revisado',
    });
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
