import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_CARS } from '../../api/sandbox/data/vehicles.ts';
import { code39Image } from './fixtures/code39.ts';
import { writeY4m } from './fixtures/y4m.ts';
import config from './playwright.config.ts';
import { expectNoAxeViolations, injectFault, resetSandbox, watchConsole } from './support.ts';

// Same fake camera as the vin-scanner spec: a Code 39 barcode of the chassis of a car with an open recall.
const { open: OPEN, clear: CLEAR } = DEMO_CARS;
const video = writeY4m(
  join(tmpdir(), `hub-recall-${OPEN.chassis}.y4m`),
  code39Image(OPEN.chassis),
  1280,
  720,
);
const launch = config.use?.launchOptions ?? {};
test.use({
  launchOptions: {
    ...launch,
    args: [
      ...(launch.args ?? []),
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  },
});

// Text only a zxing reader holds (the Code 39 alphabet); it survives minification.
const ZXING_MARK = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ-. $/+%';

/** A fresh sandbox; returns a reader of its recall journal (accepted requests only). */
async function recallSandbox(page: Page) {
  await resetSandbox(page);
  return async (): Promise<{ path: string; method: string; query?: Record<string, string> }[]> =>
    (await page.request.get('/sandbox/__sandbox/journal?service=recall')).json();
}

async function openOwnerPage(page: Page) {
  await page.goto('/pages/owner.html');
  const widget = page.locator('hub-recall-search');
  await expect(widget.getByRole('heading', { name: 'Consulta de recall' })).toBeVisible();
  await expect(widget.getByText('Airbag do passageiro')).toBeVisible();
  return widget;
}

test('searches by plate with the keyboard only, downloads the voucher, axe clean in every state', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const journal = await recallSandbox(page);
  const widget = await openOwnerPage(page);
  await expectNoAxeViolations(page, 'idle');

  // Keyboard only: the plate field, an invalid value refused beside the field, nothing sent.
  const field = widget.getByRole('textbox', { name: 'Placa do veículo' });
  await field.focus();
  await page.keyboard.type('abc1');
  await page.keyboard.press('Enter');
  await expect(widget.getByText('Informe uma placa válida (ex.: ABC1234 ou ABC1D23)')).toBeVisible();
  await expect(field).toBeFocused();
  await expectNoAxeViolations(page, 'invalid');
  expect((await journal()).filter((e) => e.path.startsWith('/sandbox/recall/recall/fiat'))).toEqual([]);

  // Enter right after the last key (as a fast typist or a keyboard-wedge reader does) searches what is typed.
  await page.keyboard.type('d23');
  await page.keyboard.press('Enter');
  await expect(
    widget.getByText('2 recall(s) em aberto e 1 atualização(ões) de software disponível(is).'),
  ).toBeVisible();
  await expect(widget.getByText('Em aberto — agende o reparo gratuito em uma concessionária')).toHaveCount(2);
  // Vehicle data (v2/car) beside plate and chassis.
  await expect(widget.getByText('Argo Drive')).toBeVisible();
  await expect(widget.locator('.recall-results')).toBeFocused();
  expect((await journal()).map((e) => e.path)).toEqual(
    expect.arrayContaining([
      `/sandbox/recall/recall/fiat/${OPEN.plate}`,
      `/sandbox/recall/updateSoftware/${OPEN.plate}`,
    ]),
  );
  expect((await journal()).find((e) => e.path === '/sandbox/recall/v2/car')?.query).toEqual({
    plate: OPEN.plate,
    brand: 'fiat',
  });
  await expectNoAxeViolations(page, 'results');

  // Tab to the voucher button and press Enter: a PDF download named after the car and the recall.
  const download = widget.getByRole('button', { name: 'Baixar voucher do recall Airbag do passageiro' });
  for (let i = 0; i < 20 && !(await download.evaluate((b) => b.matches(':focus'))); i++)
    await page.keyboard.press('Tab');
  await expect(download).toBeFocused();
  const [file] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(file.suggestedFilename()).toBe(`recall-voucher-${OPEN.chassis}-RC-FIAT-2024.pdf`);
  expect((await journal()).find((e) => e.path === '/sandbox/recall/recall/voucher')?.query).toEqual({
    chassis: OPEN.chassis,
    recallId: 'RC-FIAT-2024',
  });
  await expect(widget.getByText('Voucher do recall baixado.')).toBeVisible();
  await expectNoAxeViolations(page, 'downloaded');

  // The next stop is the update: Enter schedules the repair, and focus lands on the confirmation.
  await page.keyboard.press('Tab');
  const update = widget.getByRole('button', {
    name: 'Solicitar agendamento do reparo: Airbag do passageiro',
  });
  await expect(update).toBeFocused();
  await page.keyboard.press('Enter');
  const card = widget.locator('li.recall-item', { hasText: 'Airbag do passageiro' });
  await expect(card.getByText('Reparo agendado')).toBeVisible();
  await expect(card.getByRole('status')).toContainText('Agendamento do reparo solicitado.');
  await expect(card.getByRole('status')).toBeFocused();
  // The header no longer counts the recall whose repair was asked for.
  await expect(
    widget.getByText('1 recall(s) em aberto e 1 atualização(ões) de software disponível(is).'),
  ).toBeVisible();
  expect((await journal()).find((e) => e.method === 'PUT')?.path).toBe('/sandbox/recall/updateRecall');
  await expectNoAxeViolations(page, 'updated');
  expect(problems).toEqual([]);
});

test('searches by chassis, then shows the no-open-recall message; a failure keeps the value and retries', async ({
  page,
}) => {
  const journal = await recallSandbox(page);
  const widget = await openOwnerPage(page);
  await widget.getByRole('radio', { name: 'Placa' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(widget.getByRole('radio', { name: 'Chassi' })).toBeChecked();
  const field = widget.getByRole('textbox', { name: 'Chassi do veículo' });
  await field.pressSequentially(CLEAR.chassis.toLowerCase());
  await expect(field).toHaveValue(CLEAR.chassis);

  // One failure first: the seed message, the typed chassis kept, Retry.
  // The three calls of one search (lookup, software updates, vehicle data) fail once each.
  await injectFault(page, 'recall', 500, 3);
  await field.press('Enter');
  await expect(widget.getByRole('alert')).toContainText('Um erro ocorreu, tente novamente');
  await expect(field).toHaveValue(CLEAR.chassis);
  await expectNoAxeViolations(page, 'failed');
  await widget.getByRole('button', { name: 'Tentar novamente' }).press('Enter');
  await expect(widget.getByText('Não há recall em aberto para este veículo.')).toBeVisible();
  expect((await journal()).map((e) => e.path)).toContain(`/sandbox/recall/recall/fiat/${CLEAR.chassis}`);
  expect((await journal()).find((e) => e.path === '/sandbox/recall/v2/car')?.query).toEqual({
    chassis: CLEAR.chassis,
    brand: 'fiat',
  });
  await expectNoAxeViolations(page, 'no open recall');
});

test('the scan button loads the scanner on demand, fills the chassis from the camera and searches', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  await page.addInitScript(() => {
    (window as unknown as { vinEvents: unknown[] }).vinEvents = [];
    document.addEventListener('hub-vin-detected', (e) =>
      (window as unknown as { vinEvents: unknown[] }).vinEvents.push(e.detail),
    );
  });
  const journal = await recallSandbox(page);
  const widget = await openOwnerPage(page);

  // Before the scan button: the recall chunk holds neither zxing nor the scanner component.
  const recallChunks = scripts.filter((url) => /\/chunks\/recall-search-/.test(url));
  expect(recallChunks.length).toBeGreaterThan(0);
  for (const url of recallChunks) {
    const text = await (await page.request.get(url)).text();
    expect(text).not.toContain(ZXING_MARK);
    expect(text).not.toContain('Ler o chassi pela câmera');
  }
  const before = [...scripts];

  const scan = widget.getByRole('button', { name: 'Ler chassi pela câmera' });
  await scan.focus();
  await page.keyboard.press('Enter');
  await expect(
    widget.getByText('2 recall(s) em aberto e 1 atualização(ões) de software disponível(is).'),
  ).toBeVisible({
    timeout: 15_000,
  });
  await expect(widget.getByRole('textbox', { name: 'Chassi do veículo' })).toHaveValue(OPEN.chassis);
  expect((await journal()).map((e) => e.path)).toContain(`/sandbox/recall/recall/fiat/${OPEN.chassis}`);
  expect(
    scripts.filter((url) => !before.includes(url)).some((url) => /\/chunks\/vin-scanner-/.test(url)),
  ).toBe(true);
  // Only the standalone hub-vin-scanner on the page announces VINs; the embedded one just fills the field.
  expect(await page.evaluate(() => (window as unknown as { vinEvents: unknown[] }).vinEvents)).toEqual([]);
  await expectNoAxeViolations(page, 'scanned');
  expect(problems).toEqual([]);
});

test('on the owners demo page, against the sandbox itself: open recalls found, voucher downloaded, a recall updated; a clear car has none', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.request.post('/sandbox/__sandbox/reset');
  await page.goto('/pages/owner.html');
  const widget = page.locator('hub-recall-search');
  await widget.getByLabel(/placa do veículo/i).fill('ABC1D23');
  await widget.getByRole('button', { name: 'Consultar' }).click();
  await expect(
    widget.getByText('2 recall(s) em aberto e 1 atualização(ões) de software disponível(is).'),
  ).toBeVisible();
  await expect(widget.getByText('9BD195A4ZN0123456')).toBeVisible();
  await expectNoAxeViolations(page, 'sandbox results');

  const [file] = await Promise.all([
    page.waitForEvent('download'),
    widget.getByRole('button', { name: 'Baixar voucher do recall Airbag do passageiro' }).click(),
  ]);
  expect(file.suggestedFilename()).toBe('recall-voucher-9BD195A4ZN0123456-RC-FIAT-2024.pdf');
  await widget.getByRole('button', { name: 'Solicitar agendamento do reparo: Airbag do passageiro' }).click();
  await expect(widget.getByText('Reparo agendado')).toBeVisible();
  await expect(
    widget.getByText('1 recall(s) em aberto e 1 atualização(ões) de software disponível(is).'),
  ).toBeVisible();
  const journal = await (await page.request.get('/sandbox/__sandbox/journal?service=recall')).json();
  expect(
    journal.find((e: { path: string }) => e.path === '/sandbox/recall/updateRecall')?.body,
  ).toMatchObject({
    chassis: '9BD195A4ZN0123456',
    recallId: 'RC-FIAT-2024',
    serviceType: 'RECALL',
    serviceCode: 'SV03',
  });

  await widget.getByLabel(/placa do veículo/i).fill('XYZ9876');
  await widget.getByRole('button', { name: 'Consultar' }).click();
  await expect(widget.getByText('Não há recall em aberto para este veículo.')).toBeVisible();
  expect(problems.filter((p) => !/Failed to load resource/.test(p))).toEqual([]);
});

test('es-AR: an Argentine owner searches the Mercosur plate and the old one with the keyboard, axe clean', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.request.post('/sandbox/__sandbox/reset');
  await page.goto('/pages/owner/jeep.html?market=es-AR');
  const widget = page.locator('hub-recall-search');
  const plate = widget.getByRole('textbox', { name: 'Patente del vehículo' });
  await expect(widget.getByText('Patente Mercosur (AB123CD) o anterior (ABC123)')).toBeVisible();
  await plate.focus();
  await page.keyboard.type('ab123cd');
  await expect(plate).toHaveValue('AB123CD');
  await page.keyboard.press('Enter');
  await expect(
    widget.getByText('1 recall(s) abierto(s) y 1 actualización(es) de software disponible(s).'),
  ).toBeVisible();
  await expect(widget.getByText('98811111JR0000001')).toBeVisible();
  await expectNoAxeViolations(page, 'es-AR Mercosur plate found');

  await plate.fill('');
  await plate.focus();
  await page.keyboard.type('ab12');
  await page.keyboard.press('Enter');
  await expect(plate).toHaveAttribute('aria-invalid', 'true');
  await expect(widget.getByText('Ingresá una patente válida (p. ej.: AB123CD o ABC123)')).toBeVisible();
  await expectNoAxeViolations(page, 'es-AR plate refused');

  await plate.fill('');
  await plate.focus();
  // Enter right after the last character: the search takes the plate with it.
  await page.keyboard.type('abc123');
  await page.keyboard.press('Enter');
  await expect(plate).toHaveValue('ABC123');
  // An old-format plate the sandbox does not know: searched (not refused as ABC12), and said so.
  await expect(widget.getByRole('alert')).toContainText('No encontramos un vehículo con esos datos.');
  const lookups = (await (await page.request.get('/sandbox/__sandbox/journal?service=recall')).json()) as {
    path: string;
  }[];
  expect(lookups.map((e) => e.path)).toContain('/sandbox/recall/recall/jeep/AB123CD');
  expect(problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
});
