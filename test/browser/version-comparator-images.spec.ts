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

test('a dark skin shows no white box around car photos: every photo blends into a light stage, version cards, comparator columns and the configured car alike', async ({
  page,
}) => {
  await insert(
    page,
    `<hub-configurator skin="fiat-dark" model="${toro[0]!.modelCode}" setting-car-image-url="${IMAGES}"></hub-configurator>
     <hub-version-comparator skin="fiat-dark" model="${toro[0]!.modelCode}" setting-car-image-url="${IMAGES}"></hub-version-comparator>`,
  );
  const cfg = page.locator('hub-configurator');
  await expect(cfg.locator('label img.hub-car-card')).toHaveCount(toro.length);
  await expect(page.locator('hub-version-comparator').locator('thead img')).toHaveCount(toro.length);
  /** Each photo of a widget: how it is blended, its stage's colour, and the panel's. */
  const photos = (tag: string) =>
    page.locator(tag).evaluate((el) => {
      const root = el.shadowRoot!;
      const panel = getComputedStyle(root.querySelector('.hub-root')!).backgroundColor;
      return [...root.querySelectorAll('img')].map((img) => ({
        src: img.getAttribute('src'),
        blend: getComputedStyle(img).mixBlendMode,
        own: getComputedStyle(img).backgroundColor,
        stage: img.parentElement!.matches('.hub-image-stage')
          ? getComputedStyle(img.parentElement!).backgroundColor
          : null,
        panel,
      }));
    });
  // The version cards' photos, before the next step replaces them with the configured car.
  const cards = await photos('hub-configurator');
  await cfg.getByRole('radio').first().check();
  await cfg.getByRole('button', { name: /Cor$/ }).click();
  await expect(cfg.getByRole('img', { name: new RegExp(`^Toro ${toro[0]!.versionName}`) })).toBeVisible();
  const all = [...cards, ...(await photos('hub-configurator')), ...(await photos('hub-version-comparator'))];
  expect(all.length).toBe(2 * toro.length + 1);
  /** Relative luminance of an `rgb(r, g, b)` colour. */
  const light = (rgb: string) => {
    const [r, g, b] = rgb
      .match(/\d+(\.\d+)?/g)!
      .slice(0, 3)
      .map((n) => Number(n) / 255);
    const lin = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
  };
  for (const photo of all) {
    expect(photo.blend, `${photo.src} blended`).toBe('multiply');
    expect(photo.stage, `${photo.src} on a stage`).not.toBeNull();
    // Nothing of its own around the drawing: multiplied onto the stage, it would show as a darker band.
    expect(photo.own, `${photo.src} background`).toBe('rgba(0, 0, 0, 0)');
    // A light stage the photo's own light ground takes the tone of, on the dark panel.
    expect(light(photo.stage!), `${photo.src} stage`).toBeGreaterThan(0.45);
    expect(light(photo.panel), 'the dark panel').toBeLessThan(0.05);
  }
  await expectNoAxeViolations(page, 'dark skin with photos');
});
