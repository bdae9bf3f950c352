import { expect, type Page, test } from '@playwright/test';
import { VERSIONS } from '../../api/sandbox/data/catalog.ts';
import { expectNoAxeViolations, resetSandbox, setFixtureMarkup, watchConsole } from './support.ts';

const toro = VERSIONS.filter((v) => v.brand === 'fiat' && v.modelName === 'Toro');
const IMAGES = '/sandbox/renditions/{brand}/{mvs}/{color}/{width}x{height}.svg';

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

/** The empty CMS page with `html` inserted into its slot. */
async function insert(page: Page, html: string) {
  await page.goto('/pages/empty.html');
  await page.context().addCookies([{ name: 'hub_token', value: 'sandbox-token-ana', url: page.url() }]);
  await setFixtureMarkup(page, html);
}

test('a Toro is drawn as a pickup; its 1280 × 1280 zoom opens by keyboard in a dialog and closes back to the button', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await insert(page, `<hub-configurator model="${toro[0]!.modelCode}"></hub-configurator>`);
  const cfg = page.locator('hub-configurator');
  // Version cards: each version's 48 × 48 thumbnail, its body type drawn (no image template here).
  await expect(cfg.locator('label svg[data-body="pickup"]')).toHaveCount(toro.length);
  await cfg.getByRole('radio').first().check();
  await cfg.getByRole('button', { name: /Cor$/ }).click();
  const car = cfg.getByRole('img', { name: `Toro ${toro[0]!.versionName}` });
  await expect(car).toHaveAttribute('data-body', 'pickup');
  const zoom = cfg.getByRole('button', { name: 'Ampliar imagem' });
  await zoom.focus();
  await page.keyboard.press('Enter');
  const dialog = cfg.getByRole('dialog', { name: `Toro ${toro[0]!.versionName} ampliado` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img')).toHaveAttribute('data-body', 'pickup');
  await expectNoAxeViolations(page, 'zoom dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(zoom).toBeFocused();
  expect(problems).toEqual([]);
});

test('with an image template: 140 × 100 pictures on version cards, 48 × 48 thumbnails on comparator columns, the 1280 rendition in the zoom', async ({
  page,
}) => {
  await insert(
    page,
    `<hub-configurator model="${toro[0]!.modelCode}" setting-car-image-url="${IMAGES}"></hub-configurator>
     <hub-version-comparator model="${toro[0]!.modelCode}" setting-car-image-url="${IMAGES}"></hub-version-comparator>`,
  );
  const cfg = page.locator('hub-configurator');
  const cards = cfg.locator('label img.hub-car-card');
  await expect(cards).toHaveCount(toro.length);
  await expect(cards.first()).toHaveAttribute('src', /\/140x100\.svg$/);
  await expect.poll(() => cards.first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(140);
  const columns = page.locator('hub-version-comparator').locator('thead img');
  await expect(columns).toHaveCount(toro.length);
  await expect(columns.first()).toHaveAttribute('src', /\/48x48\.svg$/);
  await expectNoAxeViolations(page, 'thumbnails');
  await cfg.getByRole('radio').first().check();
  await cfg.getByRole('button', { name: /Cor$/ }).click();
  await cfg.getByRole('button', { name: 'Ampliar imagem' }).click();
  const large = cfg.getByRole('dialog').getByRole('img');
  await expect(large).toHaveAttribute('src', /\/1280x1280\.svg$/);
  await expect.poll(() => large.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1280);
  // The large image fits the 1280 px wide viewport's dialog.
  const box = await large.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await expectNoAxeViolations(page, 'zoom with the 1280 rendition');
});
