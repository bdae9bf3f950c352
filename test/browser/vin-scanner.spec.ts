import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, type Route, test } from '@playwright/test';
import { code39Image } from './fixtures/code39.ts';
import { writeY4m } from './fixtures/y4m.ts';
import config from './playwright.config.ts';
import { expectNoAxeViolations, setFixtureMarkup, watchConsole } from './support.ts';

// Chromium's fake camera plays a Code 39 barcode of a Brazilian VIN, and grants camera permission
// without a prompt. Same executable and flags as every browser test, plus the fake-camera flags.
const VIN = '9BWZZZ377VT004251';
const video = writeY4m(join(tmpdir(), `hub-vin-scanner-${VIN}.y4m`), code39Image(VIN), 1280, 720);
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

declare global {
  interface Window {
    vinEvents: unknown[];
    vinStreams: MediaStream[];
  }
}

/** Records every camera stream the page opens and every hub-vin-detected event. */
async function recordCamera(page: Page) {
  await page.addInitScript(() => {
    window.vinEvents = [];
    window.vinStreams = [];
    document.addEventListener('hub-vin-detected', (event) => window.vinEvents.push(event.detail));
    const devices = navigator.mediaDevices;
    const getUserMedia = devices.getUserMedia.bind(devices);
    devices.getUserMedia = async (constraints) => {
      const stream = await getUserMedia(constraints);
      window.vinStreams.push(stream);
      return stream;
    };
  });
}

/** Puts a scanner at the top of the hub page; the loader fetches its code as for any later tag. */
async function addScanner(page: Page, attributes = '') {
  await page.goto('/pages/hub.html');
  await setFixtureMarkup(page, `<hub-vin-scanner ${attributes}></hub-vin-scanner>`, 'main', 'prepend');
  const scanner = page.locator('hub-vin-scanner');
  await expect(scanner.getByRole('heading', { name: 'Ler o chassi pela câmera' })).toBeVisible();
  return scanner;
}

const liveTracks = (page: Page) =>
  page.evaluate(
    () => window.vinStreams.flatMap((s) => s.getTracks()).filter((t) => t.readyState === 'live').length,
  );

test('reads a Code 39 VIN from the camera, fires hub-vin-detected, lists it and releases the camera', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  await recordCamera(page);
  const scanner = await addScanner(page);
  await expectNoAxeViolations(page, 'idle');

  // Until Start, no script with zxing in it has been fetched.
  const zxingIn = async (urls: string[]) => {
    const found: string[] = [];
    for (const url of urls) {
      if ((await (await page.request.get(url)).text()).includes(ZXING_MARK))
        found.push(new URL(url).pathname);
    }
    return found;
  };
  const beforeStart = [...scripts];
  expect(beforeStart.some((url) => /\/chunks\/vin-scanner-/.test(url))).toBe(true);
  expect(await zxingIn(beforeStart)).toEqual([]);

  // Keyboard: the start button is reachable and works with Enter; focus stays on it throughout.
  const start = scanner.getByRole('button', { name: 'Ler chassi' });
  await start.focus();
  await page.keyboard.press('Enter');
  await expect(scanner.getByRole('status')).toHaveText(`Chassi lido: ${VIN}.`, { timeout: 15_000 });
  expect(await page.evaluate(() => window.vinEvents)).toEqual([
    { vin: VIN, widget: 'hub-vin-scanner', brand: 'fiat', market: 'pt-BR' },
  ]);
  await expect(scanner.getByRole('list').getByRole('listitem')).toHaveText([VIN]);
  expect(await page.evaluate(() => window.vinStreams.length)).toBe(1);
  expect(await liveTracks(page)).toBe(0);
  await expect(scanner.locator('video')).toBeHidden();
  const again = scanner.getByRole('button', { name: 'Ler outro chassi' });
  await expect(again).toBeFocused();
  await expectNoAxeViolations(page, 'result');

  // zxing arrived with Start, in a chunk of its own.
  const zxing = await zxingIn(scripts.filter((url) => !beforeStart.includes(url)));
  expect(zxing).toHaveLength(1);
  expect(zxing[0]).toMatch(/^\/chunks\/vin-scanner-/);
  expect(problems).toEqual([]);
});

test('in continuous mode the camera stays on, the controls are usable, and Stop releases it', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await recordCamera(page);
  const scanner = await addScanner(page, 'continuous');
  await scanner.getByRole('button', { name: 'Ler chassi' }).click();
  await expect(scanner.getByRole('status')).toHaveText(
    `Chassi lido: ${VIN}. Aponte para outro código para continuar.`,
    { timeout: 15_000 },
  );
  await expect(scanner.getByRole('listitem')).toHaveText([VIN]);
  await expect(scanner.locator('video')).toBeVisible();
  expect(await liveTracks(page)).toBe(1);
  await expectNoAxeViolations(page, 'scanning');
  // The moving scan line is shown only to people who have not asked for reduced motion.
  const line = scanner.locator('.vin-scan-line');
  expect(await line.evaluate((el) => getComputedStyle(el).animationName)).toBe('vin-scan');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(line).toBeHidden();
  // The same VIN in front of the camera is announced once.
  await page.waitForTimeout(600);
  expect(await page.evaluate(() => window.vinEvents.length)).toBe(1);

  await scanner.getByRole('button', { name: 'Parar câmera' }).click();
  await expect(scanner.getByRole('status')).toHaveText('Câmera desligada.');
  expect(await liveTracks(page)).toBe(0);
  expect(problems).toEqual([]);
});

test('removing the element while scanning releases the camera', async ({ page }) => {
  await recordCamera(page);
  const scanner = await addScanner(page, 'continuous autostart');
  await expect(scanner.getByRole('button', { name: 'Parar câmera' })).toBeVisible();
  await expect.poll(() => liveTracks(page)).toBe(1);
  await page.evaluate(() => document.querySelector('hub-vin-scanner')!.remove());
  await expect.poll(() => liveTracks(page)).toBe(0);
});

test('a refused camera permission is explained in Spanish, with a way to try again', async ({ page }) => {
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  await page.goto('/pages/hub.html');
  await setFixtureMarkup(page, '<hub-vin-scanner market="es-AR"></hub-vin-scanner>', 'main', 'prepend');
  const scanner = page.locator('hub-vin-scanner');
  await scanner.getByRole('button', { name: 'Escanear chasis' }).click();
  await expect(scanner.getByRole('alert')).toContainText('Se denegó el acceso a la cámara.');
  await expect(scanner.getByRole('button', { name: 'Intentar de nuevo' })).toBeFocused();
  await expectNoAxeViolations(page, 'permission refused');
});

test('a decoder chunk that never arrives: the seed message within the deadline, the camera released, and a retry that reads once it comes', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await recordCamera(page);
  // The page's deadlines shortened as the fault suite does (page setting deadline-scale): 1.5 s for a read.
  await page.route(/\/pages\//, async (route) => {
    const response = await route.fetch();
    const meta = '<meta name="hub:setting:deadline-scale" content="0.1">';
    await route.fulfill({ response, body: (await response.text()).replace('</head>', `${meta}</head>`) });
  });
  const scanner = await addScanner(page);
  // Every chunk asked for from now on (the decoder, fetched on Start) is held without an answer.
  const held: Route[] = [];
  let holding = true;
  await page.route(/\/chunks\//, (route) => {
    if (!holding) return route.continue();
    held.push(route);
    return new Promise<void>(() => undefined);
  });
  await scanner.getByRole('button', { name: 'Ler chassi' }).click();
  await expect(scanner.getByRole('alert')).toContainText('Um erro ocorreu, tente novamente', {
    timeout: 10_000,
  });
  expect(held.length).toBeGreaterThan(0);
  await expect.poll(() => liveTracks(page)).toBe(0);
  await expect(scanner.locator('video')).toBeHidden();
  await expectNoAxeViolations(page, 'decoder late');

  // The chunk comes: the retry reads the VIN.
  holding = false;
  for (const route of held.splice(0)) await route.continue();
  await scanner.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(scanner.getByRole('status')).toHaveText(`Chassi lido: ${VIN}.`, { timeout: 15_000 });
  expect(await page.evaluate(() => window.vinEvents)).toEqual([
    { vin: VIN, widget: 'hub-vin-scanner', brand: 'fiat', market: 'pt-BR' },
  ]);
  expect(await liveTracks(page)).toBe(0);
  expect(problems).toEqual([]);
});
