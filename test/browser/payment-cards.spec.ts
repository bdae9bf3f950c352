import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, injectFault, resetSandbox, watchConsole } from './support.ts';

type Entry = { path: string; method: string; body: unknown; bearer: boolean };
const NUMBER = '4012888888881881';

/** A fresh sandbox; returns a reader of the cards service's journal (accepted requests only). */
async function sandbox(page: Page) {
  await resetSandbox(page);
  return async (): Promise<Entry[]> =>
    (await page.request.get('/sandbox/__sandbox/journal?service=cards')).json();
}

/** Records the widget's public events and gives the page a data layer, before any script runs. */
async function recordEvents(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { dataLayer: unknown[]; hubEvents: unknown[] };
    w.dataLayer = [];
    w.hubEvents = [];
    for (const name of ['hub-submit-success', 'hub-submit-error'])
      document.addEventListener(name, (e) => w.hubEvents.push({ name, detail: (e as CustomEvent).detail }));
  });
}

test('signed out: a sign-in prompt, no cards call, axe clean', async ({ page }) => {
  const journal = await sandbox(page);
  await page.goto('/pages/empty.html');
  await page.evaluate(() => {
    const el = document.createElement('hub-payment-cards');
    el.setAttribute('login-url', '/pages/account.html');
    document.getElementById('slot')?.append(el);
  });
  const widget = page.locator('hub-payment-cards');
  await expect(widget.getByText('Entre na sua conta para ver e adicionar seus cartões.')).toBeVisible();
  await expect(widget.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/pages/account.html');
  expect(await journal()).toEqual([]);
  await expectNoAxeViolations(page, 'signed out');
});

test('a buyer adds a card with the keyboard, makes it favourite and deletes another after confirming; the number is kept nowhere', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const journal = await sandbox(page);
  await recordEvents(page);
  await page.goto('/pages/account.html');
  const widget = page.locator('hub-payment-cards');
  const list = widget.getByRole('list', { name: 'Cartões salvos' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list.getByRole('listitem').first()).toContainText('Visa final 1111');
  await expect(list.getByRole('listitem').first()).toContainText('Favorito');
  await expect(list.getByRole('listitem').nth(2)).toContainText('Cartão vencido');
  await expectNoAxeViolations(page, 'list');

  // Add: opened from the keyboard, focus in the number; an empty send shows every message, sends nothing.
  await widget.getByRole('button', { name: 'Adicionar cartão' }).focus();
  await page.keyboard.press('Enter');
  const number = widget.getByLabel(/Número do cartão/);
  await expect(number).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(widget.getByText('Informe o número do cartão')).toBeVisible();
  await expect(widget.getByText('Informe o código de segurança (CVV)')).toBeVisible();
  await expectNoAxeViolations(page, 'add card: invalid');
  expect((await journal()).filter((e) => e.method !== 'GET')).toEqual([]);

  await number.focus();
  await page.keyboard.type('4012');
  await expect(widget.getByText('Bandeira: Visa')).toBeVisible();
  await page.keyboard.type('888888881881');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Ana B Souza');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1130');
  await page.keyboard.press('Tab');
  await page.keyboard.type('123');
  await expectNoAxeViolations(page, 'add card: filled');
  await page.keyboard.press('Enter');
  const added = widget.getByRole('status').filter({ hasText: 'Cartão Visa final 1881 adicionado.' });
  await expect(added).toBeFocused();
  await expect(list.getByRole('listitem')).toHaveCount(4);
  await expectNoAxeViolations(page, 'card added');

  const sent = (await journal()).filter((e) => e.method === 'POST');
  expect(sent).toHaveLength(1);
  expect(sent[0]?.body).toMatchObject({ number: NUMBER, expiry: '11/30', holder: 'ANA B SOUZA' });
  expect(sent[0]?.body).toHaveProperty('oneTimeToken');
  // Only the last four digits stay: not in the page (shadow DOM included), storage, cookies, events, logs.
  const kept = await page.evaluate(() => {
    const roots: (Document | ShadowRoot)[] = [document];
    for (const root of roots)
      for (const el of root.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
    const w = window as unknown as { dataLayer: unknown[]; hubEvents: unknown[] };
    return [
      ...roots.map((r) => (r instanceof Document ? r.documentElement.outerHTML : r.innerHTML)),
      ...roots.flatMap((r) => [...r.querySelectorAll('input')].map((i) => i.value)),
      JSON.stringify({ ...localStorage }),
      JSON.stringify({ ...sessionStorage }),
      document.cookie,
      JSON.stringify(w.hubEvents),
      JSON.stringify(w.dataLayer),
    ].join('\n');
  });
  for (const piece of [NUMBER, '4012 8888 8888', '401288888888']) expect(kept).not.toContain(piece);
  expect(await page.evaluate(() => (window as unknown as { hubEvents: unknown[] }).hubEvents)).toEqual([
    {
      name: 'hub-submit-success',
      detail: {
        form: 'payment-card-add',
        id: expect.any(String),
        widget: 'hub-payment-cards',
        brand: 'fiat',
        market: 'pt-BR',
      },
    },
  ]);

  // Favourite: exactly one.
  await widget.getByRole('button', { name: 'Tornar favorito o cartão Visa final 1881' }).focus();
  await page.keyboard.press('Enter');
  await expect(
    widget.getByRole('status').filter({ hasText: 'O cartão Visa final 1881 agora é o seu favorito.' }),
  ).toBeFocused();
  await expect(list.getByRole('listitem').first()).toContainText('Visa final 1881');
  await expect(
    list.getByRole('listitem').filter({ has: page.getByText('Favorito', { exact: true }) }),
  ).toHaveCount(1);

  // Delete: a modal asks first; focus stays inside; Escape cancels and focus returns.
  const remove = widget.getByRole('button', { name: 'Excluir o cartão Visa final 1111' });
  await remove.focus();
  await page.keyboard.press('Enter');
  const dialog = widget.getByRole('alertdialog', { name: 'Excluir cartão?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await expectNoAxeViolations(page, 'confirm delete');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Excluir cartão' })).toBeFocused();
  // The page behind is inert: Tab never reaches it while the dialog is open (only the dialog or the browser).
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    const outside = await dialog.evaluate((d) => {
      const root = d.getRootNode() as ShadowRoot;
      const inWidget = root.activeElement;
      if (inWidget) return !d.contains(inWidget);
      const active = document.activeElement;
      return Boolean(active && active !== document.body && active !== root.host);
    });
    expect(outside).toBe(false);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
  expect((await journal()).filter((e) => e.method === 'DELETE')).toEqual([]);

  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Excluir cartão' }).focus();
  await page.keyboard.press('Enter');
  await expect(
    widget.getByRole('status').filter({ hasText: 'Cartão Visa final 1111 excluído.' }),
  ).toBeFocused();
  await expect(list.getByRole('listitem')).toHaveCount(3);
  expect((await journal()).filter((e) => e.method === 'DELETE').map((e) => e.path)).toEqual([
    '/sandbox/cards/v1/CRD-1',
  ]);
  await expectNoAxeViolations(page, 'card deleted');
  expect(problems).toEqual([]);
});

test('the service failing: the message and a retry; es-AR texts; axe clean', async ({ page }) => {
  await sandbox(page);
  await injectFault(page, 'cards', 503);
  await page.goto('/pages/account.html');
  const widget = page.locator('hub-payment-cards');
  const alert = widget.getByRole('alert');
  await expect(alert).toContainText('Um erro ocorreu, tente novamente');
  await expectNoAxeViolations(page, 'load failed');
  await widget.getByRole('button', { name: 'Tentar novamente' }).focus();
  await page.keyboard.press('Enter');
  await expect(widget.getByRole('list', { name: 'Cartões salvos' }).getByRole('listitem')).toHaveCount(3);

  await widget.evaluate((el) => el.setAttribute('market', 'es-AR'));
  await expect(widget.getByRole('heading', { name: 'Mis tarjetas' })).toBeVisible();
  const cards = widget.getByRole('list', { name: 'Tarjetas guardadas' });
  await expect(cards.getByRole('listitem').first()).toContainText('Visa terminada en 1111');
  await expect(cards.getByRole('listitem').nth(2)).toContainText('Tarjeta vencida');
  await expectNoAxeViolations(page, 'es-AR');
});
