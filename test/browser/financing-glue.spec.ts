import { expect, type Locator, type Page, test } from '@playwright/test';
import { configured, fillCdcBuyer } from './financingSupport.ts';
import { expectNoAxeViolations, resetSandbox, watchConsole } from './support.ts';

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

/** A page of the site with no configurator: the widget inserted alone, as a CMS would. */
async function alone(page: Page, tag: string, attributes: Record<string, string>): Promise<Locator> {
  await page.goto('/pages/empty.html');
  await page.evaluate(
    ([name, attrs]) => {
      const el = document.createElement(name);
      for (const [key, value] of Object.entries(attrs)) el.setAttribute(key, value);
      document.getElementById('slot')?.append(el);
    },
    [tag, attributes] as const,
  );
  return page.locator(tag);
}

/** The CDC proposal of a buyer whose income pre-approves it, sent. */
async function sendCdcProposal(fin: Locator) {
  await fin.getByRole('button', { name: /^CDC/ }).click();
  await fin.getByRole('button', { name: 'Quero este plano' }).click();
  await fin.getByRole('button', { name: 'Continuar' }).click();
  await fillCdcBuyer(fin, {
    documentType: 'RG',
    documentNumber: '123456789',
    issueDate: '01022010',
    occupation: 'salaried',
    income: '40000',
  });
  await fin.getByRole('checkbox', { name: /aceito os termos/i }).check();
  await fin.getByRole('button', { name: 'Enviar proposta' }).click();
  await expect(fin.getByRole('heading', { name: 'Proposta aprovada!' })).toBeVisible();
}

/** The value beside a voucher label. */
const figure = (fin: Locator, label: string) =>
  fin
    .locator('.fin-voucher div')
    .filter({ has: fin.page().getByText(label, { exact: true }) })
    .locator('dd');

test('the voucher prints alone, without the host page; the QR address reopens the proposal with its result and voucher on another page', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const problems = watchConsole(page);
  await context.addCookies([{ name: 'hub_token', value: 'sandbox-token-ana', url: baseURL ?? '' }]);
  const fin = await configured(page);
  await sendCdcProposal(fin);
  const installment = await figure(fin, 'Valor da parcela').textContent();
  // A CDC plan has no final installment: the voucher shows none.
  await expect(fin.locator('.fin-voucher').getByText('Parcela final', { exact: true })).toHaveCount(0);

  // Print: the browser's dialog is replaced by a probe; while it is open only the voucher prints.
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-probe-printed', '');
  });
  await fin.getByRole('button', { name: 'Imprimir voucher' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-probe-printed', '');
  await page.emulateMedia({ media: 'print' });
  await expect(fin.locator('.fin-voucher')).toBeVisible();
  await expect(page.locator('hub-configurator')).toBeHidden();
  await expect(page.locator('.demo-header')).toBeHidden();
  await expect(page.locator('h1')).toBeHidden();
  // The dialog closed: the page prints as it did before.
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect(page.locator('hub-configurator')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  await fin.getByRole('button', { name: 'Formalizar proposta' }).click();
  const qr = fin.getByRole('img', { name: /Código QR para continuar a proposta PRP-/ });
  await expect(qr).toBeVisible();
  const id = /PRP-[\w-]+/.exec((await qr.getAttribute('alt')) ?? '')?.[0] ?? '';
  // The address the QR encodes is the page's own, with the proposal: open it on "a phone".
  const qrUrl = page.url();
  expect(new URL(qrUrl).searchParams.get('proposal')).toBe(id);
  const phone = await context.newPage();
  await phone.goto(qrUrl);
  const resumed = phone.locator('hub-financing');
  await expect(resumed.getByRole('heading', { name: 'Proposta aprovada!' })).toBeVisible();
  await expect(figure(resumed, 'Número da proposta')).toHaveText(id);
  await expect(figure(resumed, 'Comprador')).toHaveText('Maria da Silva');
  await expect(figure(resumed, 'Valor da parcela')).toHaveText(installment ?? '');
  await expect(resumed.getByRole('button', { name: 'Formalizar proposta' })).toBeVisible();
  await expectNoAxeViolations(phone, 'a proposal reopened from its QR address');

  // A reload after approval keeps the result and the voucher.
  await page.reload();
  await expect(fin.getByRole('heading', { name: 'Proposta aprovada!' })).toBeVisible();
  await expect(figure(fin, 'Valor da parcela')).toHaveText(installment ?? '');
  expect(problems.filter((p) => !/Failed to load resource/.test(p))).toEqual([]);
});

test('a car configured on one page is financed and reserved on others, with the same price', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const fin = await configured(page);
  await fin.getByRole('button', { name: /^CDC/ }).click();
  const price =
    (await fin.getByText(/^Valor do veículo: /).textContent())?.replace('Valor do veículo: ', '') ?? '';
  expect(price).toMatch(/^R\$\s[\d.]+,\d\d$/);
  const term = fin.getByText(/^48× R\$/);
  await expect(term).toBeVisible();
  const installment = (await term.textContent()) ?? '';

  // Another page of the site, no configurator on it: the financing of the same car, same figures.
  const financing = await alone(page, 'hub-financing', { source: 'CDC' });
  await expect(financing.getByText(`Valor do veículo: ${price}`)).toBeVisible();
  await expect(financing.getByText(/^48× R\$/)).toHaveText(installment);

  // A third page: the reservation of the same car at the same price.
  const reservation = await alone(page, 'hub-reservation', { 'login-url': '/pages/account.html' });
  await expect(reservation.getByText(`Preço do veículo: ${price}`)).toBeVisible();
  await expectNoAxeViolations(page, 'the configured car reserved on another page');
});

test("the configurator's e-commerce summary prices the reservation at the car's total, never above it", async ({
  page,
}) => {
  await configured(page);
  const cfg = page.locator('hub-configurator');
  await cfg.evaluate((el) => el.setAttribute('ecommerce', ''));
  await cfg.getByRole('button', { name: 'Resumo' }).click();
  const reservation = cfg.getByText(/^Preço de reserva: /);
  await expect(reservation).toBeVisible();
  const total = cfg.locator('.cfg-total dd');
  // Both figures settle once the e-commerce price is in: compare them as they are then.
  await expect
    .poll(async () => {
      const [price, sum] = [await reservation.textContent(), await total.textContent()];
      return price === `Preço de reserva: ${sum}` ? 'the total' : `${price} with a total of ${sum}`;
    })
    .toBe('the total');
  await expectNoAxeViolations(page, 'the e-commerce summary with its reservation price');
});
