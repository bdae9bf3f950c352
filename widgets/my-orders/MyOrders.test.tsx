import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seededOrders } from '../../api/sandbox/data/orders.ts';
import { sandboxServer } from '../../api/sandbox/node.ts';
import { formatDate } from '../../core/format.ts';
import { PAULISTA } from '../../test/examples/paulista.ts';
import { mount, SANDBOX_BASE, setupPage, signIn, signOut } from '../../test/page.ts';
import { rateLimitNext } from '../../test/rateLimited.ts';
import { journalOf, startSandbox } from '../../test/sandbox.ts';
import './my-orders.element.ts';

const sandbox = startSandbox();
afterEach(() => {
  signOut();
  vi.restoreAllMocks();
});

/** Rafael (sandbox-token-rafael) has orders at every stage; Lucía (sandbox-token-lucia) too, in Argentina. */
const RAFAEL_CPF = '61837402922';

async function open(
  html = '<hub-my-orders reservation-url="/reserva.html" configurator-url="/configurador.html"></hub-my-orders>',
) {
  const { el, root } = mount(html);
  const view = within(root as unknown as HTMLElement);
  await view.findByRole('heading', { level: 2 });
  return { el, root, view };
}
const card = async (view: ReturnType<typeof within>, id: string) =>
  within((await view.findByRole('listitem', { name: `Pedido ${id}` })) as HTMLElement);
const track = (order: ReturnType<typeof within>) =>
  within(order.getByRole('list', { name: /Andamento do pedido|Avance del pedido/ }))
    .getAllByRole('listitem')
    .map((li) => li.textContent?.replace(/\s+/g, ' ').trim());

/** Types the sandbox's São Paulo postal code (its lookup fills the street) and the number 1000. */
async function typePaulista(form: ReturnType<typeof within>, u: ReturnType<typeof userEvent.setup>) {
  await u.type(form.getByLabelText(/^cep/i), '01310100');
  await waitFor(() =>
    expect((form.getByLabelText(/^rua/i) as HTMLInputElement).value).toBe('Avenida Paulista'),
  );
  await u.type(form.getByLabelText(/^número/i), '1000');
}

describe('hub-my-orders', () => {
  it('signed out: asks to sign in and makes no call', async () => {
    setupPage();
    const { view } = await open('<hub-my-orders login-url="/entrar"></hub-my-orders>');
    expect(view.getByText('Entre na sua conta para ver seus pedidos.')).toBeTruthy();
    expect(view.getByRole('link', { name: 'Entrar' }).getAttribute('href')).toBe('/entrar');
    expect(sandbox.journal).toEqual([]);
  });

  it("signed in: the orders of the profile's CPF at every stage, each with its badge and track", async () => {
    setupPage();
    signIn('sandbox-token-rafael');
    const { view } = await open();
    const invoiced = await card(view, 'ORD-BR-INV');
    expect(journalOf('reservations').find((e) => e.path.endsWith('user-reserves'))?.query).toEqual({
      document: RAFAEL_CPF,
    });
    expect(invoiced.getByText('Faturado', { selector: '.order-badge' })).toBeTruthy();
    const steps = track(invoiced);
    expect(steps.map((s) => s?.replace(/ \d\d\/\d\d\/\d{4}$/, ''))).toEqual([
      'Reserva (concluído)',
      'Veículo montado (concluído)',
      'Veículo produzido (concluído)',
      'Faturado (concluído)',
      'Expedido (etapa atual)',
      'Entregue ao cliente (próxima etapa)',
    ]);
    // Done steps carry the dates the service gave.
    expect(steps[3]).toMatch(/\d\d\/\d\d\/\d{4}$/);
    expect(steps[5]).not.toMatch(/\d{4}$/);
    // Every stage is listed, by its badge.
    const badges = [...view.getAllByText(/.+/, { selector: '.order-badge' })].map((b) => b.textContent);
    expect(badges).toEqual([
      'Expirado',
      'Cancelado',
      'Entregue ao cliente',
      'Em trânsito',
      'Faturado',
      'Documentos enviados',
      'Aguardando documentos',
      'Reserva',
      'Pré-reserva',
    ]);
    // The bank slip the bank issued.
    expect(invoiced.getByRole('link', { name: 'Baixar boleto' }).getAttribute('href')).toBe(
      'https://boleto.sandbox.example/ORD-BR-INV.pdf',
    );
    // The dealership's protocol.
    await invoiced.findByText('Protocolo de atendimento na concessionária: L-ORD-BR-INV');
    // The whole timeline in words, grouped by stage.
    const timeline = invoiced.getByRole('list', { name: 'Linha do tempo do pedido ORD-BR-INV' });
    expect(within(timeline).getByRole('heading', { name: 'Produção' })).toBeTruthy();
    expect(within(timeline).getByText('Boleto disponível')).toBeTruthy();
  });

  it('an unfinished order offers to resume it in the reservation; an expired one says payment failure and links to the configurator', async () => {
    setupPage();
    signIn('sandbox-token-rafael');
    const { view } = await open();
    const reserved = await card(view, 'ORD-BR-RES');
    const resume = reserved.getByRole('link', { name: 'Continuar a compra' });
    expect(new URL(resume.getAttribute('href') ?? '').pathname).toBe('/reserva.html');
    expect(new URL(resume.getAttribute('href') ?? '').searchParams.get('reservation-id')).toBe('ORD-BR-RES');
    const expired = await card(view, 'ORD-BR-EXP');
    expect(expired.getByRole('alert').textContent).toBe(
      'Falha no pagamento: seu pedido expirou. Refaça seu pedido.',
    );
    expect(expired.getByRole('link', { name: 'Voltar ao configurador' }).getAttribute('href')).toBe(
      '/configurador.html',
    );
    expect(expired.queryByRole('link', { name: 'Continuar a compra' })).toBeNull();
    const delivered = await card(view, 'ORD-BR-DLV');
    expect(delivered.queryByRole('alert')).toBeNull();
    expect(delivered.queryByRole('link')).toBeNull();
  });

  it('an order moves along its timeline when its status is read again, and says so with hub-reservation-status', async () => {
    setupPage();
    signIn('sandbox-token-rafael');
    const statuses = vi.fn();
    document.addEventListener('hub-reservation-status', (e) => statuses(e.detail));
    const { view } = await open();
    const transit = await card(view, 'ORD-BR-TRN');
    expect(track(transit)[4]).toMatch(/^Expedido \(concluído\)/);
    expect(track(transit)[5]).toBe('Entregue ao cliente (etapa atual)');
    // Meanwhile the service delivers the car to the buyer.
    const before = seededOrders().find((o) => o.id === 'ORD-BR-TRN');
    const at = new Date().toISOString();
    sandboxServer.use(
      http.get(`${SANDBOX_BASE}/reservations/v2/reservations/ORD-BR-TRN/status`, () =>
        HttpResponse.json({
          ...before,
          remainingSeconds: null,
          status: 'CUSTOMER_DELIVERY',
          timeline: [...(before?.timeline ?? []), { status: 'CUSTOMER_DELIVERY', at }],
        }),
      ),
    );
    await userEvent.setup().click(transit.getByRole('button', { name: 'Atualizar situação' }));
    await waitFor(() =>
      expect(track(transit)[5]).toMatch(/^Entregue ao cliente \(concluído\) \d\d\/\d\d\/\d{4}$/),
    );
    expect(transit.getByText('Entregue ao cliente', { selector: '.order-badge' })).toBeTruthy();
    expect(statuses).toHaveBeenCalledWith(
      expect.objectContaining({ status: 'CUSTOMER_DELIVERY', reservationId: 'ORD-BR-TRN' }),
    );
  });

  it('a status refresh refused with 429 says the wait in words and holds the button until it is over; nothing is read again by itself', async () => {
    setupPage();
    signIn('sandbox-token-rafael');
    const limit = rateLimitNext('get', `${SANDBOX_BASE}/reservations/v2/reservations/ORD-BR-DLV/status`, 30);
    const { view } = await open();
    const delivered = await card(view, 'ORD-BR-DLV');
    const u = userEvent.setup();
    const refresh = delivered.getByRole('button', { name: 'Atualizar situação' });
    await u.click(refresh);
    expect(await delivered.findByText('Muitas tentativas, tente em 30 s')).toBeTruthy();
    expect(refresh.getAttribute('aria-disabled')).toBe('true');
    expect(refresh.textContent).toBe('Atualizar situação (30 s)');
    await u.click(refresh);
    expect(limit.calls()).toBe(1);
    expect(journalOf('reservations').filter((e) => e.path.endsWith('ORD-BR-DLV/status'))).toHaveLength(0);
  });

  it('an order in the factory is read again every poll-interval: the step the factory reached shows done with its date, the next current, the change said politely while the focus stays', async () => {
    setupPage();
    signIn('sandbox-token-rafael');
    const statuses = vi.fn();
    document.addEventListener('hub-reservation-status', (e) => statuses(e.detail));
    const { root, view } = await open('<hub-my-orders poll-interval="500"></hub-my-orders>');
    const invoiced = await card(view, 'ORD-BR-INV');
    expect(track(invoiced)[4]).toBe('Expedido (etapa atual)');
    expect(invoiced.getByRole('status').textContent).toBe('');
    const refresh = invoiced.getByRole('button', { name: 'Atualizar situação' });
    refresh.focus();
    // The factory dispatches the car; nobody presses anything.
    expect(
      (await fetch(`${SANDBOX_BASE}/__sandbox/reservations/ORD-BR-INV/advance`, { method: 'POST' })).ok,
    ).toBe(true);
    const today = formatDate(new Date().toISOString(), 'pt-BR');
    await waitFor(() => expect(track(invoiced)[4]).toBe(`Expedido (concluído) ${today}`), { timeout: 3000 });
    expect(track(invoiced)[3]).toMatch(/^Faturado \(concluído\) \d\d\/\d\d\/\d{4}$/);
    expect(track(invoiced)[5]).toBe('Entregue ao cliente (etapa atual)');
    expect(invoiced.getByText('Expedido', { selector: '.order-badge' })).toBeTruthy();
    expect(invoiced.getByRole('status').textContent).toBe(
      `Pedido ORD-BR-INV atualizado: Expedido, em ${today}.`,
    );
    expect((root as ShadowRoot).activeElement).toBe(refresh);
    expect(statuses).toHaveBeenCalledWith(
      expect.objectContaining({ status: 'EXPEDITE', reservationId: 'ORD-BR-INV' }),
    );
    // Only the orders in the factory's hands are read again: not those waiting for the buyer, nor those over.
    const read = new Set(
      journalOf('reservations')
        .filter((e) => e.path.endsWith('/status'))
        .map((e) => e.path.split('/').at(-2)),
    );
    expect(read).toEqual(new Set(['ORD-BR-INV', 'ORD-BR-TRN']));
  });

  it('cancels an order with the flow shared with hub-reservation: confirm, terms, reason; a failure keeps the reason for the retry', async () => {
    setupPage();
    signIn('sandbox-token-rafael');
    const events = vi.fn();
    document.addEventListener('hub-submit-success', (e) => events('ok', e.detail));
    document.addEventListener('hub-submit-error', (e) => events('error', e.detail));
    const { view } = await open();
    const u = userEvent.setup();
    const order = await card(view, 'ORD-BR-DOC');
    // Delivered, cancelled and expired orders cannot be cancelled.
    for (const done of ['ORD-BR-DLV', 'ORD-BR-CAN', 'ORD-BR-EXP'])
      expect((await card(view, done)).queryByRole('button', { name: 'Cancelar pedido' })).toBeNull();
    await u.click(order.getByRole('button', { name: 'Cancelar pedido' }));
    const confirm = within(await view.findByRole('alertdialog', { name: 'Cancelar o pedido?' }));
    await u.click(confirm.getByRole('button', { name: 'Sim, quero cancelar' }));
    const terms = within(view.getByRole('dialog', { name: 'Termos de cancelamento' }));
    expect(terms.getByText(/O valor da reserva, R\$\s5\.000,00, é devolvido/)).toBeTruthy();
    await u.click(terms.getByRole('checkbox', { name: 'Li e aceito os termos de cancelamento' }));
    await u.click(terms.getByRole('button', { name: 'Continuar' }));
    const reason = within(view.getByRole('dialog', { name: 'Motivo do cancelamento' }));
    await u.click(reason.getByRole('radio', { name: 'Encontrei uma oferta melhor' }));
    await u.type(reason.getByLabelText(/comentário/i), 'Outra loja');
    sandbox.faults.set('reservations', { status: 503, times: 1 });
    await u.click(reason.getByRole('button', { name: 'Confirmar cancelamento' }));
    const failed = within(await view.findByRole('dialog', { name: 'Falha no cancelamento' }));
    expect(failed.getByRole('alert').textContent).toBe(
      'Falha ao solicitar o cancelamento do pedido. Tente novamente.',
    );
    expect(events).toHaveBeenCalledWith(
      'error',
      expect.objectContaining({ form: 'reservation-cancel', code: 'service' }),
    );
    await u.click(failed.getByRole('button', { name: 'Voltar' }));
    const again = within(view.getByRole('dialog', { name: 'Motivo do cancelamento' }));
    expect(
      (again.getByRole('radio', { name: 'Encontrei uma oferta melhor' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect((again.getByLabelText(/comentário/i) as HTMLTextAreaElement).value).toBe('Outra loja');
    await u.click(again.getByRole('button', { name: 'Confirmar cancelamento' }));
    const done = within(await view.findByRole('dialog', { name: 'Pedido cancelado' }));
    expect(done.getByRole('status').textContent).toBe(
      'O pedido ORD-BR-DOC foi cancelado. Situação: Cancelado.',
    );
    expect(
      journalOf('reservations')
        .filter((j) => j.path.endsWith('/cancel'))
        .at(-1)?.body,
    ).toEqual({
      reason: 'FOUND_BETTER_OFFER',
      comment: 'Outra loja',
      acceptedTerms: true,
    });
    expect(events).toHaveBeenCalledWith('ok', expect.objectContaining({ reservationId: 'ORD-BR-DOC' }));
    await u.click(done.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(view.queryByRole('dialog')).toBeNull());
    expect(order.getByText('Cancelado', { selector: '.order-badge' })).toBeTruthy();
    expect(order.queryByRole('button', { name: 'Cancelar pedido' })).toBeNull();
    expect(order.queryByRole('link', { name: 'Continuar a compra' })).toBeNull();
  });

  it('a failing read of the status says so and keeps the order; a failing load offers a retry', async () => {
    setupPage();
    signIn('sandbox-token-rafael');
    sandbox.faults.set('reservations', { status: 500, times: 1 });
    const { view } = await open();
    const failed = await view.findByRole('alert');
    expect(failed.textContent).toContain('Não foi possível carregar seus pedidos.');
    await userEvent.setup().click(within(failed).getByRole('button', { name: 'Tentar novamente' }));
    const order = await card(view, 'ORD-BR-INV');
    sandbox.faults.set('reservations', { status: 500, times: 1 });
    await userEvent.setup().click(order.getByRole('button', { name: 'Atualizar situação' }));
    expect((await order.findByRole('alert')).textContent).toBe(
      'Não foi possível atualizar a situação do pedido. Tente novamente.',
    );
    expect(order.getByText('Faturado', { selector: '.order-badge' })).toBeTruthy();
  });

  it('es-AR: the CUIL of the profile, the words in Spanish', async () => {
    setupPage({ market: 'es-AR' });
    signIn('sandbox-token-lucia');
    const { view } = await open();
    await view.findByRole('listitem', { name: 'Pedido ORD-AR-INV' });
    expect(journalOf('reservations').find((e) => e.path.endsWith('user-reserves'))?.query).toEqual({
      document: '27304567894',
    });
    const order = within(view.getByRole('listitem', { name: 'Pedido ORD-AR-INV' }));
    expect(track(order).map((s) => s?.replace(/ \d\d\/\d\d\/\d{4}$/, ''))).toEqual([
      'Reserva (completado)',
      'Vehículo montado (completado)',
      'Vehículo producido (completado)',
      'Facturado (completado)',
      'Despachado (etapa actual)',
      'Entregado al cliente (próxima etapa)',
    ]);
    const expired = within(view.getByRole('listitem', { name: 'Pedido ORD-AR-EXP' }));
    expect(expired.getByRole('alert').textContent).toBe(
      'Falla en el pago: tu pedido venció. Rehacé tu pedido.',
    );
    expect(view.getByRole('listitem', { name: 'Pedido ORD-AR-RES' }).textContent).toContain(
      'Seguir con la compra',
    );
  });
  it("a delivered order asks where its welcome kit goes: the buyer's name prefilled, bad input refused, a failure keeps what was typed, the retry sends once", async () => {
    setupPage();
    signIn('sandbox-token-rafael');
    const sent: string[] = [];
    const onRequest = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.endsWith('/ORD-BR-DLV/welcome-kit')) sent.push(request.method);
    };
    sandboxServer.events.on('request:start', onRequest);
    const u = userEvent.setup();
    const { view } = await open();
    const delivered = await card(view, 'ORD-BR-DLV');
    await delivered.findByText('Protocolo de atendimento na concessionária: L-ORD-BR-DLV');
    await delivered.findByRole('heading', { name: 'Kit de boas-vindas' });
    expect(
      delivered.getByText('Você ganhou um presente: Kit de boas-vindas. Diga para onde enviamos.'),
    ).toBeTruthy();
    // Only the delivered order offers it.
    expect(
      (await card(view, 'ORD-BR-INV')).queryByRole('heading', { name: 'Kit de boas-vindas' }),
    ).toBeNull();
    const name = delivered.getByLabelText(/^nome de quem recebe/i) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('Rafael Costa'));
    await u.click(delivered.getByRole('button', { name: 'Enviar endereço' }));
    expect(delivered.getByLabelText(/^cep/i).getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual(['GET']);

    await typePaulista(delivered, u);
    await u.type(delivered.getByLabelText(/^complemento/i), 'Apto 12');
    sandbox.faults.set('reservations', { status: 500, times: 1 });
    await u.click(delivered.getByRole('button', { name: 'Enviar endereço' }));
    expect((await delivered.findByRole('alert')).textContent).toBe(
      'Não foi possível enviar o endereço do presente. Tente novamente.',
    );
    expect((delivered.getByLabelText(/^número/i) as HTMLInputElement).value).toBe('1000');
    expect((delivered.getByLabelText(/^complemento/i) as HTMLInputElement).value).toBe('Apto 12');

    await u.dblClick(delivered.getByRole('button', { name: 'Tentar novamente' }));
    const kit = within(delivered.getByRole('region', { name: 'Kit de boas-vindas' }));
    expect((await kit.findByRole('status')).textContent).toBe(
      'Endereço do presente enviado. O kit será entregue em Rafael Costa, Avenida Paulista, 1000, Apto 12, Bela Vista, São Paulo - SP, 01310-100.',
    );
    expect(sent).toEqual(['GET', 'PUT', 'PUT']);
    expect(journalOf('reservations').find((e) => e.method === 'PUT')?.body).toEqual({
      recipientName: 'Rafael Costa',
      ...PAULISTA,
      complement: 'Apto 12',
    });
    sandboxServer.events.removeListener('request:start', onRequest);
  });
});

describe('hub-my-orders: the remaining payment', () => {
  const remaining = () => journalOf('reservations').filter((j) => j.path.endsWith('/remaining-payment'));
  const methods = () => journalOf('reservations').filter((j) => j.path.endsWith('/methods'));

  it('a paid order whose balance is not chosen: billing data then the bank slip, sent once on a double click; a failure keeps the choice and "Tentar novamente" works; the slip once issued', async () => {
    setupPage();
    signIn('sandbox-token-rafael');
    // Every request that leaves, the failed one too.
    const sent: string[] = [];
    const onRequest = ({ request }: { request: Request }) => {
      const path = new URL(request.url).pathname;
      if (path.endsWith('/methods') || path.endsWith('/remaining-payment'))
        sent.push(`${request.method} ${path.split('/').at(-1)}`);
    };
    sandboxServer.events.on('request:start', onRequest);
    const u = userEvent.setup();
    const { view } = await open(
      '<hub-my-orders reservation-url="/reserva.html" poll-interval="500"></hub-my-orders>',
    );
    const order = await card(view, 'ORD-BR-BAL');
    expect(order.getByText('Falta escolher como pagar o saldo deste pedido.')).toBeTruthy();
    // Orders whose balance was chosen, or not paid yet, do not offer it.
    for (const other of ['ORD-BR-INV', 'ORD-BR-RES', 'ORD-BR-CAN'])
      expect((await card(view, other)).queryByRole('button', { name: 'Pagar o saldo' })).toBeNull();
    await u.click(order.getByRole('button', { name: 'Pagar o saldo' }));

    // The billing data, prefilled from the profile: personal data, then the address.
    const personal = await order.findByRole('form', { name: 'Dados de faturamento: Dados pessoais' });
    await waitFor(() =>
      expect((within(personal).getByLabelText(/^nome completo/i) as HTMLInputElement).value).toBe(
        'Rafael Costa',
      ),
    );
    await u.click(within(personal).getByRole('button', { name: 'Continuar' }));
    const address = await order.findByRole('form', { name: 'Dados de faturamento: Endereço' });
    await u.click(within(address).getByRole('button', { name: 'Continuar' }));
    expect(within(address).getByLabelText(/^cep/i).getAttribute('aria-invalid')).toBe('true');
    expect(within(address).getByRole('alert').textContent).toBe('AINDA EXISTEM CAMPOS A SEREM PREENCHIDOS');
    await typePaulista(within(address), u);
    await u.click(within(address).getByRole('button', { name: 'Continuar' }));

    // The balance: the choice is required; the bank slip fails once, the choice is kept.
    const balance = within(await order.findByRole('form', { name: 'Como você quer pagar o saldo?' }));
    expect(balance.getByText(/Valor da reserva: R\$\s5\.000,00/)).toBeTruthy();
    await u.click(balance.getByRole('button', { name: 'Confirmar forma de pagamento' }));
    expect(balance.getByText('AINDA EXISTEM CAMPOS A SEREM PREENCHIDOS')).toBeTruthy();
    expect(methods()).toEqual([]);
    await u.click(balance.getByRole('radio', { name: 'Boleto bancário' }));
    sandbox.faults.set('reservations', { status: 503, times: 1 });
    await u.click(balance.getByRole('button', { name: 'Confirmar forma de pagamento' }));
    expect((await balance.findByRole('alert')).textContent).toBe(
      'Tivemos um problema ao gerar o boleto. Por favor, tente novamente.',
    );
    expect((balance.getByRole('radio', { name: 'Boleto bancário' }) as HTMLInputElement).checked).toBe(true);
    expect(remaining()).toEqual([]);

    await u.dblClick(balance.getByRole('button', { name: 'Tentar novamente' }));
    await order.findByText(
      'Saldo: Boleto bancário. O boleto está sendo gerado e aparece aqui assim que o banco o emitir.',
    );
    expect(remaining().map((j) => j.body)).toEqual([
      {
        method: 'BILLET_PAYMENT',
        billing: {
          name: 'Rafael Costa',
          document: RAFAEL_CPF,
          email: 'rafael.costa@example.com',
          phone: '011976543210',
          ...PAULISTA,
        },
      },
    ]);
    expect(methods().map((j) => j.body)).toEqual([{ paymentMethod: 'BILLET' }]);
    // The failed attempt, then the retry sent once despite the double click.
    expect(sent).toEqual(['PATCH methods', 'PATCH methods', 'PUT remaining-payment']);
    sandboxServer.events.removeListener('request:start', onRequest);
    expect(order.getByText('Pagamento do saldo', { selector: '.order-badge' })).toBeTruthy();
    expect(order.queryByRole('button', { name: 'Pagar o saldo' })).toBeNull();

    // The bank issues the slip: the order, read again, offers it.
    await fetch(`${SANDBOX_BASE}/__sandbox/reservations/ORD-BR-BAL/billet-issued`, { method: 'POST' });
    const slip = await order.findByRole('link', { name: 'Baixar boleto' }, { timeout: 3000 });
    expect(slip.getAttribute('href')).toBe('https://boleto.sandbox.example/ORD-BR-BAL.pdf');
  });

  it('documents still awaited: the bank slip is refused with the warning to send them first, nothing sent', async () => {
    setupPage();
    signIn('sandbox-token-rafael');
    const u = userEvent.setup();
    const { view } = await open();
    const order = await card(view, 'ORD-BR-DOC');
    await u.click(order.getByRole('button', { name: 'Pagar o saldo' }));
    const personal = await order.findByRole('form', { name: 'Dados de faturamento: Dados pessoais' });
    await waitFor(() =>
      expect((within(personal).getByLabelText(/^e-mail/i) as HTMLInputElement).value).toBe(
        'rafael.costa@example.com',
      ),
    );
    await u.click(within(personal).getByRole('button', { name: 'Continuar' }));
    const address = await order.findByRole('form', { name: 'Dados de faturamento: Endereço' });
    await typePaulista(within(address), u);
    await u.click(within(address).getByRole('button', { name: 'Continuar' }));
    const balance = within(await order.findByRole('form', { name: 'Como você quer pagar o saldo?' }));
    await u.click(balance.getByRole('radio', { name: 'Boleto bancário' }));
    await u.click(balance.getByRole('button', { name: 'Confirmar forma de pagamento' }));
    expect((await balance.findByRole('alert')).textContent).toBe(
      'Envie seus documentos antes de gerar o boleto.',
    );
    expect(methods()).toEqual([]);
    expect(remaining()).toEqual([]);
    // "Not now" closes the panel and gives the focus back to its button.
    await u.click(order.getByRole('button', { name: 'Agora não' }));
    await waitFor(() =>
      expect(order.getByRole('button', { name: 'Pagar o saldo' })).toBe(
        (order.getByRole('button', { name: 'Pagar o saldo' }).getRootNode() as ShadowRoot).activeElement,
      ),
    );
  });

  it('financing the balance: the financing page of `financing-url` is linked beside the choice', async () => {
    setupPage();
    signIn('sandbox-token-rafael');
    const u = userEvent.setup();
    const { view } = await open(
      '<hub-my-orders reservation-url="/reserva.html" financing-url="/financiamento.html"></hub-my-orders>',
    );
    const order = await card(view, 'ORD-BR-BAL');
    await u.click(order.getByRole('button', { name: 'Pagar o saldo' }));
    const personal = await order.findByRole('form', { name: 'Dados de faturamento: Dados pessoais' });
    await waitFor(() =>
      expect((within(personal).getByLabelText(/^e-mail/i) as HTMLInputElement).value).toBe(
        'rafael.costa@example.com',
      ),
    );
    await u.click(within(personal).getByRole('button', { name: 'Continuar' }));
    const address = await order.findByRole('form', { name: 'Dados de faturamento: Endereço' });
    await typePaulista(within(address), u);
    await u.click(within(address).getByRole('button', { name: 'Continuar' }));
    const balance = within(await order.findByRole('form', { name: 'Como você quer pagar o saldo?' }));
    await u.click(balance.getByRole('radio', { name: 'Financiamento' }));
    expect(balance.getByText(/Simule e envie sua proposta de financiamento\./)).toBeTruthy();
    expect(balance.getByRole('link', { name: 'Ir para o financiamento' }).getAttribute('href')).toBe(
      '/financiamento.html',
    );
  });

  it('es-AR: the texts in Spanish, the reservation in pesos, the dealership chosen after the billing data', async () => {
    setupPage({ market: 'es-AR' });
    signIn('sandbox-token-lucia');
    const u = userEvent.setup();
    const { view } = await open();
    const order = await card(view, 'ORD-AR-BAL');
    expect(order.getByText('Falta elegir cómo pagar el saldo de este pedido.')).toBeTruthy();
    await u.click(order.getByRole('button', { name: 'Pagar el saldo' }));
    const personal = await order.findByRole('form', { name: 'Datos de facturación: Datos personales' });
    await waitFor(() =>
      expect((within(personal).getByLabelText(/^cuil/i) as HTMLInputElement).value).not.toBe(''),
    );
    await u.click(within(personal).getByRole('button', { name: 'Continuar' }));
    const address = await order.findByRole('form', { name: 'Datos de facturación: Domicilio' });
    await u.type(within(address).getByLabelText(/^código postal/i), 'C1001AAA');
    await u.type(within(address).getByLabelText(/^calle/i), 'Avenida Corrientes');
    await u.type(within(address).getByLabelText(/^número/i), '1234');
    await u.type(within(address).getByLabelText(/^barrio/i), 'San Nicolás');
    await u.type(within(address).getByLabelText(/^ciudad/i), 'Buenos Aires');
    await u.type(within(address).getByLabelText(/^provincia/i), 'CABA');
    await u.click(within(address).getByRole('button', { name: 'Continuar' }));
    const balance = within(await order.findByRole('form', { name: '¿Cómo querés pagar el saldo?' }));
    expect(balance.getByText(/Valor de la reserva: \$\s?[\d.]+,00/)).toBeTruthy();
    await u.click(balance.getByRole('radio', { name: 'Pagar en el concesionario' }));
    await u.click(balance.getByRole('button', { name: 'Confirmar forma de pago' }));
    await order.findByText('Saldo: Pagar en el concesionario.');
    expect(remaining().at(-1)?.body).toMatchObject({
      method: 'DEALER_PAYMENT',
      billing: { document: '27304567894', postalCode: 'C1001AAA', city: 'Buenos Aires' },
    });
    expect(methods().at(-1)?.body).toEqual({ paymentMethod: 'DEALER' });
    expect(order.getByText('Pago del saldo', { selector: '.order-badge' })).toBeTruthy();
  });
});

describe('hub-my-orders: while the orders load', () => {
  it('placeholder bars stand for the list, busy, with the loading words for screen readers', async () => {
    setupPage();
    signIn('sandbox-token-rafael');
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    sandboxServer.use(
      http.get(`${SANDBOX_BASE}/reservations/*`, async () => {
        await held;
        return undefined;
      }),
    );
    const { root, view } = await open();
    const busy = await waitFor(() => {
      const found = root.querySelector('[aria-busy="true"][data-loading]');
      expect(found).toBeTruthy();
      return found as HTMLElement;
    });
    expect(busy.querySelectorAll('.hub-skeleton[aria-hidden="true"]').length).toBeGreaterThanOrEqual(2);
    expect(within(busy).getByRole('status').textContent).toBeTruthy();
    answer();
    await waitFor(() => expect(root.querySelector('[data-loading]')).toBeNull(), { timeout: 4000 });
    expect(view.queryByRole('status', { name: /carregando/i })).toBeNull();
  });
});
