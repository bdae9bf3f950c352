import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { qrImage } from './fixtures/qrImage.ts';
import { writeY4m } from './fixtures/y4m.ts';
import config from './playwright.config.ts';
import { expectNoAxeViolations, journal, resetSandbox, watchConsole } from './support.ts';

// Chromium's fake camera plays a promotion poster's QR code (a link carrying the code), and grants
// camera permission without a prompt. Same executable and flags as every browser test, plus these.
const LINK = 'https://promo.peugeot.com.br/qr?code=QR-PEUGBR03';
const video = writeY4m(join(tmpdir(), 'hub-promotion-QR-PEUGBR03.y4m'), qrImage(LINK), 1280, 720);
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

test('a participant validates a poster QR code with the camera, by keyboard; the QR code loads only then', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await resetSandbox(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/pages/promotion/peugeot.html');
  const widget = page.locator('hub-promotion');
  const numbers = widget.getByRole('list', { name: 'Seus números da sorte' }).getByRole('listitem');
  await expect(numbers).toHaveCount(2);
  expect(scripts.filter((path) => /promotion-(QrScanner|qrDecoder)|shared-frameDecoder/.test(path))).toEqual(
    [],
  );

  await widget.getByRole('button', { name: 'Ler QR code com a câmera' }).focus();
  await page.keyboard.press('Enter');
  await expect(widget.getByText(/^QR code validado! Você ganhou o número da sorte \d{5}\.$/)).toBeVisible({
    timeout: 15_000,
  });
  await expect(numbers).toHaveCount(3);
  await expect(widget.locator('video')).toHaveCount(0);
  expect(scripts.some((path) => /\/chunks\/promotion-qrDecoder-/.test(path))).toBe(true);
  const sent = (await journal(page, 'promotions'))
    .filter((e) => (e as unknown as { method: string }).method === 'POST')
    .map((e) => e.body);
  expect(sent).toEqual([{ qrCode: 'QR-PEUGBR03' }]);
  await expectNoAxeViolations(page, 'qr read by camera');
  expect(problems).toEqual([]);
});
