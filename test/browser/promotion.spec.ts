import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, injectFault, journal, resetSandbox, watchConsole } from './support.ts';

/** The promotion service's writes the sandbox accepted. */
const posts = async (page: Page) =>
  (await journal(page, 'promotions')).filter((e) => (e as unknown as { method: string }).method === 'POST');

/** Records the widget's public events before any script runs. */
async function recordEvents(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { hubEvents: unknown[] };
    w.hubEvents = [];
    for (const name of ['hub-submit-success', 'hub-submit-error', 'hub-error'])
      document.addEventListener(name, (e) => w.hubEvents.push({ name, detail: (e as CustomEvent).detail }));
  });
}

test('a participant joins from an invitation link by keyboard, sees the lucky numbers and validates a QR code by typing it (pt-BR)', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await resetSandbox(page);
  await recordEvents(page);
  await page.goto('/pages/promotion/jeep.html?invited-by=PTC-1000');
  const widget = page.locator('hub-promotion');
  await expect(widget.getByRole('heading', { name: 'Jeep Sorte na Estrada 2026' })).toBeVisible();
  await expect(widget.getByRole('heading', { name: 'Termos de participação' })).toBeVisible();
  await expect(widget.getByText(/Você chegou pelo convite de um amigo/)).toBeVisible();
  await expectNoAxeViolations(page, 'terms');

  // Sent empty from the keyboard: the CPF's message and the terms' message beside the box, nothing sent.
  const cpf = widget.getByLabel(/CPF/);
  await cpf.focus();
  await page.keyboard.press('Enter');
  await expect(widget.getByText('Informe o CPF')).toBeVisible();
  await expect(widget.getByText('Aceite os termos de participação para participar')).toBeVisible();
  await expect(cpf).toBeFocused();
  await expectNoAxeViolations(page, 'agreement invalid');
  expect(await posts(page)).toEqual([]);

  await page.keyboard.type('39053344705');
  await page.keyboard.press('Tab');
  await expect(widget.getByRole('checkbox', { name: 'Li e aceito os termos de participação' })).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(widget.getByRole('button', { name: 'Quero participar' })).toBeFocused();
  await page.keyboard.press('Enter');
  const joined = widget.getByText('Pronto! Você está participando. Boa sorte!');
  await expect(joined).toBeFocused();
  const numbers = widget.getByRole('list', { name: 'Seus números da sorte' }).getByRole('listitem');
  await expect(numbers).toHaveCount(1);
  await expect(numbers.first()).toContainText('Pela sua participação');
  const sent = await posts(page);
  expect(sent).toHaveLength(1);
  expect(sent[0]?.body).toEqual({ acceptedTerms: true, cpf: '39053344705' });
  expect(sent[0]?.headers['invited-by']).toBe('PTC-1000');
  await expect(widget.getByLabel('Seu link de convite')).toHaveValue(
    /\/pages\/promotion\/jeep\.html\?invited-by=PTC-1001$/,
  );
  await expect(widget.getByRole('link', { name: 'Compartilhar no WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\?text=.*invited-by%3DPTC-1001$/,
  );
  await expectNoAxeViolations(page, 'participant');

  // A QR code typed: checked, validated, its number added; the same code again is 'already used'.
  const code = widget.getByLabel(/Código do QR code/);
  await code.focus();
  await page.keyboard.type('QR-12');
  await page.keyboard.press('Enter');
  await expect(widget.getByText('O código tem QR- seguido de 8 letras ou números')).toBeVisible();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('qr-jeepbr02');
  await page.keyboard.press('Enter');
  await expect(widget.getByText(/^QR code validado! Você ganhou o número da sorte \d{5}\.$/)).toBeVisible();
  await expect(numbers).toHaveCount(2);
  await expect(numbers.nth(1)).toContainText('QR code validado');
  await expectNoAxeViolations(page, 'qr valid');
  await code.focus();
  await page.keyboard.type('QR-JEEPBR02');
  await page.keyboard.press('Enter');
  await expect(widget.getByRole('alert')).toHaveText('Este QR code já foi usado.');
  await expectNoAxeViolations(page, 'qr used');
  // The journal keeps accepted requests only: the second use was refused (409).
  expect((await posts(page)).map((e) => e.body)).toEqual([
    { acceptedTerms: true, cpf: '39053344705' },
    { qrCode: 'QR-JEEPBR02' },
  ]);
  // The browser logs the refused request itself (409); nothing else.
  expect(problems).toEqual(['Failed to load resource: the server responded with a status of 409 (Conflict)']);
});

test('es-AR: an Argentine participant joins with the CUIL from an invitation link and validates a QR code', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await resetSandbox(page);
  await page.goto('/pages/promotion/fiat.html?market=es-AR&invited-by=PTC-1000');
  const widget = page.locator('hub-promotion');
  await expect(widget.getByRole('heading', { name: 'Fiat Sorteo Ruta 2026' })).toBeVisible();
  await expect(widget.getByText('Participá hasta el 31/12/2026. Sorteo el 20/01/2027.')).toBeVisible();
  await expectNoAxeViolations(page, 'es-AR terms');
  const cuil = widget.getByLabel(/CUIL/);
  await cuil.focus();
  await page.keyboard.type('27304567894');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await page.keyboard.press('Enter');
  await expect(widget.getByText('¡Listo! Ya estás participando. ¡Suerte!')).toBeFocused();
  const sent = await posts(page);
  expect(sent[0]?.body).toEqual({ acceptedTerms: true, cuil: '27304567894' });
  expect(sent[0]?.headers['invited-by']).toBe('PTC-1000');
  await expect(
    widget.getByRole('list', { name: 'Tus números de la suerte' }).getByRole('listitem'),
  ).toHaveCount(1);
  await widget.getByLabel(/Código del QR/).focus();
  await page.keyboard.type('QR-FIATAR03');
  await page.keyboard.press('Enter');
  await expect(
    widget.getByText(/^¡Código QR validado! Ganaste el número de la suerte \d{5}\.$/),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'es-AR participant');
  expect(problems).toEqual([]);
});

test('signed out: a sign-in prompt and no call; a failing service: the message and a retry', async ({
  page,
}) => {
  await resetSandbox(page);
  await page.goto('/pages/empty.html');
  await page.evaluate(() => {
    const el = document.createElement('hub-promotion');
    el.setAttribute('promotion-id', 'PRM-FIAT-2026');
    el.setAttribute('login-url', '/pages/account.html');
    document.getElementById('slot')?.append(el);
  });
  const signedOut = page.locator('hub-promotion');
  await expect(
    signedOut.getByText('Entre na sua conta para participar da promoção e ver seus números da sorte.'),
  ).toBeVisible();
  await expect(signedOut.getByRole('link', { name: 'Entrar' })).toHaveAttribute(
    'href',
    '/pages/account.html',
  );
  expect(await journal(page, 'promotions')).toEqual([]);
  await expectNoAxeViolations(page, 'signed out');

  await injectFault(page, 'promotions', 503);
  await page.goto('/pages/promotion/ram.html');
  const widget = page.locator('hub-promotion');
  await expect(widget.getByRole('alert')).toContainText('Um erro ocorreu, tente novamente');
  await expectNoAxeViolations(page, 'failed load');
  await widget.getByRole('button', { name: 'Tentar novamente' }).focus();
  await page.keyboard.press('Enter');
  await expect(widget.getByRole('heading', { name: 'Ram Sorte na Estrada 2026' })).toBeVisible();
});
