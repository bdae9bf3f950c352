import { expect, type Page, test } from '@playwright/test';
import { CARS } from '../../api/sandbox/data/vehicles.ts';
import { expectNoAxeViolations, injectFault, resetSandbox, watchConsole } from './support.ts';

type Entry = { path: string; method: string; body: unknown; bearer: boolean; query: Record<string, string> };

/** A fresh sandbox; returns a reader of a service's journal (accepted requests only). */
async function sandbox(page: Page) {
  await resetSandbox(page);
  return async (service = 'garage'): Promise<Entry[]> =>
    (await page.request.get(`/sandbox/__sandbox/journal?service=${service}`)).json();
}

test('signed out: a sign-in prompt, no garage call, axe clean', async ({ page }) => {
  const journal = await sandbox(page);
  await page.goto('/pages/empty.html');
  await page.evaluate(() => {
    const el = document.createElement('hub-garage');
    el.setAttribute('login-url', '/pages/account.html');
    document.getElementById('slot')?.append(el);
  });
  const widget = page.locator('hub-garage');
  await expect(widget.getByText('Entre na sua conta para ver e montar a sua garagem.')).toBeVisible();
  await expect(widget.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/pages/account.html');
  expect(await journal()).toEqual([]);
  await expectNoAxeViolations(page, 'signed out');
});

test('an owner adds a car by plate with the keyboard, sees its recall, and removes another after confirming', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const journal = await sandbox(page);
  await page.goto('/pages/account.html');
  const widget = page.locator('hub-garage');
  const owned = widget.getByRole('list', { name: 'Meus carros' });
  await expect(owned.getByRole('listitem')).toHaveCount(2);
  await expect(widget.getByText('Você ainda não salvou nenhum carro desejado.')).toBeVisible();
  await expectNoAxeViolations(page, 'garage');

  // Add: opened from the keyboard, focus in the plate; an Argentine plate on a Brazilian page is refused.
  await widget.getByRole('button', { name: 'Adicionar meu carro' }).focus();
  await page.keyboard.press('Enter');
  const plate = widget.getByLabel('Placa do veículo');
  await expect(plate).toBeFocused();
  await page.keyboard.type('AB123CD');
  await page.keyboard.press('Enter');
  await expect(widget.getByText('Informe uma placa válida (ex.: ABC1234 ou ABC1D23)')).toBeVisible();
  await expectNoAxeViolations(page, 'add: invalid plate');
  expect(await journal('recall')).toEqual([]);

  await plate.fill('');
  await plate.focus();
  await page.keyboard.type('abc1d23');
  await page.keyboard.press('Enter');
  const found = widget.getByRole('heading', { name: 'Encontramos este veículo' });
  await expect(found).toBeFocused();
  await expect(widget.getByText('Este veículo tem recall pendente.')).toBeVisible();
  expect((await journal('recall')).at(-1)).toMatchObject({
    path: '/sandbox/recall/v2/car',
    query: { plate: 'ABC1D23' },
  });
  await expectNoAxeViolations(page, 'add: vehicle found');
  await page.keyboard.press('Tab');
  await expect(widget.getByRole('button', { name: 'Adicionar à garagem' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(widget.getByRole('status').filter({ hasText: 'foi adicionado à sua garagem.' })).toBeFocused();
  await expect(owned.getByRole('listitem')).toHaveCount(3);
  const sent = (await journal()).filter((e) => e.method === 'POST');
  expect(sent.map((e) => [e.path, e.body, e.bearer])).toEqual([
    ['/sandbox/garage/v2/owned', { chassis: '9BD195A4ZN0123456', plate: 'ABC1D23' }, true],
  ]);
  const recall = owned
    .getByRole('listitem')
    .last()
    .getByRole('link', { name: /^Consultar recall do / });
  expect(new URL((await recall.getAttribute('href')) ?? '').search).toBe('?plate=ABC1D23');
  await expectNoAxeViolations(page, 'car added');

  // Remove: a modal asks first; focus inside; Escape cancels and focus returns.
  const remove = widget.getByRole('button', { name: 'Remover o Toro Volcano 2025' });
  await remove.focus();
  await page.keyboard.press('Enter');
  const dialog = widget.getByRole('alertdialog', { name: 'Remover carro?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await expectNoAxeViolations(page, 'confirm remove');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Remover carro' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
  expect((await journal()).filter((e) => e.method === 'DELETE')).toEqual([]);

  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Remover carro' }).focus();
  await page.keyboard.press('Enter');
  await expect(
    widget.getByRole('status').filter({ hasText: 'O Toro Volcano 2025 foi removido.' }),
  ).toBeFocused();
  await expect(owned.getByRole('listitem')).toHaveCount(2);
  expect((await journal()).filter((e) => e.method === 'DELETE')).toHaveLength(1);
  await expectNoAxeViolations(page, 'car removed');
  expect(problems).toEqual([]);
});

test('the service failing: the message and a retry; es-AR texts; axe clean', async ({ page }) => {
  await sandbox(page);
  await injectFault(page, 'garage', 503);
  await page.goto('/pages/account.html');
  const widget = page.locator('hub-garage');
  await expect(widget.getByRole('alert')).toContainText('Um erro ocorreu, tente novamente');
  await expectNoAxeViolations(page, 'load failed');
  await widget.getByRole('button', { name: 'Tentar novamente' }).focus();
  await page.keyboard.press('Enter');
  await expect(widget.getByRole('list', { name: 'Meus carros' }).getByRole('listitem')).toHaveCount(2);

  await widget.evaluate((el) => el.setAttribute('market', 'es-AR'));
  await expect(widget.getByRole('heading', { name: 'Mi garage' })).toBeVisible();
  await widget.getByRole('button', { name: 'Agregar mi auto' }).click();
  await widget.getByLabel('Patente del vehículo').focus();
  // An Argentine Fiat of the sandbox's fleet (generated from the catalogue).
  const fiat = CARS.find((car) => car.country === 'AR' && car.brand === 'fiat' && !car.ownerId);
  await page.keyboard.type(fiat?.plate ?? '');
  await page.keyboard.press('Enter');
  await expect(widget.getByRole('heading', { name: 'Encontramos este vehículo' })).toBeFocused();
  await expectNoAxeViolations(page, 'es-AR: vehicle found');
});

test('es-AR: an Argentine owner adds her Jeep by its patente with the keyboard and finds its recall; axe clean', async ({
  page,
  baseURL,
}) => {
  const problems = watchConsole(page);
  const journal = await sandbox(page);
  await page.context().addCookies([{ name: 'hub_token', value: 'sandbox-token-martina', url: baseURL }]);
  await page.goto('/pages/empty.html');
  await page.evaluate(() => {
    const el = document.createElement('hub-garage');
    for (const [name, value] of Object.entries({
      market: 'es-AR',
      brand: 'jeep',
      'recall-url': '/pages/owner.html',
      'configurator-url': '/pages/configurator.html',
    }))
      el.setAttribute(name, value);
    document.getElementById('slot')?.append(el);
  });
  const widget = page.locator('hub-garage');
  await expect(widget.getByRole('heading', { name: 'Mi garage' })).toBeVisible();
  const owned = widget.getByRole('list', { name: 'Mis autos' });
  await expect(owned.getByRole('listitem')).toHaveCount(2);
  await expectNoAxeViolations(page, 'es-AR garage');

  await widget.getByRole('button', { name: 'Agregar mi auto' }).focus();
  await page.keyboard.press('Enter');
  const plate = widget.getByLabel('Patente del vehículo');
  await expect(plate).toBeFocused();
  await page.keyboard.type('ab123cd');
  await page.keyboard.press('Enter');
  await expect(widget.getByRole('heading', { name: 'Encontramos este vehículo' })).toBeFocused();
  await expect(widget.getByText('Este vehículo tiene un recall pendiente.')).toBeVisible();
  expect((await journal('recall')).at(-1)).toMatchObject({ query: { plate: 'AB123CD' } });
  await expectNoAxeViolations(page, 'es-AR add: vehicle found with its recall');
  await page.keyboard.press('Tab');
  await expect(widget.getByRole('button', { name: 'Agregar al garage' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(widget.getByRole('status').filter({ hasText: 'se agregó a tu garage.' })).toBeFocused();
  await expect(owned.getByRole('listitem')).toHaveCount(3);
  const sent = (await journal()).filter((e) => e.method === 'POST');
  expect(sent.map((e) => [e.path, e.body, e.bearer])).toEqual([
    ['/sandbox/garage/v2/owned', { chassis: '98811111JR0000001', plate: 'AB123CD' }, true],
  ]);
  const recall = owned
    .getByRole('listitem')
    .last()
    .getByRole('link', { name: /^Consultar recall del / });
  expect(new URL((await recall.getAttribute('href')) ?? '').search).toBe('?plate=AB123CD');
  await expectNoAxeViolations(page, 'es-AR car added');
  expect(problems).toEqual([]);
});

type BenefitsEntry = Entry & { headers: Record<string, string> };

test("an owner opens a car's services by keyboard: warranty and its terms, delivery, invoice, Mopar, the oil reminder; axe clean", async ({
  page,
}) => {
  const problems = watchConsole(page);
  const journal = await sandbox(page);
  await page.goto('/pages/account.html');
  const widget = page.locator('hub-garage');
  const open = widget.getByRole('button', { name: 'Serviços do carro: Strada Volcano 2023' });
  await open.focus();
  await page.keyboard.press('Enter');
  await expect(open).toHaveAttribute('aria-expanded', 'true');
  const panel = widget.getByRole('region', { name: 'Serviços do Strada Volcano 2023' });
  const warranty = panel.getByRole('region', { name: 'Garantia' });
  await expect(warranty).toContainText('Garantia de fábrica de 3 anos, sem limite de quilometragem.');
  await expect(warranty).toContainText('Motor e câmbio');
  await expect(panel.getByRole('region', { name: 'Entrega perfeita' })).toContainText(
    'Entregue em 07/02/2023.',
  );
  await expect(panel.getByRole('region', { name: 'Nota fiscal' })).toContainText('Emitida em 02/02/2023');
  const mopar = panel.getByRole('region', { name: 'Serviços Mopar' });
  await expect(mopar).toContainText('Troca de óleo e filtro Mopar');
  await expectNoAxeViolations(page, "a car's services");

  // The terms: a PDF download, asked with the brand's hub context.
  const terms = warranty.getByRole('button', { name: 'Baixar termo de garantia (PDF)' });
  await terms.focus();
  const [file] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(file.suggestedFilename()).toBe('garantia-fiat-9BDKJSXX7P3249820.pdf');
  await expect(warranty.getByRole('status')).toHaveText('Termo de garantia baixado.');
  const posted = ((await journal('benefits')) as BenefitsEntry[]).filter((e) => e.method === 'POST');
  expect(posted.map((e) => [e.path, e.body, e.headers['x-hub-context']])).toEqual([
    ['/sandbox/benefits/warranty-terms', { chassis: '9BDKJSXX7P3249820' }, 'fiat'],
  ]);

  // A Mopar payment simulation.
  await mopar
    .getByRole('combobox', { name: /^Serviço/ })
    .selectOption({ label: 'Troca de óleo e filtro Mopar (R$ 389,00)' });
  await mopar.getByRole('combobox', { name: /^Parcelas/ }).selectOption('3');
  await mopar.getByRole('button', { name: 'Simular pagamento' }).focus();
  await page.keyboard.press('Enter');
  await expect(mopar.getByRole('status')).toHaveText('3x de R$ 129,67 sem juros, total R$ 389,00.');
  await expectNoAxeViolations(page, 'Mopar payment simulated');

  // The oil reminder: a bad mileage refused beside the field, then the reminder in words.
  const oil = panel.getByRole('form', { name: 'Lembrete de troca de óleo' });
  const mileage = oil.getByLabel('Quilometragem atual (km)');
  await mileage.focus();
  await page.keyboard.type('12,5');
  await page.keyboard.press('Enter');
  await expect(oil.getByText('Informe a quilometragem em números inteiros, até 999.999 km.')).toBeVisible();
  await expect(mileage).toBeFocused();
  await expectNoAxeViolations(page, 'oil reminder: invalid mileage');
  await mileage.fill('12500');
  await page.keyboard.press('Enter');
  await expect(oil.getByRole('status')).toContainText(
    'Troca de óleo atrasada: venceu em 07/02/2024 e o carro passou 2.500 km dos 10.000 km.',
  );
  await expectNoAxeViolations(page, 'oil reminder: late');
  expect(problems).toEqual([]);
});

test("a car's service failing: the seed message and a retry in its section, the others shown; axe clean", async ({
  page,
}) => {
  await sandbox(page);
  await page.goto('/pages/account.html');
  const widget = page.locator('hub-garage');
  await expect(widget.getByRole('list', { name: 'Meus carros' }).getByRole('listitem')).toHaveCount(2);
  await injectFault(page, 'benefits', 503);
  await widget.getByRole('button', { name: 'Serviços do carro: Strada Volcano 2023' }).click();
  const panel = widget.getByRole('region', { name: 'Serviços do Strada Volcano 2023' });
  const alert = panel.getByRole('alert');
  await expect(alert).toHaveCount(1);
  await expect(alert).toContainText('Um erro ocorreu, tente novamente');
  await expectNoAxeViolations(page, "a car's service failed");
  await alert.getByRole('button', { name: 'Tentar novamente' }).focus();
  await page.keyboard.press('Enter');
  await expect(alert).toHaveCount(0);
  await expect(panel.getByRole('region', { name: 'Garantia' })).toContainText('Garantia de fábrica');
  await expect(panel.getByRole('region', { name: 'Nota fiscal' })).toContainText('Emitida em');
});

test("es-AR: Martina opens her Pulse's services in Spanish; axe clean", async ({ page }) => {
  const problems = watchConsole(page);
  await sandbox(page);
  await page.goto('/pages/account.html?as=martina');
  const widget = page.locator('hub-garage');
  const open = widget.getByRole('button', { name: /^Servicios del auto: Pulse/ });
  await open.focus();
  await page.keyboard.press('Enter');
  const panel = widget.getByRole('region', { name: /^Servicios del Pulse/ });
  await expect(panel.getByRole('region', { name: 'Garantía' })).toContainText(
    'Garantía de fábrica de 3 años o 100.000 km, lo que ocurra primero.',
  );
  await expect(panel.getByRole('region', { name: 'Entrega perfecta' })).toContainText('Llave de repuesto');
  await expect(panel.getByRole('region', { name: 'Factura' })).toContainText('Emitida el');
  await expect(panel.getByRole('region', { name: 'Servicios Mopar' })).toContainText(
    'Cambio de aceite y filtro Mopar',
  );
  await expectNoAxeViolations(page, 'es-AR services');
  const oil = panel.getByRole('form', { name: 'Recordatorio de cambio de aceite' });
  await oil.getByRole('button', { name: 'Calcular próximo cambio' }).focus();
  await page.keyboard.press('Enter');
  await expect(oil.getByText('Ingresá el kilometraje actual.')).toBeVisible();
  await expectNoAxeViolations(page, 'es-AR oil reminder: mileage required');
  expect(problems).toEqual([]);
});

test("an owned car's two disclosures stand side by side under its actions, and an opened one takes the card's width", async ({
  page,
}) => {
  await sandbox(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/pages/account.html');
  const car = page
    .locator('hub-garage')
    .getByRole('list', { name: 'Meus carros' })
    .getByRole('listitem')
    .first();
  const services = car.getByRole('button', { name: /^Serviços do carro/ });
  const evaluate = car.getByRole('button', { name: /^Avaliar para troca/ });
  const [a, b] = [await services.boundingBox(), await evaluate.boundingBox()];
  if (!a || !b) throw new Error('the disclosure buttons are not drawn');
  expect(b.y, 'one row, not one button a row').toBeCloseTo(a.y, 0);
  expect(b.x).toBeGreaterThan(a.x + a.width);
  // Opened, the services show across the card, between the two buttons (the order they are read in).
  await services.click();
  const panel = car.getByRole('region', { name: /Serviços/ }).first();
  await expect(panel).toBeVisible();
  const [card, opened, after] = [
    await car.boundingBox(),
    await panel.boundingBox(),
    await evaluate.boundingBox(),
  ];
  if (!card || !opened || !after) throw new Error('not drawn');
  expect(opened.width, 'the opened services as wide as the card inside').toBeGreaterThan(card.width * 0.85);
  expect(after.y, 'the evaluation button after the opened services').toBeGreaterThan(
    opened.y + opened.height,
  );
  await expectNoAxeViolations(page, 'garage, services open');
});
