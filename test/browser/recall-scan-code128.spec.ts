import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO_CAR_AR } from '../../api/sandbox/data/vehicles.ts';
import { code128Image } from './fixtures/code128.ts';
import { writeY4m } from './fixtures/y4m.ts';
import config from './playwright.config.ts';
import { expectNoAxeViolations, resetSandbox, watchConsole } from './support.ts';

// Chromium's fake camera plays a Code 128 barcode of an Argentine Jeep's chassis (the recall spec
// plays Code 39): the scanner reads both symbologies a VIN label may carry.
const video = writeY4m(
  join(tmpdir(), `hub-recall-code128-${DEMO_CAR_AR.chassis}.y4m`),
  code128Image(DEMO_CAR_AR.chassis),
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

test('es-AR, Jeep: the scan button reads a Code 128 chassis, fills the field and finds the open recall in Spanish', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await resetSandbox(page);
  await page.goto('/pages/owner/jeep.html?market=es-AR');
  const widget = page.locator('hub-recall-search');
  await expect(widget.getByRole('heading', { name: 'Campañas de recall de la marca' })).toBeVisible();

  const scan = widget.getByRole('button', { name: 'Leer el chasis con la cámara' });
  await scan.focus();
  await page.keyboard.press('Enter');
  await expect(
    widget.getByText('1 recall(s) abierto(s) y 1 actualización(es) de software disponible(s).'),
  ).toBeVisible({
    timeout: 15_000,
  });
  await expect(widget.getByRole('radio', { name: 'Chasis' })).toBeChecked();
  await expect(widget.getByRole('textbox', { name: 'Número de chasis del vehículo' })).toHaveValue(
    DEMO_CAR_AR.chassis,
  );
  await expect(widget.getByRole('heading', { name: 'Módulo de freno ABS' }).first()).toBeVisible();
  // The camera was released on detection: the scanner panel closed.
  await expect(widget.locator('video')).toHaveCount(0);
  const journal: { path: string }[] = await (
    await page.request.get('/sandbox/__sandbox/journal?service=recall')
  ).json();
  expect(journal.map((e) => e.path)).toContain(`/sandbox/recall/recall/jeep/${DEMO_CAR_AR.chassis}`);
  await expectNoAxeViolations(page, 'scanned es-AR');
  expect(problems).toEqual([]);
});
