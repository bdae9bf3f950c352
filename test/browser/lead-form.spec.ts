import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, injectFault, journal, resetSandbox, watchConsole } from './support.ts';

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

async function chooseDealer(page: Page, state: string, city: string) {
  await page.getByRole('combobox', { name: /estado|provincia/i }).selectOption({ label: state });
  await page.getByRole('combobox', { name: /cidade|ciudad/i }).selectOption({ label: city });
  await page.locator('hub-lead-form input[name="dealer"]').first().check();
}

test('a shopper sends a lead from the es-AR landing page; the sandbox accepts the seed payload', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  await page.goto('/pages/landing-es-ar.html');
  const form = page.locator('hub-lead-form');
  await expect(form.getByRole('heading', { name: 'Contactá a un concesionario' })).toBeVisible();
  await expectNoAxeViolations(page, 'empty form');

  await form.getByLabel(/nombre y apellido/i).fill('Martina González');
  await form.getByLabel(/^cuil/i).pressSequentially('27123456780');
  await form.getByRole('textbox', { name: /e-mail/i }).fill('martina@example.com.ar');
  await form.getByLabel(/celular/i).pressSequentially('1151234567');
  await chooseDealer(page, 'Córdoba', 'Córdoba');
  await form.getByRole('checkbox', { name: /whatsapp/i }).check();
  await expectNoAxeViolations(page, 'filled form with dealers');
  await form.getByRole('button', { name: /enviar/i }).click();

  await expect(form.getByText('¡TU MENSAJE FUE ENVIADO!')).toBeVisible();
  await expectNoAxeViolations(page, 'sent');
  const [lead] = await journal(page, 'lead');
  expect(lead?.headers.client_id).toBe('demo-client');
  expect(lead?.body).toMatchObject({
    firstName: 'Martina González',
    email: 'martina@example.com.ar',
    cpf: '27123456780',
    phone: '01151234567',
    country: 'AR',
    countryCode: 57,
    uf: 'X',
    cidade: 'Córdoba',
    origin: 'landing-compass',
    productCode: '338',
    formName: 'Proposal',
    indWhatsappContact: true,
    indSmsContact: false,
    indPhoneContact: false,
  });
  // Only the loader, shared modules and the lead form's own chunks: no other widget's code.
  expect(scripts.filter((s) => !/^\/(hub-widgets\.js|chunks\/(shared|lead-form)-)/.test(s))).toEqual([]);
  expect(problems).toEqual([]);
});

test('es-AR landing page: a mobile typed with the trunk 0 and the 15 is shown whole and sent as its digits', async ({
  page,
}) => {
  await page.goto('/pages/landing-es-ar.html');
  const form = page.locator('hub-lead-form');
  await form.getByLabel(/nombre y apellido/i).fill('Martina González');
  await form.getByLabel(/^cuil/i).pressSequentially('27123456780');
  await form.getByRole('textbox', { name: /e-mail/i }).fill('martina@example.com.ar');
  const phone = form.getByLabel(/celular/i);
  await phone.pressSequentially('01115512345678');
  await expect(phone).toHaveValue('(011) 1551-2345678');
  await chooseDealer(page, 'Córdoba', 'Córdoba');
  await form.getByRole('checkbox', { name: /whatsapp/i }).check();
  await form.getByRole('button', { name: /enviar/i }).click();
  await expect(form.getByText('¡TU MENSAJE FUE ENVIADO!')).toBeVisible();
  const [lead] = await journal(page, 'lead');
  expect(lead?.body).toMatchObject({ phone: '01115512345678', country: 'AR' });
});

test('the mask library loads only when a shopper reaches a masked field, and masks what was typed', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  await page.goto('/pages/landing-es-ar.html');
  const form = page.locator('hub-lead-form');
  await expect(form.getByRole('heading', { name: 'Contactá a un concesionario' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((s) => /imask|DealerChoice|DealerPicker/.test(s))).toEqual([]);
  await expect(form.getByRole('combobox', { name: /provincia/i })).toHaveCount(0);

  const cuil = form.getByLabel(/^cuil/i);
  await cuil.pressSequentially('27123456780');
  await expect(cuil).toHaveValue('27-12345678-0');
  expect(scripts.filter((s) => s.includes('imask'))).toHaveLength(1);
  await expect(form.getByRole('combobox', { name: /provincia/i })).toBeVisible();
});

test('before the shopper reaches the form the dealer choice is a skeleton of state and city, with no blank gap', async ({
  page,
}) => {
  await page.goto('/pages/landing-es-ar.html');
  const form = page.locator('hub-lead-form');
  await expect(form.getByRole('button', { name: /enviar/i })).toBeVisible();
  const placeholders = form.locator('[aria-busy="true"]');
  await expect(placeholders.filter({ hasText: 'Provincia' })).toHaveCount(1);
  await expect(placeholders.filter({ hasText: 'Ciudad' })).toHaveCount(1);
  // The largest empty band inside each placeholder, below its last visible part.
  const gaps = await placeholders.evaluateAll((boxes) =>
    boxes.map((box) => {
      const parts = [...box.children].map((child) => child.getBoundingClientRect().bottom);
      return box.getBoundingClientRect().bottom - Math.max(box.getBoundingClientRect().top, ...parts);
    }),
  );
  for (const gap of gaps) expect(gap).toBeLessThan(16);
  // Each control's place reads as loading, not as a blank field: the theme's skeleton bar, moving, with no
  // input's edge or surface, as tall as the control that replaces it (issue 24).
  const field = await form
    .getByLabel(/nombre y apellido/i)
    .evaluate((input) => getComputedStyle(input).backgroundColor);
  const bars = placeholders.locator('.hub-skeleton');
  await expect(bars).toHaveCount(2);
  const looks = await bars.evaluateAll((all) =>
    all.map((bar) => {
      const style = getComputedStyle(bar);
      return {
        animation: style.animationName,
        edge: style.borderTopStyle,
        background: style.backgroundColor,
        height: bar.getBoundingClientRect().height,
      };
    }),
  );
  for (const look of looks) {
    expect(look.animation).not.toBe('none');
    expect(look.edge).toBe('none');
    expect(look.background).not.toBe(field);
    expect(look.height).toBeGreaterThanOrEqual(44);
  }
  await expectNoAxeViolations(page, 'dealer choice skeleton');
  // A shopper who asks for less motion gets the same bars, still.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const still = await bars.evaluateAll((all) => all.map((bar) => getComputedStyle(bar).animationName));
  expect(still).toEqual(['none', 'none']);
});

test('when the dealer choice arrives nothing below it moves: its skeleton is as tall as it is', async ({
  page,
}) => {
  await page.goto('/pages/landing-es-ar.html');
  const form = page.locator('hub-lead-form');
  const message = form.getByLabel(/^mensaje/i);
  await expect(form.locator('[aria-busy="true"]').filter({ hasText: 'Provincia' })).toHaveCount(1);
  const before = (await message.boundingBox())!.y;
  await form.getByLabel(/nombre y apellido/i).focus();
  await expect(form.getByRole('combobox', { name: /provincia/i })).toBeVisible();
  expect(Math.abs((await message.boundingBox())!.y - before)).toBeLessThanOrEqual(1);
});

test('a Tab while the dealer choice is still loading lands on its placeholder, and the state field takes the focus when it arrives', async ({
  page,
}) => {
  // The dealer choice's download is held back until the keyboard user has tabbed to where it will be.
  let release = () => {};
  let gate = Promise.resolve();
  const hold = () => {
    gate = new Promise<void>((resolve) => {
      release = resolve;
    });
  };
  await page.route('**/chunks/lead-form-DealerChoice-*.js', async (route) => {
    await gate;
    await route.continue();
  });
  hold();
  await page.goto('/pages/brand/fiat.html');
  const form = page.locator('hub-lead-form');
  await expect(form.getByRole('button', { name: /enviar/i })).toBeVisible();
  await form.getByLabel(/celular/i).focus();
  await page.keyboard.press('Tab');
  const placeholder = form.getByRole('group', { name: 'Estado: Carregando…' });
  await expect(placeholder).toBeFocused();
  await expect(placeholder).toHaveAttribute('aria-busy', 'true');
  await expectNoAxeViolations(page, 'dealer choice placeholder focused');
  release();
  await expect(form.getByRole('combobox', { name: /estado/i })).toBeFocused();
  await expect(placeholder).toHaveCount(0);
  // The es-AR form names it in Spanish.
  hold();
  await page.goto('/pages/landing-es-ar.html');
  const landing = page.locator('hub-lead-form');
  await expect(landing.getByRole('button', { name: /enviar/i })).toBeVisible();
  await landing.getByLabel(/celular/i).focus();
  await page.keyboard.press('Tab');
  await expect(landing.getByRole('group', { name: 'Provincia: Cargando…' })).toBeFocused();
  release();
  await expect(landing.getByRole('combobox', { name: /provincia/i })).toBeFocused();
});

test('when the dealer choice cannot be downloaded the form keeps its place and retries on the next focus', async ({
  page,
}) => {
  await page.route('**/chunks/lead-form-DealerChoice-*.js', (route) => route.abort());
  await page.goto('/pages/landing-es-ar.html');
  const form = page.locator('hub-lead-form');
  await form.getByLabel(/nombre y apellido/i).fill('Martina González');
  await expect(form.locator('.lead-dealer-placeholder')).toContainText('Concesionario');
  await expectNoAxeViolations(page, 'dealer choice placeholder');
  await page.unroute('**/chunks/lead-form-DealerChoice-*.js');
  await form.getByRole('textbox', { name: /e-mail/i }).focus();
  await expect(form.getByRole('combobox', { name: /provincia/i })).toBeVisible();
  await expect(form.getByLabel(/nombre y apellido/i)).toHaveValue('Martina González');
});

test('when the mask library cannot be downloaded the field still takes input, and masks on a later focus', async ({
  page,
}) => {
  await page.route('**/chunks/shared-imask-*.js', (route) => route.abort());
  await page.goto('/pages/landing-es-ar.html');
  const form = page.locator('hub-lead-form');
  const phone = form.getByLabel(/celular/i);
  await phone.pressSequentially('1151234567');
  await expect(phone).toHaveValue('1151234567');
  await page.unroute('**/chunks/shared-imask-*.js');
  await form.getByLabel(/nombre y apellido/i).focus();
  await phone.focus();
  await expect(phone).toHaveValue('(11) 5123-4567');
});

test('wrong input is refused with messages beside the fields, and nothing is sent', async ({ page }) => {
  await page.goto('/pages/hub.html');
  const form = page.locator('hub-lead-form').first();
  await form.getByLabel(/^cpf/i).pressSequentially('12345678900');
  await form.getByRole('button', { name: /enviar/i }).click();
  await expect(form.getByText('AINDA EXISTEM CAMPOS A SEREM PREENCHIDOS')).toBeVisible();
  await expect(form.getByText('É obrigatório selecionar uma concessionária')).toBeVisible();
  await expect(form.getByLabel(/nome completo/i)).toBeFocused();
  await expect(form.getByLabel(/^cpf/i)).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, 'errors shown');
  expect(await journal(page, 'lead')).toHaveLength(0);
});

test('pressing "Enviar" with the mouse while a field is wrong does not move the button before the release', async ({
  page,
}) => {
  await page.goto('/pages/hub.html');
  const form = page.locator('hub-lead-form').first();
  const cpf = form.getByLabel(/^cpf/i);
  await cpf.pressSequentially('12345678900');
  const button = form.getByRole('button', { name: /enviar/i });
  await button.scrollIntoViewIfNeeded();
  const before = await button.boundingBox();
  if (!before) throw new Error('the send button is not on screen');
  await page.mouse.move(before.x + before.width / 2, before.y + before.height / 2);
  await page.mouse.down();
  // Between press and release the form must stay put: a message appearing on the field's blur would
  // move the button from under the pointer and the click would be lost.
  await expect(form.getByText('Informe um CPF válido')).toHaveCount(0);
  expect(await button.boundingBox()).toEqual(before);
  await page.mouse.up();
  await expect(form.getByText('AINDA EXISTEM CAMPOS A SEREM PREENCHIDOS')).toBeVisible();
  await expect(form.getByLabel(/nome completo/i)).toBeFocused();
  expect(await journal(page, 'lead')).toHaveLength(0);
});

test('a failing service shows the seed message, keeps what was typed, and a resend works once', async ({
  page,
}) => {
  await page.goto('/pages/brand/peugeot.html');
  const form = page.locator('hub-lead-form');
  await form.getByLabel(/nome completo/i).fill('João Pereira');
  await form.getByLabel(/^cpf/i).pressSequentially('52998224725');
  await form.getByRole('textbox', { name: /e-mail/i }).fill('joao@example.com');
  await form.getByLabel(/celular/i).pressSequentially('21998765432');
  await chooseDealer(page, 'Rio de Janeiro', 'Rio de Janeiro');
  await form.getByRole('checkbox', { name: /sms/i }).check();
  await injectFault(page, 'lead', 503);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/sandbox/lead/', async (route) => {
    await held;
    await route.continue();
  });
  await form.getByRole('button', { name: /enviar/i }).click();
  await expect(form.getByRole('button', { name: /enviando/i })).toHaveAttribute('aria-disabled', 'true');
  await expect(form.locator('form')).toHaveAttribute('aria-busy', 'true');
  await expectNoAxeViolations(page, 'sending');
  release();
  await expect(form.getByText('FALHA AO ENVIAR MENSAGEM!')).toBeVisible();
  await page.unroute('**/sandbox/lead/');
  await expectNoAxeViolations(page, 'send failed');
  await expect(form.getByLabel(/nome completo/i)).toHaveValue('João Pereira');
  await expect(form.getByLabel(/^cpf/i)).toHaveValue('529.982.247-25');
  await form.getByRole('button', { name: /enviar/i }).dblclick();
  await expect(form.getByText('SUA MENSAGEM FOI ENVIADA!')).toBeVisible();
  expect(await journal(page, 'lead')).toHaveLength(1);
});

test('the whole form can be completed with the keyboard alone', async ({ page }) => {
  await page.goto('/pages/brand/fiat.html');
  const form = page.locator('hub-lead-form');
  await expect(form.getByRole('button', { name: /enviar/i })).toBeVisible();
  await page.keyboard.press('Tab'); // demo header link
  await page.keyboard.press('Tab'); // person type radio group
  await page.keyboard.press('Tab');
  await expect(form.getByLabel(/nome completo/i)).toBeFocused();
  await page.keyboard.type('Carla Mendes');
  await page.keyboard.press('Tab');
  await page.keyboard.type('52998224725');
  await page.keyboard.press('Tab');
  await page.keyboard.type('carla@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('11987654321');
  // The dealer choice loads when the shopper reaches the form; here its loading bars have become the state
  // field before the Tab (a Tab during the loading lands on the placeholder, which hands the focus on).
  await expect(form.getByRole('combobox', { name: /estado/i })).toBeEnabled();
  await expect(form.getByRole('combobox', { name: /estado/i })).not.toHaveAttribute('aria-busy');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('combobox', { name: /estado/i })).toBeFocused();
  await form.getByRole('combobox', { name: /estado/i }).selectOption({ label: 'Paraná' });
  await page.keyboard.press('Tab');
  await expect(form.getByRole('combobox', { name: /cidade/i })).toBeFocused();
  await form.getByRole('combobox', { name: /cidade/i }).selectOption({ label: 'Curitiba' });
  await expect(form.locator('input[name="dealer"]').first()).toBeAttached();
  await page.keyboard.press('Tab');
  await expect(form.locator('input[name="dealer"]').first()).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('textbox', { name: /mensagem/i })).toBeFocused(); // optional
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('checkbox', { name: /sms/i })).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Enter');
  await expect(form.getByText('SUA MENSAGEM FOI ENVIADA!')).toBeVisible();
  await expect(form.getByRole('status')).toBeFocused();
  expect((await journal(page, 'lead'))[0]?.body).toMatchObject({
    firstName: 'Carla Mendes',
    uf: 'PR',
    cidade: 'Curitiba',
  });
});

test("Chrysler in es-AR: the brand page's lead form, test drive, WhatsApp chat and dealer search say the brand is not sold there, with nothing to fill in", async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.goto('/pages/brand/chrysler.html?market=es-AR');
  for (const [tag, title] of [
    ['hub-lead-form', 'Contactá a un concesionario'],
    ['hub-test-drive', 'Agendá tu test drive'],
    ['hub-whatsapp-chat', 'Chateá por WhatsApp'],
    ['hub-dealer-picker', 'Encontrá un concesionario'],
  ] as const) {
    const widget = page.locator(tag);
    // The lead form asks the catalogue when the shopper reaches it (a landing page with only a lead form
    // sends nothing before any action): a shopper goes into it and it gives way, the focus on its heading.
    // The test drive and WhatsApp chat list the models at once, and give way when the list comes back empty.
    if (tag === 'hub-lead-form') await widget.locator('input, select').first().focus();
    await expect(widget.getByRole('status'), tag).toHaveText(
      'Los vehículos Chrysler no se venden en Argentina. Conocé las otras marcas del grupo en nuestros concesionarios.',
    );
    await expect(widget.getByRole('heading', { name: title })).toBeVisible();
    if (tag === 'hub-lead-form') await expect(widget.getByRole('heading', { name: title })).toBeFocused();
    await expect(widget.getByRole('textbox'), tag).toHaveCount(0);
    await expect(widget.getByRole('combobox'), tag).toHaveCount(0);
    await expect(widget.getByRole('button'), tag).toHaveCount(0);
  }
  await expectNoAxeViolations(page, 'Chrysler not sold in Argentina');
  // In Brazil the same page keeps its forms.
  await page.goto('/pages/brand/chrysler.html?market=pt-BR');
  await expect(page.locator('hub-lead-form').getByRole('button', { name: /enviar/i })).toBeVisible();
  await expect(page.locator('hub-test-drive').getByRole('combobox').first()).toBeVisible();
  await expect(page.getByText(/não são vendidos/)).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a signed-in owner finds the form prefilled from their account', async ({ page }) => {
  await page.goto('/pages/account.html');
  const form = page.locator('hub-lead-form');
  await expect(form.getByLabel(/nome completo/i)).toHaveValue('Ana');
  await expect(form.getByLabel(/celular/i)).toHaveValue('(11) 98765-4321');
  await expect(form.getByText('Preenchemos alguns campos com os dados da sua conta.')).toBeVisible();
  const [self] = await journal(page, 'users');
  expect(self).toMatchObject({ bearer: true });
  expect(JSON.stringify(self)).not.toContain('sandbox-token-ana');
  await expectNoAxeViolations(page, 'prefilled');
});

test('every brand skin renders without axe violations in pt-BR and es-AR', async ({ page }) => {
  test.setTimeout(120_000);
  for (const brand of [
    'fiat',
    'jeep',
    'dodge',
    'chrysler',
    'ram',
    'citroen',
    'peugeot',
    'fiat-abarth',
    'ds',
  ]) {
    for (const market of ['pt-BR', 'es-AR']) {
      // Chrysler is not sold in Argentina: no form there (its own test above).
      if (brand === 'chrysler' && market === 'es-AR') continue;
      await page.goto(`/pages/brand/${brand}.html?market=${market}`);
      const form = page.locator('hub-lead-form');
      await form.getByRole('button', { name: /enviar/i }).click();
      await expect(form.getByRole('alert').first()).toBeVisible();
      await expectNoAxeViolations(page, `${brand} ${market} with errors`);
    }
  }
});
