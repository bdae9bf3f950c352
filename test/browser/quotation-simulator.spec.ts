import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, resetSandbox, watchConsole } from './support.ts';

type Entry = { path: string; method: string; body: Record<string, unknown>; bearer: boolean };

/** A fresh sandbox; returns a reader of the quotation saves (accepted requests only). */
async function sandbox(page: Page) {
  await resetSandbox(page);
  return async (): Promise<Entry[]> =>
    (
      (await (await page.request.get('/sandbox/__sandbox/journal?service=dealer-sales')).json()) as Entry[]
    ).filter((e) => e.path.endsWith('v2/quotation'));
}

/** The model tab: the Fiat 674 (version 6742NV1) in a colour. */
async function chooseCar(widget: Locator, color: RegExp, labels = { model: 'Modelo', version: 'Versão' }) {
  await widget.getByRole('combobox', { name: labels.model }).selectOption('674');
  await widget.getByRole('combobox', { name: labels.version }).selectOption('6742NV1');
  await widget.getByRole('radio', { name: color }).check();
}

test('a seller builds a quotation by keyboard: a conflicting optional, a price refused lower, a save code, sold out and back, download (pt-BR), axe clean', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const saves = await sandbox(page);
  await page.goto('/pages/quotation-simulator/fiat.html');
  const widget = page.locator('hub-quotation-simulator');
  await expect(widget.getByRole('heading', { name: 'Simulador de cotação' })).toBeVisible();
  await expectNoAxeViolations(page, 'simulator, model tab');
  await chooseCar(widget, /^Branco Banchisa \(/);

  // Tabs by keyboard: the arrow goes to the optionals.
  await widget.getByRole('tab', { name: 'Modelo' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(widget.getByRole('tab', { name: 'Opcionais' })).toHaveAttribute('aria-selected', 'true');
  await expect(widget.getByRole('tab', { name: 'Opcionais' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(widget.getByRole('checkbox', { name: /^Pacote ADAS/ })).toBeFocused();
  await page.keyboard.press('Space');
  const dialog = widget.getByRole('alertdialog');
  await expect(dialog).toContainText('Sensor de estacionamento dianteiro');
  await expectNoAxeViolations(page, 'conflicts modal');
  await dialog.getByRole('button', { name: 'Confirmar' }).press('Enter');
  await expect(widget.getByRole('checkbox', { name: /^Sensor de estacionamento/ })).toBeChecked();

  // Review: a lower price is refused beside the field, nothing sent; a higher one is taken.
  await widget.getByRole('button', { name: 'Revisar e visualizar' }).press('Enter');
  await widget.getByRole('textbox', { name: 'Nome da oportunidade' }).fill('OPP Ana Souza');
  const price = widget.getByRole('textbox', { name: 'Preço do veículo' });
  await price.fill('100.000');
  await widget.getByRole('button', { name: 'Salvar cotação' }).press('Enter');
  await expect(widget.getByText('O preço deve ser maior que o preço inicial (R$ 105.990,00).')).toBeVisible();
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, 'price refused');
  expect(await saves()).toEqual([]);
  await price.fill('107.000');
  await widget.getByRole('button', { name: 'Salvar cotação' }).dblclick();
  await expect(widget.getByText('Cotação salva com sucesso')).toBeVisible();
  await expectNoAxeViolations(page, 'saved');
  const saved = await saves();
  expect(saved).toHaveLength(1);
  expect(saved[0]).toMatchObject({
    bearer: true,
    body: {
      price: 107000,
      initialPrice: 105990,
      optionals: ['ADS', 'PSD'],
      opportunityName: 'OPP Ana Souza',
    },
  });

  // Download: the PDF the seller hands the customer.
  const download = page.waitForEvent('download');
  await widget.getByRole('button', { name: 'Baixar cotação (PDF)' }).press('Enter');
  expect((await download).suggestedFilename()).toMatch(/^cotação-quo-.+\.pdf$/);

  // The same opportunity again: code 002 in words.
  await page.reload();
  await chooseCar(widget, /^Preto Vesúvio \(/);
  await widget.getByRole('button', { name: 'Revisar e visualizar' }).click();
  await widget.getByRole('textbox', { name: 'Nome da oportunidade' }).fill('OPP Ana Souza');
  await widget.getByRole('button', { name: 'Salvar cotação' }).click();
  await expect(widget.getByRole('alert')).toContainText(
    'Cotação já registrada: reabra-a no CRM e informe o número dela como cotação base para salvar.',
  );
  await expectNoAxeViolations(page, 'save code 002');

  // Sold out: switch to a factory-stock proposal, then restore after confirming.
  await price.fill('110.000');
  await widget.getByRole('button', { name: 'Fazer proposta com estoque de fábrica' }).press('Enter');
  await expect(widget.getByText(/^Proposta com estoque de fábrica/)).toBeVisible();
  await expect(price).toHaveValue('');
  await expectNoAxeViolations(page, 'factory stock');
  await widget.getByRole('button', { name: 'Restaurar a cotação inicial' }).press('Enter');
  const confirm = widget.getByRole('alertdialog', { name: 'Restaurar a cotação inicial?' });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page, 'restore confirmation');
  await confirm.getByRole('button', { name: 'Restaurar' }).press('Enter');
  await expect(confirm).toHaveCount(0);
  await expect(price).toHaveValue('110.000');
  await expect(widget.getByText('Veículo esgotado no estoque da concessionária.')).toBeVisible();
  expect(problems).toEqual([]);
});

test('es-AR: Joaquín quotes in Spanish and is refused a lower price; axe clean', async ({ page }) => {
  const saves = await sandbox(page);
  await page.goto('/pages/quotation-simulator/fiat.html?market=es-AR');
  const widget = page.locator('hub-quotation-simulator');
  await expect(widget.getByRole('heading', { name: 'Simulador de cotización' })).toBeVisible();
  await chooseCar(widget, /^Blanco Banchisa \(/, { model: 'Modelo', version: 'Versión' });
  await widget.getByRole('button', { name: 'Revisar y previsualizar' }).click();
  await widget.getByRole('textbox', { name: 'Nombre de la oportunidad' }).fill('OPP Martina');
  await widget.getByRole('textbox', { name: 'Precio del vehículo' }).fill('1.000');
  await widget.getByRole('button', { name: 'Guardar cotización' }).click();
  await expect(widget.getByText(/^El precio debe ser mayor que el precio inicial/)).toBeVisible();
  await expectNoAxeViolations(page, 'es-AR price refused');
  expect(await saves()).toEqual([]);
  await widget.getByRole('textbox', { name: 'Precio del vehículo' }).fill('');
  await widget.getByRole('button', { name: 'Guardar cotización' }).click();
  await expect(widget.getByText('Cotización guardada con éxito')).toBeVisible();
  await expectNoAxeViolations(page, 'es-AR saved');
});

/** Each tab's top and the tablist's own box and scroll extent, as the seller's phone lays them out. */
async function tabRow(widget: Locator) {
  return widget.evaluate((el) => {
    const list = el.shadowRoot?.querySelector('[role="tablist"]') as HTMLElement;
    const box = list.getBoundingClientRect();
    const tabs = [...list.querySelectorAll('[role="tab"]')].map((tab) => {
      const rect = tab.getBoundingClientRect();
      return { name: tab.textContent, top: Math.round(rect.top), left: rect.left, right: rect.right };
    });
    return {
      left: box.left,
      right: box.right,
      scrollWidth: list.scrollWidth,
      clientWidth: list.clientWidth,
      tabs,
    };
  });
}

for (const market of ['pt-BR', 'es-AR'] as const)
  test(`${market}: on a 390 px phone the tabs are one row that scrolls, the selected tab kept in view; axe clean`, async ({
    page,
  }) => {
    await sandbox(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/pages/quotation-simulator/fiat.html${market === 'es-AR' ? '?market=es-AR' : ''}`);
    const widget = page.locator('hub-quotation-simulator');
    const [first, last] = market === 'es-AR' ? ['Modelo', 'Comentario'] : ['Modelo', 'Comentário'];
    await expect(widget.getByRole('tab', { name: first })).toBeVisible();
    const before = await tabRow(widget);
    expect(new Set(before.tabs.map((tab) => tab.top)).size, 'tabs on one line').toBe(1);
    expect(before.scrollWidth, 'the row scrolls rather than wraps').toBeGreaterThan(before.clientWidth);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'page wider than the phone').toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, `${market} tabs at 390 px`);

    // By keyboard to the last tab: it is selected and wholly inside the row's box.
    await widget.getByRole('tab', { name: first }).focus();
    await page.keyboard.press('End');
    await expect(widget.getByRole('tab', { name: last })).toHaveAttribute('aria-selected', 'true');
    const after = await tabRow(widget);
    const shown = after.tabs.find((tab) => tab.name === last)!;
    expect(shown.left).toBeGreaterThanOrEqual(after.left - 1);
    expect(shown.right).toBeLessThanOrEqual(after.right + 1);
    // And back with Home: the first tab in view again.
    await page.keyboard.press('Home');
    await expect(widget.getByRole('tab', { name: first })).toBeFocused();
    const back = (await tabRow(widget)).tabs.find((tab) => tab.name === first)!;
    expect(back.left).toBeGreaterThanOrEqual(after.left - 1);
  });

test('a customer token is refused in words, nothing of the dealer sales is called; axe clean', async ({
  page,
}) => {
  await resetSandbox(page);
  await page.goto('/pages/quotation-simulator/fiat.html?as=ana');
  const widget = page.locator('hub-quotation-simulator');
  await expect(widget.getByText('O seu perfil não dá acesso a esta área.')).toBeVisible();
  await expect(
    widget.getByText('Ela é para: vendedor de concessionária digital ou gerência de concessionária.'),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'customer refused');
  const calls = await (await page.request.get('/sandbox/__sandbox/journal?service=dealer-sales')).json();
  expect(calls).toEqual([]);
  // The service refuses a customer too (403), whatever a page would send.
  const refused = await page.request.post('/sandbox/dealer-sales/v2/access', {
    headers: { authorization: 'Bearer sandbox-token-ana' },
    data: { dealerCode: 'X' },
  });
  expect(refused.status()).toBe(403);
});

test('dealer reports: Davi opens a product and a dealer report by keyboard, each with its reason, recorded once (pt-BR); Joaquín in es-AR; axe clean', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await resetSandbox(page);
  const views = async () =>
    (
      (await (await page.request.get('/sandbox/__sandbox/journal?service=reporting')).json()) as {
        path: string;
        method: string;
        body: Record<string, unknown>;
      }[]
    ).filter((e) => e.method === 'POST' && e.path.endsWith('/report-view'));
  await page.goto('/pages/quotation-simulator/fiat.html');
  const widget = page.locator('hub-quotation-simulator');
  const summary = widget.getByText('Relatórios da concessionária', { exact: true });
  await summary.focus();
  await page.keyboard.press('Enter');
  const form = widget.getByRole('form', { name: 'Consultar um relatório' });
  await expect(form).toBeVisible();

  // Without a reason: the message beside the field, nothing recorded.
  await form.getByRole('radio', { name: 'Produto' }).focus();
  await page.keyboard.press('Space');
  await form
    .getByRole('combobox', { name: /^Produto/ })
    .selectOption({ label: 'Mopar Vehicle Protection 36 meses' });
  await form.getByRole('button', { name: 'Ver relatório' }).focus();
  await page.keyboard.press('Enter');
  await expect(form.getByText('Escolha o motivo da consulta.')).toBeVisible();
  await expect(form.getByRole('combobox', { name: /^Motivo da consulta/ })).toBeFocused();
  expect(await views()).toEqual([]);
  await expectNoAxeViolations(page, 'report reason refused');

  await form
    .getByRole('combobox', { name: /^Motivo da consulta/ })
    .selectOption({ label: 'Prazo de entrega' });
  await form.getByRole('button', { name: 'Ver relatório' }).dblclick();
  const product = widget.getByRole('region', {
    name: 'Relatório do produto Mopar Vehicle Protection 36 meses',
  });
  await expect(product).toContainText('Garantia estendida');
  await expect(product.getByRole('heading')).toBeFocused();
  expect((await views()).map((v) => v.body)).toEqual([
    expect.objectContaining({ productId: 'PRD-1', reasonId: 2 }),
  ]);
  await expectNoAxeViolations(page, 'product report');

  // A dealer's report.
  await form.getByRole('radio', { name: 'Produto' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: 'Concessionária' })).toBeChecked();
  const dealers = form.getByRole('combobox', { name: /^Concessionária/ });
  await dealers.selectOption({ index: 1 });
  await form.getByRole('button', { name: 'Ver relatório' }).press('Enter');
  const dealer = widget.getByRole('region', { name: /^Relatório da concessionária / });
  await expect(dealer).toContainText('Código');
  expect((await views()).at(-1)?.body).toMatchObject({
    reasonId: 2,
    idSiteGeo: Number(await dealers.inputValue()),
  });
  await expectNoAxeViolations(page, 'dealer report');

  await page.goto('/pages/quotation-simulator/fiat.html?market=es-AR');
  await widget.getByText('Informes del concesionario', { exact: true }).click();
  const formAR = widget.getByRole('form', { name: 'Consultar un informe' });
  await formAR.getByRole('radio', { name: 'Producto' }).focus();
  await page.keyboard.press('Space');
  await formAR.getByRole('combobox', { name: /^Producto/ }).selectOption({ label: 'Mopar Connect' });
  await formAR.getByRole('combobox', { name: /^Motivo de la consulta/ }).selectOption({ label: 'Precio' });
  await formAR.getByRole('button', { name: 'Ver informe' }).click();
  await expect(widget.getByRole('region', { name: 'Informe del producto Mopar Connect' })).toContainText(
    'Conectividad',
  );
  await expectNoAxeViolations(page, 'es-AR product report');
  expect(problems).toEqual([]);
});
