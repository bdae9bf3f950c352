import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, injectFault, journal, resetSandbox, watchConsole } from './support.ts';

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

/** Moves the focus with Tab until the field named `name` has it (keyboard only), then types. */
async function tabTo(page: Page, name: RegExp) {
  const form = page.locator('hub-lead-form');
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab');
    const focused = await form.evaluate((el) => {
      const active = el.shadowRoot?.activeElement as HTMLInputElement | null;
      return active ? (active.labels?.[0]?.textContent ?? active.textContent ?? '') : '';
    });
    if (name.test(focused)) return;
  }
  throw new Error(`no field ${name} reached with Tab`);
}

test('a visitor writes to the brand by keyboard: bad input refused beside the fields, a failure and its retry, the payload sent; axe clean in each state', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.goto('/pages/contact/fiat.html');
  const form = page.locator('hub-lead-form');
  await expect(form.getByRole('heading', { name: 'Fale conosco' })).toBeVisible();
  await expectNoAxeViolations(page, 'empty contact form');

  await form.getByRole('button', { name: 'Enviar mensagem' }).focus();
  await page.keyboard.press('Enter');
  await expect(form.getByText('AINDA EXISTEM CAMPOS A SEREM PREENCHIDOS')).toBeVisible();
  await expect(
    form.getByText('O valor do parâmetro é obrigatório: selecione o motivo do contato.'),
  ).toBeVisible();
  await expect(form.getByRole('combobox', { name: /motivo/i })).toHaveAttribute('aria-invalid', 'true');
  // The first field with a message has the focus: the name.
  await expect(form.getByLabel(/nome completo/i)).toBeFocused();
  expect(await journal(page, 'contact')).toEqual([]);
  await expectNoAxeViolations(page, 'contact form refused');

  await page.keyboard.type('Maria da Silva');
  await tabTo(page, /e-mail/i);
  await page.keyboard.type('maria@example.com');
  await tabTo(page, /celular/i);
  await page.keyboard.type('11987654321');
  await tabTo(page, /motivo/i);
  await page.keyboard.press('ArrowDown');
  await expect(form.getByRole('combobox', { name: /motivo/i })).toHaveValue('QUESTION');
  await tabTo(page, /mensagem/i);
  await page.keyboard.type('Quero saber da revisão.');

  await injectFault(page, 'contact', 503);
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Enviar mensagem' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(form.getByText('FALHA AO ENVIAR MENSAGEM!')).toBeVisible();
  await expect(form.getByLabel(/nome completo/i)).toHaveValue('Maria da Silva');
  await expect(form.getByRole('textbox', { name: /mensagem/i })).toHaveValue('Quero saber da revisão.');
  await expectNoAxeViolations(page, 'contact failed');

  await form.getByRole('button', { name: 'Tentar novamente' }).focus();
  await page.keyboard.press('Enter');
  await expect(form.getByText('SUA MENSAGEM FOI ENVIADA!')).toBeVisible();
  const sent = await journal(page, 'contact');
  expect(sent).toHaveLength(1);
  expect(sent[0]?.body).toEqual({
    name: 'Maria da Silva',
    email: 'maria@example.com',
    phone: '011987654321',
    reason: 'QUESTION',
    message: 'Quero saber da revisão.',
  });
  expect(await journal(page, 'lead')).toEqual([]);
  await expectNoAxeViolations(page, 'contact sent');
  // Only the failure the test injected; no CSP violation or script error.
  expect(problems.filter((p) => !p.includes('status of 503'))).toEqual([]);
});

test('es-AR: Martina signed in, prefilled; the reason checked against the data dictionary, a refused one back to the field; axe clean', async ({
  page,
}) => {
  await page.goto('/pages/contact/peugeot.html?market=es-AR&as=martina');
  const form = page.locator('hub-lead-form');
  await expect(form.getByRole('heading', { name: 'Contacto' })).toBeVisible();
  await expect(form.getByRole('textbox', { name: /e-mail/i })).toHaveValue('martina.gonzalez@example.com.ar');
  // The page's own reasons: one the dictionary does not know, one it does.
  await form.evaluate((el) => el.setAttribute('reasons', '["Garantía extendida","AFTER_SALES"]'));
  const reason = form.getByRole('combobox', { name: /motivo/i });
  await reason.selectOption('Garantía extendida');
  await form.getByRole('textbox', { name: /mensaje/i }).fill('¿Cómo extiendo la garantía?');
  await form.getByRole('button', { name: 'Enviar mensaje' }).focus();
  await page.keyboard.press('Enter');
  await expect(form.getByText('Este motivo no se acepta. Seleccioná otro motivo.')).toBeVisible();
  await expect(reason).toBeFocused();
  expect(await journal(page, 'contact')).toEqual([]);
  await expectNoAxeViolations(page, 'es-AR reason refused by the dictionary');

  await page.keyboard.press('ArrowDown');
  await expect(reason).toHaveValue('AFTER_SALES');
  await form.getByRole('button', { name: 'Enviar mensaje' }).focus();
  await page.keyboard.press('Enter');
  await expect(form.getByText('¡TU MENSAJE FUE ENVIADO!')).toBeVisible();
  expect((await journal(page, 'analytics')).map((e) => e.body)).toEqual([
    { field: 'contactReason', value: 'AFTER_SALES' },
  ]);
  expect((await journal(page, 'contact'))[0]?.body).toMatchObject({
    email: 'martina.gonzalez@example.com.ar',
    phone: '01151234567',
    reason: 'AFTER_SALES',
  });
  await expectNoAxeViolations(page, 'es-AR contact sent');
});
