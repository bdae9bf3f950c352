import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, resetSandbox, watchConsole } from './support.ts';

type Entry = { path: string; method: string; body: Record<string, unknown>; bearer: boolean };

/** The working prices the sandbox accepted (POST and PUT `dealers/working-price`). */
async function saves(page: Page) {
  const entries = (await (
    await page.request.get('/sandbox/__sandbox/journal?service=reporting')
  ).json()) as Entry[];
  return entries
    .filter((e) => e.path.endsWith('dealers/working-price') && e.method !== 'GET')
    .map((e) => [e.method, e.body.price]);
}

/** Opens the working prices of the simulator's dealer tools by keyboard. */
async function openPrices(page: Page, title: string) {
  const widget = page.locator('hub-quotation-simulator');
  const summary = widget.getByText(title, { exact: true });
  await summary.focus();
  await page.keyboard.press('Enter');
  return widget;
}

/** The working prices' own live region (the dealer tools have others). */
const pricesStatus = (widget: Locator) =>
  widget
    .locator('details')
    .filter({ hasText: /Preços de trabalho da concessionária|Precios de trabajo del concesionario/ })
    .getByRole('status');

/**
 * Types a price in the focused working-price field (digits), replacing what it held, waits for the mask
 * to show it and sends with Enter.
 */
async function typePrice(page: Page, price: string) {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(price);
  const field = page.locator('hub-quotation-simulator').locator('input[name="workingPrice"]');
  await expect(field).toBeFocused();
  await expect.poll(async () => (await field.inputValue()).replace(/\D/g, '')).toBe(price);
  await page.keyboard.press('Enter');
}

test('a dealer manager sets a working price by keyboard, is refused below 80% of the list price, then changes it (pt-BR), axe clean', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await resetSandbox(page);
  await page.goto('/pages/quotation-simulator/fiat.html?as=diego');
  const widget = await openPrices(page, 'Preços de trabalho da concessionária');
  const set = widget.getByRole('button', {
    name: 'Definir preço de trabalho: Argo Drive 1.3 CVT',
    exact: true,
  });
  await expect(set).toBeVisible();
  const row = widget.getByRole('row', { name: /^Argo Drive 1\.3 CVT / });
  await expect(row).toContainText('Sem preço de trabalho');
  await expectNoAxeViolations(page, 'working prices');

  await set.focus();
  await page.keyboard.press('Enter');
  const price = widget.getByRole('textbox', { name: 'Preço de trabalho' });
  await expect(price).toBeFocused();
  await expectNoAxeViolations(page, 'working price form');

  // Below 80% of R$ 105.990,00: the service refuses, said beside the field; the typed value stays.
  await typePrice(page, '50000');
  await expect(
    widget.getByText(
      'O preço de trabalho não pode ser menor que 80% do preço de tabela (mínimo R$ 84.792,00).',
    ),
  ).toBeVisible();
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await expect(price).toBeFocused();
  await expect(price).toHaveValue(/^R\$ 50\.000/);
  await expectNoAxeViolations(page, 'working price refused');
  expect(await saves(page)).toEqual([]);

  await typePrice(page, '100000');
  await expect(pricesStatus(widget)).toHaveText(
    'Preço de trabalho de Argo Drive 1.3 CVT salvo: R$ 100.000,00.',
    { useInnerText: true },
  );
  const change = widget.getByRole('button', {
    name: 'Alterar preço de trabalho: Argo Drive 1.3 CVT',
    exact: true,
  });
  await expect(change).toBeFocused();
  await expect(row).toContainText('100.000,00');
  await expectNoAxeViolations(page, 'working price set');

  await page.keyboard.press('Enter');
  await expect(price).toBeFocused();
  await typePrice(page, '110000');
  await expect(pricesStatus(widget)).toContainText('salvo: R$ 110.000,00.');
  await expect(change).toBeFocused();
  await expectNoAxeViolations(page, 'working price changed');
  expect(await saves(page)).toEqual([
    ['POST', 100000],
    ['PUT', 110000],
  ]);
  // The refusal's own 422 is the only failed request the console shows.
  expect(problems).toEqual([
    'Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)',
  ]);
});

test('an Argentine dealer manager sets a working price in pesos, in Spanish, axe clean', async ({ page }) => {
  await resetSandbox(page);
  await page.goto('/pages/quotation-simulator/fiat.html?market=es-AR&as=tomas');
  const widget = await openPrices(page, 'Precios de trabajo del concesionario');
  const set = widget.getByRole('button', {
    name: 'Definir precio de trabajo: Argo Drive 1.3 CVT',
    exact: true,
  });
  await set.focus();
  await page.keyboard.press('Enter');
  const price = widget.getByRole('textbox', { name: 'Precio de trabajo' });
  await expect(price).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(widget.getByText('Ingresá un precio de trabajo mayor que cero.')).toBeVisible();
  await typePrice(page, '1000');
  await expect(
    widget.getByText(/^El precio de trabajo no puede ser menor que el 80% del precio de lista \(mínimo \$/),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'working price refused (es-AR)');
  const list = await widget
    .getByRole('row', { name: /^Argo Drive 1\.3 CVT / })
    .getByRole('cell')
    .first()
    .innerText();
  await typePrice(page, list.replace(/\D/g, '').slice(0, -2));
  await expect(pricesStatus(widget)).toContainText('Precio de trabajo de Argo Drive 1.3 CVT guardado: $');
  await expect(
    widget.getByRole('button', { name: 'Cambiar precio de trabajo: Argo Drive 1.3 CVT', exact: true }),
  ).toBeFocused();
  await expectNoAxeViolations(page, 'working price set (es-AR)');
  expect((await saves(page)).map(([method]) => method)).toEqual(['POST']);
});

test('a seller without the manager role sees no working prices', async ({ page }) => {
  await resetSandbox(page);
  await page.goto('/pages/quotation-simulator/fiat.html?as=davi');
  const widget = page.locator('hub-quotation-simulator');
  await expect(widget.getByText('Relatórios da concessionária', { exact: true })).toBeVisible();
  await expect(widget.getByText('Preços de trabalho da concessionária')).toHaveCount(0);
  await expect(widget.getByRole('button', { name: /preço de trabalho/ })).toHaveCount(0);
});
