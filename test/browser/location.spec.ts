import { expect, type Page, test } from '@playwright/test';
import {
  expectNoAxeViolations,
  injectFault,
  journal,
  resetSandbox,
  setFixtureMarkup,
  watchConsole,
} from './support.ts';

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

/** A CMS page with only these widgets (and optional page settings), loaded by the loader. */
async function pageWith(page: Page, html: string, settings: Record<string, string> = {}) {
  await page.goto('/pages/empty.html');
  await page.evaluate(
    ({ settings }) => {
      for (const [name, content] of Object.entries(settings)) {
        const meta = document.createElement('meta');
        meta.name = `hub:setting:${name}`;
        meta.content = content;
        document.head.append(meta);
      }
    },
    { settings },
  );
  await setFixtureMarkup(page, html, '#slot', 'append');
}

async function locationCookie(page: Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'hub_location');
  return cookie
    ? {
        value: JSON.parse(decodeURIComponent(cookie.value)),
        sameSite: cookie.sameSite,
        expires: cookie.expires,
      }
    : null;
}

test('box layout, keyboard only: choose, confirm, change; shared location stored per the rules; axe in every state', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await pageWith(page, '<hub-location-selector></hub-location-selector>');
  const box = page.locator('hub-location-selector');
  await expect(box.getByRole('heading', { name: 'Onde você está?' })).toBeVisible();
  await expectNoAxeViolations(page, 'selection, empty');

  await page.keyboard.press('Tab');
  await expect(box.getByRole('combobox', { name: /estado/i })).toBeFocused();
  await page.keyboard.press('Tab'); // the city waits for a state: disabled, skipped
  await expect(box.getByRole('button', { name: 'Confirmar localização' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(box.getByText('Informe o estado')).toBeVisible();
  await expect(box.getByRole('combobox', { name: /estado/i })).toBeFocused();
  await expectNoAxeViolations(page, 'selection, errors');

  await box.getByRole('combobox', { name: /estado/i }).selectOption({ label: 'Pernambuco' });
  await page.keyboard.press('Tab');
  await expect(box.getByRole('combobox', { name: /cidade/i })).toBeFocused();
  await box.getByRole('combobox', { name: /cidade/i }).selectOption({ label: 'Recife' });
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(box.getByRole('heading', { name: 'Sua localização' })).toBeVisible();
  await expect(box.getByText('Recife – PE', { exact: true })).toBeVisible();
  await expect(box.locator('.location-selector-confirmed')).toBeFocused();
  await expectNoAxeViolations(page, 'confirmed');

  const cookie = await locationCookie(page);
  expect(cookie?.value).toEqual({
    countryCode: 'BR',
    stateCode: 'PE',
    cityName: 'Recife',
    cityCode: '2611606',
  });
  expect(cookie?.sameSite).toBe('Lax');
  // Max-age is the 4-hour default (seed 000 §9).
  expect(Math.round((cookie!.expires - Date.now() / 1000) / 60)).toBeGreaterThanOrEqual(239);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('hub:location') ?? 'null'));
  // Local storage keeps the brand's influence areas and regionals of the place (the offers use them).
  expect(stored.value).toMatchObject({ stateCode: 'PE', cityName: 'Recife' });
  expect(stored.value.influenceAreas.length).toBeGreaterThan(0);
  expect(stored.value.regionals.length).toBeGreaterThan(0);
  for (const entry of [...stored.value.influenceAreas, ...stored.value.regionals])
    expect(entry.brandName).toBe('fiat');
  const [dealers] = await journal(page, 'dealers');
  expect(dealers).toMatchObject({ query: { brand: 'fiat', market: 'pt-BR', state: 'PE', city: 'Recife' } });

  await page.keyboard.press('Tab');
  await expect(box.getByRole('button', { name: 'Alterar localização' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(box.getByRole('combobox', { name: /cidade/i })).toHaveValue('2611606');
  expect(problems).toEqual([]);
});

test('modal layout: opens from the trigger, traps focus, Escape returns to the trigger, confirms by keyboard', async ({
  page,
}) => {
  await pageWith(page, '<hub-location-selector layout="modal" brand="jeep"></hub-location-selector>');
  const widget = page.locator('hub-location-selector');
  const trigger = widget.getByRole('button', { name: 'Informe sua localização' });
  await expect(trigger).toBeVisible();
  await expectNoAxeViolations(page, 'modal closed');
  await page.keyboard.press('Tab');
  await expect(trigger).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = widget.getByRole('dialog', { name: 'Onde você está?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: /estado/i })).toBeFocused();
  await expectNoAxeViolations(page, 'modal open');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  await page.keyboard.press('Enter');
  await dialog.getByRole('combobox', { name: /estado/i }).selectOption({ label: 'Goiás' });
  await page.keyboard.press('Tab');
  await dialog.getByRole('combobox', { name: /cidade/i }).selectOption({ label: 'Goiânia' });
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Confirmar localização' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  const changed = widget.getByRole('button', { name: 'Sua localização: Goiânia – GO. Alterar' });
  await expect(changed).toBeFocused();
  await expect(widget.getByRole('status')).toContainText('Localização confirmada: Goiânia – GO.');
  await expectNoAxeViolations(page, 'modal confirmed');
});

test('every widget on the page shares the location, and it survives a reload within its lifetime only', async ({
  page,
}) => {
  const html = `<hub-location-selector></hub-location-selector><hub-dealer-picker modes='["city"]'></hub-dealer-picker>`;
  await pageWith(page, html, { 'location-ttl': '3000' });
  const box = page.locator('hub-location-selector');
  await box.getByRole('combobox', { name: /estado/i }).selectOption({ label: 'Santa Catarina' });
  await box.getByRole('combobox', { name: /cidade/i }).selectOption({ label: 'Florianópolis' });
  await box.getByRole('button', { name: 'Confirmar localização' }).click();
  const picker = page.locator('hub-dealer-picker');
  await expect(picker.getByRole('combobox', { name: /estado/i })).toHaveValue('SC');
  await expect(picker.locator('input[name="dealer"]').first()).toBeAttached();

  await pageWith(page, html, { 'location-ttl': '3000' });
  await expect(
    page.locator('hub-location-selector').getByText('Florianópolis – SC', { exact: true }),
  ).toBeVisible();
  await page.waitForTimeout(3100);
  await pageWith(page, html, { 'location-ttl': '3000' });
  await expect(
    page.locator('hub-location-selector').getByRole('heading', { name: 'Onde você está?' }),
  ).toBeVisible();
});

test('a failing service shows the seed message, keeps the choice, and confirming again works', async ({
  page,
}) => {
  await pageWith(page, '<hub-location-selector></hub-location-selector>');
  const box = page.locator('hub-location-selector');
  await box.getByRole('combobox', { name: /estado/i }).selectOption({ label: 'Ceará' });
  await box.getByRole('combobox', { name: /cidade/i }).selectOption({ label: 'Fortaleza' });
  await injectFault(page, 'dealers', 503);
  await box.getByRole('button', { name: 'Confirmar localização' }).click();
  await expect(box.getByRole('alert')).toContainText('Um erro ocorreu, tente novamente');
  await expect(box.getByRole('combobox', { name: /cidade/i })).toHaveValue('2304400');
  await expectNoAxeViolations(page, 'confirm failed');
  await box.getByRole('button', { name: 'Confirmar localização' }).click();
  await expect(box.getByText('Fortaleza – CE', { exact: true })).toBeVisible();
});

test('es-AR: provinces through the v1 province call, voseo, province named in words; states fail → retry', async ({
  page,
}) => {
  await injectFault(page, 'dealers', 500);
  await pageWith(page, '<hub-location-selector market="es-AR" brand="peugeot"></hub-location-selector>');
  const box = page.locator('hub-location-selector');
  await expect(box.getByRole('alert')).toContainText('No fue posible cargar provincias y ciudades.');
  await expectNoAxeViolations(page, 'es-AR provinces failed');
  await box.getByRole('button', { name: 'Intentar de nuevo' }).click();
  await box.getByRole('combobox', { name: /provincia/i }).selectOption({ label: 'Santa Fe' });
  await box.getByRole('combobox', { name: /ciudad/i }).selectOption({ label: 'Rosario' });
  await box.getByRole('button', { name: 'Confirmar ubicación' }).click();
  await expect(box.getByText('Rosario, Santa Fe', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'es-AR confirmed');
  const calls = await journal(page, 'dealers');
  expect(calls[0]).toMatchObject({ path: '/sandbox/dealers/v1/province/all', query: { country: 'AR' } });
  expect((await locationCookie(page))?.value).toMatchObject({
    countryCode: 'AR',
    stateCode: 'S',
    cityName: 'Rosario',
  });
});
