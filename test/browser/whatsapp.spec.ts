import { expect, type Page, test } from '@playwright/test';
import { DEALERS } from '../../api/sandbox/data/dealers.ts';
import {
  expectNoAxeViolations,
  injectFault,
  journal,
  resetSandbox,
  setFixtureMarkup,
  watchConsole,
} from './support.ts';

test.beforeEach(async ({ page, context }) => {
  await resetSandbox(page);
  // The chat itself is WhatsApp's page: answer it locally, nothing leaves the machine.
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>WhatsApp</title><p>chat</p>' }),
  );
});

/** Fiat Mobi Trekking in the sandbox catalogue. */
const MOBI =
  '<hub-whatsapp-chat model-code="553" mvs-code="5532L31" color="Branco Banchisa"></hub-whatsapp-chat>';

async function pageWith(page: Page, html: string) {
  await page.goto('/pages/empty.html');
  await page.evaluate(() => {
    const events: unknown[] = [];
    (window as unknown as { hubEvents: unknown[] }).hubEvents = events;
    for (const name of ['hub-submit-success', 'hub-submit-error'])
      document.addEventListener(name, (e) => events.push({ name, detail: (e as CustomEvent).detail }));
  });
  await setFixtureMarkup(page, html, '#slot', 'append');
  return page.locator('hub-whatsapp-chat');
}

const events = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { hubEvents: { name: string; detail: Record<string, unknown> }[] }).hubEvents,
  );

/** Position in the list of the first dealer that answers on WhatsApp (the chat is with the dealer's number). */
async function withChatIndex(chat: ReturnType<Page['locator']>): Promise<number> {
  await expect(chat.locator('input[name="dealer"]').first()).toBeAttached();
  const ids = await chat
    .locator('input[name="dealer"]')
    .evaluateAll((inputs) => inputs.map((input) => Number((input as HTMLInputElement).value)));
  const answering = new Set(DEALERS.filter((d) => d.whatsapp).map((d) => d.id));
  const index = ids.findIndex((id) => answering.has(id));
  expect(index).toBeGreaterThanOrEqual(0);
  return index;
}

async function fill(chat: ReturnType<Page['locator']>) {
  await expect(chat.getByRole('combobox', { name: /versão/i })).toHaveValue('5532L31');
  await chat.getByLabel(/nome completo/i).fill('Carla Mendes');
  await chat.getByLabel(/celular com whatsapp/i).pressSequentially('31991234567');
  await chat.getByRole('textbox', { name: /e-mail/i }).fill('carla@example.com');
  await chat.getByRole('textbox', { name: /^cep/i }).pressSequentially('30130010');
  await chat
    .locator('input[name="dealer"]')
    .nth(await withChatIndex(chat))
    .check();
}

test('the chat opens in a new window after the phone check; the sandbox received the seed payload', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const chat = await pageWith(page, MOBI);
  await expect(chat.getByRole('heading', { name: 'Converse pelo WhatsApp' })).toBeVisible();
  await expectNoAxeViolations(page, 'empty');
  await fill(chat);
  await expectNoAxeViolations(page, 'filled');
  const popup = page.waitForEvent('popup');
  await chat.getByRole('button', { name: 'Iniciar conversa' }).click();
  const win = await popup;
  expect(win.url()).toMatch(/^https:\/\/wa\.me\//);
  expect(await win.evaluate(() => window.opener)).toBeNull();
  await expect(chat.getByText('Conversa iniciada!')).toBeVisible();
  await expect(chat.getByRole('status')).toBeFocused();
  await expectNoAxeViolations(page, 'opened');
  const [check, start] = await journal(page, 'whatsapp');
  expect(check?.body).toEqual({ phoneNumber: '5531991234567' });
  expect(start?.body).toMatchObject({
    phoneNumber: '5531991234567',
    name: 'Carla Mendes',
    cpf: '',
    email: 'carla@example.com',
    model: 'Mobi',
    version: 'Trekking',
    dealer: expect.stringMatching(/^\d{5}$/),
    brand: 'fiat',
    serie: '1',
    color: 'Branco Banchisa',
    scheduleDate: '',
  });
  expect((await events(page)).map((e) => e.name)).toEqual(['hub-submit-success']);
  expect(problems).toEqual([]);
});

test('a failure shows the seed ERROR popup for 4000 ms and fires hub-submit-error; values kept, retry works', async ({
  page,
}) => {
  const chat = await pageWith(page, MOBI);
  await fill(chat);
  await injectFault(page, 'whatsapp', 503, 3);
  await chat.getByRole('button', { name: 'Iniciar conversa' }).click();
  const popup = chat.getByRole('alert').filter({ hasText: 'Falha ao iniciar conversa no WhatsApp' });
  await expect(popup).toBeVisible({ timeout: 6000 });
  const shown = Date.now();
  await expectNoAxeViolations(page, 'failure popup');
  expect(await events(page)).toEqual([
    {
      name: 'hub-submit-error',
      detail: {
        form: 'whatsapp-chat',
        code: 'bad-response',
        widget: 'hub-whatsapp-chat',
        brand: 'fiat',
        market: 'pt-BR',
      },
    },
  ]);
  await expect(popup).toBeHidden({ timeout: 6000 });
  expect(Date.now() - shown).toBeGreaterThan(3000);
  await expect(chat.getByLabel(/nome completo/i)).toHaveValue('Carla Mendes');
  await expect(chat.getByLabel(/celular com whatsapp/i)).toHaveValue('(31) 99123-4567');
  const opened = page.waitForEvent('popup');
  await chat.getByRole('button', { name: 'Iniciar conversa' }).click();
  await opened;
  await expect(chat.getByText('Conversa iniciada!')).toBeVisible();
  expect(await journal(page, 'whatsapp')).toHaveLength(2);
});

test('a blocked new window opens the chat in the same window', async ({ page }) => {
  const chat = await pageWith(page, MOBI);
  await fill(chat);
  await page.evaluate(() => {
    window.open = () => null;
  });
  await chat.getByRole('button', { name: 'Iniciar conversa' }).click();
  await page.waitForURL(/^https:\/\/wa\.me\//);
});

test('keyboard only, with the messages beside the fields for bad input and nothing sent', async ({
  page,
}) => {
  const chat = await pageWith(page, MOBI);
  await expect(chat.getByRole('combobox', { name: /versão/i })).toHaveValue('5532L31');
  await page.keyboard.press('Tab');
  await expect(chat.getByRole('combobox', { name: /modelo/i })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(chat.getByRole('combobox', { name: /versão/i })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('Carla');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1133334444');
  await page.keyboard.press('Enter');
  await expect(chat.getByText('AINDA EXISTEM CAMPOS A SEREM PREENCHIDOS')).toBeVisible();
  await expect(chat.getByLabel(/nome completo/i)).toBeFocused();
  await expect(chat.getByLabel(/celular com whatsapp/i)).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, 'errors');
  expect(await journal(page, 'whatsapp')).toHaveLength(0);

  await page.keyboard.type(' Mendes');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('31991234567');
  await page.keyboard.press('Tab');
  await page.keyboard.type('carla@example.com');
  await expect(chat.getByRole('textbox', { name: /e-mail/i })).toHaveValue('carla@example.com');
  await page.keyboard.press('Tab');
  await expect(chat.getByLabel(/cpf/i)).toBeFocused(); // optional
  await page.keyboard.press('Tab');
  await expect(chat.getByLabel(/quando pretende visitar/i)).toBeFocused(); // visit date, optional
  await page.keyboard.press('Tab');
  await expect(chat.getByRole('radio', { name: 'CEP' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('01310100');
  await expect(chat.locator('input[name="dealer"]').first()).toBeAttached();
  await page.keyboard.press('Tab'); // Buscar
  await page.keyboard.press('Tab');
  await expect(chat.locator('input[name="dealer"]').first()).toBeFocused();
  await page.keyboard.press('Space');
  // Arrow keys move the choice to a dealer that answers on WhatsApp.
  for (let step = await withChatIndex(chat); step > 0; step--) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await expect(chat.getByRole('button', { name: 'Iniciar conversa' })).toBeFocused();
  const popup = page.waitForEvent('popup');
  await page.keyboard.press('Enter');
  await popup;
  await expect(chat.getByText('Conversa iniciada!')).toBeVisible();
});

test('es-AR: voseo, CUIL, the Argentine WhatsApp number', async ({ page }) => {
  const chat = await pageWith(page, '<hub-whatsapp-chat market="es-AR" brand="jeep"></hub-whatsapp-chat>');
  await expect(chat.getByRole('heading', { name: 'Chateá por WhatsApp' })).toBeVisible();
  await expect(chat.getByRole('combobox', { name: /modelo/i }).locator('option')).not.toHaveCount(1);
  await chat.getByRole('combobox', { name: /modelo/i }).selectOption({ index: 1 });
  await chat.getByRole('combobox', { name: /versión/i }).selectOption({ index: 1 });
  await chat.getByLabel(/nombre y apellido/i).fill('Martina González');
  await chat.getByLabel(/celular con whatsapp/i).pressSequentially('3514567890');
  await chat.getByRole('textbox', { name: /e-mail/i }).fill('martina@example.com.ar');
  await chat.getByLabel(/^cuil/i).pressSequentially('27123456780');
  await chat.getByRole('combobox', { name: /provincia/i }).selectOption({ label: 'Córdoba' });
  await chat.getByRole('combobox', { name: /ciudad/i }).selectOption({ label: 'Córdoba' });
  await chat
    .locator('input[name="dealer"]')
    .nth(await withChatIndex(chat))
    .check();
  await expectNoAxeViolations(page, 'es-AR filled');
  const popup = page.waitForEvent('popup');
  await chat.getByRole('button', { name: 'Iniciar conversación' }).click();
  await popup;
  await expect(chat.getByText('¡Conversación iniciada!')).toBeVisible();
  const [, start] = await journal(page, 'whatsapp');
  expect(start?.body).toMatchObject({ phoneNumber: '5493514567890', cpf: '27123456780', brand: 'jeep' });
});
