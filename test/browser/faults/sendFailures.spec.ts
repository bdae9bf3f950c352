import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, journal, resetSandbox, watchConsole } from '../support.ts';

// Sends on 429 and offline (issue 16 item 4), through the form kit: the lead form in real Chromium.

/** The browser's own log of a refused or failed request is not an error of the page. */
const NETWORK_LOG = /^Failed to load resource|net::ERR_/;

async function fillLead(page: Page) {
  const form = page.locator('hub-lead-form');
  await form.getByLabel(/nome completo/i).fill('João Pereira');
  await form.getByLabel(/^cpf/i).pressSequentially('52998224725');
  await form.getByRole('textbox', { name: /e-mail/i }).fill('joao@example.com');
  await form.getByLabel(/celular/i).pressSequentially('21998765432');
  await form.getByRole('combobox', { name: /estado/i }).selectOption({ label: 'Rio de Janeiro' });
  await form.getByRole('combobox', { name: /cidade/i }).selectOption({ label: 'Rio de Janeiro' });
  await form.locator('input[name="dealer"]').first().check();
  await form.getByRole('checkbox', { name: /sms/i }).check();
  return form;
}

test('a lead refused with 429 says the wait in words, holds the resend until it is over, then sends once; axe clean', async ({
  page,
}) => {
  // The form is filled, the 5 s wait waited out and axe run: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  await resetSandbox(page);
  const problems = watchConsole(page);
  await page.goto('/pages/brand/peugeot.html');
  const form = await fillLead(page);
  let posts = 0;
  await page.route('**/sandbox/lead/', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    posts += 1;
    if (posts > 1) return route.fallback();
    await route.fulfill({
      status: 429,
      headers: { 'retry-after': '5', 'access-control-expose-headers': 'retry-after' },
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Too Many Requests' }),
    });
  });
  const send = form.getByRole('button', { name: /enviar/i });
  await send.click();
  await expect(form.getByText('Muitas tentativas, tente em 5 s')).toBeVisible();
  // Pressed again during the wait: nothing is sent.
  await send.click({ force: true });
  await expect(send).toHaveAttribute('aria-disabled', 'true');
  expect(posts).toBe(1);
  await expect(form.getByText('Seus dados continuam preenchidos. Tente enviar novamente.')).toHaveCount(0);
  await expectNoAxeViolations(page, 'send rate-limited');
  await expect(form.getByText('Você já pode tentar novamente.')).toBeVisible({ timeout: 10_000 });
  await expect(send).not.toHaveAttribute('aria-disabled', 'true');
  expect(posts).toBe(1);
  await expect(form.getByLabel(/nome completo/i)).toHaveValue('João Pereira');
  await send.dblclick();
  await expect(form.getByText('SUA MENSAGEM FOI ENVIADA!')).toBeVisible();
  expect(posts).toBe(2);
  expect(await journal(page, 'lead')).toHaveLength(1);
  expect(problems.filter((p) => !NETWORK_LOG.test(p))).toEqual([]);
});

test('a lead sent offline says so, keeps what was typed and is not sent again by itself when the connection is back', async ({
  page,
  context,
}) => {
  await resetSandbox(page);
  const problems = watchConsole(page);
  await page.goto('/pages/brand/peugeot.html');
  const form = await fillLead(page);
  await context.setOffline(true);
  await form.getByRole('button', { name: /enviar/i }).click();
  await expect(
    form.getByText('Você está sem conexão com a internet. Confira a conexão e tente novamente.'),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'send offline');
  await context.setOffline(false);
  await page.waitForTimeout(500);
  expect(await journal(page, 'lead')).toHaveLength(0);
  await expect(form.getByLabel(/nome completo/i)).toHaveValue('João Pereira');
  await form.getByRole('button', { name: /enviar/i }).click();
  await expect(form.getByText('SUA MENSAGEM FOI ENVIADA!')).toBeVisible();
  expect(await journal(page, 'lead')).toHaveLength(1);
  expect(problems.filter((p) => !NETWORK_LOG.test(p))).toEqual([]);
});
