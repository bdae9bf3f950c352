import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, injectFault, journal, resetSandbox, watchConsole } from './support.ts';

const ANA = 'ana.souza@example.com';
const SANDBOX_PASSWORD = 'Sandbox@2025';

/** Records the widget's public events before any script runs. */
async function recordEvents(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { hubEvents: unknown[] };
    w.hubEvents = [];
    for (const name of ['hub-submit-success', 'hub-submit-error', 'hub-sign-in'])
      document.addEventListener(name, (e) => w.hubEvents.push({ name, detail: (e as CustomEvent).detail }));
  });
}
const events = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { hubEvents: { name: string; detail: Record<string, unknown> }[] }).hubEvents,
  );

/**
 * Answers the identity quiz by keyboard: into the first group, choose the city; the next group, arrow
 * to the phone ending 4321; send.
 */
async function answerQuiz(page: Page, quiz: Locator, city: string) {
  await quiz.getByRole('radio', { name: city }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  await expect(quiz.getByRole('radio', { name: '4321' })).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
}

test('a buyer signs up by keyboard, follows the identity validation and answers the quiz; axe clean in each state', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await resetSandbox(page);
  await recordEvents(page);
  await page.goto('/pages/sign-up/fiat.html');
  const widget = page.locator('hub-sign-up');
  await expect(widget.getByRole('heading', { name: 'Crie sua conta' })).toBeVisible();
  await expectNoAxeViolations(page, 'sign-up form');

  // An empty send: every message beside its field, focus on the first, nothing sent.
  const name = widget.getByLabel(/Nome completo/);
  await name.focus();
  await page.keyboard.press('Enter');
  await expect(widget.getByText('Informe seu nome completo')).toBeVisible();
  await expect(name).toBeFocused();
  expect(await journal(page, 'identity')).toEqual([]);
  await expectNoAxeViolations(page, 'sign-up invalid');

  const email = `lucas.${Date.now()}@example.com`;
  await page.keyboard.type('Lucas Prado');
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Lucas@2026');
  const checklist = widget.getByRole('list', { name: 'Requisitos da senha' });
  await expect(checklist.getByRole('listitem').first()).toContainText('De 8 a 16 caracteres: atendido');
  await expect(checklist.getByRole('listitem').last()).toContainText('Confirmação igual à senha: pendente');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Lucas@2026');
  await expect(checklist.getByRole('listitem').last()).toContainText('Confirmação igual à senha: atendido');
  await expectNoAxeViolations(page, 'sign-up filled, checklist met');
  await page.keyboard.press('Enter');

  await expect(widget.getByRole('heading', { name: 'Validando seus dados' })).toBeFocused();
  await expectNoAxeViolations(page, 'identity validation');
  const quiz = widget.getByRole('form', { name: 'Questionário de segurança' });
  await expect(quiz).toBeVisible({ timeout: 10_000 });
  await expect(widget.getByText('Respondendo ao questionário de segurança: em andamento')).toBeVisible();
  await expectNoAxeViolations(page, 'quiz');

  await answerQuiz(page, quiz, 'Belo Horizonte');

  await expect(widget.getByText('Sua conta está pronta.').first()).toBeVisible({ timeout: 10_000 });
  await expect(widget.getByText(/: concluída$/)).toHaveCount(6);
  await expect(widget.getByRole('link', { name: 'Continuar' })).toHaveAttribute(
    'href',
    '/pages/account.html',
  );
  await expectNoAxeViolations(page, 'account ready');

  const created = (await journal(page, 'identity')).find((entry) => entry.body?.name === 'Lucas Prado');
  expect(created?.body).toMatchObject({ email, brand: 'fiat', market: 'pt-BR' });
  expect(JSON.stringify(created)).not.toContain('Lucas@2026');
  expect(
    (await events(page)).filter((e) => e.name === 'hub-submit-success').map((e) => e.detail.form),
  ).toEqual(['sign-up', 'identity-quiz', 'sign-up-validated']);
  expect(problems).toEqual([]);
});

test('sign-in in es-AR: a refused login says so and keeps the e-mail; then hub-sign-in without the token, the weak login carried', async ({
  page,
}) => {
  await resetSandbox(page);
  await recordEvents(page);
  await page.goto('/pages/sign-up/jeep.html?market=es-AR&brand=jeep&loginType=WEAK');
  const widget = page.locator('hub-sign-up');
  await widget.getByRole('button', { name: 'Ya tengo cuenta' }).focus();
  await page.keyboard.press('Enter');
  await expect(widget.getByRole('heading', { name: 'Ingresá a tu cuenta' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type(ANA);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Errada@123');
  await page.keyboard.press('Enter');
  await expect(widget.getByRole('alert')).toHaveText('Ocurrió un error, intentá de nuevo');
  await expect(widget.getByLabel(/E-mail/)).toHaveValue(ANA);
  await expectNoAxeViolations(page, 'sign-in refused');

  await widget.getByLabel(/Contraseña/).fill(SANDBOX_PASSWORD);
  await widget.getByLabel(/Contraseña/).press('Enter');
  await expect(widget.getByText('Ingresaste a tu cuenta.')).toBeVisible();
  await expectNoAxeViolations(page, 'signed in');
  const signIn = (await events(page)).find((e) => e.name === 'hub-sign-in');
  expect(signIn?.detail).toEqual({
    userId: expect.any(String),
    expiresIn: 3600,
    widget: 'hub-sign-up',
    brand: 'jeep',
    market: 'es-AR',
  });
  const kept = await page.evaluate(() =>
    JSON.stringify([
      { ...localStorage },
      { ...sessionStorage },
      (window as unknown as { hubEvents: unknown }).hubEvents,
    ]),
  );
  expect(kept).not.toContain('sandbox-token');
  await expect(widget.getByRole('link', { name: 'Continuar' })).toHaveAttribute(
    'href',
    /\/pages\/account\.html\?.*loginType=WEAK/,
  );
});

test('password screens, a failing service and a brand outside the SSO brands: axe clean', async ({
  page,
}) => {
  await resetSandbox(page);
  await page.goto('/pages/sign-up/fiat.html');
  const widget = page.locator('hub-sign-up');

  await injectFault(page, 'identity', 503);
  await widget.getByLabel(/Nome completo/).fill('Lucas Prado');
  await widget.getByLabel(/E-mail/).fill('lucas.prado@example.com');
  await widget.getByLabel(/^Senha/).fill('Lucas@2026');
  await widget.getByLabel(/Confirme a senha/).fill('Lucas@2026');
  await widget.getByRole('button', { name: 'Criar conta' }).click();
  await expect(widget.getByRole('alert')).toHaveText('Um erro ocorreu, tente novamente');
  await expect(widget.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  await expect(widget.getByLabel(/Nome completo/)).toHaveValue('Lucas Prado');
  await expectNoAxeViolations(page, 'sign-up failed');

  await widget.getByRole('button', { name: 'Já tenho conta' }).click();
  await widget.getByRole('button', { name: 'Esqueci minha senha' }).click();
  await expect(widget.getByRole('heading', { name: 'Esqueceu a senha?' })).toBeFocused();
  await expectNoAxeViolations(page, 'forgot');
  await widget.getByLabel(/E-mail/).fill(ANA);
  await widget.getByLabel(/E-mail/).press('Enter');
  await expect(widget.getByText(`Enviamos um código para ${ANA}.`)).toBeVisible();
  await expect(widget.getByRole('heading', { name: 'Crie uma nova senha' })).toBeFocused();
  await expectNoAxeViolations(page, 'confirm');

  await page.goto('/pages/sign-up/peugeot.html');
  await expect(
    page.locator('hub-sign-up').getByText('O cadastro desta marca é feito no site da marca.'),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'brand outside the SSO brands');
});

test('es-AR: a buyer signs up by keyboard, the validation and the quiz in Spanish; axe clean in each state', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await resetSandbox(page);
  await recordEvents(page);
  await page.goto('/pages/sign-up/fiat.html?market=es-AR&brand=fiat');
  const widget = page.locator('hub-sign-up');
  await expect(widget.getByRole('heading', { name: 'Creá tu cuenta' })).toBeVisible();
  await expectNoAxeViolations(page, 'es-AR sign-up form');

  const email = `sofia.${Date.now()}@example.com.ar`;
  await widget.getByLabel(/Nombre completo/).focus();
  await page.keyboard.type('Sofía Herrera');
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Sofia@2026');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Sofia@2026');
  const checklist = widget.getByRole('list', { name: 'Requisitos de la contraseña' });
  await expect(checklist.getByRole('listitem').last()).toContainText(
    'La confirmación coincide con la contraseña: cumplido',
  );
  await page.keyboard.press('Enter');

  await expect(widget.getByRole('heading', { name: 'Validando tus datos' })).toBeFocused();
  const quiz = widget.getByRole('form', { name: 'Cuestionario de seguridad' });
  await expect(quiz).toBeVisible({ timeout: 10_000 });
  await expect(widget.getByText('Respondiendo el cuestionario de seguridad: en curso')).toBeVisible();
  await expectNoAxeViolations(page, 'es-AR quiz');
  await answerQuiz(page, quiz, 'Córdoba');

  await expect(widget.getByText('Tu cuenta está lista.').first()).toBeVisible({ timeout: 10_000 });
  await expect(widget.getByText(/: completada$/)).toHaveCount(6);
  await expectNoAxeViolations(page, 'es-AR account ready');
  const created = (await journal(page, 'identity')).find((entry) => entry.body?.name === 'Sofía Herrera');
  expect(created?.body).toMatchObject({ email, market: 'es-AR' });
  expect(
    (await events(page)).filter((e) => e.name === 'hub-submit-success').map((e) => e.detail.form),
  ).toEqual(['sign-up', 'identity-quiz', 'sign-up-validated']);
  expect(problems).toEqual([]);
});
