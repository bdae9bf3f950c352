import { expect, type Page, test } from '@playwright/test';
import {
  expectNoAxeViolations,
  injectFault,
  journal,
  resetSandbox,
  setFixtureMarkup,
  watchConsole,
} from './support.ts';

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

const pad = (n: number) => String(n).padStart(2, '0');
/** The next weekday `day` (0 = Sunday) at least two days from now, as DD/MM/YYYY. */
function next(day: number): string {
  const date = new Date();
  date.setDate(date.getDate() + 2);
  while (date.getDay() !== day) date.setDate(date.getDate() + 1);
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

async function pageWith(page: Page, html: string) {
  await page.goto('/pages/empty.html');
  await page.evaluate(() => {
    const events: unknown[] = [];
    (window as unknown as { hubEvents: unknown[] }).hubEvents = events;
    for (const name of ['hub-submit-success', 'hub-submit-error'])
      document.addEventListener(name, (e) => events.push({ name, detail: (e as CustomEvent).detail }));
  });
  await setFixtureMarkup(page, html, '#slot', 'append');
  return page.locator('hub-test-drive');
}

const events = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { hubEvents: { name: string; detail: Record<string, unknown> }[] }).hubEvents,
  );

test('keyboard only: car, dealer by postal code, date and slot, person; REQUESTED with the 24-hour promise', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const drive = await pageWith(
    page,
    '<hub-test-drive model-code="553" mvs-code="5532L31" origin="e2e"></hub-test-drive>',
  );
  await expect(drive.getByRole('combobox', { name: /versão/i })).toHaveValue('5532L31');
  await expectNoAxeViolations(page, 'empty');
  await page.keyboard.press('Tab');
  await expect(drive.getByRole('combobox', { name: /modelo/i })).toBeFocused();
  await page.keyboard.press('Tab'); // version
  await page.keyboard.press('Tab');
  await expect(drive.getByRole('radio', { name: 'CEP' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('20040020');
  await expect(drive.locator('input[name="dealer"]').first()).toBeAttached();
  await page.keyboard.press('Tab'); // Buscar
  await page.keyboard.press('Tab');
  await expect(drive.locator('input[name="dealer"]').first()).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(drive.getByLabel(/^data/i)).toBeFocused();
  const monday = next(1);
  await page.keyboard.type(monday.replace(/\//g, ''));
  await page.keyboard.press('Tab');
  await expect(drive.getByRole('radio', { name: 'Manhã' })).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Carla Mendes');
  await page.keyboard.press('Tab');
  await page.keyboard.type('carla@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('21998765432');
  await page.keyboard.press('Tab');
  await page.keyboard.type('52998224725');
  await page.keyboard.press('Tab');
  await expect(drive.getByRole('checkbox', { name: /sms/i })).toBeFocused();
  await page.keyboard.press('Space');
  await expectNoAxeViolations(page, 'filled');
  await page.keyboard.press('Enter');
  await expect(drive.getByText('Pedido de agendamento enviado')).toBeVisible();
  await expect(drive.getByRole('status')).toBeFocused();
  await expect(drive.getByText('Situação: Solicitado')).toBeVisible();
  await expect(
    drive.getByText('A concessionária vai responder em até 24 horas para confirmar o seu horário.'),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'requested');
  const [lead] = await journal(page, 'lead');
  expect(lead?.headers.client_id).toBe('demo-client');
  expect(lead?.body).toMatchObject({
    firstName: 'Carla Mendes',
    formName: 'TestDrive',
    origin: 'e2e',
    productCode: '553',
    mvsCode: '5532L31',
    scheduleDate: monday.split('/').reverse().join('-'),
    schedulePeriod: 'MORNING',
    eventType: 'TEST_DRIVE',
    uf: 'RJ',
    cidade: 'Rio de Janeiro',
    indSmsContact: true,
    indPhoneContact: true,
  });
  expect(await events(page)).toEqual([
    {
      name: 'hub-submit-success',
      detail: {
        form: 'test-drive',
        status: 'REQUESTED',
        leadId: expect.any(String),
        widget: 'hub-test-drive',
        brand: 'fiat',
        market: 'pt-BR',
      },
    },
  ]);
  expect(problems).toEqual([]);
});

test('bad input is refused beside the fields; a failing service keeps the values and a resend works', async ({
  page,
}) => {
  const drive = await pageWith(page, '<hub-test-drive model-code="553" mvs-code="5532L31"></hub-test-drive>');
  await drive.getByRole('button', { name: 'Solicitar agendamento' }).click();
  await expect(drive.getByText('AINDA EXISTEM CAMPOS A SEREM PREENCHIDOS')).toBeVisible();
  await expect(drive.getByText('Escolha o período')).toBeVisible();
  await expectNoAxeViolations(page, 'errors');
  expect(await journal(page, 'lead')).toHaveLength(0);

  await drive.getByRole('textbox', { name: /^cep/i }).pressSequentially('01310100');
  await drive.locator('input[name="dealer"]').first().check();
  await drive.getByLabel(/^data/i).pressSequentially(next(6).replace(/\//g, ''));
  await expect(drive.getByRole('radio', { name: 'Tarde' })).toBeDisabled();
  await drive.getByText('Manhã', { exact: true }).click();
  await drive.getByLabel(/nome completo/i).fill('João Pereira');
  await drive.getByRole('textbox', { name: /e-mail/i }).fill('joao@example.com');
  await drive.getByLabel(/^celular/i).pressSequentially('11987654321');
  await drive.getByLabel(/^cpf/i).pressSequentially('52998224725');
  await drive.getByRole('checkbox', { name: /e-mail/i }).check();
  await injectFault(page, 'lead', 503);
  await drive.getByRole('button', { name: 'Solicitar agendamento' }).click();
  await expect(drive.getByText('FALHA AO ENVIAR MENSAGEM!')).toBeVisible();
  await expectNoAxeViolations(page, 'send failed');
  await expect(drive.getByLabel(/nome completo/i)).toHaveValue('João Pereira');
  await drive.getByRole('button', { name: 'Solicitar agendamento' }).dblclick();
  await expect(drive.getByText('Situação: Solicitado')).toBeVisible();
  expect(await journal(page, 'lead')).toHaveLength(1);
});

test('signed in: schedules listed with the bearer and statuses in words; confirm, and cancel after a dialog', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'hub_token', value: 'sandbox-token-ana', url: baseURL! }]);
  const drive = await pageWith(page, '<hub-test-drive></hub-test-drive>');
  await expect(drive.getByLabel(/nome completo/i)).toHaveValue('Ana');
  const item = drive.getByRole('listitem').filter({ hasText: 'Situação: Pendente' });
  await expect(item).toBeVisible();
  await expectNoAxeViolations(page, 'appointments');
  const [appointments] = (await journal(page, 'dealers')).filter((e) =>
    String((e as unknown as { path: string }).path).endsWith('/v1/appointments/web'),
  );
  expect(appointments).toMatchObject({ bearer: true });
  await item.getByRole('button', { name: /^confirmar/i }).click();
  await expect(drive.getByText('Agendamento confirmado.')).toBeVisible();
  const confirmed = drive.getByRole('listitem').filter({ hasText: 'Situação: Confirmado' });
  await expect(confirmed).toBeVisible();
  await confirmed.getByRole('button', { name: /^cancelar/i }).focus();
  await page.keyboard.press('Enter');
  const dialog = drive.getByRole('alertdialog', { name: 'Cancelar este agendamento?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'cancel dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(confirmed.getByRole('button', { name: /^cancelar/i })).toBeFocused();
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Sim, cancelar' }).click();
  await expect(drive.getByText('Agendamento cancelado.')).toBeVisible();
  await expect(drive.getByRole('listitem').filter({ hasText: 'Situação: Cancelado' })).toBeVisible();
  const calls = (await journal(page, 'events')) as unknown as {
    path: string;
    body: unknown;
    bearer: boolean;
  }[];
  expect(calls.map((c) => [c.path, c.body, c.bearer])).toEqual([
    ['/sandbox/events/visitscheduling/confirm', { scheduleId: 'VIS-1' }, true],
    ['/sandbox/events/visitscheduling/cancel', { scheduleId: 'VIS-1' }, true],
  ]);
});

test('es-AR visit: voseo, provinces, no car needed', async ({ page }) => {
  const drive = await pageWith(
    page,
    '<hub-test-drive kind="visit" market="es-AR" brand="fiat"></hub-test-drive>',
  );
  await expect(drive.getByRole('heading', { name: 'Agendá tu visita' })).toBeVisible();
  await drive.getByRole('combobox', { name: /provincia/i }).selectOption({ label: 'Córdoba' });
  await drive.getByRole('combobox', { name: /ciudad/i }).selectOption({ label: 'Córdoba' });
  await drive.locator('input[name="dealer"]').first().check();
  await drive.getByLabel(/^fecha/i).pressSequentially(next(3).replace(/\//g, ''));
  await drive.getByText('Tarde', { exact: true }).click();
  await drive.getByLabel(/nombre y apellido/i).fill('Martina González');
  await drive.getByRole('textbox', { name: /e-mail/i }).fill('martina@example.com.ar');
  await drive.getByLabel(/^celular/i).pressSequentially('3514567890');
  await drive.getByLabel(/^cuil/i).pressSequentially('27123456780');
  await drive.getByRole('checkbox', { name: /whatsapp/i }).check();
  await expectNoAxeViolations(page, 'es-AR filled');
  await drive.getByRole('button', { name: 'Pedir turno' }).click();
  await expect(drive.getByText('Estado: Pedido')).toBeVisible();
  await expectNoAxeViolations(page, 'es-AR requested');
  const [lead] = await journal(page, 'lead');
  expect(lead?.body).toMatchObject({
    formName: 'Visit',
    eventType: 'VISIT',
    country: 'AR',
    schedulePeriod: 'AFTERNOON',
    uf: 'X',
  });
});
