import { expect, type Page, test } from '@playwright/test';
import { VERSIONS } from '../../api/sandbox/data/catalog.ts';
import { resetSandbox, setFixtureMarkup } from './support.ts';

const ARGO = VERSIONS.find((version) => version.brand === 'fiat' && version.modelName === 'Argo')!;

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

/** The financing's first screen (how to finance, source ZFLOW) on the bare page at `width`. */
async function choicesAt(page: Page, width: number, skin = 'fiat') {
  await page.setViewportSize({ width, height: 900 });
  await page.goto('/pages/bare.html');
  await setFixtureMarkup(
    page,
    `<h1>A CMS page</h1><hub-financing skin="${skin}" source="ZFLOW" mvs="${ARGO.mvsCode}" year="${ARGO.years.at(-1)}" price="${ARGO.price.BR}"></hub-financing>`,
    'main',
  );
  const region = page.locator('hub-financing').getByRole('region', { name: 'Escolha como financiar' });
  await expect(region).toBeVisible({ timeout: 10_000 });
  const choices = region.getByRole('button');
  const boxes = await choices.evaluateAll((buttons) =>
    buttons.map((button) => {
      const box = button.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(button);
      const lines = new Set([...range.getClientRects()].map((line) => Math.round(line.top))).size;
      return {
        text: (button as HTMLElement).innerText,
        x: box.x,
        y: box.y,
        width: box.width,
        textStart: range.getBoundingClientRect().x - box.x,
        lines,
      };
    }),
  );
  return boxes;
}

// The ways to finance are four choices a shopper reads and compares: written as sentences (not shouted
// in capitals), their words starting at the tile's start, side by side where the panel is wide.
for (const skin of ['fiat', 'ds'])
  test(`${skin}: the ways to finance read as choice tiles, two side by side at 1280 px, one under another at 390 px`, async ({
    page,
  }) => {
    const wide = await choicesAt(page, 1280, skin);
    expect(wide.map((choice) => choice.text)).toContain('NEXT — parcelas menores com parcela final');
    expect(wide[1]!.y).toBe(wide[0]!.y);
    expect(wide[1]!.x).toBeGreaterThan(wide[0]!.x + wide[0]!.width);
    for (const choice of wide) expect(choice.textStart, choice.text).toBeLessThanOrEqual(32);

    const narrow = await choicesAt(page, 390, skin);
    expect(narrow[1]!.y).toBeGreaterThan(narrow[0]!.y);
    // A long name takes two lines at most on a phone, still from the tile's start.
    for (const choice of narrow) {
      expect(choice.lines, choice.text).toBeLessThanOrEqual(2);
      expect(choice.textStart, choice.text).toBeLessThanOrEqual(32);
    }
  });
