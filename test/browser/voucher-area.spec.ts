import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, resetSandbox, watchConsole } from './support.ts';

const ANA_CPF = '39053344705';
const MARTINA_CUIL = '27321234564';
type Entry = { path: string; method: string; query: Record<string, string>; body: unknown; bearer: boolean };

/** A fresh sandbox; returns a reader of one service's journal (accepted requests only). */
async function sandbox(page: Page) {
  await resetSandbox(page);
  return async (service: string): Promise<Entry[]> =>
    (await page.request.get(`/sandbox/__sandbox/journal?service=${service}`)).json();
}

/** Signs the owner of `token` in (the auth cookie, as a login page sets it), opens `path`, returns the widget. */
async function openAs(
  { page, context, baseURL }: { page: Page; context: BrowserContext; baseURL: string | undefined },
  token: string,
  path = '/pages/owner.html',
) {
  await context.addCookies([{ name: 'hub_token', value: token, url: baseURL! }]);
  await page.goto(path);
  return page.locator('hub-voucher-area');
}

test('signed out: a clear message, no voucher call, axe clean', async ({ page }) => {
  const journal = await sandbox(page);
  await page.goto('/pages/owner.html');
  const widget = page.locator('hub-voucher-area');
  await expect(widget.getByText('Entre na sua conta para ver seus vouchers.')).toBeVisible();
  expect(await journal('vouchers')).toEqual([]);
  await expectNoAxeViolations(page, 'signed out');
});

test('signed in: vouchers in every state, generate and gift-voucher redemption with the keyboard, axe clean', async ({
  page,
  context,
  baseURL,
}) => {
  const problems = watchConsole(page);
  const journal = await sandbox(page);
  const widget = await openAs({ page, context, baseURL }, 'sandbox-token-ana');
  await expect(widget.getByText('Bônus de R$ 500 na compra do seu Fiat')).toBeVisible();
  await expect(
    widget.getByRole('region', { name: 'Vouchers ativos' }).getByText('Código: FIA7C9E3'),
  ).toBeVisible();
  await expect(
    widget.getByRole('region', { name: 'Vouchers resgatados e expirados' }).getByRole('listitem'),
  ).toHaveCount(2);
  expect((await journal('vouchers')).find((e) => e.path.endsWith('/available'))?.query).toEqual({
    cpf: ANA_CPF,
    brand: 'fiat',
  });
  expect((await journal('vouchers')).every((e) => e.bearer)).toBe(true);
  await expectNoAxeViolations(page, 'vouchers');

  // The terms open from the keyboard.
  const terms = widget.locator('summary', { hasText: 'Regulamento' }).first();
  await terms.focus();
  await page.keyboard.press('Enter');
  await expect(
    widget.getByText(/Válido uma vez, para o CPF cadastrado ou seus dependentes/).first(),
  ).toBeVisible();

  const generate = widget.getByRole('button', {
    name: 'Gerar voucher Bônus de R$ 500 na compra do seu Fiat',
  });
  await generate.focus();
  await page.keyboard.press('Enter');
  await expect(widget.getByText(/^Voucher gerado\. Código: FIA7C9E1$/)).toBeVisible();
  // The button went with the code's arrival; focus is on the announcement, not lost.
  await expect(
    widget.locator('li.voucher', { hasText: 'Bônus de R$ 500' }).getByRole('status'),
  ).toBeFocused();
  await expectNoAxeViolations(page, 'generated');

  const code = widget.getByRole('textbox', { name: 'Código do voucher-presente' });
  await code.focus();
  await page.keyboard.type('WRONG-CODE');
  await page.keyboard.press('Enter');
  await expect(widget.getByRole('alert')).toHaveText(
    'Código de voucher-presente não encontrado. Confira o código e tente novamente.',
  );
  await expect(code).toHaveValue('WRONG-CODE');
  await expectNoAxeViolations(page, 'reward error');
  await code.fill('GIFT-FIAT-0002');
  await code.press('Enter');
  await expect(
    widget.getByText('Voucher-presente resgatado com sucesso. Valor resgatado: R$ 500,00.'),
  ).toBeVisible();
  expect((await journal('vouchers')).filter((e) => e.method === 'POST').map((e) => e.body)).toEqual([
    { code: 'GIFT-FIAT-0002', brand: 'fiat', cpf: ANA_CPF },
  ]);
  await expectNoAxeViolations(page, 'reward redeemed');
  // Only the browser's own line for the refused gift code (422, on purpose above).
  expect(problems.filter((p) => !/status of 422/.test(p))).toEqual([]);
});

test('Jeep in pt-BR: the Jeep Nation voucher asked with the keyboard, listed as available, axe clean', async ({
  page,
  context,
  baseURL,
}) => {
  const problems = watchConsole(page);
  const journal = await sandbox(page);
  const widget = await openAs({ page, context, baseURL }, 'sandbox-token-ana');
  await widget.evaluate((el) => el.setAttribute('brand', 'jeep'));
  await expect(widget.getByText('Você participa do Jeep Nation, com 150 pontos.')).toBeVisible();
  const ask = widget.getByRole('button', { name: 'Solicitar voucher do Jeep Nation' });
  await ask.focus();
  await page.keyboard.press('Enter');
  const answer = widget.locator('.voucher-loyalty [role="status"]');
  await expect(answer).toHaveText('Voucher do Jeep Nation emitido. Ele está em Vouchers disponíveis.');
  await expect(answer).toBeFocused();
  await expect(
    widget.getByRole('region', { name: 'Vouchers disponíveis' }).getByText('Voucher do programa Jeep Nation'),
  ).toBeVisible();
  const self = (await journal('loyalty')).find((e) => e.path === '/sandbox/loyalty/jeep/self');
  expect(self?.bearer).toBe(true);
  await expectNoAxeViolations(page, 'loyalty voucher');
  expect(problems).toEqual([]);
});

test('no document on file: asked to complete the profile, never for a CPF; nothing read, axe clean', async ({
  page,
  context,
  baseURL,
}) => {
  const problems = watchConsole(page);
  const journal = await sandbox(page);
  const widget = await openAs({ page, context, baseURL }, 'sandbox-token-pedro');
  await expect(widget.getByText('Complete seu cadastro com o seu CPF para ver seus vouchers.')).toBeVisible();
  await expect(widget.getByRole('link', { name: 'Completar cadastro' })).toHaveAttribute(
    'href',
    '/pages/account.html',
  );
  await expect(widget.getByRole('textbox')).toHaveCount(0);
  expect(await journal('vouchers')).toEqual([]);
  await expectNoAxeViolations(page, 'profile incomplete');
  expect(problems).toEqual([]);
});

test("someone else's CPF: the vouchers service refuses it (403) to a signed-in caller, and answers nobody signed out", async ({
  page,
}) => {
  await sandbox(page);
  const base = '/sandbox/vouchers/vouchers/fidelity/available?brand=fiat';
  const asPedro = { headers: { authorization: 'Bearer sandbox-token-pedro' } };
  expect((await page.request.get(`${base}&cpf=${ANA_CPF}`, asPedro)).status()).toBe(403);
  expect((await page.request.get(`${base}&cpf=${ANA_CPF}`)).status()).toBe(401);
  const asAna = { headers: { authorization: 'Bearer sandbox-token-ana' } };
  expect((await page.request.get(`${base}&cpf=${ANA_CPF}`, asAna)).status()).toBe(200);
});

test('a bogus or expired token: a sign-in prompt and hub-error, no endless retry, axe clean', async ({
  page,
  context,
  baseURL,
}) => {
  const journal = await sandbox(page);
  await context.addCookies([{ name: 'hub_token', value: 'sandbox-token-expired', url: baseURL! }]);
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { hubErrors: unknown[] }).hubErrors = seen;
    document.addEventListener('hub-error', (event) => seen.push((event as CustomEvent).detail));
  });
  await page.goto('/pages/owner.html');
  const widget = page.locator('hub-voucher-area');
  const message = 'Sua sessão expirou. Entre novamente para ver seus vouchers.';
  await expect(widget.getByRole('alert')).toContainText(message);
  await expect(widget.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/pages/account.html');
  await expect(widget.getByRole('button', { name: 'Tentar novamente' })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { hubErrors: unknown[] }).hubErrors)).toContainEqual(
    {
      code: 'unauthorized',
      message,
      widget: 'hub-voucher-area',
    },
  );
  expect(await journal('vouchers')).toEqual([]);
  await expectNoAxeViolations(page, 'sign-in expired');
});

test("es-AR: the Argentine owner's vouchers by her CUIL, in Spanish and pesos; generate and a gift code by keyboard, axe clean", async ({
  page,
  context,
  baseURL,
}) => {
  const problems = watchConsole(page);
  const journal = await sandbox(page);
  const widget = await openAs(
    { page, context, baseURL },
    'sandbox-token-martina',
    '/pages/owner/peugeot.html?market=es-AR',
  );
  const title = 'Bono de $ 150.000 en la compra de tu Peugeot';
  await expect(widget.getByText(title)).toBeVisible();
  await expect(widget.getByText(/Descuento máximo disponible: \$\s300\.000,00/)).toBeVisible();
  await expect(widget.getByText(/CPF|Bônus|R\$/)).toHaveCount(0);
  await expect(widget.getByText('Participás de Peugeot Club, con 150 puntos.')).toBeVisible();
  expect((await journal('vouchers')).find((e) => e.path.endsWith('/available'))?.query).toEqual({
    cpf: MARTINA_CUIL,
    brand: 'peugeot',
  });
  await expectNoAxeViolations(page, 'es-AR vouchers');

  const generate = widget.getByRole('button', { name: `Generar voucher ${title}` });
  await generate.focus();
  await page.keyboard.press('Enter');
  await expect(widget.getByText(/^Voucher generado\. Código: PEU9A7B1$/)).toBeVisible();

  const code = widget.getByRole('textbox', { name: 'Código del voucher de regalo' });
  await code.focus();
  await page.keyboard.type('gift-peugeot-0001');
  await page.keyboard.press('Enter');
  await expect(
    widget.getByText(/^Voucher de regalo canjeado con éxito\. Valor canjeado: \$\s75\.000,00\.$/),
  ).toBeVisible();
  expect((await journal('vouchers')).filter((e) => e.method === 'POST').map((e) => e.body)).toEqual([
    { code: 'GIFT-PEUGEOT-0001', brand: 'peugeot', cpf: MARTINA_CUIL },
  ]);
  await expectNoAxeViolations(page, 'es-AR gift redeemed');
  expect(problems).toEqual([]);
});
