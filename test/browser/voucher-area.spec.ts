import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, resetSandbox, watchConsole } from './support.ts';

const ANA_CPF = '39053344705';
type Entry = { path: string; method: string; query: Record<string, string>; body: unknown; bearer: boolean };

/** A fresh sandbox; returns a reader of one service's journal (accepted requests only). */
async function sandbox(page: Page) {
  await resetSandbox(page);
  return async (service: string): Promise<Entry[]> =>
    (await page.request.get(`/sandbox/__sandbox/journal?service=${service}`)).json();
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
  await context.addCookies([{ name: 'hub_token', value: 'sandbox-token-ana', url: baseURL! }]);
  await page.goto('/pages/owner.html');
  const widget = page.locator('hub-voucher-area');
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
  await expect(widget.getByText(/^Voucher gerado\. Código: FIA\w+$/)).toBeVisible();
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
    'Não foi possível resgatar o voucher-presente. Tente novamente em alguns minutos ou ligue para a central de atendimento.',
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
  await context.addCookies([{ name: 'hub_token', value: 'sandbox-token-ana', url: baseURL! }]);
  await page.goto('/pages/owner.html');
  const widget = page.locator('hub-voucher-area');
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
