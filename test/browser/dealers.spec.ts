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

/** A CMS page with only this widget; the page records the widget's events. */
async function pageWith(page: Page, html: string) {
  await page.goto('/pages/empty.html');
  await page.evaluate(() => {
    const events: unknown[] = [];
    (window as unknown as { hubEvents: unknown[] }).hubEvents = events;
    for (const name of ['hub-ready', 'hub-submit-success', 'hub-submit-error'])
      document.addEventListener(name, (e) => events.push({ name, detail: (e as CustomEvent).detail }));
  });
  await setFixtureMarkup(page, html, '#slot', 'append');
}

const events = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { hubEvents: { name: string; detail: Record<string, unknown> }[] }).hubEvents,
  );

function kmOf(text: string): number {
  return Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
}

test('geolocation granted: dealers within the radius, nearest first, distance shown; radius search sent', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: -19.9245, longitude: -43.9352 });
  await pageWith(page, '<hub-dealer-picker brand="jeep"></hub-dealer-picker>');
  const picker = page.locator('hub-dealer-picker');
  await picker.getByText('Minha localização', { exact: true }).click();
  await picker.getByRole('combobox', { name: /distância máxima/i }).selectOption('25');
  await picker.getByRole('button', { name: 'Usar minha localização' }).click();
  await expect(picker.locator('input[name="dealer"]').first()).toBeAttached();
  const distances = (await picker.getByText(/^A [\d,]+ km de você$/).allTextContents()).map(kmOf);
  expect(distances.length).toBeGreaterThan(0);
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
  expect(Math.max(...distances)).toBeLessThanOrEqual(25);
  await expect(
    picker.getByText(/seg\.? a sex\.?: das 08:00 às 18:00; intervalo das 12:00 às 13:00/).first(),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'position results');
  const [call] = await journal(page, 'dealers');
  expect(call).toMatchObject({
    path: '/sandbox/dealers/v2/dealer/findDealersByRadius',
    query: {
      referenceLatitude: '-19.9245',
      referenceLongitude: '-43.9352',
      radius: '25',
      brand: 'jeep',
      market: 'pt-BR',
    },
  });
});

test('geolocation refused: a clear message, nothing asked of the service, other searches still work', async ({
  page,
  context,
}) => {
  await context.clearPermissions();
  await pageWith(page, '<hub-dealer-picker></hub-dealer-picker>');
  const picker = page.locator('hub-dealer-picker');
  await picker.getByText('Minha localização', { exact: true }).click();
  await picker.getByRole('button', { name: 'Usar minha localização' }).click();
  await expect(picker.getByRole('alert')).toContainText('Você não permitiu o acesso à sua localização');
  await expectNoAxeViolations(page, 'position refused');
  expect(await journal(page, 'dealers')).toHaveLength(0);
  await picker.getByText('Cidade', { exact: true }).click();
  await picker.getByRole('combobox', { name: /estado/i }).selectOption({ label: 'Bahia' });
  await picker.getByRole('combobox', { name: /cidade/i }).selectOption({ label: 'Salvador' });
  await expect(picker.locator('input[name="dealer"]').first()).toBeAttached();
});

test('keyboard only: postal code, arrow keys through the list, confirm; the chosen dealer is emitted', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await pageWith(page, '<hub-dealer-picker></hub-dealer-picker>');
  const picker = page.locator('hub-dealer-picker');
  await expect(picker.getByRole('heading', { name: 'Encontre uma concessionária' })).toBeVisible();
  await expectNoAxeViolations(page, 'empty');
  await page.keyboard.press('Tab');
  await expect(picker.getByRole('radio', { name: 'CEP' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(picker.getByRole('textbox', { name: /^cep/i })).toBeFocused();
  await page.keyboard.type('01310100');
  await expect(picker.getByText('Concessionárias perto do CEP 01310-100 (São Paulo – SP)')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(picker.getByRole('button', { name: 'Buscar' })).toBeFocused();
  await page.keyboard.press('Tab');
  const radios = picker.locator('input[name="dealer"]');
  await expect(radios.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(radios.nth(1)).toBeChecked();
  const second = await radios.nth(1).getAttribute('value');
  await expectNoAxeViolations(page, 'postal-code results, one chosen');
  await page.keyboard.press('Tab');
  await expect(picker.getByRole('button', { name: 'Escolher esta concessionária' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(picker.getByRole('heading', { name: 'Concessionária escolhida' })).toBeVisible();
  await expect(picker.locator('.dealer-picker-chosen')).toBeFocused();
  await expectNoAxeViolations(page, 'chosen');
  const chosen = (await events(page)).find((e) => e.name === 'hub-submit-success');
  expect(chosen?.detail).toMatchObject({
    form: 'dealer-picker',
    widget: 'hub-dealer-picker',
    dealer: { id: Number(second), stateCode: 'SP', cityName: 'São Paulo' },
  });
  expect((await events(page)).some((e) => e.name === 'hub-ready')).toBe(true);
  const location = await journal(page, 'location');
  expect(location[0]).toMatchObject({ path: '/sandbox/location/cep/correios/01310100' });
  expect(problems).toEqual([]);
});

test('an unknown postal code says CEP NÃO ENCONTRADO beside the field; a failing service offers a retry', async ({
  page,
}) => {
  await pageWith(page, '<hub-dealer-picker></hub-dealer-picker>');
  const picker = page.locator('hub-dealer-picker');
  const cep = picker.getByRole('textbox', { name: /^cep/i });
  await cep.pressSequentially('99999999');
  await expect(picker.getByText('CEP NÃO ENCONTRADO')).toBeVisible();
  await expect(cep).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, 'postal code not found');

  await injectFault(page, 'dealers', 503);
  await cep.fill('');
  await cep.pressSequentially('30130010');
  await expect(picker.getByRole('alert')).toContainText('Não foi possível carregar as concessionárias.');
  await expectNoAxeViolations(page, 'dealers failed');
  await picker.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(picker.locator('input[name="dealer"]').first()).toBeAttached();
  await expect(cep).toHaveValue('30130-010');
});

test('no dealer to choose: the offline dealers of the place are shown to call, without axe violations', async ({
  page,
}) => {
  await page.route('**/sandbox/dealers/v2/dealer/findDealersBy?*', (route) => route.fulfill({ json: [] }));
  await pageWith(page, `<hub-dealer-picker modes='["city"]'></hub-dealer-picker>`);
  const picker = page.locator('hub-dealer-picker');
  await picker.getByRole('combobox', { name: /estado/i }).selectOption({ label: 'Minas Gerais' });
  await picker.getByRole('combobox', { name: /cidade/i }).selectOption({ label: 'Uberaba' });
  await expect(picker.getByText('Nenhuma concessionária encontrada nesta cidade.')).toBeVisible();
  await expect(picker.getByRole('heading', { name: 'Concessionárias sem atendimento online' })).toBeVisible();
  await expect(picker.locator('input[name="dealer"]')).toHaveCount(0);
  await expectNoAxeViolations(page, 'offline dealers');
  const offline = (await journal(page, 'dealers')) as unknown as {
    path: string;
    query: Record<string, string>;
  }[];
  expect(offline.at(-1)).toMatchObject({
    path: '/sandbox/dealers/v2/dealer/findOfflineDealersByState',
    query: { state: 'MG', brand: 'fiat' },
  });
});

test('every brand skin and both markets: results and errors without axe violations', async ({ page }) => {
  test.setTimeout(150_000);
  for (const brand of [
    'fiat',
    'jeep',
    'dodge',
    'chrysler',
    'ram',
    'citroen',
    'peugeot',
    'fiat-abarth',
    'ds',
  ]) {
    for (const market of ['pt-BR', 'es-AR']) {
      await pageWith(
        page,
        `<hub-dealer-picker brand="${brand}" market="${market}" modes='["city","address"]'></hub-dealer-picker>`,
      );
      const picker = page.locator('hub-dealer-picker');
      if (brand === 'chrysler' && market === 'es-AR') {
        // Not sold in Argentina: no dealer to find, and the picker says so instead of searching.
        await expect(picker.getByRole('status')).toHaveText(
          /^Los vehículos Chrysler no se venden en Argentina\./,
        );
        await expect(picker.getByRole('combobox')).toHaveCount(0);
        await expectNoAxeViolations(page, `${brand} ${market} not sold`);
        continue;
      }
      await picker.getByRole('button', { name: /escolher|elegir/i }).click();
      await expect(
        picker.getByText(/escolha uma concessionária|elegí un concesionario de la lista/i),
      ).toBeVisible();
      const state = market === 'es-AR' ? 'Buenos Aires' : 'São Paulo';
      const city = market === 'es-AR' ? 'La Plata' : 'São Paulo';
      await picker.getByRole('combobox', { name: /estado|provincia/i }).selectOption({ label: state });
      await picker.getByRole('combobox', { name: /cidade|ciudad/i }).selectOption({ label: city });
      await expect(picker.getByText(/encontrad|encontramos|nenhuma|no encontramos/i).first()).toBeVisible();
      await expectNoAxeViolations(page, `${brand} ${market} results`);
    }
  }
});

test('by address: a São Paulo street and a Buenos Aires avenue are placed by the location service; dealers by radius, nearest first', async ({
  page,
}) => {
  for (const [market, state, text, place] of [
    ['pt-BR', 'São Paulo', 'Rua Augusta, 500', 'Concessionárias perto de Rua Augusta, São Paulo – SP'],
    [
      'es-AR',
      'Ciudad Autónoma de Buenos Aires',
      'Av. Corrientes 1234',
      'Concesionarios cerca de Avenida Corrientes, Buenos Aires, C',
    ],
  ] as const) {
    await resetSandbox(page);
    await pageWith(
      page,
      `<hub-dealer-picker brand="jeep" market="${market}" modes='["address"]'></hub-dealer-picker>`,
    );
    const picker = page.locator('hub-dealer-picker');
    await picker.getByRole('combobox', { name: /estado|provincia/i }).selectOption({ label: state });
    await picker.getByRole('textbox', { name: /endereço|dirección/i }).fill(text);
    await picker.getByRole('button', { name: /^buscar$/i }).click();
    await expect(picker.getByText(place)).toBeVisible();
    await expect(picker.locator('input[name="dealer"]').first()).toBeAttached();
    const distances = (await picker.getByText(/^A [\d,]+ km/).allTextContents()).map(kmOf);
    expect(distances.length).toBeGreaterThan(0);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // The journal also records each call's path.
    const paths = (await journal(page, 'dealers')).map((call) => (call as { path?: string }).path ?? '');
    expect(paths.filter((path) => path.includes('/dealer/'))).toEqual([
      expect.stringMatching(/findDealersByRadius$/),
    ]);
    await expectNoAxeViolations(page, `${market} address results`);
  }
});

test('on a 390 px phone the ways to search are whole tiles, two a row (an odd last one across), none cut or overlapping; axe clean', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [modes, count] of [
    [`'["postalCode","address","city","position"]'`, 4],
    [`'["postalCode","city","position"]'`, 3],
  ] as const) {
    await pageWith(page, `<hub-dealer-picker modes=${modes}></hub-dealer-picker>`);
    const picker = page.locator('hub-dealer-picker');
    await expect(picker.getByRole('radio', { name: 'CEP' })).toBeAttached();
    const { group, tiles } = await picker.evaluate((el) => {
      const segmented = el.shadowRoot!.querySelector('.hub-segmented')!;
      const box = (node: Element) => {
        const r = node.getBoundingClientRect();
        return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width };
      };
      return {
        group: box(segmented),
        tiles: [...segmented.querySelectorAll('label')].map((label) => ({
          ...box(label),
          text: label.textContent,
          // Text wider than its tile (cut off or spilling out).
          spills: label.scrollWidth > label.clientWidth + 1,
        })),
      };
    });
    expect(tiles).toHaveLength(count);
    const rows = [...new Set(tiles.map((tile) => Math.round(tile.top)))];
    expect(rows, `${count} ways: rows`).toHaveLength(Math.ceil(count / 2));
    for (const [i, tile] of tiles.entries()) {
      expect(tile.spills, `${tile.text} spills`).toBe(false);
      expect(tile.left).toBeGreaterThanOrEqual(group.left - 1);
      expect(tile.right).toBeLessThanOrEqual(group.right + 1);
      // Two a row; an odd last tile spans the row.
      const alone = i === count - 1 && count % 2 === 1;
      expect(tile.width / group.width, `${tile.text} width`).toBeCloseTo(alone ? 1 : 0.49, 1);
    }
    await expectNoAxeViolations(page, `${count} ways to search at 390 px`);
  }
});
