import { expect, test } from '@playwright/test';
import { resetSandbox } from './support.ts';

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

// DS (wide, spaced capitals) in es-AR ("ANTERIOR", "SIGUIENTE") is the tightest skin for the page turns.
for (const [brand, market, width] of [
  ['ds', 'es-AR', 390],
  ['ds', 'es-AR', 1280],
  ['fiat', 'pt-BR', 390],
] as const)
  test(`${brand} ${market} ${width} px: the offers' page turns hold their words inside them, the page count on one line`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/pages/offers/${brand}.html?market=${market}`);
    const nav = page.locator('hub-offers .offers-pages');
    await expect(nav.getByRole('button').first()).toBeVisible({ timeout: 10_000 });
    const parts = await nav.evaluate((el) =>
      [...el.children].map((child) => {
        const box = child.getBoundingClientRect();
        const style = getComputedStyle(child);
        const range = document.createRange();
        range.selectNodeContents(child);
        const text = range.getBoundingClientRect();
        const lines = new Set([...range.getClientRects()].map((line) => Math.round(line.top))).size;
        return {
          text: (child as HTMLElement).innerText,
          // Room between the words and the button's edge on each side.
          start: text.left - box.left - parseFloat(style.borderLeftWidth),
          end: box.right - text.right - parseFloat(style.borderRightWidth),
          lines,
          right: box.right,
        };
      }),
    );
    const host = (await page.locator('hub-offers').boundingBox())!;
    for (const part of parts) {
      expect(part.lines, part.text).toBe(1);
      expect(part.right, part.text).toBeLessThanOrEqual(host.x + host.width);
    }
    // The buttons' words keep at least the small spacing step (8 px) from their edges.
    for (const button of [parts[0]!, parts[2]!]) {
      expect(button.start, button.text).toBeGreaterThanOrEqual(8);
      expect(button.end, button.text).toBeGreaterThanOrEqual(8);
    }
  });
