import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, resetSandbox, watchConsole } from './support.ts';

type Entry = { path: string; method: string; body: unknown; bearer: boolean; query: Record<string, string> };

/** A fresh sandbox; returns a reader of the manuals journal (accepted requests only). */
async function sandbox(page: Page) {
  await resetSandbox(page);
  return async (): Promise<Entry[]> =>
    (await page.request.get('/sandbox/__sandbox/journal?service=manuals')).json();
}
const ownerPart = (page: Page) => page.locator('hub-manuals:not([mode])');
const adminPart = (page: Page) => page.locator('hub-manuals[mode="admin"]');

test('an owner finds a manual by keyboard and a customer is refused the administration in words (pt-BR), axe clean', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const journal = await sandbox(page);
  await page.goto('/pages/manuals/fiat.html');
  const owner = ownerPart(page);
  await expect(
    owner.getByRole('list', { name: 'Manuais encontrados' }).getByRole('listitem').first(),
  ).toBeVisible();
  const admin = adminPart(page);
  await expect(admin.getByText('O seu perfil não dá acesso a esta área.')).toBeVisible();
  await expect(admin.getByText('Ela é para: administração de manuais.')).toBeVisible();
  await expectNoAxeViolations(page, 'owner: every manual; admin: refused');

  await owner.getByLabel('Modelo, ano ou nome do manual').focus();
  await page.keyboard.type('Cronos');
  await page.keyboard.press('Enter');
  const list = owner.getByRole('list', { name: 'Manuais encontrados' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Manual do proprietário Cronos 2026');
  await expect(owner.getByText('Válido até 31/12/2027')).toBeVisible();
  const open = owner.getByRole('link', { name: /^Abrir Manual do proprietário Cronos 2026/ });
  await expect(open).toHaveAttribute('href', /^https:\/\/manuals\.example\.com\/fiat\/.+\.pdf$/);
  await expect(open).toHaveAttribute('target', '_blank');
  await page.keyboard.press('Tab');
  await expect(owner.getByRole('button', { name: 'Buscar' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(open).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(owner.getByRole('link', { name: 'Baixar Manual do proprietário Cronos 2026' })).toBeFocused();
  await expectNoAxeViolations(page, 'owner: found');

  await owner.getByLabel('Modelo, ano ou nome do manual').fill('Kombi');
  await page.keyboard.press('Enter');
  await expect(owner.getByText('Nenhum manual encontrado para “Kombi”.')).toBeVisible();
  await expect(owner.getByText(/Tente só o nome do modelo/)).toBeVisible();
  await expectNoAxeViolations(page, 'owner: nothing found');

  const searches = (await journal()).filter((e) => e.path === '/manuals/search');
  expect(searches.every((e) => e.bearer && e.query.language === 'pt-BR' && e.query.brand === 'fiat')).toBe(
    true,
  );
  expect((await journal()).filter((e) => e.path === '/manuals/search/admin')).toEqual([]);
  expect(problems).toEqual([]);
});

test('a manual administrator edits a manual by keyboard: a final date before the initial is refused beside the field (pt-BR)', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const journal = await sandbox(page);
  await page.goto('/pages/manuals/fiat.html?as=manuel');
  const admin = adminPart(page);
  await expect(admin.getByText('Situação: Expirado').first()).toBeVisible();
  await expect(admin.getByText('Situação: Inativo').first()).toBeVisible();
  await expectNoAxeViolations(page, 'admin: every manual');

  await admin.getByLabel('Modelo, ano ou nome do manual').fill('Cronos');
  await page.keyboard.press('Enter');
  const edit = admin.getByRole('button', { name: 'Editar Manual do proprietário Cronos 2026' });
  await edit.focus();
  await page.keyboard.press('Enter');
  const name = admin.getByRole('textbox', { name: /^Nome do manual/ });
  await expect(name).toBeFocused();
  await admin.getByLabel(/^Fim da vigência/).fill('2025-12-31');
  const save = admin.getByRole('button', { name: 'Salvar manual' });
  await save.focus();
  await page.keyboard.press('Enter');
  await expect(admin.getByText('O fim da vigência não pode ser anterior ao início')).toBeVisible();
  await expect(admin.getByLabel(/^Fim da vigência/)).toBeFocused();
  await expect(admin.getByLabel(/^Fim da vigência/)).toHaveAttribute('aria-invalid', 'true');
  expect((await journal()).filter((e) => e.method === 'PUT')).toEqual([]);
  await expectNoAxeViolations(page, 'admin: final date refused');

  await admin.getByLabel(/^Fim da vigência/).fill('2028-06-30');
  await admin.getByRole('radio', { name: 'Inativo' }).focus();
  await page.keyboard.press('Space');
  await save.focus();
  await page.keyboard.press('Enter');
  const saved = admin
    .getByRole('status')
    .filter({ hasText: 'Manual “Manual do proprietário Cronos 2026” salvo.' });
  await expect(saved).toBeFocused();
  await expect(admin.getByText('Situação: Inativo').first()).toBeVisible();
  const put = (await journal()).find((e) => e.method === 'PUT');
  expect(put?.body).toMatchObject({ validityEnd: '2028-06-30', status: 'INACTIVE', brand: 'fiat' });
  await expectNoAxeViolations(page, 'admin: saved');

  // The owners no longer find it: it is inactive.
  const owner = ownerPart(page);
  await owner.getByLabel('Modelo, ano ou nome do manual').fill('Cronos');
  await page.keyboard.press('Enter');
  await expect(owner.getByText('Nenhum manual encontrado para “Cronos”.')).toBeVisible();

  // Delete: the confirmation takes the focus; Escape cancels and gives it back.
  const remove = admin.getByRole('button', { name: 'Excluir Manual do proprietário Cronos 2026' });
  await remove.focus();
  await page.keyboard.press('Enter');
  const dialog = admin.getByRole('alertdialog');
  await expect(dialog).toContainText('deixará de aparecer para os proprietários');
  await expectNoAxeViolations(page, 'admin: delete confirmation');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Excluir manual' }).focus();
  await page.keyboard.press('Enter');
  await expect(admin.getByText('Manual “Manual do proprietário Cronos 2026” excluído.')).toBeFocused();
  expect((await journal()).filter((e) => e.method === 'DELETE')).toHaveLength(1);
  expect(problems).toEqual([]);
});

test('es-AR: an owner finds the Argentine manuals in Spanish; a customer is refused and an administrator is refused a final date before the initial, in Spanish', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const journal = await sandbox(page);
  await page.goto('/pages/manuals/fiat.html?market=es-AR');
  const owner = ownerPart(page);
  const list = owner.getByRole('list', { name: 'Manuales encontrados' });
  await expect(list.getByRole('listitem').first()).toContainText('Manual del propietario');
  await expect(list).not.toContainText('Manual do proprietário');
  await expect(adminPart(page).getByText('Tu perfil no da acceso a esta área.')).toBeVisible();
  await expect(adminPart(page).getByText('Es para: administración de manuales.')).toBeVisible();
  await expectNoAxeViolations(page, 'es-AR owner; admin refused');
  await owner.getByLabel('Modelo, año o nombre del manual').fill('Cronos');
  await page.keyboard.press('Enter');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(
    owner.getByRole('link', { name: /^Abrir Manual del propietario Cronos 2026/ }),
  ).toHaveAttribute('href', /\/fiat\/ar\//);

  await page.goto('/pages/manuals/fiat.html?market=es-AR&as=sofia');
  const admin = adminPart(page);
  await expect(admin.getByText('Estado: Vencido').first()).toBeVisible();
  const [first] = await admin.getByRole('button', { name: /^Editar Manual del propietario/ }).all();
  await first?.focus();
  await page.keyboard.press('Enter');
  await admin.getByLabel(/^Inicio de la vigencia/).fill('2026-06-01');
  await admin.getByLabel(/^Fin de la vigencia/).fill('2026-05-31');
  await admin.getByRole('button', { name: 'Guardar manual' }).focus();
  await page.keyboard.press('Enter');
  await expect(admin.getByText('El fin de la vigencia no puede ser anterior al inicio')).toBeVisible();
  expect((await journal()).filter((e) => e.method === 'PUT')).toEqual([]);
  await expectNoAxeViolations(page, 'es-AR admin: final date refused');
  expect(problems).toEqual([]);
});
