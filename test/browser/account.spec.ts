import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, injectFault, journal, resetSandbox, watchConsole } from './support.ts';

const BASE = `http://127.0.0.1:${process.env.HUB_TEST_PORT ?? 4173}`;

/** Puts hub-account on the empty demo page, signed in as a sandbox user (or signed out), in a market. */
async function openAs(page: Page, token: string | null, market?: { market: string; brand: string }) {
  if (token) await page.context().addCookies([{ name: 'hub_token', value: token, url: BASE }]);
  await page.goto('/pages/empty.html');
  await page.evaluate((attributes) => {
    const el = document.createElement('hub-account');
    el.setAttribute('login-url', '/pages/account.html');
    for (const [name, value] of Object.entries(attributes ?? {})) el.setAttribute(name, value);
    document.getElementById('slot')?.append(el);
  }, market);
  return page.locator('hub-account');
}
/**
 * Chooses a file for a file field from the keyboard: focused, Space opens the file dialog. In two full
 * runs on a busy machine the first Space of the suite's first upload opened no dialog (never reproduced
 * alone); a person presses again, and so does this, once — a field that never opens still fails.
 */
async function chooseByKeyboard(page: Page, field: Locator, file: { name: string; mimeType: string }) {
  for (let press = 1; ; press++) {
    await field.focus();
    await expect(field).toBeFocused();
    const chooser = page.waitForEvent('filechooser', { timeout: 5_000 }).catch(() => null);
    await page.keyboard.press('Space');
    const dialog = await chooser;
    if (dialog) return dialog.setFiles({ ...file, buffer: Buffer.from('%PDF-1.4 sandbox') });
    if (press === 2) throw new Error('Space on the focused file field opened no file dialog');
  }
}
const uploads = async (page: Page) =>
  (
    (await journal(page, 'reservations')) as unknown as { method: string; path: string; body: unknown }[]
  ).filter((e) => e.method === 'POST' && e.path.includes('/users/'));
const writes = async (page: Page) =>
  ((await journal(page, 'users')) as unknown as { method: string; body: unknown }[]).filter(
    (e) => e.method !== 'GET',
  );

test('signed out: a sign-in prompt, no call, axe clean', async ({ page }) => {
  await resetSandbox(page);
  const widget = await openAs(page, null);
  await expect(widget.getByText('Entre na sua conta para ver e editar seus dados.')).toBeVisible();
  expect(await journal(page, 'users')).toEqual([]);
  await expectNoAxeViolations(page, 'signed out');
});

test('a buyer edits the personal data and changes the password by keyboard, axe clean in each state', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await resetSandbox(page);
  await page.goto('/pages/account.html');
  const widget = page.locator('hub-account');
  await expect(widget.getByText('Ana Beatriz Souza')).toBeVisible();
  await expect(widget.getByRole('list', { name: 'Suas propostas' }).getByRole('listitem')).toHaveCount(4);
  await expect(widget.getByText('15/09/2025')).toBeVisible();
  await expectNoAxeViolations(page, 'account');

  // Edit: opened from the keyboard, focus in the first field; nothing changed is said, nothing sent.
  await widget.getByRole('button', { name: 'Editar dados pessoais' }).focus();
  await page.keyboard.press('Enter');
  await expect(widget.getByLabel(/Nome completo/)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(widget.getByText('Nenhum dado foi alterado: não há nada para salvar.')).toBeVisible();
  expect(await writes(page)).toEqual([]);
  await expectNoAxeViolations(page, 'editing');

  // Bad input: the message beside the field, nothing sent.
  const birthdate = widget.getByLabel(/Data de nascimento/);
  await birthdate.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('01012015');
  await page.keyboard.press('Enter');
  await expect(birthdate).toHaveAttribute('aria-invalid', 'true');
  await expect(birthdate).toBeFocused();
  expect(await writes(page)).toEqual([]);
  await expectNoAxeViolations(page, 'editing: invalid');

  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('12041988');
  const number = widget.getByLabel(/^Número/);
  await number.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('1600');
  await page.keyboard.press('Enter');
  const saved = widget.getByRole('status').filter({ hasText: 'Seus dados foram salvos.' });
  await expect(saved).toBeFocused();
  await expect(widget.getByText(/Avenida Paulista, 1600/)).toBeVisible();
  const patches = (await writes(page)).filter((e) => e.method === 'PATCH');
  expect(patches).toHaveLength(1);
  expect(patches[0]?.body).toEqual({ address: expect.objectContaining({ number: '1600' }) });
  await expectNoAxeViolations(page, 'saved');

  // Password: the checklist follows the typing; a failing service keeps what was typed, then succeeds.
  await widget.getByLabel(/^Senha atual/).focus();
  await page.keyboard.type('Sandbox@2025');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Nova@Senha1');
  const checklist = widget.getByRole('list', { name: 'Requisitos da nova senha' });
  await expect(checklist.getByRole('listitem').first()).toContainText('atendido');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Nova@Senha1');
  await expectNoAxeViolations(page, 'password typed');
  await injectFault(page, 'users', 503);
  await page.keyboard.press('Enter');
  await expect(widget.getByText('Um erro ocorreu, tente novamente')).toBeVisible();
  await expect(widget.getByLabel(/^Nova senha/)).toHaveValue('Nova@Senha1');
  await expectNoAxeViolations(page, 'password failed');
  await widget.getByRole('button', { name: 'Tentar novamente' }).focus();
  await page.keyboard.press('Enter');
  await expect(widget.getByRole('status').filter({ hasText: 'Sua senha foi trocada.' })).toBeFocused();
  await expect(widget.getByLabel(/^Nova senha/)).toHaveValue('');
  await expectNoAxeViolations(page, 'password changed');
  // The browser logs each non-2xx answer (the injected 503): expected; anything else (a CSP violation,
  // a page error) is not.
  expect(problems.filter((p) => !p.startsWith('Failed to load resource'))).toEqual([]);
});

test('a profile not yet complete: the completion steps by keyboard, resumed, axe clean at each step', async ({
  page,
}) => {
  await resetSandbox(page);
  const widget = await openAs(page, 'sandbox-token-pedro');
  await expect(widget.getByRole('heading', { name: 'Etapa 1 de 3: Seus dados' })).toBeVisible();
  await expect(widget.getByLabel(/^Nome completo/).first()).toBeFocused();
  await expectNoAxeViolations(page, 'user-data');
  await widget.getByLabel(/^CPF/).first().focus();
  await page.keyboard.type('52998224725');
  await widget
    .getByLabel(/Data de nascimento/)
    .first()
    .focus();
  await page.keyboard.type('01021985');
  await page.keyboard.press('Enter');

  await expect(widget.getByRole('heading', { name: 'Etapa 2 de 3: Endereço' })).toBeFocused();
  await expectNoAxeViolations(page, 'address-data');
  // Stopped here: opening the account again resumes at the address.
  await page.reload();
  const again = await openAs(page, 'sandbox-token-pedro');
  await expect(again.getByRole('heading', { name: 'Etapa 2 de 3: Endereço' })).toBeVisible();
  await again.getByLabel(/^CEP/).first().focus();
  await page.keyboard.type('01310100');
  await expect(again.getByLabel(/^Bairro/).first()).not.toHaveValue('');
  await again
    .getByLabel(/^Número/)
    .first()
    .focus();
  await page.keyboard.type('12');
  await page.keyboard.press('Enter');

  await expect(again.getByRole('heading', { name: 'Etapa 3 de 3: Concessionária' })).toBeFocused();
  await expectNoAxeViolations(page, 'dealer-data');
  await again.getByRole('radio', { name: 'Cidade' }).check();
  await again.getByRole('combobox', { name: /estado/i }).selectOption('SP');
  await again.getByRole('combobox', { name: /cidade/i }).selectOption({ label: 'São Paulo' });
  const dealer = again.locator('input[name="dealer"]').first();
  await dealer.focus();
  await page.keyboard.press('Space');
  await again.getByRole('button', { name: 'Concluir cadastro' }).focus();
  await page.keyboard.press('Enter');
  await expect(again.getByRole('heading', { name: 'Cadastro completo!' })).toBeFocused();
  await expectNoAxeViolations(page, 'success-message');
  const patches = (await writes(page)).filter((e) => e.method === 'PATCH');
  expect(patches.map((e) => Object.keys(e.body as object))).toEqual([
    ['cpf', 'birthdate'],
    ['address'],
    ['dealerCode'],
  ]);
});

test('es-AR: Martina edits her Argentine mobile and changes the password by keyboard, axe clean in each state', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await resetSandbox(page);
  await page.context().addCookies([{ name: 'hub_token', value: 'sandbox-token-martina', url: BASE }]);
  await page.goto('/pages/empty.html');
  await page.evaluate(() => {
    const el = document.createElement('hub-account');
    el.setAttribute('market', 'es-AR');
    el.setAttribute('brand', 'peugeot');
    document.getElementById('slot')?.append(el);
  });
  const widget = page.locator('hub-account');
  await expect(widget.getByRole('heading', { name: 'Datos personales' })).toBeVisible();
  await expect(widget.getByText('Martina González')).toBeVisible();
  await expect(widget.getByText('CUIL', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'es-AR account');

  // A mobile that is not Argentine: the message in Spanish beside the field, nothing sent.
  await widget.getByRole('button', { name: 'Editar datos personales' }).focus();
  await page.keyboard.press('Enter');
  const phone = widget.getByLabel(/^Celular/);
  await phone.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('123');
  await page.keyboard.press('Enter');
  await expect(widget.getByText('Ingresá un celular válido con código de área')).toBeVisible();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  expect(await writes(page)).toEqual([]);
  await expectNoAxeViolations(page, 'es-AR editing: invalid mobile');

  await phone.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('1159876543');
  await page.keyboard.press('Enter');
  await expect(widget.getByRole('status').filter({ hasText: 'Tus datos se guardaron.' })).toBeFocused();
  const patches = (await writes(page)).filter((e) => e.method === 'PATCH');
  expect(patches).toHaveLength(1);
  // Sent with the trunk 0 services expect (seed 000 §5).
  expect(patches[0]?.body).toEqual({ phone: '01159876543' });
  await expectNoAxeViolations(page, 'es-AR saved');

  // The password in Spanish: the checklist, then the change.
  await widget.getByLabel(/^Contraseña actual/).focus();
  await page.keyboard.type('Sandbox@2025');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Nueva@Clave1');
  const checklist = widget.getByRole('list', { name: 'Requisitos de la nueva contraseña' });
  await expect(checklist.getByRole('listitem').first()).toContainText('cumplido');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Nueva@Clave1');
  await page.keyboard.press('Enter');
  await expect(widget.getByRole('status').filter({ hasText: 'Tu contraseña se cambió.' })).toBeFocused();
  await expectNoAxeViolations(page, 'es-AR password changed');
  expect(problems).toEqual([]);
});

test("reservation documents: the order's refused one sent again by keyboard, a wrong file and a failure on the way; axe clean in each state", async ({
  page,
}) => {
  await resetSandbox(page);
  const widget = await openAs(page, 'sandbox-token-rafael');
  const order = widget.getByRole('list', { name: 'Documentos do pedido ORD-BR-DOC' });
  await expect(order.getByRole('listitem')).toHaveText([
    'CNH ou RG: Recusado: envie de novo',
    'Comprovante de residência: Não enviado',
  ]);
  await expect(
    widget.getByText(
      'Encontramos um problema no seu documento: cnh-frente.jpg, favor fazer upload novamente.',
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'reservation documents');

  const identity = widget.getByLabel('Enviar CNH ou RG');
  await chooseByKeyboard(page, identity, { name: 'cnh.txt', mimeType: 'text/plain' });
  await expect(widget.getByRole('alert')).toHaveText('Escolha um arquivo PDF, JPG ou PNG.');
  await expect(identity).toHaveAttribute('aria-invalid', 'true');
  expect(await uploads(page)).toEqual([]);
  await expectNoAxeViolations(page, 'reservation document: wrong kind');

  await injectFault(page, 'reservations', 503);
  await chooseByKeyboard(page, identity, { name: 'rg.pdf', mimeType: 'application/pdf' });
  await expect(widget.getByRole('alert')).toHaveText('Um erro ocorreu, tente novamente');
  await expectNoAxeViolations(page, 'reservation document: upload failed');
  await widget.getByRole('button', { name: 'Tentar novamente' }).focus();
  await page.keyboard.press('Enter');
  await expect(order.getByRole('listitem').first()).toHaveText('CNH ou RG: Recebido');
  // The field is gone with the document received: the focus is on the order's list, not lost.
  await expect(order).toBeFocused();
  const sent = await uploads(page);
  expect(sent).toHaveLength(1);
  expect(sent[0]?.body).toMatchObject({
    documents: { file: 'rg.pdf' },
    reservationId: 'ORD-BR-DOC',
    types: 'identity',
  });
  await expectNoAxeViolations(page, 'reservation document: received');
});

test('es-AR: Lucía sends the proof of address of her order by keyboard, the words in Spanish, axe clean', async ({
  page,
}) => {
  await resetSandbox(page);
  const widget = await openAs(page, 'sandbox-token-lucia', { market: 'es-AR', brand: 'fiat' });
  const order = widget.getByRole('list', { name: 'Documentación del pedido ORD-AR-DOC' });
  await expect(order.getByRole('listitem')).toHaveText([
    'Licencia de conducir o DNI: Rechazado: envialo de nuevo',
    'Comprobante de domicilio: No enviado',
  ]);
  await expectNoAxeViolations(page, 'es-AR reservation documents');
  await chooseByKeyboard(page, widget.getByLabel('Enviar Comprobante de domicilio'), {
    name: 'factura.pdf',
    mimeType: 'application/pdf',
  });
  await expect(order.getByRole('listitem').last()).toHaveText('Comprobante de domicilio: Recibido');
  expect((await uploads(page))[0]?.body).toMatchObject({ reservationId: 'ORD-AR-DOC', types: 'address' });
  await expectNoAxeViolations(page, 'es-AR reservation document received');
});

test('es-AR: a profile not yet complete, completed by keyboard in Spanish (CUIL, domicilio, concesionario), axe clean at each step', async ({
  page,
}) => {
  await resetSandbox(page);
  const widget = await openAs(page, 'sandbox-token-pedro', { market: 'es-AR', brand: 'fiat' });
  await expect(widget.getByRole('heading', { name: 'Paso 1 de 3: Tus datos' })).toBeVisible();
  await expectNoAxeViolations(page, 'es-AR user-data');
  await widget.getByLabel(/^CUIL/).first().focus();
  await page.keyboard.type('20334455662');
  await widget
    .getByLabel(/Fecha de nacimiento/)
    .first()
    .focus();
  await page.keyboard.type('01021985');
  await page.keyboard.press('Enter');

  await expect(widget.getByRole('heading', { name: 'Paso 2 de 3: Domicilio' })).toBeFocused();
  await expectNoAxeViolations(page, 'es-AR address-data');
  for (const [label, text] of [
    [/^Código postal/, 'C1043AAZ'],
    [/^Calle/, 'Avenida Corrientes'],
    [/^Número/, '1234'],
    [/^Barrio/, 'San Nicolás'],
    [/^Ciudad/, 'Buenos Aires'],
    [/^Provincia/, 'CABA'],
  ] as const) {
    await widget.getByLabel(label).first().focus();
    await page.keyboard.type(text);
  }
  await page.keyboard.press('Enter');

  await expect(widget.getByRole('heading', { name: 'Paso 3 de 3: Concesionario' })).toBeFocused();
  await expectNoAxeViolations(page, 'es-AR dealer-data');
  await widget.getByRole('radio', { name: 'Ciudad' }).check();
  await widget.getByRole('combobox', { name: /provincia/i }).selectOption('C');
  await widget.getByRole('combobox', { name: /ciudad/i }).selectOption({ index: 1 });
  const dealer = widget.locator('input[name="dealer"]').first();
  await dealer.focus();
  await page.keyboard.press('Space');
  await widget.getByRole('button', { name: 'Terminar registro' }).focus();
  await page.keyboard.press('Enter');
  await expect(widget.getByRole('heading', { name: '¡Registro completo!' })).toBeFocused();
  await expectNoAxeViolations(page, 'es-AR success-message');
  const patches = (await writes(page)).filter((e) => e.method === 'PATCH');
  expect(patches.map((e) => e.body)).toEqual([
    { cuil: '20334455662', birthdate: '1985-02-01' },
    { address: expect.objectContaining({ postalCode: 'C1043AAZ', number: '1234', state: 'CABA' }) },
    { dealerCode: expect.any(String) },
  ]);
});

const journeyCalls = async (page: Page, path: string) =>
  ((await journal(page, 'journey')) as unknown as { path: string; body: Record<string, unknown> }[]).filter(
    (e) => e.path.includes(path),
  );

test('the document journey: started by keyboard, a refused file, a file sent with its progress, the result in words; axe clean in each state', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await resetSandbox(page);
  await page.goto('/pages/account.html');
  const journey = page.locator('hub-account section[aria-labelledby="account-journey-title"]');
  await expect(journey.getByRole('heading', { name: 'Validação de documentos' })).toBeVisible();
  await expectNoAxeViolations(page, 'journey not started');

  await journey.getByRole('radio', { name: 'Financiamento' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(journey.getByRole('radio', { name: 'Reserva' })).toBeChecked();
  await journey.getByRole('button', { name: 'Iniciar validação' }).focus();
  await page.keyboard.press('Enter');
  await expect(journey.getByRole('status')).toHaveText('Situação: Aguardando seus documentos');
  // The start form is gone: the focus is on the step in words, not lost.
  await expect(journey.getByRole('status')).toBeFocused();
  expect((await journeyCalls(page, '/start'))[0]?.body).toEqual({
    type: 'RESERVATION',
    cpf: '39053344705',
    email: 'ana.souza@example.com',
  });
  await expectNoAxeViolations(page, 'journey started');

  const identity = journey.getByLabel('Enviar CNH ou RG');
  await chooseByKeyboard(page, identity, { name: 'cnh.txt', mimeType: 'text/plain' });
  await expect(journey.getByRole('alert')).toHaveText('Escolha um arquivo PDF, JPG ou PNG.');
  await expect(identity).toHaveAttribute('aria-invalid', 'true');
  expect(await journeyCalls(page, '/complement/')).toEqual([]);
  await expectNoAxeViolations(page, 'journey: a refused file');

  // The service takes its time: the progress bar is seen while the file travels.
  const gate: { release?: () => void } = {};
  const held = new Promise<void>((resolve) => {
    gate.release = resolve;
  });
  await page.route('**/sandbox/journey/complement/**', async (route) => {
    await held;
    await route.continue();
  });
  await chooseByKeyboard(page, identity, { name: 'cnh.pdf', mimeType: 'application/pdf' });
  await expect(journey.getByRole('progressbar', { name: 'Enviando cnh.pdf' })).toBeVisible();
  await expectNoAxeViolations(page, 'journey: a file on its way');
  gate.release?.();
  await expect(journey.getByRole('status')).toHaveText('Situação: Documentos em análise');
  await expect(journey.getByRole('list', { name: 'Documentos da validação' })).toHaveText(
    'Recebido: CNH ou RG',
  );
  const [sent] = await journeyCalls(page, '/complement/');
  expect(sent?.path).toMatch(/\/complement\/RESERVATION\/JRN-/);
  expect(sent?.body).toMatchObject({ documentType: 'identity', files: { file: 'cnh.pdf' } });
  await expectNoAxeViolations(page, 'journey: documents under analysis');

  const result = journey.getByRole('button', { name: 'Ver resultado' });
  await result.focus();
  await page.keyboard.press('Enter');
  await expect(journey.getByRole('status')).toHaveText(
    'Situação: Documentos aprovados: atualizando seu cadastro',
  );
  await result.focus();
  await page.keyboard.press('Enter');
  await expect(journey.getByRole('status')).toHaveText('Situação: Identidade validada');
  await expect(journey.getByText('Sua identidade foi validada. Nada mais a enviar.')).toBeVisible();
  await expectNoAxeViolations(page, 'journey: identity validated');
  expect(problems).toEqual([]);
});

test('es-AR: Martina starts the journey by CUIL after a failure and its retry, sends her proof of address, the result in Spanish; axe clean', async ({
  page,
}) => {
  await resetSandbox(page);
  await page.goto('/pages/account.html?as=martina');
  const journey = page.locator('hub-account section[aria-labelledby="account-journey-title"]');
  await expect(journey.getByRole('heading', { name: 'Validación de documentación' })).toBeVisible();
  await injectFault(page, 'journey', 503);
  await journey.getByRole('button', { name: 'Iniciar validación' }).focus();
  await page.keyboard.press('Enter');
  await expect(journey.getByRole('alert')).toHaveText('Ocurrió un error, intentá de nuevo');
  await expectNoAxeViolations(page, 'es-AR journey: start failed');
  await journey.getByRole('button', { name: 'Intentar de nuevo' }).focus();
  await page.keyboard.press('Enter');
  await expect(journey.getByRole('status')).toHaveText('Estado: Esperando tu documentación');
  expect((await journeyCalls(page, '/start'))[0]?.body).toEqual({
    type: 'FINANCING',
    cuil: '27321234564',
    email: 'martina.gonzalez@example.com.ar',
  });
  await chooseByKeyboard(page, journey.getByLabel('Enviar Comprobante de domicilio'), {
    name: 'factura.pdf',
    mimeType: 'application/pdf',
  });
  await expect(journey.getByRole('status')).toHaveText('Estado: Documentación en análisis');
  await journey.getByRole('button', { name: 'Ver resultado' }).focus();
  await page.keyboard.press('Enter');
  await expect(journey.getByRole('status')).toHaveText(
    'Estado: Documentación aprobada: actualizando tu registro',
  );
  await expectNoAxeViolations(page, 'es-AR journey: result');
});
