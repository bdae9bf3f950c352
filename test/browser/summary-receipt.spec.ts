import { expect, type Locator, test } from '@playwright/test';
import { VERSIONS } from '../../api/sandbox/data/catalog.ts';
import { resetSandbox, setFixtureMarkup } from './support.ts';

const ARGO = VERSIONS.find((version) => version.brand === 'fiat' && version.modelName === 'Argo')!;

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

/** Each note of a price-notes list: its name's and its figure's boxes, and the list's. */
async function rows(notes: Locator) {
  return notes.evaluate((list) => {
    /** Where an element's text is drawn (not its block box, which spans the list whatever its indent). */
    const box = (el: Element) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const { x, y, right, bottom } = range.getBoundingClientRect();
      return { x, y, right, bottom };
    };
    return {
      list: list.getBoundingClientRect().toJSON() as { x: number; right: number },
      rows: [...list.querySelectorAll('dt')].map((dt) => ({
        name: dt.textContent,
        dt: box(dt),
        dd: box(dt.nextElementSibling!),
      })),
    };
  });
}

for (const width of [1280, 390])
  test(`${width} px: the summary's price notes read as the receipt's rows, name at the start and figure at the end, not an indented list`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/pages/empty.html');
    await setFixtureMarkup(
      page,
      `<hub-configurator model="${ARGO.modelCode}" mvs="${ARGO.mvsCode}" initial-step="resume"></hub-configurator>`,
    );
    const cfg = page.locator('hub-configurator');
    const notes = cfg.locator('.cfg-receipt .hub-price-notes');
    await expect(notes).toContainText('Tabela de preço', { timeout: 10_000 });
    // Where the receipt's figures end (the text of the first one, the version's price).
    const figureEnd = await cfg
      .locator('.cfg-receipt .cfg-figure dd')
      .first()
      .evaluate((dd) => {
        const range = document.createRange();
        range.selectNodeContents(dd);
        return range.getBoundingClientRect().right;
      });
    const { list, rows: notesRows } = await rows(notes);
    expect(notesRows.length).toBeGreaterThan(0);
    for (const row of notesRows) {
      // The name at the list's start; the figure ends where the receipt's figures end (no 40 px indent).
      expect(row.dt.x, row.name ?? '').toBeCloseTo(list.x, 0);
      expect(row.dd.right, row.name ?? '').toBeCloseTo(figureEnd, 0);
      expect(row.dd.right).toBeLessThanOrEqual(list.right + 0.5);
      // On a wide screen the figure is on its name's line, as in the rows above.
      if (width === 1280) expect(row.dd.y, row.name ?? '').toBeCloseTo(row.dt.y, 0);
    }
  });

const RENEGADE = VERSIONS.find((version) => version.brand === 'jeep' && version.modelName === 'Renegade')!;

// 330 px: a 390 px phone's column on a CMS page with its own padding (the demo pages' sections).
for (const width of [390, 330])
  test(`${width} px, es-AR: the receipt's names are never broken inside a word by a long peso figure ("Tota / l")`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/pages/empty.html');
    await setFixtureMarkup(
      page,
      `<hub-configurator brand="jeep" market="es-AR" model="${RENEGADE.modelCode}" mvs="${RENEGADE.mvsCode}" initial-step="resume"></hub-configurator>`,
    );
    const receipt = page.locator('hub-configurator .cfg-receipt');
    await expect(receipt).toContainText('Total', { timeout: 10_000 });
    const broken = await receipt.locator('dt, dd').evaluateAll((cells) =>
      cells.flatMap((cell) => {
        // Each character's line: a new line may only start after a space.
        const text = cell.textContent ?? '';
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        let previous: { char: string; top: number } | null = null;
        for (let node = walker.nextNode(); node; node = walker.nextNode())
          for (let i = 0; i < (node.textContent ?? '').length; i += 1) {
            const char = node.textContent![i]!;
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const box = range.getClientRects()[0];
            if (/\s/.test(char) || !box) {
              if (previous) previous.char = ' ';
              continue;
            }
            if (previous && box.top > previous.top + 2 && !/\s/.test(previous.char)) return [text];
            previous = { char, top: box.top };
          }
        return [];
      }),
    );
    expect(broken).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
