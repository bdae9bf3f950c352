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

/** The journey section, found by its heading. */
async function open(title = 'Validação de documentos') {
  const { root } = mount('<hub-account></hub-account>');
  const page = within(root as unknown as HTMLElement);
  const heading = await page.findByRole('heading', { name: title });
  return within(heading.closest('section') as HTMLElement);
}
const pdf = (name: string, size = 4000) =>
  new File([new Uint8Array(size).fill(37)], name, { type: 'application/pdf' });
const sent = (path: string) => journalOf('journey').filter((e) => e.path.includes(path));

describe('hub-account: the document journey', () => {
  it('starts with the CPF, sends a file by kind with its progress, then tells each step of the result in words', async () => {
    setupPage();
    signIn('sandbox-token-ana');
    const events: unknown[] = [];
    const record = (e: Event) => events.push((e as CustomEvent).detail);
    document.addEventListener('hub-submit-success', record);
    const view = await open();
    const u = userEvent.setup();
    await u.click(view.getByRole('button', { name: 'Iniciar validação' }));
    const status = await view.findByText('Situação: Aguardando seus documentos');
    // The start form is gone: the focus is on the step in words, not lost.
    expect((status.getRootNode() as ShadowRoot).activeElement).toBe(status);
    expect(sent('/start')[0]?.body).toEqual({
      type: 'FINANCING',
      cpf: '39053344705',
      email: 'ana.souza@example.com',
    });
    await u.upload(view.getByLabelText('Enviar CNH ou RG') as HTMLInputElement, pdf('cnh.pdf'));
    expect(await view.findByText('Situação: Documentos em análise')).toBeTruthy();
    expect(view.getByRole('list', { name: 'Documentos da validação' }).textContent).toBe(
      'Recebido: CNH ou RG',
    );
    const complement = sent('/complement/')[0];
    expect(complement?.path).toMatch(/^\/journey\/complement\/FINANCING\/JRN-/);
    expect(complement?.body).toMatchObject({ documentType: 'identity' });
    await u.click(view.getByRole('button', { name: 'Ver resultado' }));
    expect(await view.findByText('Situação: Documentos aprovados: atualizando seu cadastro')).toBeTruthy();
    await u.click(view.getByRole('button', { name: 'Ver resultado' }));
    const validated = await view.findByText('Situação: Identidade validada');
    expect((validated.getRootNode() as ShadowRoot).activeElement).toBe(validated);
    expect(view.getByText('Sua identidade foi validada. Nada mais a enviar.')).toBeTruthy();
    expect(view.queryByLabelText('Enviar CNH ou RG')).toBeNull();
    document.removeEventListener('hub-submit-success', record);
    expect(events).toEqual([
      { widget: 'hub-account', brand: 'fiat', market: 'pt-BR', form: 'account-journey' },
      { widget: 'hub-account', brand: 'fiat', market: 'pt-BR', form: 'account-journey-document' },
    ]);
  });

  it('a file too large or of the wrong kind is refused beside the field in words, nothing sent', async () => {
    setupPage();
    signIn('sandbox-token-ana');
    const view = await open();
    const u = userEvent.setup({ applyAccept: false });
    await u.click(view.getByRole('button', { name: 'Iniciar validação' }));
    const input = (await view.findByLabelText('Enviar Comprovante de residência')) as HTMLInputElement;
    await u.upload(input, pdf('conta.pdf', 10 * 1024 * 1024 + 1));
    expect(view.getByRole('alert').textContent).toBe('O arquivo passa de 10 MB. Escolha um arquivo menor.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await u.upload(input, new File(['x'], 'conta.docx', { type: 'application/msword' }));
    expect(view.getByRole('alert').textContent).toBe('Escolha um arquivo PDF, JPG ou PNG.');
    expect(sent('/complement/')).toEqual([]);
  });

  it("a failing start says the seed's message and the retry starts it once", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setupPage();
    signIn('sandbox-token-ana');
    sandboxServer.use(
      http.post(`${SANDBOX_BASE}/journey/start`, () => HttpResponse.json({}, { status: 503 }), {
        once: true,
      }),
    );
    const view = await open();
    const u = userEvent.setup();
    await u.click(view.getByRole('radio', { name: 'Cadastro' }));
    await u.click(view.getByRole('button', { name: 'Iniciar validação' }));
    expect((await view.findByRole('alert')).textContent).toBe('Um erro ocorreu, tente novamente');
    await u.click(view.getByRole('button', { name: 'Tentar novamente' }));
    expect(await view.findByText('Situação: Aguardando seus documentos')).toBeTruthy();
    expect(sent('/start').map((e) => (e.body as { type: string }).type)).toEqual(['SIGN_UP']);
  });

  it('es-AR: starts with the CUIL, in Spanish', async () => {
    setupPage({ market: 'es-AR', brand: 'peugeot' });
    signIn('sandbox-token-martina');
    const view = await open('Validación de documentación');
    const u = userEvent.setup();
    await u.click(view.getByRole('radio', { name: 'Reserva' }));
    await u.click(view.getByRole('button', { name: 'Iniciar validación' }));
    expect(await view.findByText('Estado: Esperando tu documentación')).toBeTruthy();
    expect(sent('/start')[0]?.body).toEqual({
      type: 'RESERVATION',
      cuil: '27321234564',
      email: 'martina.gonzalez@example.com.ar',
    });
    await u.upload(
      view.getByLabelText('Enviar Comprobante de domicilio') as HTMLInputElement,
      pdf('luz.pdf'),
    );
    expect(await view.findByText('Estado: Documentación en análisis')).toBeTruthy();
    expect(view.getByText('Recibido: Comprobante de domicilio')).toBeTruthy();
  });
});
