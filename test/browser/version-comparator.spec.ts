import { expect, type Locator, type Page, test } from '@playwright/test';
import { VERSIONS } from '../../api/sandbox/data/catalog.ts';
import { expectNoAxeViolations, journal, resetSandbox, setFixtureMarkup, watchConsole } from './support.ts';

const fiat = (model: string) => VERSIONS.filter((v) => v.brand === 'fiat' && v.modelName === model);
const argo = fiat('Argo');

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

/** The empty CMS page with a comparator inserted; resolves once its table (or message) is shown. */
async function insert(page: Page, html: string): Promise<Locator> {
  await page.goto('/pages/empty.html');
  await setFixtureMarkup(page, html);
  const cmp = page.locator('hub-version-comparator');
  await expect(cmp.getByRole('heading', { level: 2 })).toBeVisible();
  return cmp;
}

const cells = (table: Locator, row: string) =>
  table
    .getByRole('row')
    .filter({ has: table.page().getByRole('rowheader', { name: row, exact: true }) })
    .getByRole('cell');

test('a configured Argo compares its own versions: names, words, real item differences, one batch price call', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const cmp = await insert(
    page,
    `<hub-version-comparator mvs="${argo[1]!.mvsCode}"></hub-version-comparator>`,
  );
  const table = cmp.getByRole('table', { name: 'Comparação das versões do Argo' });
  await expect(table.getByRole('columnheader')).toHaveCount(argo.length + 1);
  const titles = (await table.getByRole('columnheader').allTextContents()).slice(1);
  expect(new Set(titles).size).toBe(titles.length);
  await expect(cells(table, 'Câmbio')).toHaveText(['Manual', 'Automático CVT', 'Automático CVT']);
  await expect(cells(table, 'Combustível').first()).toHaveText('Flex (etanol e gasolina)');
  const tech = cells(table, 'Pacote Tech');
  await expect(tech.last()).toHaveText('De série');
  await expect(tech.first()).toHaveText(/^Opcional/);
  // Each column's 48 × 48 thumbnail: the body type drawn (no image template on this page).
  await expect(table.locator('thead svg[data-body="hatch"]')).toHaveCount(argo.length);
  const prices = await journal(page, 'price');
  expect(prices).toHaveLength(1);
  expect(JSON.stringify(prices[0])).toContain('batchPrices');
  await expectNoAxeViolations(page, 'the model’s versions compared');
  expect(problems).toEqual([]);
});

test('at 390 px the table scrolls in its own labelled region, by keyboard, and the page never sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const cmp = await insert(page, '<hub-version-comparator></hub-version-comparator>');
  const region = cmp.getByRole('region', { name: 'Comparação das versões de todos os modelos' });
  await expect(region.getByRole('table')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const overflow = await region.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeGreaterThan(0);
  // Reached by Tab and scrolled with the arrow keys.
  await page.keyboard.press('Tab');
  for (let i = 0; i < 10 && !(await region.evaluate((el) => el.matches(':focus'))); i++)
    await page.keyboard.press('Tab');
  await expect(region).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  expect(await page.evaluate(() => window.scrollX)).toBe(0);
  await expectNoAxeViolations(page, 'comparator at 390 px');
});

test('fuels in words in both markets: no Electric, Flex Hybrid or Gas on screen', async ({ page }) => {
  for (const [brand, market, words] of [
    ['fiat', 'pt-BR', ['Elétrico', 'Híbrido flex']],
    ['fiat', 'es-AR', ['Eléctrico', 'Híbrido flex']],
    ['ram', 'es-AR', ['Nafta']],
    ['jeep', 'pt-BR', ['Gasolina']],
  ] as const) {
    const cmp = await insert(
      page,
      `<hub-version-comparator brand="${brand}" market="${market}"></hub-version-comparator>`,
    );
    const row = cmp.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^Combust/ }) });
    for (const word of words) await expect(row).toContainText(word);
    await expect(row).not.toContainText(/Electric|Flex Hybrid|\bGas\b/);
  }
  await expectNoAxeViolations(page, 'fuels in es-AR words');
});

test('es-AR: DS compares its Argentine line-up; Chrysler says the brand is not sold in Argentina', async ({
  page,
}) => {
  const ds = await insert(
    page,
    '<hub-version-comparator brand="ds" market="es-AR"></hub-version-comparator>',
  );
  await expect(ds.getByRole('table')).toContainText('DS 7');
  await expect(ds.getByRole('table')).toContainText(/\$/);
  await expectNoAxeViolations(page, 'DS in Argentina');
  const chrysler = await insert(
    page,
    '<hub-version-comparator brand="chrysler" market="es-AR"></hub-version-comparator>',
  );
  await expect(chrysler.getByRole('status')).toHaveText(
    /^Los vehículos Chrysler no se venden en Argentina\./,
  );
  await expect(chrysler).not.toContainText('No hay versiones disponibles');
  await expectNoAxeViolations(page, 'Chrysler not sold in Argentina');
  // The financing and reservation pages' configurators alike.
  for (const page_ of ['financing', 'reservation']) {
    await page.goto(`/pages/${page_}/ds.html?market=es-AR`);
    await expect(page.locator('hub-configurator').getByRole('radio').first()).toBeVisible();
    await expect(page.locator('hub-configurator')).toContainText('DS 7');
    await page.goto(`/pages/${page_}/chrysler.html?market=es-AR`);
    await expect(page.locator('hub-configurator').getByRole('status')).toHaveText(
      /^Los vehículos Chrysler no se venden en Argentina\./,
    );
    // The financing and reservation beside it say the same, not "configurá un auto".
    const beside = page.locator(page_ === 'financing' ? 'hub-financing' : 'hub-reservation');
    await expect(beside.getByRole('status')).toHaveText(
      /^Los vehículos Chrysler no se venden en Argentina\. Conocé las otras marcas del grupo/,
    );
    await expect(beside).not.toContainText('Configurá un auto');
    await expectNoAxeViolations(page, `Chrysler ${page_} page in Argentina`);
  }
});
