import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, resetSandbox, setFixtureMarkup, watchConsole } from './support.ts';

// How a form's rows line up on a wide bare CMS page (1280 px), as the gallery's review found them: a
// textarea left alone in the last row fills the row, segmented options in one grid column keep each
// word on one line, and a dealer search button stands level with the field it searches by.

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

const BASE = `http://127.0.0.1:${process.env.HUB_TEST_PORT ?? 4173}`;

/** The bare page, 1280 px wide, with only `html` in its content, signed in when a token is given. */
async function bare(page: Page, html: string, token?: string) {
  if (token) await page.context().addCookies([{ name: 'hub_token', value: token, url: BASE }]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/pages/bare.html');
  await setFixtureMarkup(page, `<h1>A CMS page</h1>${html}`, 'main');
}

/** The box of the `n`th element matching `selector` inside the widget's shadow root. */
async function box(widget: Locator, selector: string, n = 0) {
  const handle = widget.locator(selector).nth(n);
  await expect(handle).toBeVisible();
  const rect = await handle.boundingBox();
  if (!rect) throw new Error(`${selector}: not drawn`);
  return { left: rect.x, right: rect.x + rect.width, top: rect.y, bottom: rect.y + rect.height };
}

test('contact form: the message box, alone in the last row, is as wide as the row of fields above it', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await bare(page, '<hub-lead-form variant="contact"></hub-lead-form>');
  const widget = page.locator('hub-lead-form');
  const name = await box(widget, 'input[name="name"]');
  const email = await box(widget, 'input[name="email"]');
  const message = await box(widget, 'textarea[name="message"]');
  // Two columns above (name beside e-mail), so a half-width box would leave a blank column beside it.
  expect(email.left, 'e-mail beside the name').toBeGreaterThan(name.right);
  expect(message.left).toBeCloseTo(name.left, 0);
  expect(message.right, 'message as wide as the row').toBeCloseTo(email.right, 0);
  await expectNoAxeViolations(page, 'contact form');
  expect(problems).toEqual([]);
});

test('rental fleet form: the contact channels in one column are tiles with every label on one line', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await bare(page, '<hub-rental view="intent"></hub-rental>', 'sandbox-token-ana');
  const widget = page.locator('hub-rental');
  const group = widget.getByRole('group', { name: /Como prefere ser contatado/ });
  await expect(group.getByRole('radio')).toHaveCount(4);
  for (const label of ['E-mail', 'Telefone', 'WhatsApp', 'SMS']) {
    const text = group.locator('label span', { hasText: new RegExp(`^${label}$`) });
    // The span is a flex item (one box however many lines): its lines are its height over its line height.
    const lines = await text.evaluate(
      (span) => span.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(span).lineHeight),
    );
    expect(lines, `"${label}" on one line`).toBeLessThan(1.5);
  }
  // Nothing sticks out of the column the group stands in.
  const fieldset = await box(group, ':scope');
  const labels = await group
    .locator('label')
    .evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().right));
  for (const right of labels) expect(right).toBeLessThanOrEqual(fieldset.right + 1);
  await expectNoAxeViolations(page, 'rental fleet form');
  expect(problems).toEqual([]);
});

test('WhatsApp chat: the postal code search button stands level with the postal code field, not with its hint', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await bare(page, '<hub-whatsapp-chat model-code="553"></hub-whatsapp-chat>');
  const widget = page.locator('hub-whatsapp-chat');
  const field = await box(widget, 'input[name="dealerPostalCode"]');
  const button = await box(widget, '.hub-dealer-search > .hub-button');
  expect(button.left, 'the button beside the field').toBeGreaterThan(field.right);
  expect(button.top).toBeCloseTo(field.top, 0);
  expect(button.bottom).toBeCloseTo(field.bottom, 0);
  await expectNoAxeViolations(page, 'whatsapp chat');
  expect(problems).toEqual([]);
});

test('owner manuals: the search button stands level with the search field, not with its hint', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/pages/manuals/fiat.html');
  const widget = page.locator('hub-manuals').first();
  const field = await box(widget, 'input[name="text"]');
  const button = await box(widget, 'form button[type="submit"]');
  expect(button.left, 'the button beside the field').toBeGreaterThan(field.right);
  expect(button.top).toBeCloseTo(field.top, 0);
  expect(button.bottom).toBeCloseTo(field.bottom, 0);
  await expectNoAxeViolations(page, 'manuals');
  expect(problems).toEqual([]);
});

test('owner manuals on a phone (390 px): the search button follows right under the field and its hint', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/pages/manuals/fiat.html');
  const widget = page.locator('hub-manuals').first();
  const field = await box(widget, 'input[name="text"]');
  const hint = await box(widget, 'form .hub-hint');
  const button = await box(widget, 'form button[type="submit"]');
  expect(button.left, 'under the field, at its start').toBeCloseTo(field.left, 0);
  const gap = button.top - hint.bottom;
  expect(gap, 'no blank line between the hint and the button').toBeGreaterThanOrEqual(0);
  expect(gap, 'no blank line between the hint and the button').toBeLessThanOrEqual(16);
});

test('integration admin: the error filters line up by their labels and the two filter buttons share a row', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/pages/integration-admin/jeep.html?market=es-AR');
  const widget = page.locator('hub-integration-admin');
  const to = await box(widget, 'input[name="to"]');
  const search = await box(widget, 'input[name="search"]');
  // "Hasta" and "Buscar" stand side by side: their boxes level, whatever hint "Buscar" has below it.
  expect(search.left, '"Buscar" beside "Hasta"').toBeGreaterThan(to.right);
  expect(search.top).toBeCloseTo(to.top, 0);
  const apply = await box(widget, 'button[type="submit"]');
  const clear = await box(widget, '.ia-filter-actions > button[data-variant="secondary"]');
  expect(clear.left, '"Limpiar filtros" beside "Filtrar"').toBeGreaterThan(apply.right);
  expect(clear.top).toBeCloseTo(apply.top, 0);
  await expectNoAxeViolations(page, 'integration admin');
  expect(problems).toEqual([]);
});

test("integration admin on a phone (390 px): an error's facts read across the card, each under its name", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/pages/integration-admin/jeep.html');
  const facts = page.locator('hub-integration-admin').locator('.ia-facts').first();
  await expect(facts).toBeVisible();
  const list = await box(facts, ':scope');
  // The failure ("Salesforce (CRM): …") no longer squeezed into what its name leaves (a word a line).
  const values = await facts
    .locator('dd')
    .evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect()));
  for (const value of values) {
    expect(value.left).toBeCloseTo(list.left, 0);
    expect(value.width).toBeGreaterThan((list.right - list.left) * 0.9);
  }
});

test('integration admin on a phone (390 px): a log line reads as its date, level and system, then its message, no word cut', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/pages/integration-admin/jeep.html');
  const table = page.locator('hub-integration-admin').locator('table');
  const row = table.locator('tbody tr').first();
  await expect(row).toBeVisible();
  const cells = await row.locator('td').evaluateAll((nodes) =>
    nodes.map((node) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      // Lines the text takes, over its words: a cell of one or two words on several lines cut a word.
      const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      return { text: node.textContent ?? '', lines, rect: node.getBoundingClientRect() };
    }),
  );
  const [when, level, system, message] = cells;
  for (const cell of [level, system]) expect(cell?.lines, `"${cell?.text}" on one line`).toBe(1);
  expect(when?.lines, `"${when?.text}" on at most two lines`).toBeLessThanOrEqual(2);
  const wide = await box(table, ':scope');
  expect(message?.rect.width, 'the message across the table').toBeGreaterThan((wide.right - wide.left) * 0.9);
  await expectNoAxeViolations(page, 'integration admin logs');
});

for (const width of [1280, 390])
  test(`offers admin at ${width} px: an offer's facts and its two rows of actions stand apart, not touching`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/pages/offers-admin/fiat.html');
    const offer = page.locator('hub-offers-admin').locator('.offers-admin-row').first();
    const facts = await box(offer, '.offers-admin-facts');
    const moves = await box(offer, '.offers-admin-actions', 0);
    const actions = await box(offer, '.offers-admin-actions', 1);
    expect(moves.top - facts.bottom, 'facts, then the move buttons').toBeGreaterThanOrEqual(8);
    expect(actions.top - moves.bottom, 'the move buttons, then the others').toBeGreaterThanOrEqual(8);
  });

test('opinions on a phone (390 px, es-AR): the table of how many gave each rating stays inside the panel', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/pages/opinions/ds.html?market=es-AR');
  const widget = page.locator('hub-opinions');
  const table = await box(widget, 'table');
  const panel = await box(widget, '.hub-root');
  expect(table.right, 'the "Porcentaje" column inside the panel, its padding kept').toBeLessThanOrEqual(
    panel.right - 16,
  );
  const header = widget.getByRole('columnheader', { name: 'Porcentaje' });
  const lines = await header.evaluate(
    (th) => th.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(th).lineHeight),
  );
  expect(lines, '"Porcentaje" on one line').toBeLessThan(2);
});

test("account on a phone (390 px): the personal data's values read across the card, each under its name", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/pages/account.html');
  const facts = page.locator('hub-account').locator('dl').first();
  await expect(facts.getByText('Ana Beatriz Souza')).toBeVisible();
  const list = await box(facts, ':scope');
  const values = await facts
    .locator('dd')
    .evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect()));
  for (const value of values) {
    expect(value.left).toBeCloseTo(list.left, 0);
    expect(value.width).toBeGreaterThan((list.right - list.left) * 0.9);
  }
});

test('account on a phone (390 px): the document validation choices each show their whole word inside their tile', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/pages/account.html');
  const group = page.locator('hub-account').getByRole('group', { name: 'Para que é a validação?' });
  await expect(group.getByRole('radio')).toHaveCount(3);
  const tiles = await group.locator('label').evaluateAll((labels) =>
    labels.map((label) => {
      const text = label.querySelector('span')?.getBoundingClientRect();
      const tile = label.getBoundingClientRect();
      return {
        word: label.textContent,
        inside: !!text && text.left >= tile.left && text.right <= tile.right,
      };
    }),
  );
  for (const tile of tiles) expect(tile.inside, `"${tile.word}" inside its tile`).toBe(true);
  await expectNoAxeViolations(page, 'account, document validation');
});

test('sign-up: the words of the links under the form ("Já tenho conta") start where the fields start', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await bare(page, '<hub-sign-up></hub-sign-up>');
  const widget = page.locator('hub-sign-up');
  const field = await box(widget, 'input');
  const link = widget.getByRole('button', { name: 'Já tenho conta' });
  await expect(link).toBeVisible();
  const words = await link.evaluate((button) => {
    const range = document.createRange();
    range.selectNodeContents(button);
    return range.getBoundingClientRect().x;
  });
  expect(Math.abs(words - field.left), 'the link reads in line with the fields').toBeLessThanOrEqual(1);
  // Still a target a finger can press.
  const target = await link.boundingBox();
  expect(target!.height).toBeGreaterThanOrEqual(44);
  await expectNoAxeViolations(page, 'sign-up links');
  expect(problems).toEqual([]);
});

test('recall search: the campaigns section stands apart from the search buttons above it', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await bare(page, '<hub-recall-search></hub-recall-search>');
  const widget = page.locator('hub-recall-search');
  const buttons = await box(widget, 'form .hub-row');
  const heading = widget.getByRole('heading', { name: 'Campanhas' });
  await expect(heading).toBeVisible();
  const title = (await heading.boundingBox())!;
  // More room than between two rows of one form (16 px): a new section begins.
  expect(title.y - buttons.bottom, 'space above the campaigns heading').toBeGreaterThanOrEqual(32);
  await expectNoAxeViolations(page, 'recall search');
  expect(problems).toEqual([]);
});
