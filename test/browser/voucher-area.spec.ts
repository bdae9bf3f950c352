import { expect, type Page, test } from '@playwright/test';
import { getResponse } from 'msw';
import { sandboxState } from '../../api/sandbox/state.ts';
import { VOUCHER_FIXTURES, voucherFixtureHandlers } from '../../widgets/voucher-area/fixtures.ts';
import { expectNoAxeViolations, watchConsole } from './support.ts';

/** The demo sandbox has no voucher handlers yet (api owner): answered here by the widget's msw fixtures. */
async function voucherSandbox(page: Page) {
  sandboxState.journal.length = 0;
  await page.route('**/sandbox/vouchers/**', async (route) => {
    const req = route.request();
    const body = req.postDataBuffer();
    const request = new Request(req.url(), {
      method: req.method(),
      headers: await req.allHeaders(),
      body: body && req.method() !== 'GET' ? new Uint8Array(body) : undefined,
    });
    const response = await getResponse(voucherFixtureHandlers, request);
    if (!response) return route.continue();
    await route.fulfill({
      status: response.status,
      headers: Object.fromEntries(response.headers),
      body: Buffer.from(await response.arrayBuffer()),
    });
  });
  return () => sandboxState.journal.filter((e) => e.service === 'vouchers');
}

test('signed out: a clear message, no voucher call, axe clean', async ({ page }) => {
  const journal = await voucherSandbox(page);
  await page.goto('/pages/owner.html');
  const widget = page.locator('hub-voucher-area');
  await expect(widget.getByText('Entre na sua conta para ver seus vouchers.')).toBeVisible();
  expect(journal()).toEqual([]);
  await expectNoAxeViolations(page, 'signed out');
});

test('signed in: vouchers in every state, generate and gift-voucher redemption with the keyboard, axe clean', async ({
  page,
  context,
  baseURL,
}) => {
  const problems = watchConsole(page);
  const journal = await voucherSandbox(page);
  await context.addCookies([{ name: 'hub_token', value: 'sandbox-token-ana', url: baseURL! }]);
  await page.goto('/pages/owner.html');
  const widget = page.locator('hub-voucher-area');
  await expect(widget.getByText('Revisão com 10% de desconto')).toBeVisible();
  await expect(widget.getByText('Código: ACC-7Q2M-91')).toBeVisible();
  expect(journal().find((e) => e.path.endsWith('/available'))?.query).toEqual({
    cpf: VOUCHER_FIXTURES.withVouchers,
    brand: 'fiat',
  });
  await expectNoAxeViolations(page, 'vouchers');

  const generate = widget.getByRole('button', { name: 'Gerar voucher Revisão com 10% de desconto' });
  await generate.focus();
  await page.keyboard.press('Enter');
  await expect(widget.getByText('Voucher gerado. Código: REV-4H7P-22')).toBeVisible();

  const code = widget.getByRole('textbox', { name: 'Código do voucher-presente' });
  await code.focus();
  await page.keyboard.type('WRONG-CODE');
  await page.keyboard.press('Enter');
  await expect(widget.getByRole('alert')).toHaveText(
    'Não foi possível resgatar o voucher-presente. Tente novamente em alguns minutos ou ligue para a central de atendimento.',
  );
  await expect(code).toHaveValue('WRONG-CODE');
  await expectNoAxeViolations(page, 'reward error');
  await code.fill(VOUCHER_FIXTURES.rewardCode);
  await code.press('Enter');
  await expect(widget.getByText('Voucher-presente resgatado com sucesso.')).toBeVisible();
  expect(journal().find((e) => e.method === 'POST')?.body).toEqual({
    code: VOUCHER_FIXTURES.rewardCode,
    brand: 'fiat',
    cpf: VOUCHER_FIXTURES.withVouchers,
  });
  await expectNoAxeViolations(page, 'reward redeemed');
  // Only the browser's own line for the refused gift code (422, on purpose above).
  expect(problems.filter((p) => !/status of 422/.test(p))).toEqual([]);
});
