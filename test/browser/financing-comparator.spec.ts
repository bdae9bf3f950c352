import { expect, type Locator, type Page, test } from '@playwright/test';
import { VERSIONS } from '../../api/sandbox/data/catalog.ts';
import { expectNoAxeViolations, journal, resetSandbox, watchConsole } from './support.ts';

const argo = VERSIONS.filter((v) => v.brand === 'fiat' && v.modelName === 'Argo');

test.beforeEach(async ({ page, context, baseURL }) => {
  await resetSandbox(page);
  // Signed in: the versions' batch simulation is a bearer call.
  await context.addCookies([{ name: 'hub_token', value: 'sandbox-token-ana', url: baseURL! }]);
});

/** The financing page with an Argo configured beside it, financed with CDC, terms compared. */
async function compared(page: Page): Promise<Locator> {
  await page.goto('/pages/financing/fiat.html?market=pt-BR');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  const cfg = page.locator('hub-configurator');
  await cfg.locator(`input[value="${argo[1]!.mvsCode}"]`).check();
  await cfg.getByRole('button', { name: /^Cor$/ }).click();
  await cfg.getByRole('radiogroup').getByRole('radio').first().check();
  const fin = page.locator('hub-financing');
  await fin.getByRole('button', { name: /^CDC/ }).click();
  await fin.getByRole('button', { name: 'Comparar prazos' }).click();
  return fin;
}

test("'Compare as versões' compares the configured Argo's versions, named apart, priced in one batch call", async ({
  page,
}) => {
  const problems = watchConsole(page);
  const fin = await compared(page);
  const table = fin.getByRole('table', { name: /Preço de tabela de cada versão/ });
  const names = table.getByRole('rowheader');
  await expect(names).toHaveCount(argo.length);
  const texts = await names.allTextContents();
  expect(new Set(texts).size).toBe(argo.length);
  for (const [i, version] of argo.entries())
    expect(texts[i]).toMatch(new RegExp(`^${version.versionName} ${version.engine} · R\\$`));
  await expect(table).not.toContainText('Mobi');
  const prices = await journal(page, 'price');
  expect(prices.filter((call) => JSON.stringify(call).includes('batchPrices'))).toHaveLength(1);
  await expectNoAxeViolations(page, 'versions compared');
  expect(problems).toEqual([]);
});

test('at 390 px both comparator tables scroll in labelled, focusable regions; the page never scrolls sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const fin = await compared(page);
  const terms = fin.getByRole('region', { name: /a mesma em todos os prazos/ });
  const versions = fin.getByRole('region', { name: /Preço de tabela de cada versão/ });
  await expect(terms.getByRole('table')).toBeVisible();
  await expect(versions.getByRole('rowheader')).toHaveCount(argo.length);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  for (const region of [terms, versions]) {
    await expect(region).toHaveAttribute('tabindex', '0');
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  }
  // The terms table by keyboard: focused, scrolled with the arrow keys, the page stays put.
  await terms.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => terms.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  expect(await page.evaluate(() => window.scrollX)).toBe(0);
  await expectNoAxeViolations(page, 'comparator at 390 px');
});
