import { waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Manual } from '../../api/manuals.ts';
import { initialManuals } from '../../api/sandbox/data/manuals.ts';
import { sandboxServer } from '../../api/sandbox/node.ts';
import { recordsOf } from '../../api/sandbox/state.ts';
import { SANDBOX_BASE, signIn } from '../../test/page.ts';
import { journalOf } from '../../test/sandbox.ts';
import { names, owner, searches, startManualsTests, user } from './manuals.testing.ts';

startManualsTests();

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
