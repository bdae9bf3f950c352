import { expect, test } from '@playwright/test';
import { resetSandbox, setFixtureMarkup } from './support.ts';

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

// The postal code search of the dealer choice (dealer picker, test drive, WhatsApp chat): "Buscar" beside
// the CEP box, level with it — not lowered to the hint under the box.
for (const tag of ['hub-dealer-picker', 'hub-test-drive', 'hub-whatsapp-chat'])
  for (const skin of ['fiat', 'ds'])
    test(`${tag} (${skin}), 1280 px: "Buscar" stands level with the CEP box beside it`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto('/pages/bare.html');
      await setFixtureMarkup(page, `<h1>A CMS page</h1><${tag} skin="${skin}"></${tag}>`, 'main');
      const widget = page.locator(tag);
      const box = widget.getByRole('textbox', { name: /^CEP/ });
      await expect(box).toBeVisible({ timeout: 10_000 });
      const input = (await box.boundingBox())!;
      const button = (await widget.getByRole('button', { name: 'Buscar', exact: true }).boundingBox())!;
      expect(button.x).toBeGreaterThan(input.x + input.width);
      expect(Math.abs(button.y - input.y)).toBeLessThanOrEqual(2);
    });

// 390 px on a bare page, and 330 px: a phone's column on a CMS page with its own padding.
for (const width of [390, 330])
  test(`hub-dealer-picker, ${width} px: "Buscar" level with the CEP box, or under its hint with the form's spacing`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/pages/bare.html');
    await setFixtureMarkup(page, '<h1>A CMS page</h1><hub-dealer-picker></hub-dealer-picker>', 'main');
    const widget = page.locator('hub-dealer-picker');
    const box = widget.getByRole('textbox', { name: /^CEP/ });
    await expect(box).toBeVisible({ timeout: 10_000 });
    const input = (await box.boundingBox())!;
    const hint = (await widget.getByText('Ex.: 01310-100').boundingBox())!;
    const button = (await widget.getByRole('button', { name: 'Buscar', exact: true }).boundingBox())!;
    const panel = (await widget.boundingBox())!;
    if (button.x > input.x + input.width) expect(Math.abs(button.y - input.y)).toBeLessThanOrEqual(2);
    else {
      // Under the hint, at the box's start, no farther from it than the form's spacing (16 px).
      expect(button.y).toBeGreaterThanOrEqual(hint.y + hint.height);
      expect(button.y - (hint.y + hint.height)).toBeLessThanOrEqual(16);
      expect(button.x).toBeCloseTo(input.x, 0);
    }
    expect(button.x + button.width).toBeLessThanOrEqual(panel.x + panel.width);
  });
