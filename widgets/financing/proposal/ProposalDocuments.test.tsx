import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../../api/catalogue.ts';
import { sandboxServer } from '../../../api/sandbox/node.ts';
import { sandboxState } from '../../../api/sandbox/state.ts';
import { simulationInput } from '../../../test/examples/fixtures.ts';
import { sandboxScope } from '../../../test/examples/scope.ts';
import { mount, SANDBOX_BASE, setupPage, signIn, signOut } from '../../../test/page.ts';
import { journalOf, startSandbox } from '../../../test/sandbox.ts';
import '../financing.element.ts';
import { storedDraft } from '../../../test/examples/financingDraft.ts';
import { withoutProposal } from '../result/proposalUrl.ts';
import { draftKey } from './draft.ts';
import { pendingDocumentsKey } from './pendingProposal.ts';

startSandbox();

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  sessionStorage.clear();
  signOut();
  // A sent proposal's id stays in the address (a reload shows it again): each test starts without one.
  window.history.replaceState(null, '', withoutProposal(window.location.href));
});

const CAR = 'mvs="826D7L3" year="2026" price="100000" color-code="249"';

/** A self-employed buyer's draft: the sandbox's bank asks buyers without a payslip for documents. */
const SELF_EMPLOYED = storedDraft({ occupation: 'self-employed', income: 'R$ 20.000,00' });

const pdf = (name: string, bytes = 64, type = 'application/pdf') =>
  new File([new Uint8Array(bytes)], name, { type });
const uploads = () => journalOf('funding').filter((j) => j.method === 'POST' && /\/documents$/.test(j.path));

async function sendProposal() {
  const { el, root } = mount(`<hub-financing source="CDC" ${CAR}></hub-financing>`);
  const view = within(root as unknown as HTMLElement);
  const u = userEvent.setup();
  await u.click(await view.findByRole('button', { name: /quero este plano/i }, { timeout: 4000 }));
  await u.click(await view.findByRole('button', { name: /^continuar$/i }));
  await u.type(view.getByLabelText(/^cpf/i), '52998224725');
  await u.type(view.getByLabelText(/número do documento/i), '123456789');
  await u.click(view.getByRole('button', { name: /^continuar$/i }));
  await u.click(await view.findByRole('checkbox', { name: /aceito os termos/i }));
  await u.click(view.getByRole('button', { name: /enviar proposta/i }));
  await view.findByRole('heading', { name: 'Envie seus documentos' }, { timeout: 4000 });
  return { el, view, u };
}

describe('hub-financing proposal documents', () => {
  it('asks for the documents, refuses a file too large, shows progress, retries a failure and lists what was sent after a reload', async () => {
    setupPage();
    signIn();
    sessionStorage.setItem(draftKey('fiat'), JSON.stringify(SELF_EMPLOYED));
    const { el, view, u } = await sendProposal();
    expect(view.getByText('Situação: Documento pendente')).toBeTruthy();
    const rg = await view.findByLabelText('RG', {}, { timeout: 4000 });
    expect(view.getByLabelText('Comprovante de renda')).toBeTruthy();
    expect(view.getByLabelText('Comprovante de residência')).toBeTruthy();

    // Too large: refused beside the field, nothing sent.
    await u.upload(rg, pdf('rg.pdf', 10 * 1024 * 1024 + 1));
    const tooLarge = view.getByText('Arquivos excederam o tamanho máximo');
    expect(rg.getAttribute('aria-invalid')).toBe('true');
    expect(rg.getAttribute('aria-describedby')).toBe(tooLarge.id);
    // A file dialog's 'all files' lets a shopper pick a kind the accept list leaves out.
    await userEvent.setup({ applyAccept: false }).upload(rg, pdf('rg.txt', 10, 'text/plain'));
    expect(
      view.getByText('Encontramos um problema no seu documento: rg.txt, favor fazer upload novamente.'),
    ).toBeTruthy();
    expect(uploads()).toHaveLength(0);

    // Upload with its progress bar while the service answers.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    sandboxServer.use(
      http.post(`${SANDBOX_BASE}/funding/documents`, async () => {
        await held;
        return undefined;
      }),
    );
    await u.upload(rg, pdf('rg.pdf', 2048));
    const bar = await view.findByRole('progressbar', { name: 'Enviando rg.pdf' });
    expect(bar.getAttribute('max')).toBe('100');
    release();
    expect(await view.findByText('Enviado: rg.pdf', {}, { timeout: 4000 })).toBeTruthy();
    expect(view.queryByRole('progressbar')).toBeNull();
    expect(uploads()).toHaveLength(1);
    const id = view.getByText(/^PRP-/).textContent ?? '';
    expect(uploads()[0]?.body).toMatchObject({
      proposalId: id,
      type: 'RG',
      documents: { file: 'rg.pdf', size: 2048, type: 'application/pdf' },
    });
    expect(uploads()[0]?.bearer).toBe(true);

    // A failing service: the document's message, then a retry sends the same file.
    sandboxState.faults.set('funding', { status: 500, times: 1 });
    await u.upload(view.getByLabelText('Comprovante de renda'), pdf('renda.pdf'));
    expect(
      await view.findByText(
        'Encontramos um problema no seu documento: renda.pdf, favor fazer upload novamente.',
        {},
        { timeout: 4000 },
      ),
    ).toBeTruthy();
    await u.click(view.getByRole('button', { name: 'Tentar novamente' }));
    expect(await view.findByText('Enviado: renda.pdf', {}, { timeout: 4000 })).toBeTruthy();
    // The retry button is gone: the focus is back on the document's field.
    expect(el.shadowRoot?.activeElement).toBe(view.getByLabelText('Comprovante de renda'));
    expect(view.getByText('Situação: Documento pendente')).toBeTruthy();

    // The financing page opened again (its address without the proposal: the menu, not a reload of the
    // result): the proposal waiting for documents and what was sent come back from the service.
    el.remove();
    window.history.replaceState(null, '', withoutProposal(window.location.href));
    const again = mount(`<hub-financing source="CDC" ${CAR}></hub-financing>`);
    const reloaded = within(again.root as unknown as HTMLElement);
    expect(
      await reloaded.findByText(`Sua proposta ${id} aguarda documentos.`, {}, { timeout: 4000 }),
    ).toBeTruthy();
    expect(await reloaded.findByText('Enviado: rg.pdf', {}, { timeout: 4000 })).toBeTruthy();
    expect(reloaded.getByText('Enviado: renda.pdf')).toBeTruthy();
    expect(journalOf('funding').some((j) => j.method === 'GET' && j.path.endsWith(`documents/${id}`))).toBe(
      true,
    );
    await u.upload(reloaded.getByLabelText('Comprovante de residência'), pdf('conta.png', 300, 'image/png'));
    expect(
      await reloaded.findByText(
        'Recebemos todos os documentos; agora eles estão em análise.',
        {},
        { timeout: 4000 },
      ),
    ).toBeTruthy();
    expect(reloaded.queryByText(`Sua proposta ${id} aguarda documentos.`)).toBeNull();
    expect(sessionStorage.getItem(pendingDocumentsKey('fiat'))).toBeNull();
    await expect(call(sandboxScope(), 'funding', 'proposal', { params: { id } })).resolves.toMatchObject({
      status: 'DOCUMENT_ANALYSIS',
    });
  });

  it('once every document is sent the status says so in words, and each was sent with its type', async () => {
    setupPage();
    signIn();
    sessionStorage.setItem(draftKey('fiat'), JSON.stringify(SELF_EMPLOYED));
    const { view, u } = await sendProposal();
    await u.upload(await view.findByLabelText('RG', {}, { timeout: 4000 }), pdf('rg.jpg', 100, 'image/jpeg'));
    await view.findByText('Enviado: rg.jpg', {}, { timeout: 4000 });
    await u.upload(view.getByLabelText('Comprovante de renda'), pdf('renda.pdf'));
    await view.findByText('Enviado: renda.pdf', {}, { timeout: 4000 });
    await u.upload(view.getByLabelText('Comprovante de residência'), pdf('conta.pdf'));
    expect(await view.findByText('Situação: Documentos em análise', {}, { timeout: 4000 })).toBeTruthy();
    expect(view.getByText('Recebemos todos os documentos; agora eles estão em análise.')).toBeTruthy();
    expect(uploads().map((j) => (j.body as { type: string }).type)).toEqual(['RG', 'INCOME', 'ADDRESS']);
  });

  it('es-AR: a failed read retried, the documents, the limit and the confirmation in Spanish', async () => {
    setupPage({ market: 'es-AR' });
    signIn('sandbox-token-martina');
    // A proposal made through the funding service as the signed-in buyer (monotributista).
    const scope = sandboxScope('fiat', 'es-AR');
    const simulation = await call<{ id: string }>(scope, 'funding', 'simulate', { json: simulationInput });
    const proposal = await call<{ id: string; status: string }>(scope, 'funding', 'sendProposal', {
      json: {
        simulationId: simulation.id,
        name: 'Martina López',
        email: 'martina@example.com',
        cuil: '20123456786',
        income: 9_000_000,
        birthday: '1991-04-02',
        occupation: 'self-employed',
        document: { type: 'DNI', number: '12345678', issueDate: '2015-01-01' },
      },
    });
    expect(proposal.status).toBe('PENDING_DOCUMENT');
    sessionStorage.setItem(pendingDocumentsKey('fiat'), JSON.stringify({ id: proposal.id, external: false }));
    // The documents cannot be read at first: the message and a retry.
    sandboxServer.use(
      http.get(`${SANDBOX_BASE}/funding/documents/:id`, () => HttpResponse.json({}, { status: 503 }), {
        once: true,
      }),
    );
    const { root } = mount(`<hub-financing source="CDC" ${CAR}></hub-financing>`);
    const view = within(root as unknown as HTMLElement);
    const u = userEvent.setup();
    expect(
      await view.findByText('No pudimos cargar tu documentación ahora.', {}, { timeout: 4000 }),
    ).toBeTruthy();
    await u.click(view.getByRole('button', { name: 'Reintentar' }));
    expect(
      await view.findByRole('heading', { name: 'Enviá tu documentación' }, { timeout: 4000 }),
    ).toBeTruthy();
    expect(view.getByText(`Tu solicitud ${proposal.id} espera documentación.`)).toBeTruthy();
    await u.upload(
      await view.findByLabelText('DNI', {}, { timeout: 4000 }),
      pdf('dni.pdf', 10 * 1024 * 1024 + 1),
    );
    expect(view.getByText('Los archivos superaron el tamaño máximo')).toBeTruthy();
    await u.upload(view.getByLabelText('DNI'), pdf('dni.pdf'));
    await view.findByText('Enviado: dni.pdf', {}, { timeout: 4000 });
    await u.upload(view.getByLabelText('Comprobante de ingresos'), pdf('ingresos.pdf'));
    await view.findByText('Enviado: ingresos.pdf', {}, { timeout: 4000 });
    await u.upload(view.getByLabelText('Comprobante de domicilio'), pdf('domicilio.pdf'));
    expect(
      await view.findByText(
        'Recibimos toda la documentación; ahora está en análisis.',
        {},
        { timeout: 4000 },
      ),
    ).toBeTruthy();
    await waitFor(() => expect(uploads()).toHaveLength(3));
  });
});

describe('hub-financing PSA proposal documents', () => {
  it('a foreign buyer sends the documents to the PSA bank, without sign-in', async () => {
    setupPage({ brand: 'peugeot' });
    sessionStorage.setItem(
      draftKey('peugeot'),
      JSON.stringify({
        ...SELF_EMPLOYED,
        occupation: 'salaried',
        nationality: 'foreign',
        documentType: 'RNE',
      }),
    );
    const { root } = mount(
      '<hub-financing source="PSA_TRADITIONAL" mvs="B0C23GP463CYJYC3" year="2026" price="150000"></hub-financing>',
    );
    const view = within(root as unknown as HTMLElement);
    const u = userEvent.setup();
    await u.click(await view.findByRole('button', { name: /quero este plano/i }, { timeout: 4000 }));
    await u.click(await view.findByRole('button', { name: /^continuar$/i }));
    await u.type(view.getByLabelText(/^cpf/i), '52998224725');
    await u.type(view.getByLabelText(/número do documento/i), 'V123456-7');
    await u.click(view.getByRole('button', { name: /^continuar$/i }));
    await u.click(await view.findByRole('checkbox', { name: /aceito os termos/i }));
    await u.click(view.getByRole('button', { name: /enviar proposta/i }));
    await u.upload(await view.findByLabelText('RNE', {}, { timeout: 4000 }), pdf('rne.pdf'));
    await view.findByText('Enviado: rne.pdf', {}, { timeout: 4000 });
    const sent = journalOf('funding').filter((j) => j.path.endsWith('v2/psa/financing/documents'));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({ type: 'RNE', documents: { file: 'rne.pdf' } });
    expect(sent[0]?.bearer).toBe(false);
    expect(uploads().filter((j) => !j.path.includes('psa'))).toHaveLength(0);
  });
});
