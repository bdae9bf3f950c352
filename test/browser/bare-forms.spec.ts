import { expect, type Locator, type Page, test } from '@playwright/test';
import { VERSIONS } from '../../api/sandbox/data/catalog.ts';
import { DEALERS } from '../../api/sandbox/data/dealers.ts';
import { expectNoAxeViolations, resetSandbox, setFixtureMarkup, watchConsole } from './support.ts';

// Every form widget straight in a bare CMS page's content (no host wrapper or styles), at 1280 and
// 390 px: its panel pads what it holds by at least --hub-space-4 (16 px) on every side and leaves no
// strip of empty panel beside it, nothing is wider than the page, and a sent result stays inside the
// panel. The lead form's own case is skins.spec.ts.

const BASE = `http://127.0.0.1:${process.env.HUB_TEST_PORT ?? 4173}`;
const ARGO = VERSIONS.find((version) => version.brand === 'fiat' && version.modelName === 'Argo')!;
/** The space token the panel pads by at least (themes/tokens.css --hub-space-4). */
const SPACE_4 = 16;

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

/** The edges of a box in the viewport. */
type Box = Pick<DOMRect, 'left' | 'right' | 'top' | 'bottom'>;

/** The bare page with only `html` in its content, signed in when a token is given. */
async function bare(page: Page, width: number, html: string, token?: string) {
  if (token) await page.context().addCookies([{ name: 'hub_token', value: token, url: BASE }]);
  await page.setViewportSize({ width, height: 900 });
  await page.goto('/pages/bare.html');
  await setFixtureMarkup(page, `<h1>A CMS page</h1>${html}`, 'main');
}

/** The widget's panel (`.hub-root`) and the box around everything it holds, or around `inner`. */
async function boxes(widget: Locator, inner?: string): Promise<{ panel: Box; content: Box }> {
  return widget.evaluate((el, selector) => {
    const root = el.shadowRoot?.querySelector('.hub-root');
    if (!root) throw new Error('no panel');
    const parts = selector ? [root.querySelector(selector)] : [...root.children];
    const rects = parts
      .filter((node): node is Element => !!node)
      .map((node) => node.getBoundingClientRect())
      .filter((rect) => rect.width > 0 && rect.height > 0);
    if (rects.length === 0) throw new Error(`nothing drawn in the panel (${selector ?? 'children'})`);
    const panel = root.getBoundingClientRect();
    return {
      panel: { left: panel.left, right: panel.right, top: panel.top, bottom: panel.bottom },
      content: {
        left: Math.min(...rects.map((r) => r.left)),
        right: Math.max(...rects.map((r) => r.right)),
        top: Math.min(...rects.map((r) => r.top)),
        bottom: Math.max(...rects.map((r) => r.bottom)),
      },
    };
  }, inner);
}

/** Padding ≥ the space token on every side, and no wider than the panel's own padding allows (no strip). */
async function expectPanelFits(page: Page, widget: Locator, state: string, inner?: string) {
  const { panel, content } = await boxes(widget, inner);
  const gaps = {
    left: content.left - panel.left,
    right: panel.right - content.right,
    top: content.top - panel.top,
    bottom: panel.bottom - content.bottom,
  };
  for (const [side, gap] of Object.entries(gaps))
    expect(gap, `${state}: ${side} padding`).toBeGreaterThanOrEqual(SPACE_4);
  // The sides: content fills the panel's width (a block result may be narrower only at the right).
  expect(gaps.left, `${state}: left gap (a strip of empty panel)`).toBeLessThanOrEqual(48);
  if (!inner) expect(gaps.right, `${state}: right gap (a strip of empty panel)`).toBeLessThanOrEqual(48);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${state}: page wider than the viewport`).toBeLessThanOrEqual(0);
  // Nothing inside the panel is wider than the panel (a control or a table sticking out of it).
  const wider = await widget.evaluate((el) => {
    const root = el.shadowRoot?.querySelector('.hub-root') as HTMLElement;
    const right = root.getBoundingClientRect().right;
    return [...root.querySelectorAll('*')]
      .filter((node) => {
        const rect = node.getBoundingClientRect();
        return rect.width > 0 && rect.right > right + 1 && !node.closest('[hidden], .hub-visually-hidden');
      })
      .map((node) => `${node.localName}.${node.className}`)
      .slice(0, 3);
  });
  expect(wider, `${state}: parts wider than the panel`).toEqual([]);
}

/** The form widgets as a CMS editor would drop them in, each with what shows it has rendered. */
const FORMS: { name: string; html: string; token?: string; ready: (w: Locator) => Locator }[] = [
  {
    name: 'test drive',
    html: '<hub-test-drive></hub-test-drive>',
    ready: (w) => w.getByRole('heading', { name: 'Agende seu test drive' }),
  },
  {
    name: 'whatsapp chat',
    html: `<hub-whatsapp-chat model-code="${ARGO.modelCode}" mvs-code="${ARGO.mvsCode}"></hub-whatsapp-chat>`,
    ready: (w) => w.getByRole('heading', { name: 'Converse pelo WhatsApp' }),
  },
  {
    name: 'financing',
    html: `<hub-financing source="ZFLOW" mvs="${ARGO.mvsCode}" year="${ARGO.years.at(-1)}" price="${ARGO.price.BR}"></hub-financing>`,
    ready: (w) => w.getByRole('region', { name: 'Escolha como financiar' }),
  },
  {
    name: 'sign-up',
    html: '<hub-sign-up next-url="/pages/account.html"></hub-sign-up>',
    ready: (w) => w.getByRole('heading').first(),
  },
  {
    name: 'reservation, first step',
    html: `<hub-reservation mvs="${ARGO.mvsCode}" year="${ARGO.years.at(-1)}" price="${ARGO.price.BR}" login-url="/pages/account.html"></hub-reservation>`,
    ready: (w) => w.getByRole('heading').first(),
  },
  {
    name: 'quotation simulator',
    html: '<hub-quotation-simulator login-url="/pages/account.html"></hub-quotation-simulator>',
    token: 'sandbox-token-ana',
    ready: (w) => w.getByRole('heading', { name: 'Simulador de cotação' }),
  },
  {
    name: 'account',
    html: '<hub-account login-url="/pages/account.html"></hub-account>',
    token: 'sandbox-token-ana',
    ready: (w) => w.getByRole('heading').first(),
  },
  {
    name: 'trade-in (my orders)',
    html: '<hub-my-orders></hub-my-orders>',
    token: 'sandbox-token-pedro',
    ready: (w) => w.getByRole('heading').first(),
  },
];

for (const width of [1280, 390])
  for (const form of FORMS)
    test(`${form.name} on a bare CMS page at ${width} px: a padded panel, no strip, nothing overflowing`, async ({
      page,
    }) => {
      const problems = watchConsole(page);
      await bare(page, width, form.html, form.token);
      const widget = page.locator(/^<([\w-]+)/.exec(form.html)?.[1] ?? '');
      await expect(form.ready(widget)).toBeVisible({ timeout: 10_000 });
      // Settled: no loading placeholder left.
      await expect(widget.locator('[data-loading]')).toHaveCount(0, { timeout: 10_000 });
      await expectPanelFits(page, widget, 'first view');
      await expectNoAxeViolations(page, `${form.name} ${width} px`);
      expect(problems).toEqual([]);
    });

for (const width of [1280, 390])
  test(`the WhatsApp chat on a bare page at ${width} px: the result after starting a chat stays in the padded panel`, async ({
    page,
  }) => {
    await bare(page, width, FORMS[1]!.html);
    const chat = page.locator('hub-whatsapp-chat');
    await expect(chat.getByRole('combobox', { name: /versão/i })).toHaveValue(ARGO.mvsCode);
    await chat.getByLabel(/nome completo/i).fill('Carla Mendes');
    await chat.getByLabel(/celular com whatsapp/i).pressSequentially('31991234567');
    await chat.getByRole('textbox', { name: /e-mail/i }).fill('carla@example.com');
    await chat.getByRole('textbox', { name: /^cep/i }).pressSequentially('30130010');
    await expect(chat.locator('input[name="dealer"]').first()).toBeAttached();
    const ids = await chat
      .locator('input[name="dealer"]')
      .evaluateAll((inputs) => inputs.map((input) => Number((input as HTMLInputElement).value)));
    const answering = new Set(DEALERS.filter((d) => d.whatsapp).map((d) => d.id));
    await chat
      .locator('input[name="dealer"]')
      .nth(ids.findIndex((id) => answering.has(id)))
      .check();
    const popup = page.waitForEvent('popup');
    await chat.getByRole('button', { name: 'Iniciar conversa' }).click();
    await (await popup).close();
    await expect(chat.getByText('Conversa iniciada!')).toBeVisible();
    await expectPanelFits(page, chat, 'chat started');
    await expectPanelFits(page, chat, 'chat started, the result', '[role="status"]');
    await expectNoAxeViolations(page, `whatsapp chat started ${width} px`);
  });
