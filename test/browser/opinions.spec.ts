import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, injectFault, resetSandbox, watchConsole } from './support.ts';

type Entry = { path: string; method: string; body: unknown; bearer: boolean; query: Record<string, string> };

/** A fresh sandbox; returns a reader of the opinions journal (accepted requests only). */
async function sandbox(page: Page) {
  await resetSandbox(page);
  return async (): Promise<Entry[]> =>
    (await page.request.get('/sandbox/__sandbox/journal?service=opinions')).json();
}

test('an owner sorts and pages the opinions and writes one by keyboard (pt-BR), axe clean in each state', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const journal = await sandbox(page);
  await page.goto('/pages/opinions/fiat.html?model=460&as=ana');
  const widget = page.locator('hub-opinions');
  const table = widget.getByRole('table');
  await expect(table).toContainText('Quantas opiniões deram cada nota');
  await expect(table.getByRole('rowheader')).toHaveText([
    '5 de 5: Muito bom',
    '4 de 5: Bom',
    '3 de 5: Regular',
    '2 de 5: Ruim',
    '1 de 5: Muito ruim',
  ]);
  const list = widget.getByRole('list', { name: 'Opiniões' });
  await expect(list.getByRole('listitem')).toHaveCount(5);
  await expectNoAxeViolations(page, 'opinions, most recent');

  // Sort by keyboard: the arrows move the choice in the radio group.
  await widget.getByRole('radio', { name: 'Mais recentes' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(widget.getByRole('radio', { name: 'Melhor avaliadas' })).toBeChecked();
  await expect(list.getByRole('listitem').first()).toContainText('5 de 5: Muito bom');
  await page.keyboard.press('ArrowRight');
  await expect(widget.getByRole('radio', { name: 'Mais úteis' })).toBeChecked();
  const useful = await list
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((li) => Number(/(\d+) pessoas? acharam útil/.exec(li.textContent ?? '')?.[1] ?? 0)),
    );
  expect(useful).toEqual([...useful].sort((a, b) => b - a));
  await expectNoAxeViolations(page, 'opinions, most useful');

  // Next page by keyboard: the list takes the focus, the page number is announced.
  await widget.getByRole('button', { name: 'Próxima' }).focus();
  await page.keyboard.press('Enter');
  await expect(widget.getByText(/^Página 2 de \d+$/)).toBeVisible();
  await expect(list).toBeFocused();
  await expectNoAxeViolations(page, 'opinions, page 2');

  // Publishing with nothing chosen: the messages beside the fields, nothing sent.
  const send = widget.getByRole('button', { name: 'Publicar opinião' });
  await send.focus();
  await page.keyboard.press('Enter');
  await expect(widget.getByText('Escolha uma nota de 1 a 5')).toBeVisible();
  await expect(widget.getByText('Preencha este campo')).toBeVisible();
  await expectNoAxeViolations(page, 'write: refused');
  expect((await journal()).filter((e) => e.method === 'POST')).toEqual([]);

  await widget.getByRole('radio', { name: '4 de 5: Bom' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(widget.getByRole('textbox', { name: /Sua opinião/ })).toBeFocused();
  await page.keyboard.type('Paguei R$ 90');
  await expect(widget.getByText('Não use os caracteres & $ < > %')).toBeVisible();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('Econômica na estrada e confortável para a família.');
  await page.keyboard.press('Tab');
  await expect(send).toBeFocused();
  await page.keyboard.press('Enter');
  const published = widget.getByRole('status').filter({ hasText: 'Sua opinião foi publicada. Obrigado!' });
  await expect(published).toBeFocused();
  await expect(widget.getByRole('radio', { name: 'Mais recentes' })).toBeChecked();
  await expect(list.getByRole('listitem').first()).toContainText('Econômica na estrada e confortável');
  await expect(list.getByRole('listitem').first()).toContainText('Ana em');
  await expectNoAxeViolations(page, 'published');
  const posts = (await journal()).filter((e) => e.method === 'POST');
  expect(posts).toHaveLength(1);
  expect(posts[0]).toMatchObject({
    path: '/sandbox/opinions/v1/opinions',
    bearer: true,
    body: { model: '460', rating: 4, text: 'Econômica na estrada e confortável para a família.' },
  });

  // Useful: another's opinion, Enter twice: one vote, the button pressed.
  const vote = widget.getByRole('button', { name: /^Marcar como útil a opinião de/ }).first();
  await vote.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(widget.getByRole('button', { name: 'Você achou útil' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectNoAxeViolations(page, 'voted useful');
  expect((await journal()).filter((e) => e.path.endsWith('/useful'))).toHaveLength(1);
  expect(problems).toEqual([]);
});

test('es-AR: the load fails with the Spanish message and a retry; an owner publishes in Spanish', async ({
  page,
}) => {
  const journal = await sandbox(page);
  await injectFault(page, 'opinions', 503);
  await page.goto('/pages/opinions/fiat.html?model=633&market=es-AR&as=martina');
  const widget = page.locator('hub-opinions');
  const failed = widget.getByRole('alert').filter({ hasText: 'Error al cargar los datos.' });
  await expect(failed).toBeVisible();
  await expectNoAxeViolations(page, 'es-AR: load failed');
  await failed.getByRole('button', { name: 'Intentar de nuevo' }).focus();
  await page.keyboard.press('Enter');
  await expect(widget.getByRole('table')).toContainText('Cuántas opiniones dieron cada calificación');
  await expect(widget.getByRole('radio', { name: 'Mejor calificadas' })).toBeVisible();
  await expectNoAxeViolations(page, 'es-AR: opinions');

  await widget.getByRole('radio', { name: '5 de 5: Muy bueno' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.type(' Excelente');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(widget.getByText('El texto no puede empezar con un espacio')).toBeVisible();
  await expectNoAxeViolations(page, 'es-AR: refused');
  await widget.getByRole('textbox', { name: /Tu opinión/ }).fill('Excelente auto para la ruta.');
  await widget.getByRole('button', { name: 'Publicar opinión' }).click();
  await expect(
    widget.getByRole('status').filter({ hasText: 'Tu opinión fue publicada. ¡Gracias!' }),
  ).toBeFocused();
  await expect(widget.getByRole('list', { name: 'Opiniones' }).getByRole('listitem').first()).toContainText(
    'Martina el',
  );
  await expectNoAxeViolations(page, 'es-AR: published');
  expect((await journal()).filter((e) => e.method === 'POST')[0]).toMatchObject({
    query: { country: 'AR' },
    body: { model: '633', rating: 5, text: 'Excelente auto para la ruta.' },
  });
});

test('signed out on a Jeep page: the opinions and a sign-in prompt, no vote button, axe clean', async ({
  page,
}) => {
  const journal = await sandbox(page);
  await page.context().clearCookies();
  await page.goto('/pages/opinions/jeep.html');
  const widget = page.locator('hub-opinions');
  await expect(widget.getByRole('list', { name: 'Opiniões' }).getByRole('listitem').first()).toBeVisible();
  await expect(
    widget.getByText('Entre na sua conta para dar sua opinião e marcar opiniões como úteis.'),
  ).toBeVisible();
  await expect(widget.getByRole('button', { name: /útil/ })).toHaveCount(0);
  await expectNoAxeViolations(page, 'signed out');
  expect((await journal()).map((e) => [e.method, e.bearer])).toEqual([['GET', false]]);
});
