import { expect, type Locator, type Page, test } from '@playwright/test';
import { PAULISTA } from '../examples/paulista.ts';
import { expectNoAxeViolations, injectFault, resetSandbox, watchConsole } from './support.ts';

type Entry = { path: string; method: string; body: unknown };

/** A fresh sandbox and the sandbox buyer with orders at every stage signed in; returns the reservations journal. */
async function signedIn(page: Page, baseURL: string) {
  await resetSandbox(page);
  await page.context().addCookies([{ name: 'hub_token', value: 'sandbox-token-rafael', url: baseURL }]);
  return async (): Promise<Entry[]> =>
    (await page.request.get('/sandbox/__sandbox/journal?service=reservations')).json();
}

/** Types the sandbox's São Paulo postal code by keyboard (its lookup fills the street) and the number 1000. */
async function typePaulista(page: Page, form: Locator) {
  await form.getByLabel(/^CEP/).focus();
  await page.keyboard.type('01310100');
  await expect(form.getByLabel(/^Rua/)).toHaveValue('Avenida Paulista');
  await form.getByLabel(/^Número/).focus();
  await page.keyboard.type('1000');
}

/** A fresh sandbox, Lucía signed in and the widget on the es-AR landing page. */
async function mountOrdersEsAR(page: Page, baseURL: string) {
  await resetSandbox(page);
  await page.context().addCookies([{ name: 'hub_token', value: 'sandbox-token-lucia', url: baseURL }]);
  await page.goto('/pages/landing-es-ar.html');
  await page.evaluate(() => {
    const el = document.createElement('hub-my-orders');
    el.setAttribute('configurator-url', '/pages/configurator/jeep.html?market=es-AR');
    document.querySelector('main')?.prepend(el);
  });
}

async function mountOrders(page: Page) {
  await page.goto('/pages/empty.html');
  await page.evaluate(() => {
    const el = document.createElement('hub-my-orders');
    el.setAttribute('reservation-url', '/pages/reservation/fiat.html');
    el.setAttribute('configurator-url', '/pages/configurator/fiat.html');
    document.getElementById('slot')?.append(el);
  });
  return page.locator('hub-my-orders');
}

test('signed out: the sign-in prompt, axe clean', async ({ page }) => {
  await resetSandbox(page);
  await page.goto('/pages/empty.html');
  await page.evaluate(() => {
    const el = document.createElement('hub-my-orders');
    el.setAttribute('login-url', '/pages/account.html');
    document.getElementById('slot')?.append(el);
  });
  await expect(
    page.locator('hub-my-orders').getByText('Entre na sua conta para ver seus pedidos.'),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'signed out');
});

test('a buyer follows an order along its timeline and cancels another by keyboard, axe clean in every state', async ({
  page,
  baseURL,
}) => {
  const problems = watchConsole(page);
  const journal = await signedIn(page, baseURL as string);
  const widget = await mountOrders(page);
  const invoiced = widget.getByRole('listitem', { name: 'Pedido ORD-BR-INV' });
  await expect(invoiced.getByRole('list', { name: 'Andamento do pedido' })).toContainText(
    'Expedido (etapa atual)',
  );
  await expect(widget.getByRole('listitem', { name: 'Pedido ORD-BR-EXP' }).getByRole('alert')).toHaveText(
    'Falha no pagamento: seu pedido expirou. Refaça seu pedido.',
  );
  await expect(
    widget
      .getByRole('listitem', { name: 'Pedido ORD-BR-RES' })
      .getByRole('link', { name: 'Continuar a compra' }),
  ).toHaveAttribute('href', /reservation-id=ORD-BR-RES/);
  await expectNoAxeViolations(page, 'orders listed');

  // The whole timeline, opened from the keyboard.
  await invoiced.getByText('Linha do tempo do pedido ORD-BR-INV').focus();
  await page.keyboard.press('Enter');
  await expect(invoiced.getByRole('list', { name: 'Linha do tempo do pedido ORD-BR-INV' })).toContainText(
    'Veículo produzido',
  );
  await expectNoAxeViolations(page, 'timeline open');

  // Cancel the order waiting for documents, by keyboard only.
  const order = widget.getByRole('listitem', { name: 'Pedido ORD-BR-DOC' });
  await order.getByRole('button', { name: 'Cancelar pedido' }).focus();
  await page.keyboard.press('Enter');
  const confirm = widget.getByRole('alertdialog', { name: 'Cancelar o pedido?' });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page, 'cancel: confirm');
  await confirm.getByRole('button', { name: 'Sim, quero cancelar' }).focus();
  await page.keyboard.press('Enter');
  const terms = widget.getByRole('dialog', { name: 'Termos de cancelamento' });
  await expect(terms).toBeVisible();
  await terms.getByRole('checkbox').focus();
  await page.keyboard.press('Space');
  await expectNoAxeViolations(page, 'cancel: terms');
  await terms.getByRole('button', { name: 'Continuar' }).focus();
  await page.keyboard.press('Enter');
  const reason = widget.getByRole('dialog', { name: 'Motivo do cancelamento' });
  await expect(reason).toBeVisible();
  await reason.getByRole('radio', { name: 'O prazo de entrega é longo' }).focus();
  await page.keyboard.press('Space');
  await expectNoAxeViolations(page, 'cancel: reason');
  await reason.getByRole('button', { name: 'Confirmar cancelamento' }).focus();
  await page.keyboard.press('Enter');
  const done = widget.getByRole('dialog', { name: 'Pedido cancelado' });
  await expect(done.getByRole('status')).toHaveText(
    'O pedido ORD-BR-DOC foi cancelado. Situação: Cancelado.',
  );
  await expectNoAxeViolations(page, 'cancel: done');
  await done.getByRole('button', { name: 'Fechar' }).focus();
  await page.keyboard.press('Enter');
  await expect(order.getByRole('heading', { name: 'Pedido ORD-BR-DOC' })).toBeFocused();
  await expect(order.locator('.order-badge')).toHaveText('Cancelado');
  const cancels = (await journal()).filter((e) => e.path.endsWith('/cancel'));
  expect(cancels.map((e) => e.body)).toEqual([{ reason: 'DELIVERY_TIME', acceptedTerms: true }]);
  await expectNoAxeViolations(page, 'cancelled');
  expect(problems).toEqual([]);
});

test('es-AR: the Argentine buyer reads her orders in Spanish, axe clean', async ({ page, baseURL }) => {
  await mountOrdersEsAR(page, baseURL as string);
  const widget = page.locator('hub-my-orders');
  await expect(
    widget
      .getByRole('listitem', { name: 'Pedido ORD-AR-INV' })
      .getByRole('list', { name: 'Avance del pedido' }),
  ).toContainText('Despachado (etapa actual)');
  await expect(widget.getByRole('listitem', { name: 'Pedido ORD-AR-EXP' }).getByRole('alert')).toHaveText(
    'Falla en el pago: tu pedido venció. Rehacé tu pedido.',
  );
  await expectNoAxeViolations(page, 'es-AR orders');
});

/** Today as the widget writes a date (DD/MM/YYYY), in the browser's time zone. */
const todayIn = (page: Page) =>
  page.evaluate(() => {
    const d = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
  });

for (const market of [
  {
    name: 'pt-BR',
    mount: async (page: Page, baseURL: string) => {
      await signedIn(page, baseURL);
      return mountOrders(page);
    },
    id: 'ORD-BR-INV',
    track: 'Andamento do pedido',
    before: 'Expedido (etapa atual)',
    done: 'Expedido (concluído)',
    current: 'Entregue ao cliente (etapa atual)',
    timeline: 'Linha do tempo do pedido ORD-BR-INV',
    news: (date: string) => `Pedido ORD-BR-INV atualizado: Expedido, em ${date}.`,
  },
  {
    name: 'es-AR',
    mount: async (page: Page, baseURL: string) => {
      await mountOrdersEsAR(page, baseURL);
      return page.locator('hub-my-orders');
    },
    id: 'ORD-AR-INV',
    track: 'Avance del pedido',
    before: 'Despachado (etapa actual)',
    done: 'Despachado (completado)',
    current: 'Entregado al cliente (etapa actual)',
    timeline: 'Línea de tiempo del pedido ORD-AR-INV',
    news: (date: string) => `Pedido ORD-AR-INV actualizado: Despachado, el ${date}.`,
  },
]) {
  test(`${market.name}: the factory dispatches the car while the buyer looks; the order moves on its track, said politely, the focus kept, axe clean`, async ({
    page,
    baseURL,
  }) => {
    const problems = watchConsole(page);
    const widget = await market.mount(page, baseURL as string);
    await widget.evaluate((el) => el.setAttribute('poll-interval', '500'));
    const order = widget.getByRole('listitem', { name: `Pedido ${market.id}` });
    const track = order.getByRole('list', { name: market.track });
    await expect(track.getByRole('listitem').nth(4)).toHaveText(market.before);
    // The buyer opens the timeline from the keyboard and stays there.
    const summary = order.getByText(market.timeline);
    await summary.focus();
    await page.keyboard.press('Enter');
    await expectNoAxeViolations(page, `${market.name}: before the move`);

    const moved = await page.request.post(`/sandbox/__sandbox/reservations/${market.id}/advance`);
    expect(moved.ok()).toBe(true);
    const today = await todayIn(page);
    await expect(order.getByRole('status')).toHaveText(market.news(today));
    await expect(track.getByRole('listitem').nth(4)).toHaveText(`${market.done} ${today}`);
    await expect(track.getByRole('listitem').nth(5)).toHaveText(market.current);
    await expect(track.locator('[aria-current="step"]')).toHaveText(market.current);
    await expect(order.getByRole('list', { name: market.timeline })).toContainText(
      `${market.done.split(' (')[0]} ${today}`,
    );
    await expect(summary).toBeFocused();
    await expectNoAxeViolations(page, `${market.name}: moved on`);
    expect(problems).toEqual([]);
  });
}

test('es-AR: Lucía cancels an order by keyboard, in Spanish, axe clean in every state', async ({
  page,
  baseURL,
}) => {
  const problems = watchConsole(page);
  await mountOrdersEsAR(page, baseURL as string);
  const widget = page.locator('hub-my-orders');
  const order = widget.getByRole('listitem', { name: 'Pedido ORD-AR-DOC' });
  await order.getByRole('button', { name: 'Cancelar pedido' }).focus();
  await page.keyboard.press('Enter');
  const confirm = widget.getByRole('alertdialog', { name: '¿Cancelar el pedido?' });
  await expect(confirm).toContainText(
    '¿Estás seguro de que querés cancelar el pedido ORD-AR-DOC? La cancelación no se puede deshacer.',
  );
  await expectNoAxeViolations(page, 'es-AR cancel: confirm');
  await confirm.getByRole('button', { name: 'Sí, quiero cancelar' }).focus();
  await page.keyboard.press('Enter');
  const terms = widget.getByRole('dialog', { name: 'Términos de cancelación' });
  await expect(terms).toContainText('El valor de la reserva,');
  // Going on without accepting: the message beside the box, in Spanish.
  await terms.getByRole('button', { name: 'Continuar' }).focus();
  await page.keyboard.press('Enter');
  await expect(terms.getByText('Aceptá los términos de cancelación para continuar.')).toBeVisible();
  await expectNoAxeViolations(page, 'es-AR cancel: terms not accepted');
  await terms.getByRole('checkbox', { name: 'Leí y acepto los términos de cancelación' }).focus();
  await page.keyboard.press('Space');
  await terms.getByRole('button', { name: 'Continuar' }).focus();
  await page.keyboard.press('Enter');
  const reason = widget.getByRole('dialog', { name: 'Motivo de la cancelación' });
  await expect(reason.getByRole('group', { name: '¿Por qué querés cancelar?' })).toBeVisible();
  await reason.getByRole('radio', { name: 'Encontré una oferta mejor' }).focus();
  await page.keyboard.press('Space');
  await expectNoAxeViolations(page, 'es-AR cancel: reason');
  await reason.getByRole('button', { name: 'Confirmar cancelación' }).focus();
  await page.keyboard.press('Enter');
  const done = widget.getByRole('dialog', { name: 'Pedido cancelado' });
  await expect(done.getByRole('status')).toHaveText('El pedido ORD-AR-DOC fue cancelado. Estado: Cancelado.');
  await expectNoAxeViolations(page, 'es-AR cancel: done');
  await done.getByRole('button', { name: 'Cerrar' }).focus();
  await page.keyboard.press('Enter');
  await expect(order.getByRole('heading', { name: 'Pedido ORD-AR-DOC' })).toBeFocused();
  await expect(order.locator('.order-badge')).toHaveText('Cancelado');
  const cancels = (
    await (await page.request.get('/sandbox/__sandbox/journal?service=reservations')).json()
  ).filter((e: Entry) => e.path.endsWith('/cancel'));
  expect(cancels.map((e: Entry) => e.body)).toEqual([{ reason: 'FOUND_BETTER_OFFER', acceptedTerms: true }]);
  await expectNoAxeViolations(page, 'es-AR cancelled');
  expect(problems).toEqual([]);
});

test("a delivered order's welcome kit: its address typed by keyboard, sent once, axe clean in every state", async ({
  page,
  baseURL,
}) => {
  const problems = watchConsole(page);
  const journal = await signedIn(page, baseURL as string);
  const widget = await mountOrders(page);
  const delivered = widget.getByRole('listitem', { name: 'Pedido ORD-BR-DLV' });
  const kit = delivered.getByRole('region', { name: 'Kit de boas-vindas' });
  await expect(kit.getByLabel(/^Nome de quem recebe/)).toHaveValue('Rafael Costa');
  await expectNoAxeViolations(page, 'welcome kit: form');

  // Sent empty: the messages beside the fields, nothing sent.
  await kit.getByRole('button', { name: 'Enviar endereço' }).focus();
  await page.keyboard.press('Enter');
  await expect(kit.getByLabel(/^CEP/)).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, 'welcome kit: invalid');

  await typePaulista(page, kit);
  await kit.getByRole('button', { name: 'Enviar endereço' }).focus();
  await page.keyboard.press('Enter');
  await expect(kit.getByRole('status')).toHaveText(
    'Endereço do presente enviado. O kit será entregue em Rafael Costa, Avenida Paulista, 1000, Bela Vista, São Paulo - SP, 01310-100.',
  );
  await expectNoAxeViolations(page, 'welcome kit: sent');
  const sent = (await journal()).filter((e) => e.path.endsWith('/welcome-kit') && e.method === 'PUT');
  expect(sent.map((e) => e.body)).toEqual([
    {
      recipientName: 'Rafael Costa',
      ...PAULISTA,
    },
  ]);
  expect(problems).toEqual([]);
});

test('the remaining payment by keyboard: billing data, the bank slip that fails once and is retried, the slip once issued; axe clean in every state', async ({
  page,
  baseURL,
}) => {
  const problems = watchConsole(page);
  const journal = await signedIn(page, baseURL as string);
  const widget = await mountOrders(page);
  await widget.evaluate((el) => el.setAttribute('poll-interval', '500'));
  const order = widget.getByRole('listitem', { name: 'Pedido ORD-BR-BAL' });
  await expect(order.getByText('Falta escolher como pagar o saldo deste pedido.')).toBeVisible();
  await order.getByRole('button', { name: 'Pagar o saldo' }).focus();
  await page.keyboard.press('Enter');
  const personal = order.getByRole('form', { name: 'Dados de faturamento: Dados pessoais' });
  await expect(personal.getByRole('heading')).toBeFocused();
  await expect(personal.getByLabel(/^Nome completo/)).toHaveValue('Rafael Costa');
  await expectNoAxeViolations(page, 'remaining payment: personal data');
  await personal.getByRole('button', { name: 'Continuar' }).focus();
  await page.keyboard.press('Enter');

  const address = order.getByRole('form', { name: 'Dados de faturamento: Endereço' });
  await expect(address.getByRole('heading')).toBeFocused();
  await address.getByRole('button', { name: 'Continuar' }).focus();
  await page.keyboard.press('Enter');
  await expect(address.getByLabel(/^CEP/)).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, 'remaining payment: address invalid');
  await typePaulista(page, address);
  await address.getByRole('button', { name: 'Continuar' }).focus();
  await page.keyboard.press('Enter');

  const balance = order.getByRole('form', { name: 'Como você quer pagar o saldo?' });
  await expect(balance.getByRole('heading')).toBeFocused();
  await expect(balance).toContainText(/Valor da reserva: R\$\s5\.000,00/);
  await balance.getByRole('radio', { name: 'Boleto bancário' }).focus();
  await page.keyboard.press('Space');
  await expectNoAxeViolations(page, 'remaining payment: balance');
  // The order list is read again every 500 ms: the failure is for the choice sent, not for a read.
  await injectFault(page, 'reservations', 503, 1, { method: 'PUT', path: '/remaining-payment' });
  await balance.getByRole('button', { name: 'Confirmar forma de pagamento' }).focus();
  await page.keyboard.press('Enter');
  await expect(balance.getByRole('alert')).toHaveText(
    'Tivemos um problema ao gerar o boleto. Por favor, tente novamente.',
  );
  await expect(balance.getByRole('radio', { name: 'Boleto bancário' })).toBeChecked();
  await expectNoAxeViolations(page, 'remaining payment: failed');
  await balance.getByRole('button', { name: 'Tentar novamente' }).focus();
  await page.keyboard.press('Enter');
  const chosen = order.getByText(
    'Saldo: Boleto bancário. O boleto está sendo gerado e aparece aqui assim que o banco o emitir.',
  );
  await expect(chosen).toBeFocused();
  await expect(order.locator('.order-badge')).toHaveText('Pagamento do saldo');
  await expectNoAxeViolations(page, 'remaining payment: chosen');
  const sent = (await journal()).filter((e) => e.path.endsWith('/remaining-payment'));
  expect(sent.map((e) => e.body)).toEqual([
    {
      method: 'BILLET_PAYMENT',
      billing: {
        name: 'Rafael Costa',
        document: '61837402922',
        email: 'rafael.costa@example.com',
        phone: '011976543210',
        ...PAULISTA,
      },
    },
  ]);

  // The bank issues the slip: the order, read again, offers it.
  await page.request.post('/sandbox/__sandbox/reservations/ORD-BR-BAL/billet-issued');
  await expect(order.getByRole('link', { name: 'Baixar boleto' })).toHaveAttribute(
    'href',
    'https://boleto.sandbox.example/ORD-BR-BAL.pdf',
  );
  await expectNoAxeViolations(page, 'remaining payment: slip issued');
  // Only the failure injected on purpose.
  expect(problems).toEqual([
    'Failed to load resource: the server responded with a status of 503 (Service Unavailable)',
  ]);
});

test('es-AR: the remaining payment in Spanish, paid at the dealership, axe clean', async ({
  page,
  baseURL,
}) => {
  await mountOrdersEsAR(page, baseURL as string);
  const order = page.locator('hub-my-orders').getByRole('listitem', { name: 'Pedido ORD-AR-BAL' });
  await order.getByRole('button', { name: 'Pagar el saldo' }).focus();
  await page.keyboard.press('Enter');
  const personal = order.getByRole('form', { name: 'Datos de facturación: Datos personales' });
  await expect(personal.getByLabel(/^Nombre completo/)).toHaveValue('Lucía Fernández');
  await expectNoAxeViolations(page, 'es-AR remaining payment: personal data');
  await personal.getByRole('button', { name: 'Continuar' }).focus();
  await page.keyboard.press('Enter');
  const address = order.getByRole('form', { name: 'Datos de facturación: Domicilio' });
  await expect(address.getByRole('heading')).toBeFocused();
  for (const [label, text] of [
    [/^Código postal/, 'C1001AAA'],
    [/^Calle/, 'Avenida Corrientes'],
    [/^Número/, '1234'],
    [/^Barrio/, 'San Nicolás'],
    [/^Ciudad/, 'Buenos Aires'],
    [/^Provincia/, 'CABA'],
  ] as const) {
    await address.getByLabel(label).focus();
    await page.keyboard.type(text);
  }
  await address.getByRole('button', { name: 'Continuar' }).focus();
  await page.keyboard.press('Enter');
  const balance = order.getByRole('form', { name: '¿Cómo querés pagar el saldo?' });
  await expect(balance).toContainText(/Valor de la reserva: \$\s?[\d.]+,00/);
  await expect(balance.getByRole('heading')).toBeFocused();
  await balance.getByRole('button', { name: 'Confirmar forma de pago' }).focus();
  await page.keyboard.press('Enter');
  await expect(balance.getByText('TODAVÍA HAY CAMPOS POR COMPLETAR')).toBeVisible();
  await expectNoAxeViolations(page, 'es-AR remaining payment: no choice');
  await balance.getByRole('radio', { name: 'Pagar en el concesionario' }).focus();
  await page.keyboard.press('Space');
  await balance.getByRole('button', { name: 'Confirmar forma de pago' }).focus();
  await page.keyboard.press('Enter');
  await expect(order.getByText('Saldo: Pagar en el concesionario.')).toBeFocused();
  await expect(order.locator('.order-badge')).toHaveText('Pago del saldo');
  await expectNoAxeViolations(page, 'es-AR remaining payment: chosen');
});
