import { expect, test } from '@playwright/test';
import { injectFault, resetSandbox, setFixtureMarkup } from './support.ts';

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

// The faults are injected for more calls than the page makes: none is left for the next spec.
test.afterEach(async ({ page }) => {
  await resetSandbox(page);
});

for (const width of [1280, 390])
  test(`${width} px: a failed load's retry starts under its message, not centred across the alert`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/pages/empty.html');
    // Every service the first view asks fails: the configurator's versions and the places.
    await injectFault(page, 'catalog', 500, 20);
    await injectFault(page, 'location', 500, 20);
    await setFixtureMarkup(page, '<hub-configurator></hub-configurator>');
    const alerts = page.locator('hub-configurator').getByRole('alert');
    await expect(alerts.getByRole('button', { name: 'Tentar novamente' }).first()).toBeVisible({
      timeout: 10_000,
    });
    const boxes = await alerts.evaluateAll((all) =>
      all
        .filter((alert) => alert.querySelector('button'))
        .map((alert) => {
          const range = document.createRange();
          range.selectNodeContents(alert.firstChild!);
          const message = range.getBoundingClientRect();
          const button = alert.querySelector('button')!.getBoundingClientRect();
          const style = getComputedStyle(alert);
          const content = alert.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          return { message: message.x, button: button.x, buttonWidth: button.width, content };
        }),
    );
    expect(boxes.length).toBeGreaterThan(0);
    for (const box of boxes) {
      // The button is as wide as its words (not the alert's whole width) and begins where the message begins.
      expect(box.buttonWidth).toBeLessThan(box.content - 16);
      expect(Math.abs(box.button - box.message)).toBeLessThanOrEqual(8);
    }
  });
