import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, resetSandbox, watchConsole } from './support.ts';

type Entry = { path: string; method: string; body: Record<string, unknown> };

/** A fresh sandbox; returns a reader of the offer service's changes (accepted requests only). */
async function sandbox(page: Page) {
  await resetSandbox(page);
  return async (): Promise<Entry[]> =>
    ((await (await page.request.get('/sandbox/__sandbox/journal?service=offers')).json()) as Entry[]).filter(
      (e) => e.method !== 'GET',
    );
}

test('an offer admin creates, publishes, reorders by keyboard and bulk-unpublishes (pt-BR), axe clean in each state', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const changes = await sandbox(page);
  await page.goto('/pages/offers-admin/fiat.html');
  const widget = page.locator('hub-offers-admin');
  const list = widget.getByRole('list', { name: 'Ofertas na ordem do marketplace' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  const count = await list.getByRole('listitem').count();
  await expectNoAxeViolations(page, 'list');

  // Create by keyboard: an empty send shows the messages beside the fields and sends nothing.
  await widget.getByRole('button', { name: 'Nova oferta' }).focus();
  await page.keyboard.press('Enter');
  const form = widget.getByRole('form', { name: 'Nova oferta' });
  await form.getByRole('button', { name: 'Salvar oferta' }).focus();
  await page.keyboard.press('Enter');
  await expect(form.getByText('Preencha este campo')).toBeVisible();
  await expect(form.getByRole('combobox', { name: /^Tipo/ })).toBeFocused();
  await expectNoAxeViolations(page, 'create: refused');
  expect(await changes()).toEqual([]);

  await form.getByRole('combobox', { name: /^Tipo/ }).selectOption('DEALER');
  await form.getByRole('textbox', { name: /^Título/ }).fill('Oferta de feirão');
  await form.getByRole('combobox', { name: /^Versão/ }).selectOption({ index: 1 });
  await form.getByRole('textbox', { name: /^Ano do modelo/ }).fill('2026');
  await form.getByRole('combobox', { name: /^Exibição do preço/ }).selectOption('FULL_PRICE');
  await form.getByRole('textbox', { name: /^Preço da oferta/ }).fill('69.990,00');
  await form.getByRole('combobox', { name: /^Abrangência/ }).selectOption('NATIONAL');
  await form.getByRole('checkbox', { name: 'Taxa zero' }).check();
  await form.getByRole('button', { name: 'Salvar oferta' }).focus();
  await page.keyboard.press('Enter');
  const created = list.getByRole('listitem').filter({ hasText: 'Oferta de feirão' });
  await expect(created).toContainText('Não publicada');
  await expect(list.getByRole('listitem')).toHaveCount(count + 1);
  const post = (await changes()).find((e) => e.method === 'POST');
  expect(post?.body).toMatchObject({
    type: 'DEALER',
    title: 'Oferta de feirão',
    price: 69990,
    scope: 'NATIONAL',
  });
  await expectNoAxeViolations(page, 'created');

  // Publish it by keyboard.
  await created.getByRole('button', { name: 'Publicar: Oferta de feirão' }).focus();
  await page.keyboard.press('Enter');
  await expect(created).toContainText('Publicada');
  const id = await created.getAttribute('data-offer');
  expect((await changes()).map((e) => `${e.method} ${e.path}`)).toContain(
    `PUT /sandbox/offers/offer/${id}/publish`,
  );

  // Reorder by keyboard: the handle takes arrow keys, the new place is announced, one reorder per move.
  const handle = created.getByRole('button', { name: 'Mover Oferta de feirão' });
  await handle.focus();
  await page.keyboard.press('Home');
  await expect(list.getByRole('listitem').first()).toContainText('Oferta de feirão');
  await expect(widget.getByText(`Oferta de feirão agora é a oferta 1 de ${count + 1}.`)).toBeAttached();
  await expect(handle).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(list.getByRole('listitem').nth(1)).toContainText('Oferta de feirão');
  const reorders = (await changes()).filter((e) => e.path === '/sandbox/offers/offer/reorder');
  expect(reorders).toHaveLength(2);
  expect((reorders[1]?.body.ids as string[] | undefined)?.[1]).toBe(id);
  await expectNoAxeViolations(page, 'reordered');

  // Bulk-unpublish the first two.
  const boxes = list.getByRole('checkbox');
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await expect(widget.getByText('2 ofertas selecionadas')).toBeVisible();
  await widget.getByRole('combobox', { name: /^Mudar para/ }).selectOption('UNPUBLISHED');
  await widget.getByRole('button', { name: 'Aplicar às selecionadas' }).focus();
  await page.keyboard.press('Enter');
  await expect(list.getByRole('listitem').nth(1)).toContainText('Não publicada');
  await expect(list.getByRole('listitem').nth(0)).toContainText('Não publicada');
  const bulk = (await changes()).find((e) => e.path.endsWith('/update-status'));
  expect(bulk?.body).toMatchObject({ status: 'UNPUBLISHED' });
  expect(bulk?.body.ids).toHaveLength(2);
  await expectNoAxeViolations(page, 'bulk unpublished');
  expect(problems).toEqual([]);
});

test('es-AR: Sofía sees the area in Spanish; a customer token is refused in words (es-AR and pt-BR)', async ({
  page,
}) => {
  await sandbox(page);
  await page.goto('/pages/offers-admin/jeep.html?market=es-AR');
  const widget = page.locator('hub-offers-admin');
  await expect(widget.getByRole('heading', { name: 'Administración de ofertas' })).toBeVisible();
  await expect(widget.getByRole('list', { name: 'Ofertas en el orden del marketplace' })).toBeVisible();
  await expect(widget.getByRole('button', { name: 'Nueva oferta' })).toBeVisible();
  await expectNoAxeViolations(page, 'es-AR list');

  await page.goto('/pages/offers-admin/jeep.html?market=es-AR&as=martina');
  await expect(widget.getByText('Tu perfil no da acceso a esta área.')).toBeVisible();
  await expect(
    widget.getByText('Es para: administración de ofertas o administración de socios.'),
  ).toBeVisible();
  await expect(widget.getByRole('list')).toHaveCount(0);
  await expectNoAxeViolations(page, 'es-AR customer refused');

  await page.goto('/pages/offers-admin/fiat.html?as=ana');
  await expect(widget.getByText('O seu perfil não dá acesso a esta área.')).toBeVisible();
  await expect(
    widget.getByText('Ela é para: administração de ofertas ou administração de parceiros.'),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'pt-BR customer refused');
});

test('a partner administrator sees no publish, bulk status nor order (pt-BR)', async ({ page }) => {
  await sandbox(page);
  await page.goto('/pages/offers-admin/fiat.html?as=paulo');
  const widget = page.locator('hub-offers-admin');
  const list = widget.getByRole('list', { name: 'Ofertas na ordem do marketplace' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await expect(widget.getByRole('button', { name: /^Publicar:/ })).toHaveCount(0);
  await expect(widget.getByRole('button', { name: /^Mover / })).toHaveCount(0);
  await expect(widget.getByRole('button', { name: 'Aplicar às selecionadas' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'partner');
});
