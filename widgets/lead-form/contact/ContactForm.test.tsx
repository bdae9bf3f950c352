import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sandboxServer } from '../../../api/sandbox/node.ts';
import { mount, SANDBOX_BASE, setupPage, signIn, signOut } from '../../../test/page.ts';
import { journalOf, startSandbox } from '../../../test/sandbox.ts';
import '../lead-form.element.ts';

startSandbox();
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  signOut();
  for (const el of document.querySelectorAll('hub-lead-form')) el.remove();
  vi.restoreAllMocks();
});

async function open(html = '<hub-lead-form variant="contact"></hub-lead-form>') {
  const { root } = mount(html);
  const view = within(root as unknown as HTMLElement);
  await view.findByRole('button', { name: /enviar mensa/i });
  return view;
}
type View = Awaited<ReturnType<typeof open>>;

async function fill(view: View, u: ReturnType<typeof userEvent.setup>, phone = '11987654321') {
  await u.type(view.getByLabelText(/nome completo|nombre y apellido/i), 'Maria da Silva');
  await u.type(view.getByRole('textbox', { name: /e-mail/i }), 'maria@example.com');
  await u.type(view.getByRole('textbox', { name: /celular|teléfono/i }), phone);
  await u.type(view.getByRole('textbox', { name: /mensagem|mensaje/i }), 'Quero saber do recall.');
}
const reason = (view: View) => view.getByRole('combobox', { name: /motivo/i });

describe('hub-lead-form variant="contact" (pt-BR)', () => {
  it('sends contactUs with the typed values and shows the seed message; the standard lead service is not called', async () => {
    setupPage();
    const events: unknown[] = [];
    const record = (e: Event) => events.push((e as CustomEvent).detail);
    document.addEventListener('hub-submit-success', record);
    const view = await open();
    expect(view.getByRole('heading', { name: 'Fale conosco' })).toBeTruthy();
    const u = userEvent.setup();
    await fill(view, u);
    await u.selectOptions(reason(view), 'Dúvida');
    await u.click(view.getByRole('button', { name: 'Enviar mensagem' }));
    expect(await view.findByText('SUA MENSAGEM FOI ENVIADA!')).toBeTruthy();
    document.removeEventListener('hub-submit-success', record);
    expect(journalOf('contact').map((e) => [e.path, e.body])).toEqual([
      [
        '/contact/contactUs',
        {
          name: 'Maria da Silva',
          email: 'maria@example.com',
          phone: '011987654321',
          reason: 'QUESTION',
          message: 'Quero saber do recall.',
        },
      ],
    ]);
    expect(journalOf('lead')).toEqual([]);
    expect(events).toEqual([
      { widget: 'hub-lead-form', brand: 'fiat', market: 'pt-BR', form: 'lead-contact' },
    ]);
  });

  it("bad input is refused beside each field and nothing is sent; an empty reason says 'Parameter value is required' in Portuguese", async () => {
    setupPage();
    const view = await open();
    const u = userEvent.setup();
    await u.type(view.getByRole('textbox', { name: /e-mail/i }), 'maria@');
    await u.click(view.getByRole('button', { name: 'Enviar mensagem' }));
    expect(view.getByText('AINDA EXISTEM CAMPOS A SEREM PREENCHIDOS')).toBeTruthy();
    expect(reason(view).getAttribute('aria-invalid')).toBe('true');
    expect(view.getByText('O valor do parâmetro é obrigatório: selecione o motivo do contato.')).toBeTruthy();
    expect(view.getByText('Escreva a sua mensagem.')).toBeTruthy();
    expect(view.getByRole('textbox', { name: /e-mail/i }).getAttribute('aria-invalid')).toBe('true');
    expect(journalOf('contact')).toEqual([]);
    expect(journalOf('analytics')).toEqual([]);
  });

  it('signed in: prefilled, the reason checked against the data dictionary; a refused one goes back to the field, another is sent', async () => {
    setupPage();
    signIn('sandbox-token-ana');
    const view = await open(
      `<hub-lead-form variant="contact" reasons='["Recall do meu carro","QUESTION"]'></hub-lead-form>`,
    );
    expect(await view.findByText('Preenchemos alguns campos com os dados da sua conta.')).toBeTruthy();
    const u = userEvent.setup();
    await u.type(view.getByRole('textbox', { name: /mensagem/i }), 'Olá!');
    await u.selectOptions(reason(view), 'Recall do meu carro');
    await u.click(view.getByRole('button', { name: 'Enviar mensagem' }));
    expect(await view.findByText('Este motivo não é aceito. Selecione outro motivo.')).toBeTruthy();
    const field = reason(view);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getRootNode()).toBeInstanceOf(ShadowRoot);
    expect((field.getRootNode() as ShadowRoot).activeElement).toBe(field);
    expect(journalOf('contact')).toEqual([]);
    await u.selectOptions(field, 'QUESTION');
    await u.click(view.getByRole('button', { name: 'Enviar mensagem' }));
    expect(await view.findByText('SUA MENSAGEM FOI ENVIADA!')).toBeTruthy();
    expect(journalOf('analytics').map((e) => [e.bearer, e.body])).toEqual([
      [true, { field: 'contactReason', value: 'QUESTION' }],
    ]);
    expect(journalOf('contact')[0]?.body).toMatchObject({
      email: 'ana.souza@example.com',
      reason: 'QUESTION',
    });
  });

  it("a failing service says 'FALHA AO ENVIAR MENSAGEM!', keeps every value, and the retry sends once", async () => {
    setupPage();
    sandboxServer.use(
      http.post(`${SANDBOX_BASE}/contact/contactUs`, () => HttpResponse.json({}, { status: 503 }), {
        once: true,
      }),
    );
    const errors: unknown[] = [];
    const record = (e: Event) => errors.push((e as CustomEvent).detail);
    document.addEventListener('hub-submit-error', record);
    const view = await open();
    const u = userEvent.setup();
    await fill(view, u);
    await u.selectOptions(reason(view), 'Reclamação');
    await u.click(view.getByRole('button', { name: 'Enviar mensagem' }));
    expect(await view.findByText('FALHA AO ENVIAR MENSAGEM!')).toBeTruthy();
    document.removeEventListener('hub-submit-error', record);
    expect(errors).toEqual([
      { widget: 'hub-lead-form', brand: 'fiat', market: 'pt-BR', form: 'lead-contact', code: 'bad-response' },
    ]);
    expect((view.getByRole('textbox', { name: /mensagem/i }) as HTMLTextAreaElement).value).toBe(
      'Quero saber do recall.',
    );
    expect((reason(view) as HTMLSelectElement).value).toBe('COMPLAINT');
    await u.click(view.getByRole('button', { name: 'Tentar novamente' }));
    expect(await view.findByText('SUA MENSAGEM FOI ENVIADA!')).toBeTruthy();
    expect(journalOf('contact')).toHaveLength(1);
  });
});

describe('hub-lead-form variant="contact" (es-AR)', () => {
  it('in Spanish, the Argentine phone, the reason required in Spanish', async () => {
    setupPage({ market: 'es-AR', brand: 'peugeot' });
    const view = await open();
    expect(view.getByRole('heading', { name: 'Contacto' })).toBeTruthy();
    const u = userEvent.setup();
    await u.click(view.getByRole('button', { name: 'Enviar mensaje' }));
    expect(
      view.getByText('El valor del parámetro es obligatorio: seleccioná el motivo del contacto.'),
    ).toBeTruthy();
    await fill(view, u, '1151234567');
    await u.selectOptions(reason(view), 'Consulta');
    await u.click(view.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await view.findByText('¡TU MENSAJE FUE ENVIADO!')).toBeTruthy();
    expect(journalOf('contact')[0]?.body).toMatchObject({ phone: '01151234567', reason: 'QUESTION' });
  });
});
