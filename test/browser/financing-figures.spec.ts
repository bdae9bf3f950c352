import { expect, type Locator, type Page, test } from '@playwright/test';
import { storedDraft } from '../examples/financingDraft.ts';
import { expectNoAxeViolations, journal, resetSandbox } from './support.ts';

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

/** What the Brazilian and Argentine journeys type, say and expect. */
const MARKETS = {
  'pt-BR': {
    brand: 'fiat',
    token: 'sandbox-token-ana',
    draft: storedDraft({ income: 'R$ 20.000,00' }),
    taxId: [/^cpf/i, '52998224725'],
    documentNumber: [/número do documento/i, '123456789'],
    choose: 'Quero este plano',
    check: 'Confira seu plano',
    accept: /aceito os termos/i,
    send: 'Enviar proposta',
    voucher: 'Voucher da proposta',
    coupon: 'BEMVINDO10',
    couponLabel: /cupom de desconto/i,
    discount: 'Desconto do cupom BEMVINDO10',
  },
  'es-AR': {
    brand: 'jeep',
    token: 'sandbox-token-martina',
    draft: storedDraft({
      name: 'Martina Gómez',
      nationality: 'argentine',
      birthPlace: 'Rosario',
      motherName: 'Laura Fernández',
      documentType: 'DNI',
      documentIssueDate: '01/03/2015',
      income: '$ 9.000.000,00',
      email: 'martina@example.com',
      phone: '(11) 5123-4567',
      postalCode: 'C1043AAZ',
      street: 'Avenida Corrientes',
      number: '1234',
      neighborhood: 'San Nicolás',
      state: 'Buenos Aires',
      city: 'Ciudad Autónoma de Buenos Aires',
    }),
    taxId: [/^cuil/i, '27123456780'],
    documentNumber: [/número de documento/i, '12345678'],
    choose: 'Quiero este plan',
    check: 'Revisá tu plan',
    accept: /acepto los términos/i,
    send: 'Enviar solicitud',
    voucher: 'Voucher de la solicitud',
    coupon: 'BIENVENIDO10',
    couponLabel: /cupón de descuento/i,
    discount: 'Descuento del cupón BIENVENIDO10',
  },
} as const;

/** The CET (CFT) figure in a text: '22,52' from 'CET 22,52% a.a.', 'CET de 22,52% a.a.' or 'CFT 63,02 % anual'. */
async function cetIn(target: Locator): Promise<string | null> {
  const text = (await target.textContent()) ?? '';
  return /(?:CET|CFT)(?: de)? ([\d.,]+)\s?%/.exec(text)?.[1] ?? null;
}

/** The financing page of a brand with a version and its first colour chosen, the proposal draft kept. */
async function configured(page: Page, market: keyof typeof MARKETS) {
  const { brand, draft } = MARKETS[market];
  await page.goto(`/pages/financing/${brand}.html?market=${market}`);
  await page.evaluate(
    ([key, value]) => {
      localStorage.clear();
      sessionStorage.setItem(key, value);
    },
    [`hub:financing:proposal:${brand}`, JSON.stringify(draft)] as const,
  );
  await page.reload();
  const cfg = page.locator('hub-configurator');
  await cfg.getByRole('radio').first().check();
  await cfg.getByRole('button', { name: /^(Cor|Color)$/ }).click();
  await cfg.getByRole('radiogroup').getByRole('radio').first().check();
  return page.locator('hub-financing');
}

for (const market of ['pt-BR', 'es-AR'] as const) {
  test(`${market}: one CET for the 48-month plan in the simulation, its legal text, the plan check and the voucher; the coupon's discount in the figures`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const m = MARKETS[market];
    await context.addCookies([{ name: 'hub_token', value: m.token, url: baseURL! }]);
    const fin = await configured(page, market);
    await fin.getByRole('button', { name: market === 'pt-BR' ? /^CDC/ : 'Crédito prendario' }).click();
    await expect(fin.getByRole('slider', { name: /parcelas|cuotas/i })).toHaveAttribute(
      'aria-valuetext',
      /^48 /,
    );
    const costs = fin.locator('.fin-result .fin-costs');
    await expect(costs).toHaveText(/(CET|CFT) [\d.,]+\s?%/);
    const cet = await cetIn(costs);
    expect(cet).not.toBeNull();
    expect(await cetIn(fin.locator('.fin-legal'))).toBe(cet);

    await fin.getByRole('button', { name: m.choose }).click();
    await expect(fin.getByRole('heading', { name: m.check })).toBeVisible();
    expect(await cetIn(fin.locator('.fin-costs'))).toBe(cet);
    expect(await cetIn(fin.locator('.fin-legal'))).toBe(cet);
    const listInstallment = await fin.locator('.fin-installment').textContent();

    // The coupon's discount comes off the price: a lower installment, and the discount among the figures.
    await fin.getByLabel(m.couponLabel).fill(m.coupon);
    await fin.getByLabel(m.couponLabel).press('Enter');
    await expect(fin.locator('.fin-figures')).toContainText(m.discount);
    await expect(fin.locator('.fin-installment')).not.toHaveText(listInstallment ?? '');
    await expectNoAxeViolations(page, `${market} plan check with the coupon's discount`);
    // The discounted plan has a CET of its own, again the same beside the installment and in the legal text.
    const discountedCet = await cetIn(fin.locator('.fin-costs'));
    expect(await cetIn(fin.locator('.fin-legal'))).toBe(discountedCet);
    const installment = await fin.locator('.fin-installment').textContent();

    await fin.getByRole('button', { name: 'Continuar' }).click();
    await fin.getByLabel(m.taxId[0]).pressSequentially(m.taxId[1]);
    await fin.getByLabel(m.documentNumber[0]).fill(m.documentNumber[1]);
    await fin.getByRole('button', { name: 'Continuar' }).click();
    await fin.getByRole('checkbox', { name: m.accept }).check();
    await fin.getByRole('button', { name: m.send }).click();
    const voucher = fin.locator('.fin-voucher');
    await expect(voucher.getByText(m.voucher)).toBeVisible();
    expect(await cetIn(voucher.locator('dl'))).toBe(discountedCet);
    expect(await cetIn(voucher.locator('.fin-legal'))).toBe(discountedCet);
    await expect(voucher).toContainText(m.discount);
    await expect(voucher).toContainText((installment ?? '').replace(/^48×\s*/, ''));
    await expectNoAxeViolations(page, `${market} voucher`);
    const sent = (await journal(page, 'funding')).filter((e) => 'simulationId' in (e.body ?? {}));
    expect(sent[0]?.body).toMatchObject({ coupon: m.coupon });
  });
}
