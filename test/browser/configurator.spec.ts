import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { VERSIONS } from '../../api/sandbox/data/catalog.ts';
import {
  expectNoAxeViolations,
  injectFault,
  journal,
  resetSandbox,
  setFixtureMarkup,
  watchConsole,
} from './support.ts';

const argo = VERSIONS.filter((version) => version.brand === 'fiat' && version.modelName === 'Argo');
const MODEL = argo[0]!.modelCode;

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

async function insert(page: Page, url = '/pages/empty.html', onVersions = true) {
  await page.goto(url);
  // Signed in, as the services step's list is a bearer call.
  await page.context().addCookies([{ name: 'hub_token', value: 'sandbox-token-ana', url: page.url() }]);
  await setFixtureMarkup(page, `<hub-configurator model="${MODEL}"></hub-configurator>`);
  const cfg = page.locator('hub-configurator');
  await expect(cfg.getByRole('navigation', { name: 'Etapas da configuração' })).toBeVisible();
  if (onVersions) await expect(cfg.getByRole('radio').first()).toBeVisible();
  return cfg;
}

test('a shopper configures a car by keyboard; reload, share link, print and PDF work', async ({ page }) => {
  const problems = watchConsole(page);
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  const cfg = await insert(page);
  // Only the loader, shared modules and the configurator's own chunks: no other widget's code.
  expect(scripts.filter((s) => !/^\/(hub-widgets\.js|chunks\/(shared|configurator)-)/.test(s))).toEqual([]);
  await expectNoAxeViolations(page, 'version');

  // Version, by keyboard.
  await cfg.getByRole('radio').first().focus();
  await page.keyboard.press('Space');
  await expect(cfg.getByRole('radio').first()).toBeChecked();
  const next = cfg.getByRole('button', { name: 'Continuar' });
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(cfg.getByRole('button', { name: /Opcionais$/ })).toHaveAttribute('aria-current', 'step');

  // Optionals with a conflict: the modal, confirmed by keyboard.
  await cfg.getByRole('checkbox', { name: /Rodas de liga leve 18/ }).focus();
  await page.keyboard.press('Space');
  await cfg.getByRole('checkbox', { name: /Rodas de liga leve 17/ }).focus();
  await page.keyboard.press('Space');
  const dialog = cfg.getByRole('alertdialog');
  await expect(dialog).toContainText('Serão removidos:');
  await expectNoAxeViolations(page, 'conflicts modal');
  await dialog.getByRole('button', { name: 'Confirmar' }).focus();
  await page.keyboard.press('Enter');
  await expect(cfg.getByRole('checkbox', { name: /Rodas de liga leve 17/ })).toBeChecked();
  await expectNoAxeViolations(page, 'optionals');

  // Colour: arrow keys in the native radio group.
  await next.focus();
  await page.keyboard.press('Enter');
  const colors = cfg.getByRole('radiogroup', { name: 'Cores' }).getByRole('radio');
  await colors.first().focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await expect(colors.nth(1)).toBeChecked();
  await expectNoAxeViolations(page, 'color');

  for (const step of ['coating', 'accessories', 'services']) {
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(cfg.locator('.cfg')).toHaveAttribute('data-step', step);
    if (step === 'coating') {
      // The summary needs a complete car: a coating is chosen like the colour.
      await cfg.getByRole('radio').first().focus();
      await page.keyboard.press('Space');
      await expect(cfg.getByRole('radio').first()).toBeChecked();
    }
    await expectNoAxeViolations(page, step);
  }
  await expect(cfg.getByRole('checkbox', { name: /Garantia estendida/ })).toBeVisible();
  const dealerCalls = (await journal(page, 'dealers')) as unknown as { path: string }[];
  expect(dealerCalls.some((e) => e.path.endsWith('/v1/maintenanceservice'))).toBe(true);
  await cfg.getByRole('checkbox').first().focus();
  await page.keyboard.press('Space');
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(cfg.getByText('Resumo da configuração')).toBeHidden();
  await expect(cfg.getByRole('button', { name: 'Imprimir' })).toBeVisible();
  await expectNoAxeViolations(page, 'resume');
  await cfg.getByRole('button', { name: 'Comparar com outras versões' }).click();
  await expect(cfg.getByRole('table')).toBeVisible();
  await expectNoAxeViolations(page, 'resume with comparison');

  // Print: the summary stays, the controls go.
  await page.emulateMedia({ media: 'print' });
  await expect(cfg.getByText('Resumo da configuração')).toBeVisible();
  await expect(cfg.getByRole('button', { name: 'Imprimir' })).toBeHidden();
  await expect(cfg.getByRole('navigation')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // PDF download: the summary's PDF writer only now.
  expect(scripts.some((s) => /chunks\/shared-summaryPdf-/.test(s))).toBe(false);
  const download = page.waitForEvent('download');
  await cfg.getByRole('button', { name: 'Baixar PDF' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  const pdf = readFileSync((await (await download).path()) ?? '', 'latin1');
  expect(pdf.startsWith('%PDF-')).toBe(true);
  expect(pdf).toContain('(Total) Tj');
  expect(scripts.some((s) => /chunks\/shared-summaryPdf-/.test(s))).toBe(true);

  const link = await cfg.getByRole('textbox', { name: 'Link desta configuração' }).inputValue();
  const total = await cfg.locator('.cfg-total dd').textContent();

  // Reload restores the car on the step the shopper was on, with the whole line-up on Versão.
  const again = await insert(page, '/pages/empty.html', false);
  await expect(again.getByText('Recuperamos a configuração que você salvou.')).toBeVisible();
  await expect(again.locator('.cfg')).toHaveAttribute('data-step', 'resume');
  await expect(again.locator('.cfg-total dd')).toHaveText(total!);
  await again.getByRole('button', { name: /Versão$/ }).click();
  await expect(again.getByRole('radio').first()).toBeChecked();

  // The share link restores exactly that configuration, with nothing stored.
  await page.evaluate(() => localStorage.clear());
  const shared = await insert(page, new URL(link).pathname + new URL(link).search);
  await expect(shared.getByText('Configuração do link carregada.')).toBeVisible();
  await expect(shared.locator('.cfg-total dd')).toHaveText(total!);
  // Applied once: the code leaves the address.
  expect(new URL(page.url()).searchParams.has('hub-config')).toBe(false);
  expect(problems.filter((p) => !/Failed to load resource/.test(p))).toEqual([]);
});

test('every brand page, in pt-BR and es-AR, lists its versions (or says there are none) without axe violations', async ({
  page,
}) => {
  for (const brand of [
    'fiat',
    'jeep',
    'dodge',
    'chrysler',
    'ram',
    'citroen',
    'peugeot',
    'fiat-abarth',
    'ds',
  ]) {
    for (const market of ['pt-BR', 'es-AR']) {
      await page.goto(`/pages/configurator/${brand}.html?market=${market}`);
      const cfg = page.locator('hub-configurator');
      const country = market === 'es-AR' ? 'AR' : 'BR';
      if (VERSIONS.some((v) => v.brand === brand && v.price[country] !== undefined)) {
        await expect(cfg.getByRole('radio').first(), `${brand} ${market}`).toBeVisible();
      } else {
        // A brand the market does not sell says so, in the market's language.
        await expect(cfg.getByRole('status')).toHaveText(/^Los vehículos \w+ no se venden en Argentina\./);
      }
      await expectNoAxeViolations(page, `${brand} ${market}`);
    }
  }
});

test('the configurator page asks the location by keyboard, then shows the car in the chosen colour; a missing image is drawn instead', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.goto('/pages/configurator/fiat.html');
  const cfg = page.locator('hub-configurator');

  // No location yet: the shared selector asks for one.
  await expect(cfg.getByRole('heading', { name: 'Onde você está?' })).toBeVisible();
  await expectNoAxeViolations(page, 'location asked');
  const states = cfg.getByRole('combobox', { name: /estado/i });
  await expect(states.getByRole('option', { name: 'Minas Gerais' })).toBeAttached();
  await states.focus();
  await states.selectOption({ label: 'Minas Gerais' });
  const cities = cfg.getByRole('combobox', { name: /cidade/i });
  await expect(cities.getByRole('option', { name: 'Belo Horizonte' })).toBeAttached();
  await cities.focus();
  await cities.selectOption({ label: 'Belo Horizonte' });
  await page.keyboard.press('Tab');
  await expect(cfg.getByRole('button', { name: 'Confirmar localização' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(cfg.getByRole('heading', { name: 'Sua localização' })).toBeVisible();
  await expect(cfg.getByText('Belo Horizonte – MG', { exact: true })).toBeVisible();

  // The version, then the colour step: the slider rendition of the page template, in the colour.
  const version = cfg.locator(`input[name="version"][value="${argo[0]!.mvsCode}"]`);
  await version.focus();
  await page.keyboard.press('Space');
  await cfg.getByRole('button', { name: /Cor$/ }).click();
  const image = cfg.locator('.cfg-image img');
  await expect(image).toHaveAttribute(
    'src',
    `/sandbox/renditions/fiat/${argo[0]!.mvsCode}/default/638x359.svg`,
  );
  await cfg.getByRole('radio', { name: /Prata Bari/ }).check();
  await expect(image).toHaveAttribute('src', `/sandbox/renditions/fiat/${argo[0]!.mvsCode}/612/638x359.svg`);
  await expect(image).toHaveAttribute('alt', `Argo ${argo[0]!.versionName} na cor Prata Bari`);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expectNoAxeViolations(page, 'car image');

  // The image host fails for the next colour: logged, the shopper told, the car drawn in its paint.
  await injectFault(page, 'renditions', 503);
  await cfg.getByRole('radio', { name: /Vermelho Montecarlo/ }).check();
  await expect(
    cfg.getByText('Foto do carro indisponível no momento; mostramos uma ilustração na cor escolhida.'),
  ).toBeVisible();
  await expect(cfg.getByRole('img', { name: /na cor Vermelho Montecarlo/ })).toBeVisible();
  await expect(cfg.locator('.cfg-image-drawn path').first()).toHaveAttribute('fill', '#B0171F');
  await expectNoAxeViolations(page, 'car drawn');
  expect(problems.filter((p) => !/Failed to load resource/.test(p))).toEqual([]);
});

test('radio-type parts and a dependency a shopper can reach: the bed liners of a pickup, adaptive cruise needing ADAS', async ({
  page,
}) => {
  const toro = VERSIONS.find((version) => version.brand === 'fiat' && version.modelName === 'Toro')!;
  await page.goto('/pages/empty.html');
  await setFixtureMarkup(
    page,
    `<hub-configurator model="${toro.modelCode}" mvs="${toro.mvsCode}" initial-step="optionals"></hub-configurator>`,
  );
  const cfg = page.locator('hub-configurator');
  const plastic = cfg.getByRole('radio', { name: /Protetor de caçamba plástico/ });
  const spray = cfg.getByRole('radio', { name: /Revestimento de caçamba em spray/ });
  await plastic.focus();
  await page.keyboard.press('Space');
  await expect(plastic).toBeChecked();
  await spray.check();
  await expect(spray).toBeChecked();
  await expect(plastic).not.toBeChecked();
  await expect(cfg.getByRole('alertdialog')).toBeHidden();
  await expectNoAxeViolations(page, 'radio parts');

  await cfg.getByRole('checkbox', { name: /Piloto automático adaptativo/ }).focus();
  await page.keyboard.press('Space');
  const dialog = cfg.getByRole('alertdialog');
  await expect(dialog.locator('[data-plan="add"]')).toContainText('Pacote ADAS');
  await expectNoAxeViolations(page, 'dependency modal');
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(cfg.getByRole('checkbox', { name: /Pacote ADAS/ })).toBeChecked();
  await expect(cfg.getByRole('checkbox', { name: /Piloto automático adaptativo/ })).toBeChecked();
  await expect(spray).toBeChecked();
});
