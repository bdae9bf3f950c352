import { expect, test } from '@playwright/test';
import { KEPT_NEXT_PLAN } from '../examples/keptSimulation.ts';
import { expectNoAxeViolations, resetSandbox } from './support.ts';

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

test('a kept simulation reopens from ?simulation= with its source and sliders; axe clean', async ({
  page,
}) => {
  const kept = await page.request.post('/sandbox/funding/simulate?brand=fiat&market=pt-BR', {
    headers: { Authorization: 'Bearer sandbox-token-ana' },
    data: KEPT_NEXT_PLAN,
  });
  expect(kept.status()).toBe(201);
  const { id } = (await kept.json()) as { id: string };
  await page.goto(`/pages/financing/fiat.html?simulation=${id}`);
  const financing = page.locator('hub-financing');
  await expect(financing.getByRole('slider', { name: /número de parcelas/i })).toHaveAttribute(
    'aria-valuetext',
    '36 parcelas',
  );
  await expect(financing.getByRole('slider', { name: /entrada/i })).toHaveAttribute(
    'aria-valuetext',
    /\(40%\)$/,
  );
  await expect(financing.getByRole('button', { name: /quero este plano/i })).toBeEnabled();
  await expectNoAxeViolations(page, 'reopened simulation');
});

test('Peugeot offers: the PSA plan under each car offer, the price notes in its detail; axe clean', async ({
  page,
}) => {
  await page.goto('/pages/offers/peugeot.html');
  const offers = page.locator('hub-offers');
  const plan = offers
    .getByText(/^Financiamento: entrada de R\$.* \+ \d+× R\$.* · .*CET [\d,]+% a\.a\./)
    .first();
  await expect(plan).toBeVisible();
  await expectNoAxeViolations(page, 'offers with PSA plans');
  const card = offers.getByRole('listitem').filter({ hasText: 'Financiamento: entrada de' }).first();
  await card.getByRole('button', { name: /^Ver oferta: / }).click();
  const notes = offers.getByRole('definition').filter({ hasText: /^Preço (de venda on-line|de tabela)$/ });
  await expect(notes).toBeVisible();
  await expectNoAxeViolations(page, 'offer detail with price notes');
});

test('the configurator summary names the price table under the totals; axe clean', async ({ page }) => {
  await page.goto('/pages/configurator/fiat.html');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  const cfg = page.locator('hub-configurator');
  await cfg.getByRole('radio').first().check();
  await cfg.getByRole('button', { name: /^Cor$/ }).click();
  await cfg.getByRole('radiogroup').getByRole('radio').first().check();
  await cfg.getByRole('button', { name: /Resumo$/ }).click();
  await expect(cfg.getByRole('definition').filter({ hasText: 'Preço de tabela' })).toBeVisible();
  await expectNoAxeViolations(page, 'summary with price notes');
});
