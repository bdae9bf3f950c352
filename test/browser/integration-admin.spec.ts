import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, resetSandbox, watchConsole } from './support.ts';

type Entry = { path: string; method: string; body: Record<string, unknown>; query: Record<string, string> };

/** A fresh sandbox; returns a reader of the integration service's accepted requests. */
async function sandbox(page: Page) {
  await resetSandbox(page);
  return async (): Promise<Entry[]> =>
    (await (await page.request.get('/sandbox/__sandbox/journal?service=integration')).json()) as Entry[];
}

test('Ivo filters the errors, selects two by keyboard, reprocesses them once and ignores one after confirming (pt-BR), axe clean in each state', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const requests = await sandbox(page);
  await page.goto('/pages/integration-admin/fiat.html');
  const widget = page.locator('hub-integration-admin');
  await expect(widget.getByRole('heading', { level: 2, name: 'Administração de integrações' })).toBeVisible();
  const list = widget.getByRole('list', { name: /^Erros encontrados/ });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await expect(widget.getByRole('table', { name: /^Logs de integração/ })).toBeVisible();
  await expectNoAxeViolations(page, 'errors and logs');

  // Dates the wrong way round: the message beside the field, nothing sent.
  const before = (await requests()).length;
  await widget.getByLabel('Desde').fill('2026-11-20');
  await widget.getByLabel('Até').fill('2026-11-19');
  await widget.getByRole('button', { name: 'Filtrar' }).focus();
  await page.keyboard.press('Enter');
  await expect(widget.getByText('A data final não pode ser anterior à data inicial.')).toBeVisible();
  await expect(widget.getByLabel('Até')).toBeFocused();
  expect(await requests()).toHaveLength(before);
  await expectNoAxeViolations(page, 'dates refused');

  // Pending Salesforce errors only.
  await widget.getByLabel('Até').fill('');
  await widget.getByLabel('Desde').fill('');
  await widget.getByRole('combobox', { name: 'Status' }).selectOption('PENDING');
  await widget.getByRole('combobox', { name: 'Sistema' }).selectOption('SALESFORCE');
  await widget.getByRole('button', { name: 'Filtrar' }).focus();
  await page.keyboard.press('Enter');
  await expect(list).toHaveAccessibleName('Erros encontrados: 4');
  const last = (await requests())
    .filter((e) => e.method === 'GET' && e.path.endsWith('journey-integration-errors'))
    .at(-1);
  expect(last?.query).toMatchObject({
    status: 'PENDING',
    system: 'SALESFORCE',
    brand: 'fiat',
    country: 'BR',
  });
  await expectNoAxeViolations(page, 'filtered');

  // Two selected by keyboard, reprocessed once even on a double click.
  await widget.getByRole('checkbox', { name: 'Selecionar o erro IER-1', exact: true }).focus();
  await page.keyboard.press('Space');
  await widget.getByRole('checkbox', { name: 'Selecionar o erro IER-4' }).focus();
  await page.keyboard.press('Space');
  await expect(widget.getByText('2 erros selecionados.')).toBeVisible();
  await widget.getByRole('button', { name: 'Reprocessar selecionados' }).dblclick();
  await expect(widget.getByText('IER-1: reprocessado com sucesso, agora resolvido.')).toBeVisible();
  await expect(widget.getByText('IER-4: falhou de novo e continua pendente.')).toBeVisible();
  const reprocesses = (await requests()).filter((e) => e.path.endsWith('/reprocess'));
  expect(reprocesses).toHaveLength(1);
  expect(reprocesses[0]?.body).toEqual({ ids: ['IER-1', 'IER-4'] });
  await expect(list.locator('[data-error="IER-1"]')).toContainText('Resolvido');
  await expectNoAxeViolations(page, 'reprocessed');

  // Ignoring IER-7 asks first; the patch goes once confirmed, by keyboard.
  await widget.getByRole('button', { name: 'Ignorar: IER-7' }).focus();
  await page.keyboard.press('Enter');
  const dialog = widget.getByRole('alertdialog', { name: 'Ignorar o erro IER-7?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'ignore confirmation');
  await dialog.getByRole('button', { name: 'Ignorar o erro' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(list.locator('[data-error="IER-7"]')).toContainText('Ignorado');
  await expect(widget.getByRole('button', { name: 'Reabrir: IER-7' })).toBeFocused();
  const patches = (await requests()).filter((e) => e.path.endsWith('/IER-7'));
  expect(patches.map((e) => e.body)).toEqual([{ status: 'IGNORED' }]);
  await expectNoAxeViolations(page, 'ignored');
  expect(problems).toEqual([]);
});

test('es-AR: Ignacio sees the Argentine errors in Spanish; another staff member is refused in words (es-AR and pt-BR)', async ({
  page,
}) => {
  const requests = await sandbox(page);
  await page.goto('/pages/integration-admin/jeep.html?market=es-AR');
  const widget = page.locator('hub-integration-admin');
  await expect(
    widget.getByRole('heading', { level: 2, name: 'Administración de integraciones' }),
  ).toBeVisible();
  const list = widget.getByRole('list', { name: 'Errores encontrados: 12' });
  await expect(list.getByRole('listitem').first()).toContainText('Pendiente');
  await expect(list.getByRole('listitem').first()).toContainText('Martina López');
  await widget
    .getByRole('navigation', { name: 'Páginas de los errores' })
    .getByRole('button', { name: 'Siguiente' })
    .click();
  await expect(
    widget.getByRole('list', { name: 'Errores encontrados: 12' }).getByRole('listitem'),
  ).toHaveCount(2);
  await expectNoAxeViolations(page, 'es-AR second page');

  await page.goto('/pages/integration-admin/jeep.html?market=es-AR&as=sofia');
  await expect(widget.getByText('Tu perfil no da acceso a esta área.')).toBeVisible();
  await expect(widget.getByText('Es para: gestión de errores de integración.')).toBeVisible();
  await expectNoAxeViolations(page, 'es-AR other staff refused');

  await page.goto('/pages/integration-admin/fiat.html?as=olivia');
  await expect(widget.getByText('O seu perfil não dá acesso a esta área.')).toBeVisible();
  await expect(widget.getByText('Ela é para: gestão de erros de integração.')).toBeVisible();
  await expectNoAxeViolations(page, 'pt-BR other staff refused');
  expect((await requests()).filter((e) => e.path.includes('journey-integration-errors'))).toHaveLength(2);
});
