import { copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { devices, expect, type Locator, type Page, test } from '@playwright/test';
import config from './playwright.config.ts';
import { expectNoAxeViolations, injectFault, journal, resetSandbox, watchConsole } from './support.ts';

// The security photo step of hub-reservation on its demo page, with the real tasks-vision FaceDetector
// and the real BlazeFace model. Chromium's fake camera plays a one-frame MJPEG, read again each time
// the camera opens: each test puts there a face photo, or a street with no face (fixtures/README.md).
// The shopper is on a phone: the step is mobile-only.
const CAMERA_FILE = join(tmpdir(), `hub-security-photo-${process.pid}.mjpeg`);
const showCamera = (fixture: 'face' | 'no-face') =>
  copyFileSync(join(import.meta.dirname, 'fixtures', `${fixture}.jpg`), CAMERA_FILE);
showCamera('face');
const launch = config.use?.launchOptions ?? {};
test.use({
  launchOptions: {
    ...launch,
    args: [
      ...(launch.args ?? []),
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${CAMERA_FILE}`,
    ],
  },
});
const { defaultBrowserType: _, ...phone } = devices['Pixel 7'];

// tasks-vision writes its TFLite start-up line to console.error; it is not a failure of the page.
const MEDIAPIPE_INFO = /^INFO: Created TensorFlow Lite XNNPACK delegate for CPU\.$/;
const pageProblems = (problems: string[]) => problems.filter((p) => !MEDIAPIPE_INFO.test(p));
// Text only tasks-vision holds; it survives minification.
const TASKS_VISION_MARK = 'mediapipe.tasks.vision.face_detector.FaceDetectorGraph';

declare global {
  interface Window {
    photoStreams: MediaStream[];
    photoConstraints: MediaStreamConstraints[];
    photoSteps: unknown[];
  }
}

/** Opens the demo page recording camera streams, step events and every request. */
async function openStep(page: Page, market?: string) {
  await resetSandbox(page);
  await page.addInitScript(() => {
    window.photoStreams = [];
    window.photoConstraints = [];
    window.photoSteps = [];
    document.addEventListener('hub-step-change', (event) => window.photoSteps.push(event.detail));
    const devices = navigator.mediaDevices;
    const getUserMedia = devices.getUserMedia.bind(devices);
    devices.getUserMedia = async (constraints) => {
      window.photoConstraints.push(constraints ?? {});
      const stream = await getUserMedia(constraints);
      window.photoStreams.push(stream);
      return stream;
    };
  });
  const requests: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  await page.goto('/pages/security-photo.html');
  const step = page.locator('demo-security-photo');
  if (market) await step.evaluate((el, m) => el.setAttribute('market', m), market);
  await expect(step.getByRole('heading', { level: 2 })).toBeVisible();
  return { step, requests };
}

const liveTracks = (page: Page) =>
  page.evaluate(
    () => window.photoStreams.flatMap((s) => s.getTracks()).filter((t) => t.readyState === 'live').length,
  );

/** Presses Enter on a button after checking the keyboard focus is on it. */
async function press(page: Page, button: Locator) {
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
}

async function tasksVisionIn(page: Page, paths: string[]) {
  const found: string[] = [];
  for (const path of paths.filter((p) => p.endsWith('.js'))) {
    if ((await (await page.request.get(path)).text()).includes(TASKS_VISION_MARK)) found.push(path);
  }
  return found;
}

test.describe('a face in front of the camera', () => {
  test.use(phone);
  test.beforeEach(() => showCamera('face'));

  test('keyboard only: opens the front camera, finds the face with the real model, sends the photo once and continues', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const problems = watchConsole(page);
    const { step, requests } = await openStep(page);
    await expect(
      step.getByText('Depois de abrir a câmera, você terá 60 segundos para tirar a foto.'),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'intro');

    // Before the camera: no tasks-vision code, wasm or model has been fetched.
    const before = [...requests];
    expect(await tasksVisionIn(page, before)).toEqual([]);
    expect(before.filter((p) => /\/mediapipe\/|\/models\//.test(p))).toEqual([]);

    const open = step.getByRole('button', { name: 'Abrir câmera' });
    await open.focus();
    await page.keyboard.press('Enter');
    const shoot = step.getByRole('button', { name: 'Tirar foto' });
    await expect(shoot).toBeVisible();
    await expect(step.getByRole('timer')).toHaveText(/^Tempo restante: (1:00|0:5\d)$/);
    expect(await liveTracks(page)).toBe(1);
    expect(await page.evaluate(() => window.photoConstraints)).toMatchObject([
      { audio: false, video: { facingMode: { ideal: 'user' } } },
    ]);
    await expectNoAxeViolations(page, 'camera live');

    // The oval breathes for people who have not asked for reduced motion, and stops for those who have.
    const guide = step.locator('.security-photo-guide');
    expect(await guide.evaluate((el) => getComputedStyle(el).animationName)).toBe('security-photo-breathe');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await guide.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');

    // Wait for a decoded frame, then take the photo from the keyboard.
    await page.waitForFunction(() => {
      const host = document.querySelector('demo-security-photo');
      const video = host?.shadowRoot?.querySelector('video');
      return Boolean(video && video.videoWidth > 0 && video.readyState >= 2);
    });
    await press(page, shoot);
    const analysis = step.getByText('Seu pedido será analisado por nossos consultores.');
    await expect(analysis).toBeVisible({ timeout: 30_000 });
    expect(await liveTracks(page)).toBe(0);

    // tasks-vision came with the camera, in its own chunk, with the wasm and the model of the defaults.
    const after = requests.filter((p) => !before.includes(p));
    const vision = await tasksVisionIn(page, after);
    expect(vision).toHaveLength(1);
    expect(vision[0]).toMatch(/^\/chunks\/shared-tasks-vision-[\w-]+\.js$/);
    expect(after).toContain('/models/face_detection_short_range_with_metadata.tflite');
    expect(after.some((p) => /^\/mediapipe\/wasm\/vision_wasm_(nosimd_)?internal\.wasm$/.test(p))).toBe(true);

    const sent = await journal(page, 'face');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body.reservationId).toBe('RES-DEMO-0001');
    expect(String(sent[0]?.body.image)).toMatch(/^data:image\/jpeg;base64,/);
    await expectNoAxeViolations(page, 'sent for analysis');

    await press(page, step.getByRole('button', { name: 'Continuar' }));
    expect(await page.evaluate(() => window.photoSteps)).toEqual([
      { step: 'security-photo-done', widget: 'demo-security-photo', brand: 'fiat', market: 'pt-BR' },
    ]);
    expect(pageProblems(problems)).toEqual([]);
  });

  test('a failing face service keeps the photo and sends it again', async ({ page }) => {
    test.setTimeout(60_000);
    const { step } = await openStep(page);
    await injectFault(page, 'face', 503);
    await step.getByRole('button', { name: 'Abrir câmera' }).click();
    await step.getByRole('button', { name: 'Tirar foto' }).click();
    const alert = step.getByRole('alert');
    await expect(alert).toContainText('Um erro ocorreu, tente novamente', { timeout: 30_000 });
    await expect(step.getByRole('img', { name: 'Sua foto' })).toBeVisible();
    const resend = step.getByRole('button', { name: 'Enviar a foto de novo' });
    await expect(resend).toBeFocused();
    await expectNoAxeViolations(page, 'send failed');
    await resend.dblclick();
    await expect(step.getByText('Seu pedido será analisado por nossos consultores.')).toBeVisible();
    expect(await journal(page, 'face')).toHaveLength(1);
  });

  test('the time limit runs out: the camera is released and the shopper can start again', async ({
    page,
  }) => {
    await page.clock.install();
    const { step } = await openStep(page);
    await step.getByRole('button', { name: 'Abrir câmera' }).click();
    await expect(step.getByRole('button', { name: 'Tirar foto' })).toBeVisible();
    await page.clock.runFor(41_000);
    await expect(step.getByRole('alert')).toContainText('O tempo para tirar a foto está acabando.');
    await expectNoAxeViolations(page, 'time running out');
    await page.clock.runFor(20_000);
    await expect(step.getByRole('alert')).toContainText('O tempo para tirar a foto foi excedido.');
    await expect.poll(() => liveTracks(page)).toBe(0);
    await expect(step.locator('video')).toBeHidden();
    const again = step.getByRole('button', { name: 'Tentar novamente' });
    await expect(again).toBeFocused();
    await expectNoAxeViolations(page, 'time exceeded');
    expect(await journal(page, 'face')).toHaveLength(0);
  });

  test('removing the step while the camera is on releases it', async ({ page }) => {
    const { step } = await openStep(page);
    await step.getByRole('button', { name: 'Abrir câmera' }).click();
    await expect(step.getByRole('button', { name: 'Tirar foto' })).toBeVisible();
    await expect.poll(() => liveTracks(page)).toBe(1);
    await step.evaluate((el) => el.remove());
    await expect.poll(() => liveTracks(page)).toBe(0);
  });
});

test.describe('no face in front of the camera', () => {
  test.use(phone);
  test.beforeEach(() => showCamera('no-face'));

  test('the real model finds no face: says so, sends nothing, and offers another photo', async ({ page }) => {
    test.setTimeout(60_000);
    const problems = watchConsole(page);
    const { step } = await openStep(page);
    await step.getByRole('button', { name: 'Abrir câmera' }).click();
    const shoot = step.getByRole('button', { name: 'Tirar foto' });
    await expect(shoot).toBeVisible();
    await page.waitForFunction(() => {
      const video = document.querySelector('demo-security-photo')?.shadowRoot?.querySelector('video');
      return Boolean(video && video.videoWidth > 0 && video.readyState >= 2);
    });
    await shoot.click();
    const alert = step.getByRole('alert');
    await expect(alert).toContainText('Rosto não encontrado na foto.', { timeout: 30_000 });
    expect(await journal(page, 'face')).toHaveLength(0);
    expect(await liveTracks(page)).toBe(0);
    const retake = step.getByRole('button', { name: 'Tirar outra foto' });
    await expect(retake).toBeFocused();
    await expectNoAxeViolations(page, 'no face');
    await page.keyboard.press('Enter');
    await expect(step.getByRole('button', { name: 'Tirar foto' })).toBeFocused();
    expect(await liveTracks(page)).toBe(1);
    expect(pageProblems(problems)).toEqual([]);
  });

  test('a refused camera is explained in Spanish, with a way to try again', async ({ page }) => {
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () =>
        Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    });
    const { step } = await openStep(page, 'es-AR');
    await expect(step.getByRole('heading', { name: 'Foto de seguridad' })).toBeVisible();
    await step.getByRole('button', { name: 'Abrir cámara' }).click();
    await expect(step.getByRole('alert')).toContainText('Se denegó el acceso a la cámara.');
    await expect(step.getByRole('button', { name: 'Intentar de nuevo' })).toBeFocused();
    await expectNoAxeViolations(page, 'camera refused');
  });
});

test('on a desktop browser the step says it is for mobile devices only', async ({ page }) => {
  const { step, requests } = await openStep(page);
  await expect(step.getByRole('alert')).toContainText(
    'A foto de segurança está disponível apenas em dispositivos móveis.',
  );
  await expect(step.getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(page, 'desktop');
  expect(await tasksVisionIn(page, requests)).toEqual([]);
});
