import { expect, type Page, test } from '@playwright/test';
import { VERSIONS } from '../../api/sandbox/data/catalog.ts';
import { expectNoAxeViolations, injectFault, journal, resetSandbox, watchConsole } from './support.ts';

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

/** The financing demo page with a version chosen in the configurator beside it. */
async function configured(page: Page, brand = 'fiat', market = 'pt-BR') {
  await page.goto(`/pages/financing/${brand}.html?market=${market}`);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  const cfg = page.locator('hub-configurator');
  await cfg.getByRole('radio').first().check();
  // The version's first colour: the funding services price the car in a colour.
  await cfg.getByRole('button', { name: /^(Cor|Color)$/ }).click();
  await cfg.getByRole('radiogroup').getByRole('radio').first().check();
  return page.locator('hub-financing');
}

test('keyboard: a car configured on the page is financed with CDC, a proposal is sent and its voucher shown', async ({
  page,
  context,
  baseURL,
}) => {
  const problems = watchConsole(page);
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  await context.addCookies([{ name: 'hub_token', value: 'sandbox-token-ana', url: baseURL! }]);
  const fin = await configured(page);
  await expect(fin.getByRole('group', { name: 'Escolha como financiar' })).toBeVisible();
  await expectNoAxeViolations(page, 'flow selection');

  const cdc = fin.getByRole('button', { name: /^CDC/ });
  await cdc.focus();
  await page.keyboard.press('Enter');
  const entrance = fin.getByRole('slider', { name: /entrada/i });
  await expect(entrance).toBeVisible();
  await expect(fin.getByText(/CET de/)).toBeVisible();
  await expectNoAxeViolations(page, 'simulation');

  // The entrance slider by keyboard: one step up re-simulates once with the new percent.
  const before = (await journal(page, 'funding')).length;
  await entrance.focus();
  const from = Number(await entrance.inputValue());
  await page.keyboard.press('ArrowRight');
  await expect(entrance).toHaveValue(String(from + 1));
  await expect(entrance).toHaveAttribute('aria-valuetext', new RegExp(`\\(${from + 1}%\\)`));
  await expect.poll(async () => (await journal(page, 'funding')).length).toBe(before + 1);
  expect((await journal(page, 'funding')).at(-1)?.body).toMatchObject({ vlensim: expect.any(Number) });

  await fin.getByRole('button', { name: 'Quero este plano' }).focus();
  await page.keyboard.press('Enter');
  await fin.getByRole('button', { name: 'Continuar' }).focus();
  await page.keyboard.press('Enter');

  // Bad input is refused beside the fields and nothing is sent.
  await fin.getByRole('button', { name: 'Continuar' }).focus();
  await page.keyboard.press('Enter');
  await expect(fin.getByText('AINDA EXISTEM CAMPOS A SEREM PREENCHIDOS')).toBeVisible();
  await expectNoAxeViolations(page, 'proposal with errors');

  await fin.getByLabel(/nome completo/i).fill('Maria da Silva');
  await fin.getByLabel(/^cpf/i).pressSequentially('52998224725');
  await fin.getByLabel(/data de nascimento/i).pressSequentially('10051990');
  await fin.getByLabel(/^sexo/i).selectOption('female');
  await fin.getByLabel(/nome da mãe/i).fill('Ana da Silva');
  await fin.getByLabel(/estado civil/i).selectOption('single');
  await fin.getByLabel(/ocupação/i).selectOption('salaried');
  await fin.getByLabel(/renda mensal/i).pressSequentially('8000');
  await fin.getByRole('textbox', { name: /e-mail/i }).fill('maria@example.com');
  await fin.getByLabel(/celular/i).pressSequentially('11987654321');
  await fin.getByLabel(/^cep/i).pressSequentially('01310100');
  await fin.getByLabel(/^rua/i).fill('Avenida Paulista');
  await fin.getByLabel(/^número/i).fill('1000');
  await fin.getByLabel(/bairro/i).fill('Bela Vista');
  await fin.getByLabel(/estado \(uf\)/i).fill('SP');
  await fin.getByLabel(/^cidade/i).fill('São Paulo');
  await fin.getByRole('button', { name: 'Continuar' }).focus();
  await page.keyboard.press('Enter');

  await fin.getByRole('checkbox', { name: /aceito os termos/i }).focus();
  await page.keyboard.press('Space');
  await expectNoAxeViolations(page, 'terms');
  await fin.getByRole('button', { name: 'Enviar proposta' }).dblclick();
  await expect(fin.getByRole('heading', { name: 'Proposta enviada' })).toBeVisible();
  await expect(fin.getByText('Voucher da proposta')).toBeVisible();
  await expectNoAxeViolations(page, 'voucher');
  const proposals = (await journal(page, 'funding')).filter((e) => 'simulationId' in (e.body ?? {}));
  expect(proposals).toHaveLength(1);
  // Accepted only with the bearer (the journal never keeps the token itself).
  expect(proposals[0]?.body).toMatchObject({ name: 'Maria da Silva', cpf: '52998224725', income: 8000 });
  // The formalization QR code is not needed here: its code never loaded.
  expect(scripts.some((s) => /shared-qrcode-/.test(s))).toBe(false);
  expect(problems.filter((p) => !/Failed to load resource/.test(p))).toEqual([]);
});

test('a colour is asked for first; a failing simulation shows the seed message and retries', async ({
  page,
}) => {
  await page.goto('/pages/financing/fiat.html');
  await page.locator('hub-configurator').getByRole('radio').first().check();
  await page.locator('hub-financing').getByRole('button', { name: /^CDC/ }).click();
  await expect(page.locator('hub-financing').getByRole('status')).toHaveText(
    'Escolha a cor do carro para simular o financiamento.',
  );
  const fin = await configured(page);
  await fin.getByRole('button', { name: /^CDC/ }).click();
  await expect(fin.getByText(/CET de/)).toBeVisible();
  await injectFault(page, 'funding', 503, 1);
  await fin.getByRole('slider', { name: /entrada/i }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(fin.getByText('AS SIMULAÇÕES ESTÃO INDISPONÍVEIS NO MOMENTO.')).toBeVisible();
  await expectNoAxeViolations(page, 'unavailable');
  await fin.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(fin.getByText(/CET de/)).toBeVisible();
});

for (const brand of ['fiat', 'jeep', 'dodge', 'chrysler', 'ram', 'citroen', 'peugeot', 'fiat-abarth', 'ds']) {
  test(`${brand}: the brand page simulates in pt-BR and es-AR without axe violations`, async ({ page }) => {
    for (const market of ['pt-BR', 'es-AR']) {
      const country = market === 'es-AR' ? 'AR' : 'BR';
      if (!VERSIONS.some((v) => v.brand === brand && v.price[country] !== undefined)) continue;
      const fin = await configured(page, brand, market);
      await fin.getByRole('button', { name: market === 'es-AR' ? 'Crédito prendario' : /^CDC/ }).click();
      await expect(fin.getByRole('slider').first(), `${brand} ${market}`).toBeVisible();
      await expect(
        fin.getByRole('heading', {
          name: market === 'es-AR' ? 'Simulá tu financiación' : 'Simule seu financiamento',
        }),
      ).toBeVisible();
      await expectNoAxeViolations(page, `${brand} ${market}`);
    }
  });
}
