import { expect, type Page, test } from '@playwright/test';
import { VERSIONS } from '../../api/sandbox/data/catalog.ts';
import { expectNoAxeViolations, resetSandbox, setFixtureMarkup } from './support.ts';

const ARGO = VERSIONS.find((version) => version.brand === 'fiat' && version.modelName === 'Argo')!;

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

/** The configurator on the bare page, opened on its summary. */
async function summaryAt(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto('/pages/empty.html');
  await setFixtureMarkup(
    page,
    `<hub-configurator model="${ARGO.modelCode}" mvs="${ARGO.mvsCode}" initial-step="resume"></hub-configurator>`,
  );
  const cfg = page.locator('hub-configurator');
  await expect(cfg.locator('.cfg-receipt')).toBeVisible({ timeout: 10_000 });
  const car = (await cfg.locator('.cfg-summary-car').boundingBox())!;
  const receipt = (await cfg.locator('.cfg-receipt').boundingBox())!;
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  return { cfg, car, receipt, overflow };
}

test('1280 px: the summary is a receipt beside the car; the steps show their names', async ({ page }) => {
  const { cfg, car, receipt, overflow } = await summaryAt(page, 1280);
  expect(receipt.x).toBeGreaterThanOrEqual(car.x + car.width);
  expect(receipt.y).toBeLessThan(car.y + car.height);
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(cfg.locator('.hub-stepper-label').first()).toBeVisible();
  await expect(cfg.getByRole('button', { name: /Resumo$/ })).toHaveAttribute('aria-current', 'step');
  await expectNoAxeViolations(page, 'summary at 1280 px');
});

test('390 px: the receipt under the car, nothing wider than the phone; the steps as numbers and a caption', async ({
  page,
}) => {
  const { cfg, car, receipt, overflow } = await summaryAt(page, 390);
  expect(receipt.y).toBeGreaterThanOrEqual(car.y + car.height);
  expect(receipt.x + receipt.width).toBeLessThanOrEqual(390);
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(cfg.locator('.hub-stepper-caption')).toHaveText('Etapa 7 de 7: Resumo');
  // The names give way to the numbers (clipped to a pixel, still read by screen readers).
  expect((await cfg.locator('.hub-stepper-label').first().boundingBox())?.width).toBeLessThanOrEqual(1);
  // The steps keep their names for screen readers and stay reachable.
  await cfg.getByRole('button', { name: /Versão$/ }).click();
  await expect(cfg.locator('.cfg')).toHaveAttribute('data-step', 'version');
  await expectNoAxeViolations(page, 'configurator at 390 px');
});

/** The configurator on the bare page at `width`, showing its versions (no version chosen yet). */
async function versionsAt(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto('/pages/empty.html');
  await setFixtureMarkup(page, '<hub-configurator></hub-configurator>');
  const cfg = page.locator('hub-configurator');
  await expect(cfg.getByRole('radio').first()).toBeVisible({ timeout: 10_000 });
  const root = (await cfg.locator('.cfg').boundingBox())!;
  const panel = (await cfg.locator('.cfg-panel').boundingBox())!;
  const cards = await cfg.locator('.cfg-version').evaluateAll((all) =>
    all.map((card) => {
      const box = card.getBoundingClientRect();
      return { x: box.x, y: box.y, right: box.right };
    }),
  );
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  return { root, panel, cards, overflow };
}

test('1280 px: before a version is chosen the versions use the whole width, side by side, no empty column', async ({
  page,
}) => {
  const { root, panel, cards, overflow } = await versionsAt(page, 1280);
  // No totals yet: the versions' panel spans the configurator instead of two thirds of it.
  expect(panel.width).toBeGreaterThan(root.width * 0.9);
  // The first row holds more than one card.
  expect(cards[1]!.y).toBe(cards[0]!.y);
  expect(cards[1]!.x).toBeGreaterThan(cards[0]!.right);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('390 px: the versions stand one under another, none wider than the phone', async ({ page }) => {
  const { cards, overflow } = await versionsAt(page, 390);
  expect(cards[1]!.y).toBeGreaterThan(cards[0]!.y);
  for (const card of cards) expect(card.right).toBeLessThanOrEqual(390);
  expect(overflow).toBeLessThanOrEqual(0);
});
