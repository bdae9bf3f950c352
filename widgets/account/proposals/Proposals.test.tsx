import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sandboxServer } from '../../../api/sandbox/node.ts';
import { mount, SANDBOX_BASE, setupPage, signIn, signOut } from '../../../test/page.ts';
import { journalOf, startSandbox } from '../../../test/sandbox.ts';
import '../account.element.ts';

startSandbox();
afterEach(() => {
  signOut();
  for (const el of document.querySelectorAll('hub-account')) el.remove();
  vi.restoreAllMocks();
});

async function open(title = 'Propostas de financiamento') {
  const { root } = mount('<hub-account></hub-account>');
  const view = within(root as unknown as HTMLElement);
  const heading = await view.findByRole('heading', { name: title });
  return within(heading.parentElement as HTMLElement);
}
const items = (view: ReturnType<typeof within>, name = 'Suas propostas') =>
  within(view.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('hub-account: proposals', () => {
  it('lists the user proposals newest first, each status in words, with the bearer call', async () => {
    setupPage();
    signIn('sandbox-token-ana');
    const view = await open();
    await view.findByRole('list', { name: 'Suas propostas' });
    expect(items(view)).toEqual([
      expect.stringMatching(
        /^Fiat Pulse Drive.*PRP-2025-0142 · Enviada em 03\/11\/2025Situação: Em formalizaçãoBaixar voucher$/,
      ),
      expect.stringMatching(/PRP-2025-0131.*Situação: Documento pendente/),
      expect.stringMatching(/PRP-2025-0087.*Situação: Pagamento realizado/),
      expect.stringMatching(/PRP-2025-0059.*Situação: Proposta recusada$/),
    ]);
    expect(journalOf('funding')[0]).toMatchObject({
      method: 'GET',
      path: '/funding/proposals/self',
      bearer: true,
    });
  });

  it('downloads the voucher of a proposal as a text file with its figures', async () => {
    setupPage();
    signIn('sandbox-token-ana');
    const texts: string[] = [];
    const names: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      void (blob as Blob).text().then((text) => texts.push(text));
      return 'blob:voucher';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const view = await open();
    await userEvent
      .setup()
      .click(await view.findByRole('button', { name: 'Baixar voucher da proposta PRP-2025-0142' }));
    await vi.waitFor(() => expect(texts).toHaveLength(1));
    expect(names).toEqual(['voucher-PRP-2025-0142.txt']);
    expect(texts[0]).toContain('Número da proposta: PRP-2025-0142');
    expect(texts[0]).toContain('Situação: Em formalização');
  });

  it('es-AR: statuses in Spanish', async () => {
    setupPage({ market: 'es-AR', brand: 'peugeot' });
    signIn('sandbox-token-martina');
    const view = await open('Solicitudes de financiación');
    await view.findByRole('list', { name: 'Tus solicitudes' });
    expect(items(view, 'Tus solicitudes')).toEqual([expect.stringMatching(/Estado: Solicitud en curso/)]);
  });

  it('a failing service: the seed message and a retry', async () => {
    setupPage();
    signIn('sandbox-token-ana');
    sandboxServer.use(
      http.get(`${SANDBOX_BASE}/funding/proposals/self`, () => HttpResponse.json({}, { status: 503 }), {
        once: true,
      }),
    );
    const view = await open();
    expect(await view.findByText('Um erro ocorreu, tente novamente')).toBeTruthy();
    await userEvent.setup().click(view.getByRole('button', { name: 'Tentar novamente' }));
    expect(await view.findByRole('list', { name: 'Suas propostas' })).toBeTruthy();
  });
});
