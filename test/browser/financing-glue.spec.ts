import { expect, type Locator, type Page, test } from '@playwright/test';
import { configured, fillCdcBuyer, SALARIED_BUYER, sendCdcProposal } from './financingSupport.ts';
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
  await sendCdcProposal(fin, SALARIED_BUYER);
  await expect(fin.getByRole('heading', { name: 'Proposta aprovada!' })).toBeVisible();
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

test('the car changed after a plan was chosen: the plan is dropped, said, and the new car simulated', async ({
  page,
}) => {
  const fin = await configured(page);
  await fin.getByRole('button', { name: /^CDC/ }).click();
  await expect(fin.getByText(/^48× R\$/)).toBeVisible();
  const before = await fin.getByText(/^Valor do veículo: /).textContent();
  await fin.getByRole('button', { name: 'Quero este plano' }).click();
  await expect(fin.getByRole('button', { name: 'Continuar' })).toBeVisible();
  // Back in the configurator, another version.
  const cfg = page.locator('hub-configurator');
  await cfg.getByRole('button', { name: 'Versão' }).click();
  await cfg.getByRole('radio').nth(1).check();
  const notice = fin.getByText(
    'O carro mudou: o plano escolhido foi descartado e o financiamento simulado de novo.',
  );
  await expect(notice).toBeVisible();
  // The new version's colour, and the new car is simulated.
  await cfg.getByRole('button', { name: /^Cor$/ }).click();
  await cfg.getByRole('radiogroup').getByRole('radio').first().check();
  await expect(fin.getByText(/^Valor do veículo: /)).toBeVisible();
  await expect(fin.getByText(/^Valor do veículo: /)).not.toHaveText(before ?? '');
  await expect(fin.getByRole('button', { name: 'Quero este plano' })).toBeVisible();
  // The new car's figures are in (no longer dimmed as being simulated).
  await expect(fin.locator('.fin-result[data-loading]')).toHaveCount(0);
  await expect(notice).toBeVisible();
  await expectNoAxeViolations(page, 'the plan dropped because the car changed');
});

test('signed out, the proposal says at its start that sending needs a sign-in; back signed in, the term and the form are kept', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const fin = await configured(page);
  await fin.getByRole('button', { name: /^CDC/ }).click();
  await expect(fin.getByText(/^48× R\$/)).toBeVisible();
  await fin.getByRole('slider', { name: /número de parcelas/i }).press('ArrowLeft');
  await expect(fin.getByText(/^36× R\$/)).toBeVisible();
  await fin.getByRole('button', { name: 'Quero este plano' }).click();
  await fin.getByRole('button', { name: 'Continuar' }).click();
  await expect(
    fin.getByText(
      'Para enviar a proposta você precisa entrar na sua conta. A simulação, o prazo e o que você preencher ficam guardados.',
    ),
  ).toBeVisible();
  const link = fin.getByRole('link', { name: 'Entrar na minha conta' });
  const href = new URL((await link.getAttribute('href')) ?? '', page.url());
  expect(href.pathname).toBe('/pages/account.html');
  const back = href.searchParams.get('returnUrl') ?? '';
  expect(back).toBe(page.url());
  await expectNoAxeViolations(page, 'the signed-out proposal with its sign-in link');
  await fillCdcBuyer(fin, SALARIED_BUYER);

  // The sign-in page, then back to the address it was given, signed in.
  await link.click();
  await page.waitForURL(/\/pages\/account\.html/);
  await context.addCookies([{ name: 'hub_token', value: 'sandbox-token-ana', url: baseURL ?? '' }]);
  await page.goto(back);
  await expect(fin.getByLabel(/^cpf \*/i)).toHaveValue('529.982.247-25');
  await expect(fin.getByLabel(/número do documento/i)).toHaveValue('123456789');
  await expect(fin.getByLabel(/nome completo/i)).toHaveValue('Maria da Silva');
  await expect(fin.getByText(/Para enviar a proposta você precisa entrar/)).toHaveCount(0);
  await fin.getByRole('button', { name: 'Continuar' }).click();
  await fin.getByRole('checkbox', { name: /aceito os termos/i }).check();
  await fin.getByRole('button', { name: 'Enviar proposta' }).click();
  await expect(fin.getByRole('heading', { name: 'Proposta aprovada!' })).toBeVisible();
  await expect(figure(fin, 'Prazo')).toHaveText('36 meses');
});
