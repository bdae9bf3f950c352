import { expect, type Page, test } from '@playwright/test';
import { DEMO_CAR_AR } from '../../api/sandbox/data/vehicles.ts';
import { expectNoAxeViolations, resetSandbox, watchConsole } from './support.ts';

type Entry = { path: string; method: string; body: unknown; bearer: boolean; query: Record<string, string> };

/** A fresh sandbox; returns a reader of the loyalty service's journal (accepted requests only). */
async function sandbox(page: Page) {
  await resetSandbox(page);
  return async (): Promise<Entry[]> =>
    (await page.request.get('/sandbox/__sandbox/journal?service=loyalty')).json();
}

/** Whether the focus is on an element of the page outside the loyalty widget's open dialog. */
function focusOutsideDialog(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active || active === document.body) return false;
    return !active.closest('dialog');
  });
}

/** A Jeep VIN of the sandbox (an Argentine Jeep; eligibility looks at the brand). */
const JEEP_VIN = DEMO_CAR_AR.chassis;

test('a Jeep member in pt-BR: the welcome modal, eligibility by VIN, the ranking pages and a poll vote, by keyboard, axe clean', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const journal = await sandbox(page);
  await page.goto('/pages/loyalty/jeep.html');
  const widget = page.locator('hub-loyalty');

  // First visit: the welcome modal, focus inside; Escape closes it and gives the welcome medal.
  const dialog = widget.getByRole('dialog', { name: 'Boas-vindas ao Jeep Nation!' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Começar' })).toBeFocused();
  // The page behind is inert: Tab never reaches anything outside the modal.
  for (const _ of [1, 2]) {
    await page.keyboard.press('Tab');
    expect(await focusOutsideDialog(page)).toBe(false);
  }
  await dialog.getByRole('button', { name: 'Começar' }).focus();
  await expectNoAxeViolations(page, 'welcome');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const medals = widget.getByRole('list', { name: 'Medalhas' });
  await expect(medals.getByRole('listitem').first()).toContainText('Boas-vindas');
  await expect(medals.getByRole('listitem').first()).toContainText('Conquistada');
  await expect(medals.getByRole('listitem').nth(1)).toContainText('Ainda não conquistada');
  expect((await journal()).filter((e) => e.method === 'POST')).toEqual([
    expect.objectContaining({
      path: expect.stringMatching(/\/loyalty\/jeep\/self\/medals$/),
      body: { medalId: 'WELCOME' },
      bearer: true,
    }),
  ]);
  await expect(widget.getByRole('table', { name: /página 1 de 3/ })).toBeVisible();
  await expectNoAxeViolations(page, 'member');

  // Eligibility: an invalid VIN is refused beside the field, nothing sent; a Jeep's VIN is eligible.
  const vin = widget.getByLabel(/Chassi \(VIN\)/);
  await vin.focus();
  await page.keyboard.type('9BD1234');
  await page.keyboard.press('Enter');
  await expect(widget.getByText('Chassi inválido: use 17 letras e números, sem I, O e Q.')).toBeVisible();
  await expect(vin).toBeFocused();
  await expectNoAxeViolations(page, 'eligibility: invalid');
  expect((await journal()).filter((e) => e.path.endsWith('/eligibility'))).toEqual([]);
  await page.keyboard.press('Control+A');
  await page.keyboard.type(JEEP_VIN);
  await page.keyboard.press('Enter');
  await expect(widget.getByText(`O veículo de chassi ${JEEP_VIN} participa do Jeep Nation.`)).toBeVisible();
  expect((await journal()).find((e) => e.path.endsWith('/loyalty/jeep/eligibility'))?.query).toEqual({
    vin: JEEP_VIN,
  });
  await expectNoAxeViolations(page, 'eligibility: answered');

  // The ranking: Next by keyboard, the page announced; the member's own page, their line marked.
  const pages = widget.getByRole('navigation', { name: 'Páginas do ranking' });
  await expect(pages.getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
  await pages.getByRole('button', { name: 'Próxima' }).focus();
  await page.keyboard.press('Enter');
  await expect(widget.getByRole('table', { name: 'Ranking do programa, página 2 de 3' })).toBeVisible();
  await expect(widget.getByText('Página 2 de 3.')).toBeAttached();
  await expect(pages.getByRole('button', { name: 'Próxima' })).toBeFocused();
  await expectNoAxeViolations(page, 'ranking: page 2');
  await widget.getByRole('button', { name: 'Ver minha posição' }).focus();
  await page.keyboard.press('Enter');
  const last = widget.getByRole('table', { name: 'Ranking do programa, página 3 de 3' });
  await expect(last).toBeVisible();
  await expect(last.locator('tr[aria-current="true"]')).toContainText('Ana (você)');
  await expect(pages.getByRole('button', { name: 'Próxima' })).toHaveAttribute('aria-disabled', 'true');
  expect(
    (await journal()).filter((e) => e.path.endsWith('/loyalty/jeep/ranking')).map((e) => e.query.page),
  ).toEqual(['0', '1', '2']);
  await expectNoAxeViolations(page, 'ranking: own page');

  // The benefits and the polls of domain/benefits sit in the loyalty area: a vote, once.
  const benefits = widget.getByRole('region', { name: 'Meus benefícios' });
  await expect(benefits.getByRole('heading', { name: 'Desconto em revisão programada' })).toBeVisible();
  const poll = widget.getByRole('listitem').filter({ hasText: 'Qual benefício Jeep você quer a seguir?' });
  await poll.getByRole('radio', { name: 'Mais descontos em revisão' }).focus();
  await page.keyboard.press('ArrowDown');
  await poll.getByRole('button', { name: 'Votar' }).focus();
  await page.keyboard.press('Enter');
  await expect(poll.getByText('Seu voto: Eventos exclusivos. Cada membro vota uma vez.')).toBeFocused();
  const votes = (await (
    await page.request.get('/sandbox/__sandbox/journal?service=benefits')
  ).json()) as Entry[];
  expect(votes.filter((e) => e.path.endsWith('/vote')).map((e) => e.body)).toEqual([{ option_id: 'OPT-2' }]);
  await expectNoAxeViolations(page, 'benefits and a poll voted');

  // Back later: the welcome is not shown again to this member.
  await page.reload();
  await expect(widget.getByRole('region', { name: 'Minha participação' })).toBeVisible();
  await expect(widget.getByRole('dialog')).toHaveCount(0);
  // The subscription call answers 404 to a member without one (the browser logs every 404).
  expect(problems.filter((p) => !p.includes('status of 404'))).toEqual([]);
});

test('a Jeep member in es-AR: the welcome in Spanish, the ranking paged and the FAQ opened by keyboard, axe clean', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const journal = await sandbox(page);
  await page.goto('/pages/loyalty/jeep.html?market=es-AR');
  const widget = page.locator('hub-loyalty');
  const dialog = widget.getByRole('dialog', { name: '¡Bienvenido a Jeep Nation!' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'welcome es-AR');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();

  await expect(widget.getByText('Estás en el puesto 23, con 250 puntos.')).toBeVisible();
  const pages = widget.getByRole('navigation', { name: 'Páginas del ranking' });
  await pages.getByRole('button', { name: 'Página 2' }).focus();
  await page.keyboard.press('Enter');
  await expect(widget.getByRole('table', { name: 'Ranking del programa, página 2 de 3' })).toBeVisible();
  await expect(pages.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');

  const question = widget.getByText('¿Qué es Jeep Nation?');
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(widget.getByText(/^Es el programa de fidelidad gratuito de la marca/)).toBeVisible();
  await expect(widget.getByRole('list', { name: 'Premios' })).toContainText('Jeep Experience off-road');
  expect((await journal()).find((e) => e.path.endsWith('/loyalty/jeep/faq'))?.query).toEqual({
    language: 'es-AR',
  });
  await expectNoAxeViolations(page, 'ranking and FAQ es-AR');
  expect(problems.filter((p) => !p.includes('status of 404'))).toEqual([]);
});

test('not a member yet: the free register refused beside the fields, the plan shown before subscribing; a brand without a programme says so', async ({
  page,
}) => {
  const journal = await sandbox(page);
  await page.goto('/pages/loyalty/jeep.html?as=pedro');
  const widget = page.locator('hub-loyalty');
  await expect(widget.getByRole('region', { name: 'Participe do programa' })).toBeVisible();
  await expect(widget.getByText(/^Jeep Wave 1 ano: R\$\s89,90 por mês$/)).toBeVisible();
  await widget.getByRole('button', { name: 'Cadastrar grátis' }).focus();
  await page.keyboard.press('Enter');
  await expect(widget.getByText('Informe o CPF')).toBeVisible();
  expect((await journal()).filter((e) => e.method === 'POST')).toEqual([]);
  await expectNoAxeViolations(page, 'not a member: invalid');

  await page.goto('/pages/loyalty/fiat.html');
  await expect(
    page.locator('hub-loyalty').getByText('Esta marca não tem programa de fidelidade.'),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'no programme');
});
