import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, injectFault, resetSandbox, watchConsole } from './support.ts';

type Entry = { path: string; query: Record<string, string>; body: Record<string, unknown> };

/** The requests the sandbox accepted for a service, with their path and query. */
async function journal(page: Page, service: string): Promise<Entry[]> {
  return (await page.request.get(`/sandbox/__sandbox/journal?service=${service}`)).json();
}

/*
 * Issue 25: the used-car evaluation of a trade-in (in the balance choice hub-reservation and hub-my-orders
 * share, and from hub-garage's owned car) and the B2E buyer's purchase-for in hub-reservation's register step.
 */

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

const signIn = (page: Page, token: string, url: string) =>
  page.context().addCookies([{ name: 'hub_token', value: token, url }]);

/** Focus then a key: everything below is done by keyboard. */
async function press(page: Page, target: Locator, key = 'Enter') {
  await target.focus();
  await page.keyboard.press(key);
}
async function typeIn(page: Page, field: Locator, text: string) {
  await field.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

/** The order of the market whose balance is still to choose, in hub-my-orders, its billing data filled: the balance form. */
async function balanceOf(page: Page, market: 'pt-BR' | 'es-AR') {
  const ar = market === 'es-AR';
  await page.goto(ar ? '/pages/landing-es-ar.html' : '/pages/empty.html');
  await page.evaluate(() => {
    const el = document.createElement('hub-my-orders');
    (document.getElementById('slot') ?? document.querySelector('main'))?.prepend(el);
  });
  const order = page
    .locator('hub-my-orders')
    .getByRole('listitem', { name: ar ? 'Pedido ORD-AR-BAL' : 'Pedido ORD-BR-BAL' });
  await press(page, order.getByRole('button', { name: ar ? 'Pagar el saldo' : 'Pagar o saldo' }));
  const personal = order.getByRole('form', { name: ar ? /Datos personales/ : /Dados pessoais/ });
  await press(page, personal.getByRole('button', { name: 'Continuar' }));
  const address = order.getByRole('form', { name: ar ? /Domicilio/ : /Endereço/ });
  await expect(address.getByRole('heading')).toBeFocused();
  const fields = ar
    ? ([
        [/^Código postal/, 'C1001AAA'],
        [/^Calle/, 'Avenida Corrientes'],
        [/^Número/, '1234'],
        [/^Barrio/, 'San Nicolás'],
        [/^Ciudad/, 'Buenos Aires'],
        [/^Provincia/, 'CABA'],
      ] as const)
    : ([[/^CEP/, '01310100']] as const);
  for (const [label, text] of fields) await typeIn(page, address.getByLabel(label), text);
  if (!ar) {
    await expect(address.getByLabel(/^Rua/)).toHaveValue('Avenida Paulista');
    await typeIn(page, address.getByLabel(/^Número/), '1000');
  }
  await press(page, address.getByRole('button', { name: 'Continuar' }));
  const balance = order.getByRole('form', {
    name: ar ? '¿Cómo querés pagar el saldo?' : 'Como você quer pagar o saldo?',
  });
  await expect(balance.getByRole('heading')).toBeFocused();
  await press(
    page,
    balance.getByRole('radio', { name: ar ? 'Auto usado como parte de pago' : 'Carro usado na troca' }),
    'Space',
  );
  return { order, balance };
}

test('a buyer evaluates his car by plate by keyboard: errors beside the fields, a car with no rating, a failing service retried, the value carried into the order; axe clean in every state', async ({
  page,
  baseURL,
}) => {
  const problems = watchConsole(page);
  await signIn(page, 'sandbox-token-rafael', baseURL as string);
  const { order, balance } = await balanceOf(page, 'pt-BR');
  const evaluate = balance.getByRole('button', { name: 'Avaliar meu carro' });
  const plate = balance.getByLabel(/^Placa/);
  const mileage = balance.getByLabel(/^Quilometragem/);

  // Nothing typed: the plate and the mileage are asked beside their fields, the plate focused, nothing sent.
  await press(page, evaluate);
  await expect(plate).toHaveAttribute('aria-invalid', 'true');
  await expect(mileage).toHaveAttribute('aria-invalid', 'true');
  await expect(plate).toBeFocused();
  await expectNoAxeViolations(page, 'evaluation: plate and mileage missing');
  expect(await journal(page, 'recall')).toEqual([]);

  // A car the service cannot rate says so.
  await typeIn(page, plate, 'QQQ9Q99');
  await typeIn(page, mileage, '80000');
  await press(page, evaluate);
  await expect(balance.getByRole('status').filter({ hasText: 'indisponível' })).toHaveText(
    'Avaliação do carro usado indisponível para o veículo.',
  );
  await expectNoAxeViolations(page, 'evaluation: no rating');

  // The service fails once: the seed's error and a retry, the values kept.
  await typeIn(page, plate, 'ABC1D23');
  await typeIn(page, mileage, '45000');
  await injectFault(page, 'recall', 503);
  await press(page, evaluate);
  await expect(balance.getByRole('alert')).toHaveText('Um erro ocorreu, tente novamente');
  await expect(plate).toHaveValue('ABC1D23');
  await expectNoAxeViolations(page, 'evaluation: service failed');
  await press(page, balance.getByRole('button', { name: 'Tentar novamente' }));
  const value = balance.getByText(/^Valor estimado do seu carro: R\$\s?[\d.]+,00$/);
  await expect(value).toBeVisible();
  const amount = String(Number((await value.innerText()).replace(/\D/g, '')) / 100);
  // The car as the service names it fills the model, version and year.
  await expect(balance.getByLabel(/^Ano/)).toHaveValue(/^\d{4}$/);
  await expectNoAxeViolations(page, 'evaluation: value shown');

  await press(page, balance.getByRole('button', { name: 'Confirmar forma de pagamento' }));
  await expect(order.getByText('Saldo: Pagar na concessionária.')).toBeFocused();
  await expectNoAxeViolations(page, 'evaluation: trade-in chosen');
  const sent = (await journal(page, 'reservations')).filter((e) => e.path.endsWith('/remaining-payment'));
  expect(sent.map((e) => e.body)).toEqual([
    expect.objectContaining({
      method: 'DEALER_PAYMENT',
      tradeIn: expect.objectContaining({ plate: 'ABC1D23', mileage: '45000', evaluation: amount }),
    }),
  ]);
  // The order keeps the evaluated car.
  const record = await (
    await page.request.get('/sandbox/reservations/v2/reservations/ORD-BR-BAL/status')
  ).json();
  expect(record.tradeIn).toMatchObject({ plate: 'ABC1D23', evaluation: amount });
  expect(problems).toEqual([
    'Failed to load resource: the server responded with a status of 404 (Not Found)',
    'Failed to load resource: the server responded with a status of 503 (Service Unavailable)',
  ]);
});

test('es-AR: the Argentine buyer evaluates her car in Spanish, the value in pesos; axe clean', async ({
  page,
  baseURL,
}) => {
  await signIn(page, 'sandbox-token-lucia', baseURL as string);
  const { balance } = await balanceOf(page, 'es-AR');
  await typeIn(page, balance.getByLabel(/^Patente/), 'ZZ999ZZ');
  await typeIn(page, balance.getByLabel(/^Kilometraje/), '30000');
  await press(page, balance.getByRole('button', { name: 'Tasar mi auto' }));
  await expect(balance.getByText('Tasación del auto usado no disponible para el vehículo.')).toBeVisible();
  await expectNoAxeViolations(page, 'es-AR evaluation: no rating');
  await typeIn(page, balance.getByLabel(/^Patente/), 'AB123CD');
  await press(page, balance.getByRole('button', { name: 'Tasar mi auto' }));
  await expect(balance.getByText(/^Valor estimado de tu auto: \$\s?[\d.]+,00$/)).toBeVisible();
  await expectNoAxeViolations(page, 'es-AR evaluation: value shown');
});

test('an owner evaluates a car of his garage for trade-in by keyboard; axe clean', async ({
  page,
  baseURL,
}) => {
  await signIn(page, 'sandbox-token-ana', baseURL as string);
  await page.goto('/pages/account.html');
  const garage = page.locator('hub-garage');
  const open = garage.getByRole('button', { name: 'Avaliar para troca: Strada Volcano 2023' });
  await press(page, open);
  await expect(open).toHaveAttribute('aria-expanded', 'true');
  await press(page, garage.getByRole('button', { name: 'Avaliar meu carro' }));
  await expect(garage.getByLabel(/^Quilometragem/)).toBeFocused();
  await expectNoAxeViolations(page, 'garage evaluation: mileage missing');
  await page.keyboard.type('38000');
  await press(page, garage.getByRole('button', { name: 'Avaliar meu carro' }));
  await expect(garage.getByText(/^Valor estimado do seu carro: R\$\s?[\d.]+,00$/)).toBeVisible();
  await expectNoAxeViolations(page, 'garage evaluation: value shown');
  expect((await journal(page, 'recall')).map((e) => e.query)).toEqual([
    { plate: 'KZD4X74', mileage: '38000' },
  ]);
});

/** The reservation demo page, the configured car and a dealer chosen by keyboard: the register step. */
async function b2eRegister(page: Page, market: 'pt-BR' | 'es-AR') {
  const ar = market === 'es-AR';
  await page.goto(`/pages/reservation/${ar ? 'jeep' : 'fiat'}.html?market=${market}`);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  const cfg = page.locator('hub-configurator');
  await cfg.getByRole('radio').first().check();
  const rsv = page.locator('hub-reservation');
  await expect(rsv.getByRole('status')).toHaveText(
    ar ? 'Elegí el color del auto para reservar.' : 'Escolha a cor do carro para reservar.',
  );
  await cfg.getByRole('button', { name: /^(Cor|Color)$/ }).click();
  const colours = cfg.getByRole('radiogroup').getByRole('radio');
  await expect(colours.first()).toBeVisible();
  const stock = rsv.getByText(/unidades dispon|Nenhum veículo disponível|No hay vehículos disponibles/);
  for (let i = 0; i < (await colours.count()); i += 1) {
    await colours.nth(i).check();
    await expect(stock).toBeVisible();
    if (/unidades/.test(await stock.innerText())) break;
  }
  const state = rsv.getByRole('combobox', { name: ar ? 'Provincia' : 'Estado (UF)' });
  await state.focus();
  await page.keyboard.press('ArrowDown');
  await press(page, rsv.getByRole('radio').first(), 'Space');
  await press(page, rsv.getByRole('button', { name: ar ? 'Quiero reservar' : 'Quero reservar' }));
  await expect(rsv.getByRole('heading', { name: ar ? 'Tus datos' : 'Seus dados' })).toBeVisible();
  return rsv;
}

for (const [market, token, name, choice, code] of [
  ['pt-BR', 'sandbox-token-bruno', 'Bruno Tavares', 'Familiar do funcionário', 'FAMILY_MEMBER'],
  ['es-AR', 'sandbox-token-valentina', 'Valentina Ríos', 'Empleado', 'EMPLOYEE'],
] as const) {
  test(`${market}: a B2E buyer must say whom he buys for, by keyboard; it is sent with the pre-reservation; axe clean`, async ({
    page,
    baseURL,
  }) => {
    const ar = market === 'es-AR';
    await signIn(page, token, baseURL as string);
    const rsv = await b2eRegister(page, market);
    await expect(rsv.getByLabel(ar ? /^Nombre completo/ : /^Nome completo/)).toHaveValue(name);
    const group = rsv.getByRole('group', { name: ar ? /Para quién es la compra/ : /Para quem é a compra/ });
    await expect(group.getByRole('radio')).toHaveCount(5);
    await expectNoAxeViolations(page, `${market} B2E register`);
    await press(page, rsv.getByRole('button', { name: ar ? 'Prerreservar' : 'Pré-reservar' }));
    await expect(
      group.getByText(ar ? 'Elegí para quién es la compra.' : 'Escolha para quem é a compra.'),
    ).toBeVisible();
    await expect(group.getByRole('radio').first()).toBeFocused();
    await expectNoAxeViolations(page, `${market} B2E purchase-for missing`);
    expect((await journal(page, 'reservations')).filter((e) => e.path.endsWith('pre-reserve'))).toEqual([]);
    await press(page, group.getByRole('radio', { name: choice, exact: true }), 'Space');
    await press(page, rsv.getByRole('button', { name: ar ? 'Prerreservar' : 'Pré-reservar' }));
    await expect(rsv.getByRole('heading', { name: ar ? 'Tu reserva' : 'Sua reserva' })).toBeVisible();
    const sent = (await journal(page, 'reservations')).filter((e) => e.path.endsWith('pre-reserve'));
    expect(sent.map((e) => e.body)).toEqual([expect.objectContaining({ purchaseFor: code })]);
  });
}
