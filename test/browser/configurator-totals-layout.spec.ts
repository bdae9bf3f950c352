import { expect, test } from '@playwright/test';
import { VERSIONS } from '../../api/sandbox/data/catalog.ts';
import { resetSandbox, setFixtureMarkup } from './support.ts';

const RENEGADE = VERSIONS.find((version) => version.brand === 'jeep' && version.modelName === 'Renegade')!;

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

test('1280 px: scrolling down a long list of optionals, the totals stay in view beside it (no empty column)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/pages/empty.html');
  await setFixtureMarkup(
    page,
    `<hub-configurator brand="jeep" model="${RENEGADE.modelCode}" mvs="${RENEGADE.mvsCode}" initial-step="optionals"></hub-configurator>`,
  );
  const cfg = page.locator('hub-configurator');
  const options = cfg.getByRole('checkbox');
  await expect(options.last()).toBeVisible({ timeout: 10_000 });
  // The last optional at the bottom of the window: the list is taller than the window.
  await options.last().scrollIntoViewIfNeeded();
  const totals = (await cfg.locator('.cfg-totals').boundingBox())!;
  const last = (await options.last().boundingBox())!;
  expect(last.y).toBeGreaterThan(900 / 2);
  // The totals are on screen, beside the list, not left behind at its top.
  expect(totals.y).toBeGreaterThanOrEqual(0);
  expect(totals.y + totals.height).toBeLessThanOrEqual(900);
  expect(totals.x).toBeGreaterThan(last.x);
});
