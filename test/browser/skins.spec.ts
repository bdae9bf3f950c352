import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, resetSandbox, setFixtureMarkup, watchConsole } from './support.ts';

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** Border boxes of the lead form's panel (the shadow root's `.hub-root`) and of a part inside it. */
async function boxes(form: Locator, inner: string): Promise<{ panel: Box; inner: Box }> {
  return form.evaluate((el, selector) => {
    const rect = (node: Element | null | undefined) => {
      if (!node) throw new Error(`missing ${selector}`);
      const { left, right, top, bottom } = node.getBoundingClientRect();
      return { left, right, top, bottom };
    };
    const root = el.shadowRoot?.querySelector('.hub-root');
    return { panel: rect(root), inner: rect(root?.querySelector(selector)) };
  }, inner);
}

/** The panel pads its content on every side, by at least 16 px and at most 48 px (no white strip). */
async function expectPadded(form: Locator, inner: string, state: string) {
  const { panel, inner: content } = await boxes(form, inner);
  const gaps = {
    left: content.left - panel.left,
    right: panel.right - content.right,
    top: content.top - panel.top,
    bottom: panel.bottom - content.bottom,
  };
  for (const [side, gap] of Object.entries(gaps)) {
    expect(gap, `${state}: ${side} padding`).toBeGreaterThanOrEqual(16);
    expect(gap, `${state}: ${side} gap (a strip of empty panel)`).toBeLessThanOrEqual(48);
  }
}

async function expectNoHorizontalOverflow(page: Page, state: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${state}: page wider than the viewport`).toBeLessThanOrEqual(0);
}

for (const width of [1280, 390]) {
  test(`the lead form on a bare CMS page at ${width} px: a padded panel, no strip, no white block after sending`, async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/pages/bare.html');
    const form = page.locator('hub-lead-form');
    await expect(form.getByRole('heading', { name: 'Fale com uma concessionária' })).toBeVisible();
    await expectPadded(form, 'form', 'first view');
    await expectNoHorizontalOverflow(page, 'first view');

    await form.getByLabel(/nome completo/i).fill('Ana Souza');
    await form.getByLabel(/^cpf/i).pressSequentially('52998224725');
    await form.getByRole('textbox', { name: /e-mail/i }).fill('ana@example.com.br');
    await form.getByLabel(/celular/i).pressSequentially('11987654321');
    await page.getByRole('combobox', { name: /estado/i }).selectOption({ label: 'São Paulo' });
    await page.getByRole('combobox', { name: /cidade/i }).selectOption({ label: 'São Paulo' });
    await form.locator('input[name="dealer"]').first().check();
    await form.getByRole('checkbox', { name: /whatsapp/i }).check();
    await form.getByRole('button', { name: /enviar/i }).click();
    await expect(form.getByText(/mensagem foi enviada/i)).toBeVisible();
    await expectPadded(form, '.lead-result', 'sent');
    await expectNoHorizontalOverflow(page, 'sent');
    await expectNoAxeViolations(page, `bare page ${width} px sent`);
    expect(problems).toEqual([]);
  });
}

/** The computed style of a widget's panel (`.hub-root`) and of its first heading. */
async function panelStyle(widget: Locator) {
  return widget.evaluate((el) => {
    const root = el.shadowRoot?.querySelector('.hub-root') as HTMLElement;
    const heading = root.querySelector('h1, h2, h3, .hub-title') as HTMLElement | null;
    const style = getComputedStyle(root);
    return {
      background: style.backgroundColor,
      color: style.color,
      scheme: style.colorScheme,
      font: style.fontFamily,
      heading: heading ? getComputedStyle(heading).fontFamily : '',
      host: getComputedStyle(el.ownerDocument.body).fontFamily,
    };
  });
}

/** Relative luminance of a computed `rgb()` colour. */
function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/[\d.]+/g) ?? []).slice(0, 3).map((c) => {
    const s = Number(c) / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

test('a dark host page: the -dark skin is dark, the -auto skin follows prefers-color-scheme, the host font is inherited', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/pages/dark.html');
  const form = page.locator('hub-lead-form');
  const chat = page.locator('hub-whatsapp-chat');
  await expect(form.getByRole('heading', { name: 'Fale com uma concessionária' })).toBeVisible();
  await expect(chat.locator('.hub-root > *').first()).toBeVisible();

  const dark = await panelStyle(form);
  expect(luminance(dark.background)).toBeLessThan(0.05);
  expect(luminance(dark.color)).toBeGreaterThan(0.7);
  expect(dark.scheme).toBe('dark');
  // The host's serif reaches the widget's text; Jeep's condensed heading font stays the skin's.
  expect(dark.font).toBe(dark.host);
  expect(dark.font).toContain('Georgia');
  expect(dark.heading).toContain('Arial Narrow');

  // -auto: light while the visitor prefers light, dark once they prefer dark.
  expect(luminance((await panelStyle(chat)).background)).toBeGreaterThan(0.9);
  await expectNoAxeViolations(page, 'dark page, visitor prefers light');
  await page.emulateMedia({ colorScheme: 'dark' });
  const auto = await panelStyle(chat);
  expect(luminance(auto.background)).toBeLessThan(0.05);
  expect(auto.scheme).toBe('dark');
  await expectNoAxeViolations(page, 'dark page, visitor prefers dark');

  // Errors beside the fields, in the dark skin, stay readable (axe measures their contrast).
  await form.getByRole('button', { name: /enviar/i }).click();
  await expect(form.getByRole('alert').first()).toBeVisible();
  await expectNoAxeViolations(page, 'dark skin with errors');
  expect(problems).toEqual([]);
});

test('a skin that sets no body font inherits the host font; --hub-font-family set by the host wins', async ({
  page,
}) => {
  await page.goto('/pages/bare.html');
  const form = page.locator('hub-lead-form');
  await expect(form.getByRole('heading', { name: 'Fale com uma concessionária' })).toBeVisible();
  const inherited = await panelStyle(form);
  expect(inherited.font).toBe(inherited.host);
  await page.evaluate(() => document.documentElement.style.setProperty('--hub-font-family', 'monospace'));
  expect((await panelStyle(form)).font).toBe('monospace');
});

test('a dark skin draws a car without a picture on the stage its photos get: dimmed, not a white block, the wheels and outline standing out', async ({
  page,
}) => {
  await page.goto('/pages/empty.html');
  await setFixtureMarkup(page, '<hub-offers skin="ram-dark" page-size="3"></hub-offers>');
  const offers = page.locator('hub-offers');
  const drawing = offers.locator('svg[data-body]').first();
  await expect(drawing.locator('rect.hub-car-backdrop')).toBeAttached({ timeout: 10_000 });
  const { fill, stage, wheel } = await drawing.evaluate((svg) => {
    const rect = svg.querySelector('rect.hub-car-backdrop') as SVGElement;
    // What a photo's stage gets in the same skin (themes/components.css .hub-image-stage).
    const probe = document.createElement('span');
    probe.className = 'hub-image-stage';
    svg.parentElement?.append(probe);
    const stage = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return {
      fill: getComputedStyle(rect).fill,
      stage,
      wheel: getComputedStyle(svg.querySelector('circle') as SVGElement).fill,
    };
  });
  const panel = await panelStyle(offers);
  expect(luminance(panel.background)).toBeLessThan(0.05);
  expect(fill, "the drawing sits on the photos' stage").toBe(stage);
  expect(luminance(fill), `the drawing's backdrop ${fill} is dimmed, not white`).toBeLessThan(0.6);
  const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  expect(contrast(luminance(fill), luminance(wheel)), 'the wheels stand out').toBeGreaterThanOrEqual(3);
  await expectNoAxeViolations(page, 'offers in ram-dark');
});
