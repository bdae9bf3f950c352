import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { sandboxServer } from '../../../api/sandbox/node.ts';
import { mount, SANDBOX_BASE, setupPage, signIn, signOut } from '../../../test/page.ts';
import { journalOf, startSandbox } from '../../../test/sandbox.ts';
import '../account.element.ts';

const sandbox = startSandbox();
afterEach(() => {
  signOut();
  for (const el of document.querySelectorAll('hub-account')) el.remove();
});

const pdf = (name: string, size = 12) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const uploads = () =>
  journalOf('reservations').filter((e) => e.method === 'POST' && e.path.includes('/users/'));

async function openOrder(number: string, orderLabel = `Pedido ${number}`) {
  const { root } = mount('<hub-account></hub-account>');
  const page = within(root as unknown as HTMLElement);
  const heading = await page.findByRole('heading', { name: orderLabel });
  return within(heading.parentElement as HTMLElement);
}
const standings = (order: ReturnType<typeof within>, label: string) =>
  within(order.getByRole('list', { name: label }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('hub-account: reservation documents', () => {
  it("the order awaiting documents: each with its standing; one sent with the order's id and its kind, progress shown, then received", async () => {
    setupPage();
    signIn('sandbox-token-rafael');
    const order = await openOrder('ORD-BR-DOC');
    expect(standings(order, 'Documentos do pedido ORD-BR-DOC')).toEqual([
      'CNH ou RG: Recusado: envie de novo',
      'Comprovante de residência: Não enviado',
    ]);
    expect(
      order.getByText(
        'Encontramos um problema no seu documento: cnh-frente.jpg, favor fazer upload novamente.',
      ),
    ).toBeTruthy();
    // Orders past their documents (invoiced, delivered…) ask for nothing here.
    expect(order.queryByText(/ORD-BR-INV/)).toBeNull();

    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    sandboxServer.use(
      http.post(
        `${SANDBOX_BASE}/reservations/v2/users/:id/reservations`,
        async () => {
          await held;
          return undefined;
        },
        { once: true },
      ),
    );
    const u = userEvent.setup();
    await u.upload(order.getByLabelText('Enviar Comprovante de residência'), pdf('conta-de-luz.pdf'));
    expect(await order.findByRole('progressbar', { name: 'Enviando conta-de-luz.pdf' })).toBeTruthy();
    release();
    await order.findByText('Comprovante de residência: Recebido');
    expect(order.queryByRole('progressbar')).toBeNull();
    expect(uploads()).toHaveLength(1);
    expect(uploads()[0]?.body).toEqual({
      documents: { file: 'conta-de-luz.pdf', size: 12, type: 'application/pdf' },
      reservationId: 'ORD-BR-DOC',
      types: 'address',
    });
    // The refused one is still asked for.
    expect(order.getByLabelText('Enviar CNH ou RG')).toBeTruthy();
  });

  it('a file too large or of another kind is refused beside the field, nothing sent', async () => {
    setupPage();
    signIn('sandbox-token-rafael');
    const order = await openOrder('ORD-BR-DOC');
    const anyFile = userEvent.setup({ applyAccept: false });
    const input = order.getByLabelText('Enviar CNH ou RG');
    await anyFile.upload(input, pdf('cnh.pdf', 10 * 1024 * 1024 + 1));
    expect(order.getByRole('alert').textContent).toBe('O arquivo passa de 10 MB. Escolha um arquivo menor.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await anyFile.upload(input, new File(['x'], 'cnh.docx', { type: 'application/msword' }));
    expect(order.getByRole('alert').textContent).toBe('Escolha um arquivo PDF, JPG ou PNG.');
    expect(uploads()).toEqual([]);
  });

  it("a failing upload says the seed's message; the retry sends the kept file once", async () => {
    setupPage();
    signIn('sandbox-token-rafael');
    const order = await openOrder('ORD-BR-DOC');
    const u = userEvent.setup();
    sandbox.faults.set('reservations', { status: 500, times: 1 });
    await u.upload(order.getByLabelText('Enviar CNH ou RG'), pdf('rg-novo.pdf'));
    expect((await order.findByRole('alert')).textContent).toBe('Um erro ocorreu, tente novamente');
    expect(uploads()).toEqual([]);
    await u.click(order.getByRole('button', { name: 'Tentar novamente' }));
    await order.findByText('CNH ou RG: Recebido');
    expect(uploads()).toHaveLength(1);
    expect(uploads()[0]?.body).toMatchObject({
      documents: { file: 'rg-novo.pdf' },
      reservationId: 'ORD-BR-DOC',
      types: 'identity',
    });
  });

  it('es-AR: the order of the CUIL, the words in Spanish', async () => {
    setupPage({ market: 'es-AR' });
    signIn('sandbox-token-lucia');
    const order = await openOrder('ORD-AR-DOC');
    expect(journalOf('reservations').find((e) => e.path.endsWith('user-reserves'))?.query).toEqual({
      document: '27304567894',
    });
    expect(standings(order, 'Documentación del pedido ORD-AR-DOC')).toEqual([
      'Licencia de conducir o DNI: Rechazado: envialo de nuevo',
      'Comprobante de domicilio: No enviado',
    ]);
    expect(
      order.getByText('Encontramos un problema en tu documento: cnh-frente.jpg, volvé a subirlo.'),
    ).toBeTruthy();
    const u = userEvent.setup();
    await u.upload(order.getByLabelText('Enviar Comprobante de domicilio'), pdf('factura.pdf'));
    await order.findByText('Comprobante de domicilio: Recibido');
    expect(uploads()[0]?.body).toMatchObject({ reservationId: 'ORD-AR-DOC', types: 'address' });
  });

  it('the orders cannot be read: says so with a retry, the funding documents stay', async () => {
    setupPage();
    signIn('sandbox-token-rafael');
    sandbox.faults.set('reservations', { status: 503, times: 1 });
    const { root } = mount('<hub-account></hub-account>');
    const page = within(root as unknown as HTMLElement);
    const alert = await page.findByRole('alert');
    expect(alert.textContent).toContain('Um erro ocorreu, tente novamente');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await page.findByRole('heading', { name: 'Pedido ORD-BR-DOC' })).toBeTruthy();
  });

  it('while the orders are read, the section does not say that nothing is asked', async () => {
    setupPage();
    signIn('sandbox-token-rafael');
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    sandboxServer.use(
      http.get(
        `${SANDBOX_BASE}/reservations/v2/reservations/user-reserves`,
        async () => {
          await held;
          return undefined;
        },
        { once: true },
      ),
    );
    const { root } = mount('<hub-account></hub-account>');
    const page = within(root as unknown as HTMLElement);
    await page.findByRole('heading', { name: 'Documentos' });
    expect(page.queryByText('Nenhum documento pedido nas suas propostas.')).toBeNull();
    release();
    expect(await page.findByRole('heading', { name: 'Pedido ORD-BR-DOC' })).toBeTruthy();
  });
});
