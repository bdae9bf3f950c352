import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { BRANDS } from '../../core/brands.ts';
import { expectNoAxeViolations, resetSandbox, watchConsole } from './support.ts';

/** The primary colour each brand's skin declares (themes/brands/<brand>.css). */
const primaryOf = (brand: string) =>
  /--hub-color-primary:\s*([^;]+);/.exec(
    readFileSync(new URL(`../../themes/brands/${brand}.css`, import.meta.url), 'utf8'),
  )?.[1];

const TEXTS = {
  'pt-BR': { recall: 'Consulta de recall', scanner: 'Ler o chassi pela câmera', plate: 'Placa do veículo' },
  'es-AR': {
    recall: 'Consulta de recall',
    scanner: 'Escanear el chasis con la cámara',
    plate: 'Patente del vehículo',
    notFound: 'No encontramos un vehículo con esos datos.',
  },
} as const;
const NOT_FOUND = {
  'pt-BR': 'Não encontramos um veículo com esses dados.',
  'es-AR': TEXTS['es-AR'].notFound,
};
/** Each market's owner (Ana has a CPF, Martina a CUIL) and a well-formed plate nobody has. */
const OWNER = {
  'pt-BR': { token: 'sandbox-token-ana', unknownPlate: 'QQQ0000' },
  'es-AR': { token: 'sandbox-token-martina', unknownPlate: 'ZZ999ZZ' },
} as const;

// One test per brand, both markets: the owners' page in the brand's skin, signed in, axe clean with
// content in every widget, with a refused plate beside its field and with a car not found.
for (const brand of BRANDS) {
  test(`${brand}: the owners' widgets in the brand's skin, pt-BR and es-AR, axe clean`, async ({
    page,
    context,
    baseURL,
  }) => {
    const problems = watchConsole(page);
    await resetSandbox(page);
    for (const market of ['pt-BR', 'es-AR'] as const) {
      const texts = TEXTS[market];
      await context.addCookies([{ name: 'hub_token', value: OWNER[market].token, url: baseURL! }]);
      await page.goto(`/pages/owner/${brand}.html${market === 'es-AR' ? '?market=es-AR' : ''}`);
      await expect(page.locator('html')).toHaveAttribute('lang', market);
      const scanner = page.locator('hub-vin-scanner');
      const recall = page.locator('hub-recall-search');
      const vouchers = page.locator('hub-voucher-area');
      await expect(scanner.getByRole('heading', { name: texts.scanner })).toBeVisible();
      await expect(recall.getByRole('heading', { name: texts.recall })).toBeVisible();
      // Every brand has recall campaigns in both countries, and vouchers in every state for Ana (CPF)
      // and Martina (CUIL).
      await expect(recall.locator('.recall-campaign').first()).toBeVisible();
      await expect(vouchers.locator('li.voucher')).toHaveCount(5);
      for (const widget of [scanner, recall, vouchers])
        expect(
          (
            await widget.evaluate((el) => getComputedStyle(el).getPropertyValue('--hub-color-primary'))
          ).trim(),
          `${brand} skin on ${await widget.evaluate((el) => el.localName)}`,
        ).toBe(primaryOf(brand));

      const plate = recall.getByRole('textbox', { name: texts.plate });
      await plate.fill('ABC1');
      await plate.press('Enter');
      await expect(plate).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page, `${brand} ${market} refused plate`);

      await plate.fill(OWNER[market].unknownPlate);
      await plate.press('Enter');
      await expect(recall.getByRole('alert')).toContainText(NOT_FOUND[market]);
      await expectNoAxeViolations(page, `${brand} ${market} not found`);
    }
    // The unknown plate's 404 is the browser's own console line, on purpose.
    expect(problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
  });
}
