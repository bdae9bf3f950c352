import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sandboxServer } from '../../api/sandbox/node.ts';
import { remember, sandboxState } from '../../api/sandbox/state.ts';
import { mount, setupPage, signIn, signOut } from '../../test/page.ts';
import { rateLimitNext } from '../../test/rateLimited.ts';
import { journalOf, startSandbox } from '../../test/sandbox.ts';
import './reservation.element.ts';

startSandbox();

/** Idempotency keys of every payment request sent, answered or not (the journal keeps only successes). */
let paymentKeys: (string | null)[] = [];
const onRequest = ({ request }: { request: Request }) => {
  if (/\/reservations\/(card|pix)\/payment$/.test(new URL(request.url).pathname))
    paymentKeys.push(request.headers.get('idempotency-key'));
};

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  localStorage.clear();
  signIn();
  paymentKeys = [];
  sandboxServer.events.on('request:start', onRequest);
});
afterEach(() => {
  sandboxServer.events.removeListener('request:start', onRequest);
});

const CAR = 'mvs="553K652" year="2025" price="76990" color-code="249"';
type View = ReturnType<typeof within>;

async function open(extra = '', market = 'pt-BR') {
  setupPage({ brand: 'fiat', market });
  const steps: string[] = [];
  const statuses: string[] = [];
  document.addEventListener('hub-step-change', (e) => steps.push(e.detail.step));
  document.addEventListener('hub-reservation-status', (e) => statuses.push(e.detail.status));
  // The order is read every half second (Pix, the desktop's photo hand-over) unless the test says otherwise.
  const poll = extra.includes('poll-interval') ? '' : 'poll-interval="500"';
  const { el, root } = mount(`<hub-reservation ${CAR} ${poll} ${extra}></hub-reservation>`);
  const view = within(root as unknown as HTMLElement);
  await view.findByRole('button', { name: /quero reservar|quiero reservar/i }, { timeout: 4000 });
  return { el, root, view, steps, statuses, u: userEvent.setup() };
}

async function chooseDealer(view: View, u: ReturnType<typeof userEvent.setup>) {
  await u.selectOptions(view.getByRole('combobox', { name: /estado/i }), 'SP');
  await u.click(view.getAllByRole('radio')[0] as HTMLElement);
}

async function toRegister(view: View, u: ReturnType<typeof userEvent.setup>) {
  await chooseDealer(view, u);
  await u.click(view.getByRole('button', { name: /quero reservar/i }));
  await view.findByRole('heading', { name: 'Seus dados' });
  // Prefilled from the signed-in profile: the nickname 'Ana' has no surname, so the full name.
  const name = view.getByLabelText(/^nome completo/i) as HTMLInputElement;
  await waitFor(() => expect(name.value).toBe('Ana Beatriz Souza'));
}

/** The Argentine buyer (signed in) on the Jeep es-AR reservation's register step. */
async function toArgentineRegister() {
  signIn('sandbox-token-martina');
  setupPage({ brand: 'jeep', market: 'es-AR' });
  const { root } = mount(
    '<hub-reservation mvs="826D7L3" year="2026" price="46500000" color-code="PDN"></hub-reservation>',
  );
  const view = within(root as unknown as HTMLElement);
  const u = userEvent.setup();
  const province = await view.findByRole('combobox', { name: /provincia/i }, { timeout: 4000 });
  await u.selectOptions(province, (province as HTMLSelectElement).options[1]?.value ?? '');
  await u.click(view.getAllByRole('radio')[0] as HTMLElement);
  await u.click(view.getByRole('button', { name: 'Quiero reservar' }));
  return { root, view, u };
}

async function toPayment(view: View, u: ReturnType<typeof userEvent.setup>) {
  await toRegister(view, u);
  await u.click(view.getByRole('button', { name: 'Pré-reservar' }));
  await view.findByRole('heading', { name: 'Sua reserva' });
  await u.click(view.getByRole('button', { name: 'Confirmar reserva e pagar' }));
  await view.findByRole('heading', { name: 'Pagamento da reserva' });
}

async function typeCard(view: View, u: ReturnType<typeof userEvent.setup>, number = '4111111111111111') {
  await u.type(view.getByLabelText(/número do cartão/i), number);
  await u.type(view.getByLabelText(/nome impresso/i), 'ANA B SOUZA');
  await u.type(view.getByLabelText(/validade/i), '1230');
  await u.type(view.getByLabelText(/^cvv/i), '123');
}

/** At the payment: the card paid, on to the billing data. */
async function payByCard(view: View, u: ReturnType<typeof userEvent.setup>) {
  await typeCard(view, u);
  await u.click(view.getByRole('button', { name: /^Pagar R\$/ }));
  await view.findByRole('heading', { name: /Dados pessoais/ });
}

/** At the billing data: the personal data kept, the address filled through its postal code. */
async function fillBilling(view: View, u: ReturnType<typeof userEvent.setup>) {
  await u.click(view.getByRole('button', { name: 'Continuar' }));
  await u.type(view.getByLabelText(/^cep/i), '01310100');
  await waitFor(() => expect((view.getByLabelText(/^rua/i) as HTMLInputElement).value).not.toBe(''));
  await u.type(view.getByLabelText(/^número/i), '1000');
  await u.click(view.getByRole('button', { name: 'Continuar' }));
}

/** At the documents: both sent. */
async function sendDocuments(view: View, u: ReturnType<typeof userEvent.setup>) {
  const pdf = (name: string) => new File(['%PDF'], name, { type: 'application/pdf' });
  await u.upload(await view.findByLabelText('CNH ou RG'), pdf('cnh.pdf'));
  await u.upload(view.getByLabelText('Comprovante de residência'), pdf('conta.pdf'));
  await u.click(view.getByRole('button', { name: 'Enviar documentos' }));
}

/** From the billing data: documents sent, the photo taken on the phone, the balance step. */
async function billingToBalance(view: View, u: ReturnType<typeof userEvent.setup>) {
  await fillBilling(view, u);
  await sendDocuments(view, u);
  await photoOnThePhone(view);
  await view.findByRole('heading', { name: 'Como você quer pagar o saldo?' }, { timeout: 3000 });
}

/** Card paid, billing filled, documents sent, photo taken: the balance step. */
async function toBalance(view: View, u: ReturnType<typeof userEvent.setup>) {
  await toPayment(view, u);
  await payByCard(view, u);
  await billingToBalance(view, u);
}

/** A desktop order waits for the anti-fraud photo: the buyer takes it on the phone (the face service accepts it). */
async function photoOnThePhone(view: View) {
  await view.findByRole('heading', { name: 'Foto de segurança' });
  const link = view.getByRole('link', { name: /continuar no celular/i }).getAttribute('href') ?? '';
  const reservationId = new URL(link).searchParams.get('reservation-id');
  remember('face:photos', { reservationId, userId: null, bytes: 4096, faceDetected: true });
}

const payCalls = () => journalOf('reservations').filter((j) => j.path.endsWith('/payment'));

describe('hub-reservation', () => {
  it('card journey: showcase → register → reservation → card paid once → billing → documents → balance → order concluded', async () => {
    const { view, u, steps, statuses } = await open();
    expect(view.getByText(/Valor da reserva: R\$\s?5\.000,00/)).toBeTruthy();
    expect(view.getByText('O valor da reserva é abatido do preço final do veículo.')).toBeTruthy();
    await toRegister(view, u);
    await u.click(view.getByRole('button', { name: 'Pré-reservar' }));
    await view.findByRole('heading', { name: 'Sua reserva' });
    const pre = journalOf('reservations').find((j) => j.path.endsWith('pre-reserve'));
    expect(pre?.body).toMatchObject({
      campaignId: 'CMP-FIAT-BR',
      mvsCode: '553K652',
      year: 2025,
      colorCode: '249',
    });
    expect(view.getByRole('timer', { name: 'Tempo restante para concluir a reserva' }).textContent).toMatch(
      /Tempo restante para concluir a reserva: 1[45]:\d\d/,
    );
    await u.click(view.getByRole('button', { name: 'Confirmar reserva e pagar' }));
    await view.findByRole('heading', { name: 'Pagamento da reserva' });
    // The steps: where the shopper is, and what is done said in words.
    const progress = view.getByRole('list', { name: 'Etapas da compra' });
    expect(progress.querySelector('[aria-current="step"]')?.textContent).toBe('4Pagamento');
    expect(within(progress).getAllByText(/^Etapa concluída/)).toHaveLength(3);
    await typeCard(view, u);
    const pay = view.getByRole('button', { name: /^Pagar R\$/ });
    await u.dblClick(pay);
    await view.findByRole('heading', { name: /Dados de faturamento: Dados pessoais/ });
    expect(paymentKeys).toHaveLength(1);
    expect(paymentKeys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(payCalls()[0]?.body).toMatchObject({
      oneTimeToken: expect.stringMatching(/^OTT/),
      card: { number: '4111111111111111' },
    });
    // The saved cards offered beside the typed one, then the payment's one-time token.
    expect(journalOf('cards').map((j) => j.path)).toEqual(['/cards/v2', '/cards/v2/one-time-token']);
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain('4111');

    await u.click(view.getByRole('button', { name: 'Continuar' }));
    await view.findByRole('heading', { name: /Dados de faturamento: Endereço/ });
    await u.click(view.getByRole('button', { name: 'Continuar' }));
    expect(view.getByText('AINDA EXISTEM CAMPOS A SEREM PREENCHIDOS')).toBeTruthy();
    await u.type(view.getByLabelText(/^cep/i), '01310100');
    await waitFor(() => expect((view.getByLabelText(/^rua/i) as HTMLInputElement).value).not.toBe(''));
    await u.type(view.getByLabelText(/^número/i), '1000');
    await u.click(view.getByRole('button', { name: 'Continuar' }));

    await view.findByRole('heading', { name: 'Envie seus documentos' });
    await u.upload(
      view.getByLabelText('CNH ou RG'),
      new File(['%PDF-1.4'], 'cnh.pdf', { type: 'application/pdf' }),
    );
    await u.upload(
      view.getByLabelText('Comprovante de residência'),
      new File(['%PDF-1.4'], 'conta.pdf', { type: 'application/pdf' }),
    );
    await u.click(view.getByRole('button', { name: 'Enviar documentos' }));
    await photoOnThePhone(view);
    await view.findByRole('heading', { name: 'Como você quer pagar o saldo?' }, { timeout: 3000 });
    expect(view.getByText(/Saldo a pagar: R\$\s?71\.990,00/)).toBeTruthy();
    await u.click(view.getByRole('radio', { name: 'Boleto bancário' }));
    expect(view.getByText('A compensação do boleto pode levar até 3 dias úteis.')).toBeTruthy();
    await u.click(view.getByRole('button', { name: 'Confirmar forma de pagamento' }));

    await view.findByRole('heading', { name: 'Pedido concluído' });
    expect(view.getByRole('button', { name: /Boleto — Em breve/ }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    const methods = journalOf('reservations').find((j) => j.method === 'PATCH');
    expect(methods?.body).toEqual({ paymentMethod: 'BILLET' });
    const remaining = journalOf('reservations').find((j) => j.path.endsWith('remaining-payment'));
    expect(remaining?.body).toMatchObject({
      method: 'BILLET_PAYMENT',
      billing: { postalCode: '01310-100', number: '1000' },
    });
    const timeline = view.getByRole('list', { name: 'Linha do tempo do pedido' });
    expect(within(timeline).getByText('Reserva aprovada')).toBeTruthy();
    // The welcome-kit gift address starts as the billing address.
    const kit = within(await view.findByRole('region', { name: 'Kit de boas-vindas' }));
    expect((kit.getByLabelText(/^cep/i) as HTMLInputElement).value).toBe('01310-100');
    expect((kit.getByLabelText(/^número/i) as HTMLInputElement).value).toBe('1000');
    expect((kit.getByLabelText(/^nome de quem recebe/i) as HTMLInputElement).value).toBe('Ana Beatriz Souza');
    expect(within(timeline).getByText('Pagamento por boleto')).toBeTruthy();
    expect(steps).toEqual([
      'register',
      'reservation',
      'payment',
      'billing',
      'documents',
      'security-photo',
      'balance',
      'concluded',
    ]);
    expect(statuses).toEqual([
      'PRE_RESERVE',
      'RESERVE',
      'APPROVED_RESERVATION',
      'UPLOADED_DOCS',
      'ANTI_FRAUD',
      'REMAINING_PAYMENT',
    ]);

    // Feedback: a rating is needed; then it is sent once as the seed's message confirms.
    await u.click(view.getByRole('button', { name: 'Enviar avaliação' }));
    expect(view.getByRole('alert').textContent).toBe('Escolha uma avaliação.');
    await u.click(view.getByRole('radio', { name: 'Muito bom' }));
    await u.type(view.getByLabelText(/comentário/i), 'Tudo certo');
    await u.dblClick(view.getByRole('button', { name: 'Enviar avaliação' }));
    expect(await view.findByText('SUA MENSAGEM FOI ENVIADA!')).toBeTruthy();
    const feedback = journalOf('analytics');
    expect(feedback).toHaveLength(1);
    expect(feedback[0]?.body).toMatchObject({ type: 'RESERVATION_FEEDBACK', jwtToken: null });
    expect(
      JSON.parse((feedback[0]?.body as { payload?: string } | undefined)?.payload ?? '{}'),
    ).toMatchObject({
      rating: 5,
      comment: 'Tudo certo',
    });
  });

  it("saved cards: the buyer's cards offered (favourite marked, an expired one not choosable); a chosen one is charged by its id, no number typed or sent", async () => {
    const { view, u } = await open();
    await toPayment(view, u);
    const cards = await view.findByRole('group', { name: 'Pagar com' });
    const visa = await within(cards).findByRole('radio', {
      name: 'Visa final 1111, vence em 12/29, favorito',
    });
    expect(
      (within(cards).getByRole('radio', { name: 'Elo final 7013, vencido' }) as HTMLInputElement).disabled,
    ).toBe(true);
    expect((within(cards).getByRole('radio', { name: 'Outro cartão' }) as HTMLInputElement).checked).toBe(
      true,
    );
    await u.click(visa);
    expect(view.queryByRole('textbox', { name: /número do cartão/i })).toBeNull();
    await u.dblClick(view.getByRole('button', { name: /^Pagar R\$/ }));
    await view.findByRole('heading', { name: /Dados de faturamento: Dados pessoais/ });
    expect(paymentKeys).toHaveLength(1);
    expect(payCalls().map((j) => j.body)).toEqual([
      { reservationId: expect.any(String), oneTimeToken: expect.stringMatching(/^OTT/), cardId: 'CRD-1' },
    ]);
  });

  it('bad input: messages beside the fields and nothing sent; an existing reservation is refused in words', async () => {
    const { view, u } = await open();
    await toRegister(view, u);
    const email = view.getByRole('textbox', { name: /e-mail/i });
    await u.clear(email).catch(() => undefined);
    await u.tripleClick(email);
    await u.keyboard('{Backspace}');
    await u.type(email, 'ana@exemplo?.com');
    await u.click(view.getByRole('button', { name: 'Pré-reservar' }));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(journalOf('reservations').some((j) => j.path.endsWith('pre-reserve'))).toBe(false);

    sandboxState.records.set('reservations', [
      {
        id: 'RSV-X',
        status: 'RESERVE',
        timeline: [{ status: 'RESERVE', at: new Date().toISOString() }],
        document: '',
        expiresAt: new Date(Date.now() + 600000).toISOString(),
      },
    ]);
    await u.tripleClick(email);
    await u.keyboard('{Backspace}');
    await u.type(email, 'ana@exemplo.com');
    const doc = (view.getByLabelText(/cpf ou cnpj/i) as HTMLInputElement).value.replace(/\D/g, '');
    (sandboxState.records.get('reservations') as { document: string }[])[0]!.document = doc;
    await u.click(view.getByRole('button', { name: 'Pré-reservar' }));
    expect(await view.findByText('Já existe uma reserva para este CPF/CNPJ')).toBeTruthy();
    expect(journalOf('reservations').some((j) => j.path.endsWith('pre-reserve'))).toBe(false);
  });

  it('a failing card payment shows the message and its retry reuses the attempt key; a declined card is a new attempt', async () => {
    const { view, u } = await open();
    await toPayment(view, u);
    await typeCard(view, u);
    sandboxState.faults.set('reservations', { status: 503, times: 1 });
    await u.click(view.getByRole('button', { name: /^Pagar R\$/ }));
    expect(
      await view.findByText('TIVEMOS UM PROBLEMA NO PAGAMENTO. Verifique seus dados, por favor.'),
    ).toBeTruthy();
    expect((view.getByLabelText(/nome impresso/i) as HTMLInputElement).value).toBe('ANA B SOUZA');
    await u.click(view.getByRole('button', { name: 'Tentar novamente' }));
    await view.findByRole('heading', { name: /Dados de faturamento/ });
    expect(paymentKeys).toHaveLength(2);
    expect(paymentKeys[1]).toBe(paymentKeys[0]);
    expect(payCalls()).toHaveLength(1);
  });

  it('a declined card: the catalogue message, then a new attempt with a new key', async () => {
    const { view, u } = await open();
    const failures: unknown[] = [];
    document.addEventListener('hub-submit-error', (e) => failures.push(e.detail));
    await toPayment(view, u);
    await typeCard(view, u, '4000000000000002');
    await u.click(view.getByRole('button', { name: /^Pagar R\$/ }));
    expect(
      await view.findByText('TIVEMOS UM PROBLEMA NO PAGAMENTO. Verifique seus dados, por favor.'),
    ).toBeTruthy();
    expect(failures).toEqual([
      {
        form: 'reservation-payment-card',
        code: 'bad-request',
        widget: 'hub-reservation',
        brand: 'fiat',
        market: 'pt-BR',
      },
    ]);
    const number = view.getByLabelText(/número do cartão/i);
    await u.tripleClick(number);
    await u.keyboard('{Backspace}');
    await u.type(number, '4111111111111111');
    await u.click(view.getByRole('button', { name: 'Tentar novamente' }));
    await view.findByRole('heading', { name: /Dados de faturamento/ });
    expect(paymentKeys).toHaveLength(2);
    expect(paymentKeys[1]).not.toBe(paymentKeys[0]);
  });

  it('GA4: begin_checkout at pre-reserve, add_payment_info as the card is submitted (before its answer), purchase once paid', async () => {
    delete window.dataLayer;
    const ga4 = () =>
      ((window.dataLayer ?? []) as Record<string, unknown>[]).filter(
        (entry) => typeof entry.event === 'string' && !entry.event.startsWith('hub-'),
      );
    // What the data layer held when the payment request left (the service has not answered yet).
    let atPaymentRequest: unknown[] | null = null;
    const onPayment = ({ request }: { request: Request }) => {
      if (request.url.endsWith('/card/payment')) atPaymentRequest ??= ga4().map((entry) => entry.event);
    };
    sandboxServer.events.on('request:start', onPayment);
    try {
      const { view, u } = await open();
      await toPayment(view, u);
      // A refused card (nothing typed) is no payment submitted.
      await u.click(view.getByRole('button', { name: /^Pagar R\$/ }));
      expect(view.getByLabelText(/número do cartão/i).getAttribute('aria-invalid')).toBe('true');
      expect(ga4().map((entry) => entry.event)).toEqual(['begin_checkout']);
      await typeCard(view, u);
      await u.dblClick(view.getByRole('button', { name: /^Pagar R\$/ }));
      await view.findByRole('heading', { name: /Dados de faturamento: Dados pessoais/ });
    } finally {
      sandboxServer.events.removeListener('request:start', onPayment);
    }
    expect(atPaymentRequest).toEqual(['begin_checkout', 'add_payment_info']);
    const reservationId = journalOf('reservations')
      .map((j) => (j.body as { reservationId?: string } | undefined)?.reservationId)
      .find(Boolean);
    const items = [{ item_id: '553K652', item_brand: 'fiat', item_variant: '249', price: 5000, quantity: 1 }];
    expect(ga4()).toEqual([
      {
        event: 'begin_checkout',
        ecommerce: { currency: 'BRL', value: 5000, transaction_id: reservationId, items },
      },
      { event: 'add_payment_info', ecommerce: { currency: 'BRL', value: 5000, payment_type: 'card', items } },
      {
        event: 'purchase',
        ecommerce: { transaction_id: reservationId, currency: 'BRL', value: 5000, items },
      },
    ]);
    delete window.dataLayer;
  });

  it('Pix: QR code and copy code, status polled until the bank pays, then billing', async () => {
    const { view, u } = await open('poll-interval="500"');
    await toPayment(view, u);
    await u.click(view.getByRole('radio', { name: 'Pix' }));
    await u.dblClick(view.getByRole('button', { name: 'Gerar código Pix' }));
    const img = await view.findByRole('img', { name: /QR code Pix da reserva RSV/ }, { timeout: 4000 });
    expect(img.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect((view.getByLabelText('Código Pix copia e cola') as HTMLInputElement).value).toMatch(/^000201/);
    await u.click(view.getByRole('button', { name: 'Copiar código Pix' }));
    expect(await view.findByText('Código copiado.')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toMatch(/^000201.*RSV/);
    expect(view.getByRole('timer', { name: 'Tempo restante para pagar o Pix' }).textContent).toMatch(
      /: (10:00|09:5\d)/,
    );
    expect(paymentKeys).toHaveLength(1);
    const id = (payCalls()[0]?.body as { reservationId?: string } | undefined)?.reservationId;
    expect(id).toMatch(/^RSV/);
    await new Promise((r) => setTimeout(r, 700));
    expect(journalOf('reservations').some((j) => j.path.endsWith(`${id}/status`))).toBe(true);
    await fetch(`https://sandbox.test/__sandbox/reservations/${id}/pix-paid`, { method: 'POST' });
    await view.findByRole('heading', { name: /Dados de faturamento/ }, { timeout: 3000 });
  });

  it('the Pix time ends unpaid: the order is cancelled, with the payment-failure banner', async () => {
    const { view, u, statuses } = await open('poll-interval="60000" configurator-url="/configurator.html"');
    await toPayment(view, u);
    await u.click(view.getByRole('radio', { name: 'Pix' }));
    await u.click(view.getByRole('button', { name: 'Gerar código Pix' }));
    await view.findByRole('timer', { name: 'Tempo restante para pagar o Pix' });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 10 * 60000 + 1000);
    try {
      expect((await view.findByRole('alert', {}, { timeout: 3000 })).textContent).toBe(
        'Falha no pagamento: seu pedido expirou. Refaça seu pedido.',
      );
      expect(view.getByText('O tempo do Pix terminou e o pedido foi cancelado.')).toBeTruthy();
      expect(view.getByRole('link', { name: 'Voltar ao configurador' })).toBeTruthy();
      expect(statuses.at(-1)).toBe('CANCELLED');
    } finally {
      vi.useRealTimers();
    }
  });

  it('the reservation time runs out: time expired, the payment-failure banner and a link back to the configurator', async () => {
    const { view, u } = await open('configurator-url="/configurator.html"');
    await toPayment(view, u);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 16 * 60000);
    try {
      expect(await view.findByRole('alert', {}, { timeout: 3000 })).toHaveProperty(
        'textContent',
        'Falha no pagamento: seu pedido expirou. Refaça seu pedido.',
      );
      expect(view.getByText('Tempo esgotado')).toBeTruthy();
      expect(view.getByRole('link', { name: 'Voltar ao configurador' }).getAttribute('href')).toBe(
        '/configurator.html',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('signed out, registration asks to sign in', async () => {
    signOut();
    const { view, u } = await open('login-url="/login"');
    await chooseDealer(view, u);
    await u.click(view.getByRole('button', { name: /quero reservar/i }));
    expect(await view.findByRole('heading', { name: 'Entre na sua conta para reservar' })).toBeTruthy();
    expect(view.getByRole('link', { name: 'Entrar' }).getAttribute('href')).toBe(
      `/login?returnUrl=${encodeURIComponent(location.href)}`,
    );
  });

  it('signing in from the register step returns the shopper to it, with the dealer chosen', async () => {
    signOut();
    const { view, u } = await open('login-url="/login"');
    await chooseDealer(view, u);
    const dealerName = (view.getAllByRole('radio')[0] as HTMLInputElement).closest('label')?.textContent;
    await u.click(view.getByRole('button', { name: /quero reservar/i }));
    await view.findByRole('heading', { name: 'Entre na sua conta para reservar' });
    // Back from the login page, signed in: the same page loads again.
    document.body.innerHTML = '';
    signIn();
    const again = within(
      mount(`<hub-reservation ${CAR} login-url="/login"></hub-reservation>`).root as unknown as HTMLElement,
    );
    await again.findByRole('heading', { name: 'Seus dados' }, { timeout: 4000 });
    await waitFor(() =>
      expect((again.getByLabelText(/^nome completo/i) as HTMLInputElement).value).toBe('Ana Beatriz Souza'),
    );
    await u.click(again.getByRole('button', { name: 'Pré-reservar' }));
    await again.findByRole('heading', { name: 'Sua reserva' });
    expect(dealerName).toContain(
      again.getByText(/Concessionária:/).textContent?.replace(/^Concessionária:\s*/, '') ?? '-',
    );
  });

  it('a weak login in the page address travels with the sign-in link when the page names its brand', async () => {
    signOut();
    history.replaceState(null, '', '/reserva?brand=fiat&loginType=WEAK');
    try {
      const { view, u } = await open('login-url="/login" setting-weak-login-brand="fiat"');
      await chooseDealer(view, u);
      await u.click(view.getByRole('button', { name: /quero reservar/i }));
      await view.findByRole('heading', { name: 'Entre na sua conta para reservar' });
      expect(view.getByRole('link', { name: 'Entrar' }).getAttribute('href')).toBe(
        `${location.origin}/login?returnUrl=${encodeURIComponent(location.href)}&brand=fiat&loginType=WEAK`,
      );
    } finally {
      history.replaceState(null, '', '/');
    }
  });

  it("'use my location': the campaign's dealers within the radius, nearest first, with their distance", async () => {
    const position = { coords: { latitude: -23.5614, longitude: -46.6559, accuracy: 20 }, timestamp: 0 };
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: { getCurrentPosition: (ok: (p: unknown) => void) => ok(position) },
    });
    try {
      const { view, u } = await open('radius="30"');
      await u.click(view.getByRole('button', { name: 'Usar minha localização' }));
      expect(await view.findByRole('group', { name: 'Concessionárias a até 30 km' })).toBeTruthy();
      const call = journalOf('reservations').find((j) => j.path.endsWith('dealersByRadius'));
      expect(call?.query).toEqual({
        referenceLatitude: '-23.5614',
        referenceLongitude: '-46.6559',
        radius: '30',
      });
      const radios = view.getAllByRole('radio');
      expect(radios.length).toBeGreaterThan(0);
      const km = radios.map((r) => Number(/\(([\d.]+) km\)/.exec(r.parentElement?.textContent ?? '')?.[1]));
      expect(km.every((d) => d <= 30)).toBe(true);
      expect(km).toEqual([...km].sort((a, b) => a - b));
    } finally {
      delete (navigator as unknown as Record<string, unknown>).geolocation;
    }
  });

  it('no dealer chosen: the catalogue message and no step change', async () => {
    const { view, u, steps } = await open();
    await u.click(view.getByRole('button', { name: /quero reservar/i }));
    expect(view.getByText('É obrigatório selecionar uma concessionária')).toBeTruthy();
    expect(steps).toEqual([]);
  });

  it('documents: the size limit, a document of the wrong kind named, a failing upload retried; nothing typed lost', async () => {
    const { view, u } = await open();
    await toPayment(view, u);
    await payByCard(view, u);
    await u.click(view.getByRole('button', { name: 'Continuar' }));
    await u.type(view.getByLabelText(/^cep/i), '01310100');
    await waitFor(() => expect((view.getByLabelText(/^rua/i) as HTMLInputElement).value).not.toBe(''));
    await u.type(view.getByLabelText(/^número/i), '1000');
    await u.click(view.getByRole('button', { name: 'Continuar' }));
    await view.findByRole('heading', { name: 'Envie seus documentos' });
    const uploads = () => journalOf('reservations').filter((j) => j.path.includes('/users/'));
    const anyFile = userEvent.setup({ applyAccept: false });
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'cnh.pdf', { type: 'application/pdf' });
    await u.upload(view.getByLabelText('CNH ou RG'), big);
    await u.upload(
      view.getByLabelText('Comprovante de residência'),
      new File(['%PDF'], 'conta.pdf', { type: 'application/pdf' }),
    );
    await u.click(view.getByRole('button', { name: 'Enviar documentos' }));
    expect(view.getByRole('alert').textContent).toBe('Arquivos excederam o tamanho máximo');
    // A file dialog's 'all files' lets a shopper pick what the accept list leaves out.
    await anyFile.upload(
      view.getByLabelText('CNH ou RG'),
      new File(['x'], 'cnh.txt', { type: 'text/plain' }),
    );
    await u.click(view.getByRole('button', { name: 'Enviar documentos' }));
    expect(view.getByRole('alert').textContent).toBe(
      'Encontramos um problema no seu documento: cnh.txt, favor fazer upload novamente.',
    );
    expect(uploads()).toHaveLength(0);
    await u.upload(
      view.getByLabelText('CNH ou RG'),
      new File(['%PDF'], 'cnh.pdf', { type: 'application/pdf' }),
    );
    sandboxState.faults.set('reservations', { status: 500, times: 1 });
    await u.click(view.getByRole('button', { name: 'Enviar documentos' }));
    expect(await view.findByText('Um erro ocorreu, tente novamente')).toBeTruthy();
    await u.click(view.getByRole('button', { name: 'Tentar novamente' }));
    await photoOnThePhone(view);
    await view.findByRole('heading', { name: 'Como você quer pagar o saldo?' }, { timeout: 3000 });
    expect(uploads()).toHaveLength(1);
  });

  it('documents refused with 429: the wait in words, the retry held with nothing sent meanwhile', async () => {
    const { view, u } = await open();
    await toPayment(view, u);
    await payByCard(view, u);
    await u.click(view.getByRole('button', { name: 'Continuar' }));
    await u.type(view.getByLabelText(/^cep/i), '01310100');
    await waitFor(() => expect((view.getByLabelText(/^rua/i) as HTMLInputElement).value).not.toBe(''));
    await u.type(view.getByLabelText(/^número/i), '1000');
    await u.click(view.getByRole('button', { name: 'Continuar' }));
    await view.findByRole('heading', { name: 'Envie seus documentos' });
    const limit = rateLimitNext('post', '*/v2/users/:id/reservations', 30);
    await u.upload(
      view.getByLabelText('CNH ou RG'),
      new File(['%PDF'], 'cnh.pdf', { type: 'application/pdf' }),
    );
    await u.upload(
      view.getByLabelText('Comprovante de residência'),
      new File(['%PDF'], 'conta.pdf', { type: 'application/pdf' }),
    );
    await u.click(view.getByRole('button', { name: 'Enviar documentos' }));
    expect(await view.findByText('Muitas tentativas, tente em 30 s')).toBeTruthy();
    const retry = view.getByRole('button', { name: 'Tentar novamente' });
    expect(retry.getAttribute('aria-disabled')).toBe('true');
    expect(retry.textContent).toBe('Tentar novamente (30 s)');
    await u.click(retry);
    expect(limit.calls()).toBe(1);
    expect(journalOf('reservations').filter((j) => j.path.includes('/users/'))).toHaveLength(0);
  });

  it('the car and its price are frozen at pre-reserve: another version picked on the page changes nothing', async () => {
    const { el, view, u } = await open();
    await toRegister(view, u);
    await u.click(view.getByRole('button', { name: 'Pré-reservar' }));
    await view.findByRole('heading', { name: 'Sua reserva' });
    // The shopper goes back to the configurator on the same page and picks another version.
    el.setAttribute('mvs', '553K653');
    el.setAttribute('price', '264990');
    await u.click(view.getByRole('button', { name: 'Confirmar reserva e pagar' }));
    await view.findByRole('heading', { name: 'Pagamento da reserva' });
    await payByCard(view, u);
    await billingToBalance(view, u);
    expect(view.getByText(/^Saldo a pagar: R\$\s?71\.990,00$/)).toBeTruthy();
    el.setAttribute('price', '99990');
    await new Promise((r) => setTimeout(r, 50));
    expect(view.getByText(/^Saldo a pagar: R\$\s?71\.990,00$/)).toBeTruthy();
  });

  it('a trade-in needs the used-car evaluation; bad values are refused beside the fields', async () => {
    const { view, u } = await open();
    await toBalance(view, u);
    await u.click(await view.findByRole('radio', { name: 'Carro usado na troca' }));
    await u.type(view.getByLabelText(/^ano/i), '1800');
    await u.click(view.getByRole('button', { name: 'Confirmar forma de pagamento' }));
    expect(view.getByLabelText(/^placa/i).getAttribute('aria-invalid')).toBe('true');
    expect(view.getByLabelText(/^ano/i).getAttribute('aria-invalid')).toBe('true');
    expect(journalOf('reservations').some((j) => j.path.endsWith('remaining-payment'))).toBe(false);
  });

  it('financing the balance: PSA or B2 funding type sent, the hand-over link, then formalization coming soon', async () => {
    const { view, u } = await open('financing-url="/financiamento"');
    await toBalance(view, u);
    await u.click(view.getByRole('radio', { name: 'Financiamento' }));
    expect(view.getByRole('link', { name: 'Ir para o financiamento' }).getAttribute('href')).toBe(
      '/financiamento',
    );
    await u.click(view.getByRole('button', { name: 'Confirmar forma de pagamento' }));
    await view.findByRole('heading', { name: 'Pedido concluído' });
    expect(view.getByRole('button', { name: /Formalizar financiamento — Em breve/ })).toBeTruthy();
    const patch = journalOf('reservations').find((j) => j.method === 'PATCH');
    expect(patch?.body).toEqual({ paymentMethod: 'FINANCING' });
    const remaining = journalOf('reservations').find((j) => j.path.endsWith('remaining-payment'));
    expect(remaining?.body).toMatchObject({ method: 'FINANCING_PAYMENT', fundingType: 'B2' });
  });

  it('the bank slip: coming soon while the order is polled, then offered; after a reload the choice and the slip are still there', async () => {
    const { view, u } = await open('poll-interval="500"');
    await toBalance(view, u);
    await u.click(view.getByRole('radio', { name: 'Boleto bancário' }));
    await u.click(view.getByRole('button', { name: 'Confirmar forma de pagamento' }));
    await view.findByRole('heading', { name: 'Pedido concluído' });
    expect(view.getByRole('button', { name: /Boleto — Em breve/ })).toBeTruthy();
    const id = view.getByText(/^Pedido RSV/).textContent?.match(/RSV-[\w-]+/)?.[0] ?? '';
    await fetch(`https://sandbox.test/__sandbox/reservations/${id}/billet-issued`, { method: 'POST' });
    const slip = await view.findByRole('link', { name: 'Baixar boleto' }, { timeout: 3000 });
    expect(slip.getAttribute('href')).toMatch(/^https:\/\/.+\.pdf$/);
    expect(view.queryByRole('button', { name: /Em breve/ })).toBeNull();
    expect(
      within(view.getByRole('list', { name: 'Linha do tempo do pedido' })).getByText('Boleto disponível'),
    ).toBeTruthy();

    // The page is loaded again with the order: the balance method and its slip are still offered.
    document.body.innerHTML = '';
    const again = within(
      mount(`<hub-reservation reservation-id="${id}"></hub-reservation>`).root as unknown as HTMLElement,
    );
    await again.findByRole('heading', { name: 'Pedido concluído' }, { timeout: 4000 });
    expect(again.getByRole('link', { name: 'Baixar boleto' }).getAttribute('href')).toBe(
      slip.getAttribute('href'),
    );
  });

  it('a slip still being issued after a reload: coming soon, then offered', async () => {
    const { view, u } = await open();
    await toBalance(view, u);
    await u.click(view.getByRole('radio', { name: 'Boleto bancário' }));
    await u.click(view.getByRole('button', { name: 'Confirmar forma de pagamento' }));
    await view.findByRole('heading', { name: 'Pedido concluído' });
    const id = view.getByText(/^Pedido RSV/).textContent?.match(/RSV-[\w-]+/)?.[0] ?? '';
    document.body.innerHTML = '';
    localStorage.clear();
    const again = within(
      mount(`<hub-reservation reservation-id="${id}" poll-interval="500"></hub-reservation>`)
        .root as unknown as HTMLElement,
    );
    await again.findByRole('button', { name: /Boleto — Em breve/ }, { timeout: 4000 });
    await fetch(`https://sandbox.test/__sandbox/reservations/${id}/billet-issued`, { method: 'POST' });
    await again.findByRole('link', { name: 'Baixar boleto' }, { timeout: 3000 });
  });

  it('financing: the formalization button once the proposal is ready to formalize', async () => {
    const { view, u } = await open('financing-url="/financiamento" poll-interval="500"');
    await toBalance(view, u);
    await u.click(view.getByRole('radio', { name: 'Financiamento' }));
    await u.click(view.getByRole('button', { name: 'Confirmar forma de pagamento' }));
    await view.findByRole('heading', { name: 'Pedido concluído' });
    expect(view.getByRole('button', { name: /Formalizar financiamento — Em breve/ })).toBeTruthy();
    const id = view.getByText(/^Pedido RSV/).textContent?.match(/RSV-[\w-]+/)?.[0] ?? '';
    await fetch(`https://sandbox.test/__sandbox/reservations/${id}/formalization-ready`, { method: 'POST' });
    const formalize = await view.findByRole('link', { name: 'Formalizar financiamento' }, { timeout: 3000 });
    expect(formalize.getAttribute('href')).toMatch(/^https:\/\//);
  });

  it('resumes the reservation named by reservation-id at its first step still to do', async () => {
    setupPage({ brand: 'fiat', market: 'pt-BR' });
    const { view: first, u } = await open();
    await toPayment(first, u);
    const processed = journalOf('reservations').find((j) => j.path.endsWith('processing'));
    const id = (processed?.body as { reservationId?: string } | undefined)?.reservationId;
    expect(id).toMatch(/^RSV/);
    document.body.innerHTML = '';
    const steps: string[] = [];
    document.addEventListener('hub-step-change', (e) => steps.push(e.detail.step));
    const { root } = mount(`<hub-reservation ${CAR} reservation-id="${id}"></hub-reservation>`);
    const view = within(root as unknown as HTMLElement);
    await view.findByRole('heading', { name: 'Pagamento da reserva' }, { timeout: 4000 });
    expect(steps).toEqual(['payment']);
  });

  it('a reload at the payment keeps the method and the saved card chosen, never the card typed', async () => {
    const { view: first, u } = await open();
    await toPayment(first, u);
    const processing = journalOf('reservations').find((j) => j.path.endsWith('processing'));
    const id = (processing?.body as { reservationId?: string } | undefined)?.reservationId;
    await typeCard(first, u);
    await u.click(first.getByRole('radio', { name: 'Pix' }));
    const reload = async () => {
      document.body.innerHTML = '';
      const { root } = mount(`<hub-reservation ${CAR} reservation-id="${id}"></hub-reservation>`);
      const view = within(root as unknown as HTMLElement);
      await view.findByRole('heading', { name: 'Pagamento da reserva' }, { timeout: 4000 });
      return view;
    };

    // Pix was chosen: it still is; the card typed before is gone, from the screen and from storage.
    const second = await reload();
    expect((second.getByRole('radio', { name: 'Pix' }) as HTMLInputElement).checked).toBe(true);
    await u.click(second.getByRole('radio', { name: 'Cartão de crédito' }));
    const cards = await second.findByRole('group', { name: 'Pagar com' });
    await u.click(await within(cards).findByRole('radio', { name: /^Visa final 1111/ }));
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toMatch(
      /4111|ANA B SOUZA|12\/30|"123"/,
    );

    // The saved Visa was chosen on the card: the card method and the Visa still are.
    const third = await reload();
    expect((third.getByRole('radio', { name: 'Cartão de crédito' }) as HTMLInputElement).checked).toBe(true);
    const again = await third.findByRole('group', { name: 'Pagar com' });
    await waitFor(() =>
      expect(
        (within(again).getByRole('radio', { name: /^Visa final 1111/ }) as HTMLInputElement).checked,
      ).toBe(true),
    );
    await u.click(within(again).getByRole('radio', { name: 'Outro cartão' }));
    expect((third.getByLabelText(/número do cartão/i) as HTMLInputElement).value).toBe('');
  });

  it.each(['UPLOADED_DOCS', 'WAITING_DOCS', 'ANTI_FRAUD'])(
    'a paid order at %s resumes at the billing data, not concluded: its balance is still to choose',
    async (status) => {
      const at = new Date().toISOString();
      const codes = ['PRE_RESERVE', 'RESERVE', 'APPROVED_RESERVATION', status];
      remember('reservations', {
        id: `RSV-${status}`,
        status,
        timeline: codes.map((code) => ({ status: code, at })),
        document: '39053344705',
        campaignId: 'CMP-FIAT-BR',
        mvsCode: '553K652',
        year: 2025,
        colorCode: '249',
        dealerCode: '1001',
        reservationAmount: 5000,
        expiresAt: at,
      });
      setupPage({ brand: 'fiat', market: 'pt-BR' });
      const { root } = mount(`<hub-reservation reservation-id="RSV-${status}"></hub-reservation>`);
      const view = within(root as unknown as HTMLElement);
      await view.findByRole('heading', { name: /Dados de faturamento/ }, { timeout: 4000 });
      expect(view.queryByRole('heading', { name: 'Pedido concluído' })).toBeNull();
    },
  );

  it('a signed-in buyer with an unfinished purchase is offered to continue it', async () => {
    const { view, u } = await open();
    await toPayment(view, u);
    document.body.innerHTML = '';
    const again = mount(`<hub-reservation ${CAR}></hub-reservation>`);
    const second = within(again.root as unknown as HTMLElement);
    await u.click(await second.findByRole('button', { name: 'Continuar minha compra' }, { timeout: 4000 }));
    await second.findByRole('heading', { name: 'Pagamento da reserva' });
  });

  /** A reservation held for a document, as the service keeps it. */
  const heldFor = (id: string, document: string) =>
    sandboxState.records.set('reservations', [
      {
        id,
        status: 'RESERVE',
        timeline: [
          { status: 'PRE_RESERVE', at: new Date().toISOString() },
          { status: 'RESERVE', at: new Date().toISOString() },
        ],
        document,
        campaignId: 'CMP-FIAT-BR',
        mvsCode: '553K652',
        year: 2025,
        colorCode: '249',
        dealerCode: '1001',
        reservationAmount: 5000,
        expiresAt: new Date(Date.now() + 600000).toISOString(),
      },
    ]);

  it("a purchase made with the company's CNPJ is offered to continue too", async () => {
    signIn('sandbox-token-company');
    heldFor('RSV-CNPJ', '47381092000160');
    setupPage({ brand: 'fiat', market: 'pt-BR' });
    const { root } = mount(`<hub-reservation ${CAR}></hub-reservation>`);
    const view = within(root as unknown as HTMLElement);
    const u = userEvent.setup();
    await u.click(await view.findByRole('button', { name: 'Continuar minha compra' }, { timeout: 4000 }));
    await view.findByRole('heading', { name: 'Pagamento da reserva' });
  });

  it("registering again with a document that has a reservation: 'Já existe…' and a way to continue it", async () => {
    const { view, u } = await open();
    await toRegister(view, u);
    const doc = (view.getByLabelText(/cpf ou cnpj/i) as HTMLInputElement).value.replace(/\D/g, '');
    heldFor('RSV-AGAIN', doc);
    await u.click(view.getByRole('button', { name: 'Pré-reservar' }));
    const problem = await view.findByRole('alert');
    expect(problem.textContent).toContain('Já existe uma reserva para este CPF/CNPJ');
    await u.click(await within(problem).findByRole('button', { name: 'Continuar minha compra' }));
    await view.findByRole('heading', { name: 'Pagamento da reserva' });
    expect(journalOf('reservations').some((j) => j.path.endsWith('pre-reserve'))).toBe(false);
  });

  it("a card payment says 'payment approved' on the billing screen", async () => {
    const { view, u } = await open();
    await toPayment(view, u);
    await payByCard(view, u);
    expect(view.getByRole('status').textContent).toBe(
      'Pagamento aprovado! Agora complete seus dados de faturamento.',
    );
  });

  it('billing data is sent as digits: the document unmasked, the phone as 0 + digits', async () => {
    const { view, u } = await open();
    await toBalance(view, u);
    await u.click(view.getByRole('radio', { name: 'Pagar na concessionária' }));
    await u.click(view.getByRole('button', { name: 'Confirmar forma de pagamento' }));
    await view.findByRole('heading', { name: 'Pedido concluído' });
    const remaining = journalOf('reservations').find((j) => j.path.endsWith('remaining-payment'));
    expect(remaining?.body).toMatchObject({
      billing: { document: '39053344705', phone: '011987654321', postalCode: '01310-100' },
    });
  });

  it('billing, payment and balance move the focus to the first invalid field', async () => {
    const { root, view, u } = await open();
    await toPayment(view, u);
    await u.type(view.getByLabelText(/validade/i), '1230');
    await u.click(view.getByRole('button', { name: /^Pagar R\$/ }));
    expect(root.activeElement).toBe(view.getByLabelText(/número do cartão/i));
    await payByCard(view, u);
    const email = view.getByRole('textbox', { name: /e-mail/i });
    await u.tripleClick(email);
    await u.keyboard('{Backspace}');
    await u.click(view.getByRole('button', { name: 'Continuar' }));
    expect(root.activeElement).toBe(email);
    await u.type(email, 'ana@exemplo.com');
    await u.click(view.getByRole('button', { name: 'Continuar' }));
    await view.findByRole('heading', { name: /Endereço/ });
    await u.click(view.getByRole('button', { name: 'Continuar' }));
    expect(root.activeElement).toBe(view.getByLabelText(/^cep/i));
    await u.type(view.getByLabelText(/^cep/i), '01310100');
    await waitFor(() => expect((view.getByLabelText(/^rua/i) as HTMLInputElement).value).not.toBe(''));
    await u.type(view.getByLabelText(/^número/i), '1000');
    await u.click(view.getByRole('button', { name: 'Continuar' }));
    await sendDocuments(view, u);
    await photoOnThePhone(view);
    await view.findByRole('heading', { name: 'Como você quer pagar o saldo?' }, { timeout: 3000 });
    await u.click(view.getByRole('button', { name: 'Confirmar forma de pagamento' }));
    expect(root.activeElement).toBe(view.getAllByRole('radio')[0]);
    await u.click(view.getByRole('radio', { name: 'Carro usado na troca' }));
    await u.click(view.getByRole('button', { name: 'Confirmar forma de pagamento' }));
    expect(root.activeElement).toBe(view.getByLabelText(/^placa/i));
  });

  it('desktop: the photo is for mobile devices only — said, with a QR code of the resume link; the order waits for it', async () => {
    const { view, u, steps } = await open('poll-interval="500"');
    await toPayment(view, u);
    await payByCard(view, u);
    await fillBilling(view, u);
    await sendDocuments(view, u);

    await view.findByRole('heading', { name: 'Foto de segurança' });
    expect(steps).toContain('security-photo');
    expect(view.getByText('A foto de segurança está disponível apenas em dispositivos móveis.')).toBeTruthy();
    const link = view.getByRole('link', { name: /continuar no celular/i }).getAttribute('href') ?? '';
    const url = new URL(link);
    expect(url.origin).toBe(location.origin);
    expect(url.searchParams.get('reservation-step')).toBe('security-photo');
    const id = url.searchParams.get('reservation-id') ?? '';
    expect(id).toMatch(/^RSV/);
    const qr = await view.findByRole('img', { name: /QR code/ }, { timeout: 3000 });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(view.getByRole('status').textContent?.trim()).toBe('Aguardando a foto tirada no celular…');

    // The order waits: the balance is not offered before the photo.
    await new Promise((r) => setTimeout(r, 700));
    expect(view.queryByRole('heading', { name: 'Como você quer pagar o saldo?' })).toBeNull();
    remember('face:photos', { reservationId: id, userId: null, bytes: 4096, faceDetected: true });
    await view.findByRole('heading', { name: 'Como você quer pagar o saldo?' }, { timeout: 3000 });
  });

  it('the resume link opens the photo step of that order (on the phone)', async () => {
    const { view, u } = await open();
    await toPayment(view, u);
    await payByCard(view, u);
    const id = (payCalls()[0]?.body as { reservationId?: string } | undefined)?.reservationId ?? '';
    document.body.innerHTML = '';
    history.replaceState(null, '', `/reserva?reservation-id=${id}&reservation-step=security-photo`);
    try {
      const phone = within(mount('<hub-reservation></hub-reservation>').root as unknown as HTMLElement);
      await phone.findByRole('heading', { name: 'Foto de segurança' }, { timeout: 4000 });
    } finally {
      history.replaceState(null, '', '/');
    }
  });

  it('es-AR: the provinces by name (not their letters), in alphabetical order; Brazil keeps its states', async () => {
    signIn('sandbox-token-martina');
    setupPage({ brand: 'jeep', market: 'es-AR' });
    const { root } = mount(
      '<hub-reservation mvs="826D7L3" year="2026" price="46500000" color-code="PDN"></hub-reservation>',
    );
    const view = within(root as unknown as HTMLElement);
    const province = (await view.findByRole(
      'combobox',
      { name: /provincia/i },
      { timeout: 4000 },
    )) as HTMLSelectElement;
    const labels = Array.from(province.options)
      .slice(1)
      .map((o) => o.textContent ?? '');
    expect(labels.length).toBeGreaterThan(1);
    for (const label of labels) expect(label).not.toMatch(/^[A-Z]$/);
    expect(labels).toContain('Buenos Aires');
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'es')));
    await userEvent.setup().selectOptions(province, 'Buenos Aires');
    expect(province.value).toBe('B');
    expect(view.getAllByRole('radio').length).toBeGreaterThan(0);
  });

  it('pt-BR: the states by name', async () => {
    const { view } = await open();
    const uf = view.getByRole('combobox', { name: /estado/i }) as HTMLSelectElement;
    expect(Array.from(uf.options).map((o) => o.textContent)).toContain('São Paulo');
    expect(uf.querySelector('option[value="SP"]')?.textContent).toBe('São Paulo');
  });

  it("es-AR: a signed-in Argentine buyer's CUIL (from the profile) prefills the register", async () => {
    const { view } = await toArgentineRegister();
    const cuil = (await view.findByLabelText(/^cuil/i)) as HTMLInputElement;
    await waitFor(() => expect(cuil.value.replace(/\D/g, '')).toBe('27321234564'));
    expect((view.getByLabelText(/^nombre completo/i) as HTMLInputElement).value).toBe('Martina González');
  });

  it('es-AR: the buyer is named by CUIL (not CPF), checked with a Spanish message; nothing sent when bad', async () => {
    const { root, view, u } = await toArgentineRegister();
    // The profile's CUIL arrives first; the buyer replaces it with a wrong one.
    await waitFor(() => expect((view.getByLabelText(/^cuil/i) as HTMLInputElement).value).not.toBe(''));
    const cuil = view.getByLabelText(/^cuil/i);
    await u.type(cuil, `${'{Backspace}'.repeat(16)}27301234567`);
    await u.click(view.getByRole('button', { name: 'Prerreservar' }));
    expect(cuil.getAttribute('aria-invalid')).toBe('true');
    const described = cuil.getAttribute('aria-describedby')?.split(' ')[0] ?? '';
    expect(root.getElementById(described)?.textContent).toBe('Ingresá un CUIL válido');
    expect(journalOf('reservations').some((j) => j.path.endsWith('pre-reserve'))).toBe(false);
  });
});
