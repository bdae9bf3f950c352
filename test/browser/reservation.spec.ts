import { copyFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { devices, expect, type Locator, type Page, test } from '@playwright/test';
import { cuilFromNationalId } from '../../validators/index.ts';
import config from './playwright.config.ts';
import { expectNoAxeViolations, injectFault, journal, resetSandbox, watchConsole } from './support.ts';

// On a phone the order asks for the security photo: Chromium's fake camera shows a face photo
// (fixtures/README.md), which the real face model finds.
const CAMERA_FILE = join(tmpdir(), `hub-reservation-camera-${process.pid}.mjpeg`);
copyFileSync(join(import.meta.dirname, 'fixtures', 'face.jpg'), CAMERA_FILE);
const launch = config.use?.launchOptions ?? {};
test.use({
  launchOptions: {
    ...launch,
    args: [
      ...(launch.args ?? []),
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${CAMERA_FILE}`,
    ],
  },
});
const { defaultBrowserType: _, ...phone } = devices['Pixel 7'];

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

const TOKENS = { 'pt-BR': 'sandbox-token-ana', 'es-AR': 'sandbox-token-martina' } as const;

/** The reservation demo page, signed in, with a version and colour chosen in the configurator beside it. */
async function configured(page: Page, brand: string, market: 'pt-BR' | 'es-AR', baseURL: string) {
  await page.context().addCookies([{ name: 'hub_token', value: TOKENS[market], url: baseURL }]);
  await page.goto(`/pages/reservation/${brand}.html?market=${market}`);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  const cfg = page.locator('hub-configurator');
  await cfg.getByRole('radio').first().check();
  await expect(page.locator('hub-reservation').getByRole('status')).toHaveText(
    market === 'es-AR' ? 'Elegí el color del auto para reservar.' : 'Escolha a cor do carro para reservar.',
  );
  await cfg.getByRole('button', { name: /^(Cor|Color)$/ }).click();
  // The first colour with units in stock (about a fifth of the sandbox's combinations are sold out).
  const colours = cfg.getByRole('radiogroup').getByRole('radio');
  const rsv = page.locator('hub-reservation');
  const stock = rsv.getByText(
    /unidades dispon|Nenhum veículo disponível|No hay vehículos disponibles|Escolha a cor|Elegí el color/,
  );
  await expect(colours.first()).toBeVisible();
  for (let i = 0; i < (await colours.count()); i += 1) {
    await colours.nth(i).check();
    await expect(stock)
      .toHaveText(/unidades dispon|Nenhum veículo disponível|No hay vehículos disponibles/)
      .catch(() => undefined);
    if (/unidades/.test(await stock.innerText())) break;
  }
  return rsv;
}

/** How the shopper acts: with the mouse, or with the keyboard only (focus, Enter, Space, typing, arrows). */
function actions(page: Page, keyboard = false) {
  return {
    press: async (l: Locator) => {
      if (!keyboard) return l.click();
      await l.focus();
      await page.keyboard.press('Enter');
    },
    check: async (l: Locator) => {
      if (!keyboard) return l.check();
      await l.focus();
      await page.keyboard.press('Space');
    },
    type: async (l: Locator, text: string) => {
      if (!keyboard) {
        await l.clear();
        return l.pressSequentially(text);
      }
      await l.focus();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.press('Backspace');
      await page.keyboard.type(text);
    },
    select: async (l: Locator) => {
      if (!keyboard) return void (await l.selectOption({ index: 1 }));
      await l.focus();
      await page.keyboard.press('ArrowDown');
    },
  };
}

/** Showcase → register → pre-reserve → reservation confirmed: the payment step. */
async function toPayment(page: Page, rsv: Locator, market: 'pt-BR' | 'es-AR', act = actions(page)) {
  const ar = market === 'es-AR';
  await expect(
    rsv.getByRole('heading', { name: ar ? 'Reservá este auto' : 'Reserve este carro' }),
  ).toBeVisible();
  await expect(rsv.getByText(ar ? /unidades disponibles/ : /unidades disponíveis/)).toBeVisible();
  await expectNoAxeViolations(page, `${market} showcase`);
  const state = rsv.getByRole('combobox', { name: ar ? 'Provincia' : 'Estado (UF)' });
  // States and provinces by name, not by code.
  await expect(state.locator('option').nth(1)).toHaveText(/^\S.{2,}$/);
  await act.select(state);
  await act.check(rsv.getByRole('radio').first());
  await act.press(rsv.getByRole('button', { name: ar ? 'Quiero reservar' : 'Quero reservar' }));

  await expect(rsv.getByRole('heading', { name: ar ? 'Tus datos' : 'Seus dados' })).toBeVisible();
  const name = rsv.getByLabel(ar ? /^Nombre completo/ : /^Nome completo/);
  // The full name, though the profile's nickname ('Ana', 'Martu') names no surname.
  await expect(name).toHaveValue(ar ? 'Martina González' : 'Ana Beatriz Souza');
  await expectNoAxeViolations(page, `${market} register`);
  await act.type(name, ar ? 'Martina González' : 'Ana Beatriz Souza');
  const cuil = String(cuilFromNationalId('30123456', 'female')).replace(/\D/g, '');
  if (ar) {
    // The signed-in Argentine buyer's CUIL comes from her profile; she buys with another one and her mobile.
    await expect(rsv.getByLabel(/^CUIL/)).toHaveValue(/^27\D?32123456\D?4$/);
    await act.type(rsv.getByLabel(/^CUIL/), cuil);
    const phone = rsv.getByLabel(/^Celular/);
    await phone.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    await phone.pressSequentially('01115512345678');
    await expect(phone).toHaveValue('(011) 1551-2345678');
    await expectNoAxeViolations(page, 'es-AR register with a CUIL and an Argentine mobile');
  }
  await act.press(rsv.getByRole('button', { name: ar ? 'Prerreservar' : 'Pré-reservar' }));

  await expect(rsv.getByRole('heading', { name: ar ? 'Tu reserva' : 'Sua reserva' })).toBeVisible();
  if (ar) {
    // Sent as digits: the whole Argentine mobile with its trunk 0 and the 15, the CUIL unmasked.
    const sent = (await journal(page, 'reservations')).find((e) => 'customer' in (e.body ?? {}));
    expect(sent?.body.customer).toMatchObject({ document: cuil, phone: '01115512345678' });
  }
  await expect(rsv.getByRole('timer')).toHaveText(
    ar
      ? /Tiempo restante para concluir la reserva: 1[45]:\d\d/
      : /Tempo restante para concluir a reserva: 1[45]:\d\d/,
  );
  await expectNoAxeViolations(page, `${market} reservation`);
  await act.press(
    rsv.getByRole('button', { name: ar ? 'Confirmar reserva y pagar' : 'Confirmar reserva e pagar' }),
  );
  await expect(
    rsv.getByRole('heading', { name: ar ? 'Pago de la reserva' : 'Pagamento da reserva' }),
  ).toBeVisible();
}

/** Billing (personal, then address), documents, [photo on mobile], balance → order concluded. */
async function toConcluded(
  page: Page,
  rsv: Locator,
  market: 'pt-BR' | 'es-AR',
  mobile = false,
  act = actions(page),
) {
  const ar = market === 'es-AR';
  await expect(rsv.getByRole('heading', { name: ar ? /Datos personales/ : /Dados pessoais/ })).toBeVisible();
  await expect(
    rsv.getByRole('status').filter({ hasText: ar ? '¡Pago aprobado!' : 'Pagamento aprovado!' }),
  ).toBeVisible();
  await expectNoAxeViolations(page, `${market} billing personal`);
  await act.press(rsv.getByRole('button', { name: 'Continuar' }));
  await expect(rsv.getByRole('heading', { name: ar ? /Domicilio/ : /Endereço/ })).toBeVisible();
  // Nothing typed: the first invalid field takes the focus.
  await act.press(rsv.getByRole('button', { name: 'Continuar' }));
  await expect(rsv.getByLabel(ar ? /^Código postal/ : /^CEP/)).toBeFocused();
  if (ar) {
    await act.type(rsv.getByLabel(/^Código postal/), 'C1425BHA');
    await act.type(rsv.getByLabel(/^Calle/), 'Avenida Santa Fe');
    await act.type(rsv.getByLabel(/^Barrio/), 'Palermo');
    await act.type(rsv.getByLabel(/^Ciudad/), 'Buenos Aires');
    await act.type(rsv.getByLabel(/^Provincia/), 'CABA');
  } else {
    await act.type(rsv.getByLabel(/^CEP/), '01310100');
    await expect(rsv.getByLabel(/^Rua/)).not.toHaveValue('');
  }
  await act.type(rsv.getByLabel(/^(Número)/), '1000');
  await expectNoAxeViolations(page, `${market} billing address`);
  await act.press(rsv.getByRole('button', { name: 'Continuar' }));

  await expect(
    rsv.getByRole('heading', { name: ar ? 'Enviá tus documentos' : 'Envie seus documentos' }),
  ).toBeVisible();
  const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 test') });
  await rsv.getByLabel(ar ? 'Licencia de conducir o DNI' : 'CNH ou RG').setInputFiles(pdf('identidade.pdf'));
  await rsv
    .getByLabel(ar ? 'Comprobante de domicilio' : 'Comprovante de residência')
    .setInputFiles(pdf('conta.pdf'));
  await expectNoAxeViolations(page, `${market} documents`);
  await act.press(rsv.getByRole('button', { name: ar ? 'Enviar documentos' : 'Enviar documentos' }));

  if (mobile) {
    await expect(
      rsv.getByRole('heading', { name: ar ? 'Foto de seguridad' : 'Foto de segurança' }),
    ).toBeVisible();
    await expectNoAxeViolations(page, `${market} security photo`);
    await act.press(rsv.getByRole('button', { name: ar ? 'Abrir cámara' : 'Abrir câmera' }));
    await page.waitForFunction(() => {
      const video = document.querySelector('hub-reservation')?.shadowRoot?.querySelector('video');
      return Boolean(video && video.videoWidth > 0 && video.readyState >= 2);
    });
    await act.press(rsv.getByRole('button', { name: ar ? 'Sacar foto' : 'Tirar foto' }));
    await expect(
      rsv.getByText(ar ? /Tu pedido será analizado/ : 'Seu pedido será analisado por nossos consultores.'),
    ).toBeVisible({ timeout: 30_000 });
    expect(await journal(page, 'face')).toHaveLength(1);
    await act.press(rsv.getByRole('button', { name: 'Continuar' }));
  } else {
    // A desktop order: the photo is for mobile devices only, handed over to the phone; the order waits.
    await expect(
      rsv.getByRole('heading', { name: ar ? 'Foto de seguridad' : 'Foto de segurança' }),
    ).toBeVisible();
    await expect(
      rsv.getByText(ar ? /disponible solo en dispositivos móviles/ : /apenas em dispositivos móveis/),
    ).toBeVisible();
    await expect(
      rsv.getByRole('img', { name: ar ? /Código QR para continuar/ : /QR code para continuar/ }),
    ).toBeVisible();
    await expectNoAxeViolations(page, `${market} security photo on a desktop`);
    const link = await rsv
      .getByRole('link', { name: ar ? 'Continuar en el celular' : 'Continuar no celular' })
      .getAttribute('href');
    const reservationId = new URL(link ?? '').searchParams.get('reservation-id');
    // The phone sends the photo (the face service, with the buyer's token).
    const image = `data:image/jpeg;base64,${readFileSync(join(import.meta.dirname, 'fixtures', 'face.jpg')).toString('base64')}`;
    const sent = await page.request.post('/sandbox/face/face/detect', {
      headers: { Authorization: `Bearer ${TOKENS[market]}` },
      data: { image, reservationId },
    });
    expect(sent.ok()).toBe(true);
  }
  await expect(
    rsv.getByRole('heading', { name: ar ? '¿Cómo querés pagar el saldo?' : 'Como você quer pagar o saldo?' }),
  ).toBeVisible();
  // Nothing chosen: the choice says so and takes the focus.
  await act.press(
    rsv.getByRole('button', { name: ar ? 'Confirmar forma de pago' : 'Confirmar forma de pagamento' }),
  );
  await expect(rsv.getByRole('radio').first()).toBeFocused();
  await expectNoAxeViolations(page, `${market} balance with errors`);
  await act.check(
    rsv.getByRole('radio', { name: ar ? 'Auto usado como parte de pago' : 'Carro usado na troca' }),
  );
  await act.press(
    rsv.getByRole('button', { name: ar ? 'Confirmar forma de pago' : 'Confirmar forma de pagamento' }),
  );
  await expect(rsv.getByLabel(ar ? /^Patente/ : /^Placa/)).toHaveAttribute('aria-invalid', 'true');
  await expect(rsv.getByText(ar ? 'Ingresá la patente del vehículo' : /placa/i).first()).toBeVisible();
  await expectNoAxeViolations(page, `${market} trade-in with errors`);
  await act.type(rsv.getByLabel(ar ? /^Patente/ : /^Placa/), ar ? 'AB123CD' : 'ABC1D23');
  await act.type(rsv.getByLabel(ar ? /^Kilometraje/ : /^Quilometragem/), '45000');
  // The used car evaluated by plate and mileage (v2/confiat): its value said, then carried into the order.
  await act.press(rsv.getByRole('button', { name: ar ? 'Tasar mi auto' : 'Avaliar meu carro' }));
  const rated = rsv.getByText(
    ar ? /^Valor estimado de tu auto: \$\s?[\d.]+,00$/ : /^Valor estimado do seu carro: R\$\s?[\d.]+,00$/,
  );
  await expect(rated).toBeVisible();
  const evaluation = String(Number((await rated.innerText()).replace(/\D/g, '')) / 100);
  await expectNoAxeViolations(page, `${market} trade-in evaluated`);
  await act.type(rsv.getByLabel(ar ? /^Modelo/ : /^Modelo/), 'Palio');
  await act.type(rsv.getByLabel(ar ? /^Versión/ : /^Versão/), 'Attractive 1.0');
  await act.type(rsv.getByLabel(ar ? /^Año/ : /^Ano/), '2018');
  await act.press(
    rsv.getByRole('button', { name: ar ? 'Confirmar forma de pago' : 'Confirmar forma de pagamento' }),
  );

  await expect(
    rsv.getByRole('heading', { name: ar ? 'Pedido concluido' : 'Pedido concluído' }),
  ).toBeVisible();
  await expect(
    rsv.getByRole('list', { name: ar ? 'Línea de tiempo del pedido' : 'Linha do tempo do pedido' }),
  ).toContainText(ar ? 'Pago en el concesionario' : 'Pagamento na concessionária');
  await expect(
    rsv.getByText(
      ar
        ? /^Auto usado como parte de pago: Palio Attractive 1\.0 2018 \(AB123CD\), tasado en \$/
        : /^Carro usado na troca: Palio Attractive 1\.0 2018 \(ABC1D23\), avaliado em R\$/,
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page, `${market} concluded`);
  const balance = (await journal(page, 'reservations')).find((e) => 'method' in (e.body ?? {}));
  expect(balance?.body).toMatchObject({
    method: 'DEALER_PAYMENT',
    tradeIn: { plate: ar ? 'AB123CD' : 'ABC1D23', mileage: '45000', year: '2018', evaluation },
    billing: { number: '1000' },
  });
}

/**
 * On the concluded order, by keyboard: the welcome-kit address (prefilled with the billing address)
 * sent, then the order cancelled through the modal's stages, with axe in each.
 */
async function giftThenCancel(page: Page, rsv: Locator) {
  const keys = actions(page, true);
  const kit = rsv.getByRole('region', { name: 'Kit de boas-vindas' });
  await expect(kit.getByLabel(/^Nome de quem recebe/)).toHaveValue('Ana Beatriz Souza');
  await expect(kit.getByLabel(/^CEP/)).toHaveValue('01310-100');
  await expect(kit.getByLabel(/^Número/)).toHaveValue('1000');
  await keys.press(kit.getByRole('button', { name: 'Enviar endereço' }));
  await expect(kit.getByRole('status')).toContainText('Endereço do presente enviado.');
  const gift = (await journal(page, 'reservations')).filter((e) => 'recipientName' in (e.body ?? {}));
  expect(gift.map((e) => e.body)).toEqual([
    expect.objectContaining({ recipientName: 'Ana Beatriz Souza', postalCode: '01310-100', number: '1000' }),
  ]);

  await keys.press(rsv.getByRole('button', { name: 'Cancelar pedido' }));
  const confirm = rsv.getByRole('alertdialog', { name: 'Cancelar o pedido?' });
  await expect(confirm).toBeVisible();
  expect(await confirm.evaluate((d) => d.contains((d.getRootNode() as ShadowRoot).activeElement))).toBe(true);
  await expectNoAxeViolations(page, 'cancel confirm');
  await keys.press(confirm.getByRole('button', { name: 'Sim, quero cancelar' }));
  const terms = rsv.getByRole('dialog', { name: 'Termos de cancelamento' });
  await expect(terms).toContainText(/O valor da reserva, R\$\s?5\.000,00, é devolvido integralmente/);
  await keys.press(terms.getByRole('button', { name: 'Continuar' }));
  await expect(terms.getByText('Aceite os termos de cancelamento para continuar.')).toBeVisible();
  await expectNoAxeViolations(page, 'cancel terms with error');
  await keys.check(terms.getByRole('checkbox', { name: 'Li e aceito os termos de cancelamento' }));
  await keys.press(terms.getByRole('button', { name: 'Continuar' }));
  const reason = rsv.getByRole('dialog', { name: 'Motivo do cancelamento' });
  await keys.press(reason.getByRole('button', { name: 'Confirmar cancelamento' }));
  await expect(reason.getByText('Escolha um motivo.')).toBeVisible();
  await expectNoAxeViolations(page, 'cancel reason with error');
  await keys.check(reason.getByRole('radio', { name: 'O prazo de entrega é longo' }));
  await keys.type(reason.getByLabel(/^Comentário/), 'Preciso do carro antes');
  await keys.press(reason.getByRole('button', { name: 'Confirmar cancelamento' }));
  const done = rsv.getByRole('dialog', { name: 'Pedido cancelado' });
  await expect(done.getByRole('status')).toHaveText(/foi cancelado\. Situação: Cancelado\./);
  await expectNoAxeViolations(page, 'cancel success');
  await keys.press(done.getByRole('button', { name: 'Fechar' }));
  await expect(done).toHaveCount(0);
  await expect(rsv.getByRole('heading', { name: 'Pedido concluído' })).toBeFocused();
  await expect(rsv.getByRole('list', { name: 'Linha do tempo do pedido' })).toContainText('Cancelado');
  const cancels = (await journal(page, 'reservations')).filter((e) => 'acceptedTerms' in (e.body ?? {}));
  expect(cancels.map((e) => e.body)).toEqual([
    { reason: 'DELIVERY_TIME', comment: 'Preciso do carro antes', acceptedTerms: true },
  ]);
}

for (const [brand, market] of [
  ['fiat', 'pt-BR'],
  ['jeep', 'es-AR'],
] as const) {
  test(`${brand} ${market}: card journey from showcase to order concluded, paid once`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const problems = watchConsole(page);
    const ar = market === 'es-AR';
    const rsv = await configured(page, brand, market, baseURL!);
    await toPayment(page, rsv, market);
    if (ar) await expect(rsv.getByRole('radio', { name: 'Pix' })).toHaveCount(0);
    const pay = rsv.getByRole('button', { name: ar ? /^Pagar \$/ : /^Pagar R\$/ });
    await pay.click();
    await expect(rsv.getByLabel(ar ? /^Número de la tarjeta/ : /^Número do cartão/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(rsv.getByLabel(ar ? /^Número de la tarjeta/ : /^Número do cartão/)).toBeFocused();
    await expectNoAxeViolations(page, `${market} card with errors`);
    await rsv
      .getByLabel(ar ? /^Número de la tarjeta/ : /^Número do cartão/)
      .pressSequentially('4111111111111111');
    await rsv.getByLabel(ar ? /^Nombre impreso/ : /^Nome impresso/).fill('ANA B SOUZA');
    await rsv.getByLabel(ar ? /^Vencimiento/ : /^Validade/).pressSequentially('1230');
    await rsv.getByLabel(/^CVV/).pressSequentially('123');
    // A time-out-like failure first: the retry reuses the attempt's key and the service charges once.
    await injectFault(page, 'reservations', 503, 1, { method: 'POST', path: '/payment' });
    await pay.click();
    await expect(
      rsv.getByText(
        ar
          ? 'TUVIMOS UN PROBLEMA CON EL PAGO. Revisá tus datos, por favor.'
          : 'TIVEMOS UM PROBLEMA NO PAGAMENTO. Verifique seus dados, por favor.',
      ),
    ).toBeVisible();
    await rsv.getByRole('button', { name: ar ? 'Intentar nuevamente' : 'Tentar novamente' }).dblclick();
    await toConcluded(page, rsv, market);
    if (!ar) await giftThenCancel(page, rsv);
    const charges = await (await page.request.get('/sandbox/__sandbox/reservations/charges')).json();
    expect(charges).toHaveLength(1);
    const paid = (await journal(page, 'reservations')).filter((e) => 'oneTimeToken' in (e.body ?? {}));
    expect(paid).toHaveLength(1);
    expect(problems.filter((p) => !/Failed to load resource/.test(p))).toEqual([]);
  });
}

test('a buyer adds a card in the logged area, makes it favourite and pays a reservation with it, by keyboard', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const keys = actions(page, true);
  await page.goto('/pages/account.html');
  const cards = page.locator('hub-payment-cards');
  await keys.press(cards.getByRole('button', { name: 'Adicionar cartão' }));
  await keys.type(cards.getByLabel(/^Número do cartão/), '4012888888881881');
  await keys.type(cards.getByLabel(/^Nome impresso/), 'Ana B Souza');
  await keys.type(cards.getByLabel(/^Validade/), '1130');
  await keys.type(cards.getByLabel(/^Código de segurança/), '123');
  await keys.press(cards.getByRole('button', { name: 'Salvar cartão' }));
  await expect(cards.getByRole('status')).toHaveText('Cartão Visa final 1881 adicionado.');
  await keys.press(cards.getByRole('button', { name: 'Tornar favorito o cartão Visa final 1881' }));
  await expect(cards.getByRole('status')).toHaveText('O cartão Visa final 1881 agora é o seu favorito.');

  const rsv = await configured(page, 'fiat', 'pt-BR', baseURL!);
  await toPayment(page, rsv, 'pt-BR', keys);
  await expect(rsv.getByRole('radio', { name: 'Elo final 7013, vencido' })).toBeDisabled();
  await keys.check(rsv.getByRole('radio', { name: 'Visa final 1881, vence em 11/30, favorito' }));
  await expect(rsv.getByLabel(/^Número do cartão/)).toBeHidden();
  await expectNoAxeViolations(page, 'pay with a saved card');
  await keys.press(rsv.getByRole('button', { name: /^Pagar R\$/ }));
  await expect(rsv.getByRole('heading', { name: /Dados pessoais/ })).toBeVisible();
  const paid = (await journal(page, 'reservations')).filter((e) => 'oneTimeToken' in (e.body ?? {}));
  expect(paid.map((e) => e.body)).toEqual([
    {
      reservationId: expect.any(String),
      oneTimeToken: expect.any(String),
      cardId: expect.stringMatching(/^CRD/),
    },
  ]);
});

test.describe('on a phone', () => {
  test.use(phone);

  test('fiat pt-BR on a phone, the reservation by keyboard only (files attached by the test): Pix QR code loaded only at its step, paid by the bank, then the security photo with the real face model', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    const rsv = await configured(page, 'fiat', 'pt-BR', baseURL!);
    const keys = actions(page, true);
    await toPayment(page, rsv, 'pt-BR', keys);
    expect(scripts.some((s) => /qrcode/.test(s))).toBe(false);
    await rsv.getByRole('radio', { name: 'Pix' }).focus();
    await page.keyboard.press('Space');
    await rsv.getByRole('button', { name: 'Gerar código Pix' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    const qr = rsv.getByRole('img', { name: /QR code Pix da reserva/ });
    await expect(qr).toBeVisible();
    expect(scripts.some((s) => /qrcode/.test(s))).toBe(true);
    await expect(rsv.getByRole('timer', { name: 'Tempo restante para pagar o Pix' })).toHaveText(
      /(10:00|09:\d\d)/,
    );
    await expect(rsv.getByLabel('Código Pix copia e cola')).toHaveValue(/^000201/);
    await expectNoAxeViolations(page, 'pix');
    const [pix] = (await journal(page, 'reservations')).filter((e) => e.headers['idempotency-key']);
    const id = String(pix?.body.reservationId);
    await page.request.post(`/sandbox/__sandbox/reservations/${id}/pix-paid`);
    await expect(rsv.getByRole('heading', { name: /Dados pessoais/ })).toBeVisible({ timeout: 15_000 });
    await toConcluded(page, rsv, 'pt-BR', true, keys);
  });
});

test('the reservation time runs out: time expired, payment-failure banner, link back to the configurator', async ({
  page,
  baseURL,
}) => {
  await page.clock.install();
  const rsv = await configured(page, 'peugeot', 'pt-BR', baseURL!);
  await toPayment(page, rsv, 'pt-BR');
  await page.clock.fastForward('16:00');
  await expect(rsv.getByText('Falha no pagamento: seu pedido expirou. Refaça seu pedido.')).toBeVisible();
  await expect(rsv.getByText('Tempo esgotado')).toBeVisible();
  await expect(rsv.getByRole('link', { name: 'Voltar ao configurador' })).toHaveAttribute(
    'href',
    '/pages/configurator/peugeot.html?market=pt-BR',
  );
  await expectNoAxeViolations(page, 'expired');
});
