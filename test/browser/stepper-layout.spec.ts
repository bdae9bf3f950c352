import { expect, type Locator, type Page, test } from '@playwright/test';
import { resetSandbox } from './support.ts';

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

/**
 * The stepper's step names that are shown (not given way to their numbers) and where they go wrong: a
 * word broken across two lines ("Pagamen / to"), or a name running into its neighbour's.
 */
async function badNames(stepper: Locator): Promise<string[]> {
  return stepper.locator('.hub-stepper-label').evaluateAll((labels) => {
    const shown = labels.filter((label) => label.getBoundingClientRect().width > 1);
    const bad: string[] = [];
    for (const label of shown) {
      // Each character's line (its box's top): a new line may only start after a space or a hyphen.
      const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
      let previous: { char: string; top: number } | null = null;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest('.hub-visually-hidden')) continue;
        const text = node.textContent ?? '';
        for (let i = 0; i < text.length; i += 1) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const box = range.getClientRects()[0];
          if (/\s/.test(text[i]!)) {
            if (previous) previous.char = ' ';
            continue;
          }
          if (!box) continue;
          if (previous && box.top > previous.top + 2 && !/[\s-]/.test(previous.char))
            bad.push(`${label.textContent}: broken inside a word`);
          previous = { char: text[i]!, top: box.top };
        }
        previous = previous && { ...previous, char: ' ' };
      }
    }
    for (let i = 1; i < shown.length; i += 1) {
      const left = shown[i - 1]!.getBoundingClientRect();
      const right = shown[i]!.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(shown[i - 1]!);
      const text = range.getBoundingClientRect();
      if (text.right > right.left + 1 || left.right > right.left + 1)
        bad.push(`${shown[i - 1]!.textContent} runs into ${shown[i]!.textContent}`);
    }
    return [...new Set(bad)];
  });
}

/** The configurator (seven steps) on its demo page at `width`. */
async function configuratorAt(page: Page, width: number, market: 'pt-BR' | 'es-AR') {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`/pages/configurator/fiat.html?market=${market}`);
  const stepper = page.locator('hub-configurator .hub-stepper');
  await expect(stepper).toBeVisible({ timeout: 10_000 });
  return stepper;
}

for (const market of ['pt-BR', 'es-AR'] as const)
  test(`${market}: the configurator's step names are never broken inside a word, at any width (or give way to numbers and a caption)`, async ({
    page,
  }) => {
    for (const width of [1280, 900, 780, 720, 680, 640, 600, 560, 390]) {
      const stepper = await configuratorAt(page, width, market);
      expect(await badNames(stepper), `${width} px`).toEqual([]);
      const names = await stepper
        .locator('.hub-stepper-label')
        .evaluateAll((labels) => labels.filter((label) => label.getBoundingClientRect().width > 1).length);
      // Either every name shows, or none but the caption (which then names the step).
      if (names < 7) await expect(stepper.locator('.hub-stepper-caption')).toBeVisible();
    }
  });

for (const market of ['pt-BR', 'es-AR'] as const)
  test(`${market}: on the reservation page at 1280 px the nine steps' names read whole ("Pagamento", "Dados de faturamento"), or give way to numbers and a caption`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/pages/reservation/ram.html?market=${market}`);
    const cfg = page.locator('hub-configurator');
    await cfg.getByRole('radio').first().check();
    await cfg.getByRole('button', { name: /^(Cor|Color)$/ }).click();
    await cfg.getByRole('radiogroup').getByRole('radio').first().check();
    const stepper = page.locator('hub-reservation .hub-stepper');
    await expect(stepper).toBeVisible({ timeout: 10_000 });
    expect(await badNames(stepper)).toEqual([]);
    const names = await stepper
      .locator('.hub-stepper-label')
      .evaluateAll((labels) => labels.filter((label) => label.getBoundingClientRect().width > 1).length);
    if (names < 9) await expect(stepper.locator('.hub-stepper-caption')).toBeVisible();
    else await expect(stepper.locator('.hub-stepper-caption')).toBeHidden();
  });
