import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, resetSandbox, watchConsole } from './support.ts';

type Entry = { path: string; method: string; body: unknown; bearer: boolean; query: Record<string, string> };

/** A fresh sandbox; returns a reader of the coupons journal (accepted requests only). */
async function sandbox(page: Page) {
  await resetSandbox(page);
  return async (): Promise<Entry[]> =>
    (await page.request.get('/sandbox/__sandbox/journal?service=coupons')).json();
}
const ANA = '39053344705';
const validations = (entries: Entry[]) => entries.filter((e) => e.path.includes('/validate/'));

test('pt-BR by keyboard: the default coupon refused without an entry payment and applied with one; a fleet coupon used for a CPF, whose uses a voucher administrator clears after confirming; axe clean', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const journal = await sandbox(page);
  await page.goto('/pages/coupons/fiat.html');
  const shopper = page.locator('hub-coupons:not([mode])');
  const coupon = shopper.getByRole('textbox', { name: 'Cupom de desconto' });
  await expect(coupon).toHaveValue('BEMVINDO10');
  await expect(
    shopper.getByText(/BEMVINDO10, 10% de desconto\. Vale apenas em propostas com entrada\./),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'shopper: default coupon offered');

  // Enter in the coupon field checks it: without an entry payment, the seed's message beside it.
  await coupon.focus();
  await page.keyboard.press('Enter');
  await expect(shopper.getByText('Cupom disponível apenas em propostas com entrada')).toBeVisible();
  await expect(coupon).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, 'shopper: entry payment needed');
  expect(validations(await journal()).at(-1)?.body ?? null).toBeNull();

  // Tab past the CPF to the entry payment, type it, Enter: applied.
  await page.keyboard.press('Tab');
  await expect(shopper.getByRole('textbox', { name: 'CPF (opcional)' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(shopper.getByRole('textbox', { name: /Valor de entrada/ })).toBeFocused();
  await page.keyboard.type('20000');
  await page.keyboard.press('Enter');
  await expect(shopper.getByText('Cupom BEMVINDO10 aplicado: 10% de desconto.')).toBeVisible();
  expect(validations(await journal()).at(-1)?.body).toEqual({ entryValue: 20000 });
  await expectNoAxeViolations(page, 'shopper: applied with an entry payment');

  // Another coupon for a CPF: applied, then its use counted once.
  await shopper.getByRole('button', { name: 'Remover cupom' }).focus();
  await page.keyboard.press('Enter');
  await coupon.focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('FROTA5');
  await page.keyboard.press('Tab');
  await page.keyboard.type(ANA);
  await page.keyboard.press('Enter');
  await expect(shopper.getByText('Cupom FROTA5 aplicado: 5% de desconto.')).toBeVisible();
  expect(validations(await journal()).at(-1)?.query).toMatchObject({ cpf: ANA });
  await shopper.getByRole('button', { name: 'Usar o cupom' }).focus();
  await page.keyboard.press('Enter');
  await expect(
    shopper.getByText('Uso registrado. Usos deste cupom pelo seu CPF nesta oferta: 1.'),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'shopper: use counted');

  // Vera (voucher_admin) clears the CPF's uses: the CPF beside its field, then a confirmation.
  const admin = page.locator('hub-coupons[mode="admin"]');
  const clear = admin.getByRole('button', { name: 'Apagar usos' });
  await expect(clear).toBeVisible();
  await expect(admin.getByRole('radio', { name: 'Usos de um CPF' })).toBeChecked();
  await expectNoAxeViolations(page, 'admin: clearing form');
  await clear.focus();
  await page.keyboard.press('Enter');
  const cpf = admin.getByRole('textbox', { name: /^CPF/ });
  await expect(cpf).toHaveAttribute('aria-invalid', 'true');
  await expect(cpf).toBeFocused();
  await page.keyboard.type(ANA);
  await page.keyboard.press('Enter');
  const dialog = admin.getByRole('alertdialog', { name: 'Apagar usos de cupons?' });
  await expect(dialog).toContainText('Os usos de cupons do CPF 390.533.447-05 serão apagados.');
  await expectNoAxeViolations(page, 'admin: confirmation');
  await dialog.getByRole('button', { name: 'Apagar' }).focus();
  await page.keyboard.press('Enter');
  const cleared = admin
    .getByRole('status')
    .filter({ hasText: 'Usos apagados. O cupom pode ser usado de novo.' });
  await expect(cleared).toBeFocused();
  await expectNoAxeViolations(page, 'admin: cleared');
  const deletes = (await journal()).filter((e) => e.method === 'DELETE');
  expect(deletes).toMatchObject([{ path: `/sandbox/coupons/coupons/clearCPF/${ANA}`, bearer: true }]);
  expect(problems).toEqual([]);
});

test('a customer is refused the administration in words; signed out, a sign-in prompt', async ({ page }) => {
  await sandbox(page);
  await page.goto('/pages/coupons/jeep.html?as=ana');
  const admin = page.locator('hub-coupons[mode="admin"]');
  await expect(admin.getByText('O seu perfil não dá acesso a esta área.')).toBeVisible();
  await expect(admin.getByText('Ela é para: administração de vouchers e cupons.')).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Apagar usos' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'admin: customer refused');
  await page.context().clearCookies();
  await page.goto('/pages/coupons/jeep.html?as=guest');
  await expect(admin.getByRole('link', { name: 'Entrar' })).toBeVisible();
  await expectNoAxeViolations(page, 'admin: signed out');
});

test('es-AR: the Argentine default coupon refused without an entry payment and applied with one; Sofía clears an offer coupon', async ({
  page,
}) => {
  const journal = await sandbox(page);
  await page.goto('/pages/coupons/jeep.html?market=es-AR');
  const shopper = page.locator('hub-coupons:not([mode])');
  const coupon = shopper.getByRole('textbox', { name: 'Cupón de descuento' });
  await expect(coupon).toHaveValue('BIENVENIDO10');
  await expect(shopper.getByRole('textbox', { name: 'CUIL (opcional)' })).toBeVisible();
  await coupon.focus();
  await page.keyboard.press('Enter');
  await expect(shopper.getByText('Cupón disponible solo en propuestas con anticipo')).toBeVisible();
  await expectNoAxeViolations(page, 'es-AR: entry payment needed');
  await shopper.getByRole('textbox', { name: /Anticipo/ }).focus();
  await page.keyboard.type('3000000');
  await page.keyboard.press('Enter');
  await expect(shopper.getByText('Cupón BIENVENIDO10 aplicado: 10% de descuento.')).toBeVisible();
  await expectNoAxeViolations(page, 'es-AR: applied');

  const admin = page.locator('hub-coupons[mode="admin"]');
  await admin.getByRole('radio', { name: 'Usos de un cupón', exact: true }).focus();
  await page.keyboard.press('Space');
  const offer = admin.getByRole('textbox', { name: /Oferta del cupón/ });
  await offer.focus();
  await page.keyboard.type('OFR-00151');
  await page.keyboard.press('Enter');
  const dialog = admin.getByRole('alertdialog', { name: '¿Borrar usos de cupones?' });
  await expect(dialog).toContainText('Se van a borrar los usos del cupón de la oferta OFR-00151');
  await dialog.getByRole('button', { name: 'Borrar' }).focus();
  await page.keyboard.press('Enter');
  await expect(
    admin.getByRole('status').filter({ hasText: 'No había usos registrados para borrar.' }),
  ).toBeFocused();
  await expectNoAxeViolations(page, 'es-AR: nothing to clear');
  expect((await journal()).filter((e) => e.method === 'DELETE')).toEqual([]);
});
