import { expect, type Page, test } from '@playwright/test';
import { VERSIONS } from '../../api/sandbox/data/catalog.ts';
import {
  expectNoAxeViolations,
  injectFault,
  resetSandbox,
  setFixtureMarkup,
  watchConsole,
} from './support.ts';

const ARGO = VERSIONS.find((version) => version.brand === 'fiat' && version.modelName === 'Argo')!;

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

/** Puts a configurator with these attributes on the empty page. */
async function place(page: Page, attributes: string) {
  await setFixtureMarkup(page, `<hub-configurator ${attributes}></hub-configurator>`);
  return page.locator('hub-configurator');
}

test('a first visit opens on initial-step once the car exists; the summary says what is missing and links to the step', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.goto('/pages/empty.html');
  const cfg = await place(page, `model="${ARGO.modelCode}" mvs="${ARGO.mvsCode}" initial-step="optionals"`);
  await expect(cfg.getByRole('button', { name: /Opcionais$/ })).toHaveAttribute('aria-current', 'step');
  await expect(cfg.getByRole('checkbox', { name: /Rodas de liga leve 18/ })).toBeVisible();
  await expectNoAxeViolations(page, 'first visit on optionals');

  // No colour nor coating yet: the summary cannot be printed, downloaded or shared, and says why.
  await cfg.getByRole('button', { name: /Resumo$/ }).click();
  await expect(
    cfg.getByText('Para imprimir, baixar ou compartilhar o resumo, escolha: Cor, Revestimento.'),
  ).toBeVisible();
  await expect(cfg.getByRole('button', { name: 'Imprimir' })).toHaveCount(0);
  await expect(cfg.getByRole('button', { name: /Baixar PDF/ })).toHaveCount(0);
  await expect(cfg.getByRole('link', { name: /WhatsApp/ })).toHaveCount(0);
  await expectNoAxeViolations(page, 'summary incomplete');

  // The link goes to the step; once chosen, the summary is complete.
  await cfg.getByRole('button', { name: 'Escolher a cor' }).focus();
  await page.keyboard.press('Enter');
  await expect(cfg.locator('.cfg')).toHaveAttribute('data-step', 'color');
  await cfg.getByRole('radio', { name: /Prata Bari/ }).check();
  await cfg.getByRole('button', { name: /Resumo$/ }).click();
  await expect(
    cfg.getByText('Para imprimir, baixar ou compartilhar o resumo, escolha: Revestimento.'),
  ).toBeVisible();
  await cfg.getByRole('button', { name: 'Escolher o revestimento' }).click();
  await cfg.getByRole('radio', { name: /Tecido preto/ }).check();
  await cfg.getByRole('button', { name: /Resumo$/ }).click();
  await expect(cfg.getByRole('button', { name: 'Imprimir' })).toBeVisible();
  await expectNoAxeViolations(page, 'summary complete');
  expect(problems.filter((p) => !/Failed to load resource/.test(p))).toEqual([]);
});

test('bad attributes and a stock failure are said in words: year="abc", mvs="xyz" (with hub-error), the seed’s stock text', async ({
  page,
}) => {
  await page.goto('/pages/empty.html');
  await page.evaluate(() => {
    const seen: unknown[] = [];
    (window as unknown as { hubErrors: unknown[] }).hubErrors = seen;
    document.addEventListener('hub-error', (e) => seen.push((e as CustomEvent).detail));
  });
  let cfg = await place(page, `model="${ARGO.modelCode}" year="abc"`);
  await expect(cfg.getByText('O atributo “year” tem um valor inválido: “abc”.')).toBeVisible();
  await expectNoAxeViolations(page, 'year refused');

  cfg = await place(page, `model="${ARGO.modelCode}" mvs="xyz"`);
  const unknown = 'A versão “xyz” não está disponível. Escolha uma das versões abaixo.';
  await expect(cfg.getByText(unknown)).toBeVisible();
  await expect(cfg.getByRole('radio').first()).toBeVisible();
  const errors = await page.evaluate(
    () => (window as unknown as { hubErrors: { code: string }[] }).hubErrors,
  );
  expect(errors).toContainEqual(expect.objectContaining({ code: 'unknown-version', message: unknown }));
  await expectNoAxeViolations(page, 'unknown version');

  await injectFault(page, 'stock', 500);
  cfg = await place(page, `model="${ARGO.modelCode}" mvs="${ARGO.mvsCode}" initial-step="color"`);
  await expect(cfg.getByText('Falha ao carregar estoque')).toBeVisible();
  await expectNoAxeViolations(page, 'stock failed');
});
