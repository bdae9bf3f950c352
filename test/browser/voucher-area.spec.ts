import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { hashOf } from '../../api/sandbox/data/benefits.ts';
import { expectNoAxeViolations, resetSandbox, watchConsole } from './support.ts';

const ANA_CPF = '39053344705';
const MARTINA_CUIL = '27321234564';
/** Ana's user id in the sandbox (her benefits hash is made from it). */
const ANA_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
type Entry = { path: string; method: string; query: Record<string, string>; body: unknown; bearer: boolean };

/** A fresh sandbox; returns a reader of one service's journal (accepted requests only). */
async function sandbox(page: Page) {
  await resetSandbox(page);
  return async (service: string): Promise<Entry[]> =>
    (await page.request.get(`/sandbox/__sandbox/journal?service=${service}`)).json();
}

/** Signs the owner of `token` in (the auth cookie, as a login page sets it), opens `path`, returns the widget. */
async function openAs(
  { page, context, baseURL }: { page: Page; context: BrowserContext; baseURL: string | undefined },
  token: string,
  path = '/pages/owner.html',
) {
  await context.addCookies([{ name: 'hub_token', value: token, url: baseURL! }]);
  await page.goto(path);
  return page.locator('hub-voucher-area');
}

test('signed out: a clear message, no voucher call, axe clean', async ({ page }) => {
  const journal = await sandbox(page);
  await page.goto('/pages/owner.html');
  const widget = page.locator('hub-voucher-area');
  await expect(widget.getByText('Entre na sua conta para ver seus vouchers.')).toBeVisible();
  expect(await journal('vouchers')).toEqual([]);
  await expectNoAxeViolations(page, 'signed out');
});

test('signed in: vouchers in every state, generate and gift-voucher redemption with the keyboard, axe clean', async ({
  page,
  context,
  baseURL,
}) => {
  const problems = watchConsole(page);
  const journal = await sandbox(page);
  const widget = await openAs({ page, context, baseURL }, 'sandbox-token-ana');
  await expect(widget.getByText('Bônus de R$ 500 na compra do seu Fiat')).toBeVisible();
  await expect(
    widget.getByRole('region', { name: 'Vouchers ativos' }).getByText('Código: FIA7C9E3'),
  ).toBeVisible();
  await expect(
    widget.getByRole('region', { name: 'Vouchers resgatados e expirados' }).getByRole('listitem'),
  ).toHaveCount(2);
  expect((await journal('vouchers')).find((e) => e.path.endsWith('/available'))?.query).toEqual({
    cpf: ANA_CPF,
    brand: 'fiat',
  });
  expect((await journal('vouchers')).every((e) => e.bearer)).toBe(true);
  await expectNoAxeViolations(page, 'vouchers');

  // The terms open from the keyboard.
  const terms = widget.locator('summary', { hasText: 'Regulamento' }).first();
  await terms.focus();
  await page.keyboard.press('Enter');
  await expect(
    widget.getByText(/Válido uma vez, para o CPF cadastrado ou seus dependentes/).first(),
  ).toBeVisible();

  const generate = widget.getByRole('button', {
    name: 'Gerar voucher Bônus de R$ 500 na compra do seu Fiat',
  });
  await generate.focus();
  await page.keyboard.press('Enter');
  await expect(widget.getByText(/^Voucher gerado\. Código: FIA7C9E1$/)).toBeVisible();
  // The button went with the code's arrival; focus is on the announcement, not lost.
  await expect(
    widget.locator('li.voucher', { hasText: 'Bônus de R$ 500' }).getByRole('status'),
  ).toBeFocused();
  await expectNoAxeViolations(page, 'generated');

  const code = widget.getByRole('textbox', { name: 'Código do voucher-presente' });
  await code.focus();
  await page.keyboard.type('WRONG-CODE');
  await page.keyboard.press('Enter');
  await expect(widget.getByRole('alert')).toHaveText(
    'Código de voucher-presente não encontrado. Confira o código e tente novamente.',
  );
  await expect(code).toHaveValue('WRONG-CODE');
  await expectNoAxeViolations(page, 'reward error');
  await code.fill('GIFT-FIAT-0002');
  await code.press('Enter');
  await expect(
    widget.getByText('Voucher-presente resgatado com sucesso. Valor resgatado: R$ 500,00.'),
  ).toBeVisible();
  expect((await journal('vouchers')).filter((e) => e.method === 'POST').map((e) => e.body)).toEqual([
    { code: 'GIFT-FIAT-0002', brand: 'fiat', cpf: ANA_CPF },
  ]);
  await expectNoAxeViolations(page, 'reward redeemed');
  // Only the browser's own line for the refused gift code (422, on purpose above).
  expect(problems.filter((p) => !/status of 422/.test(p))).toEqual([]);
});

test('Jeep in pt-BR: the Jeep Nation voucher asked with the keyboard, listed as available, axe clean', async ({
  page,
  context,
  baseURL,
}) => {
  const problems = watchConsole(page);
  const journal = await sandbox(page);
  const widget = await openAs({ page, context, baseURL }, 'sandbox-token-ana');
  await widget.evaluate((el) => el.setAttribute('brand', 'jeep'));
  await expect(widget.getByText('Você participa do Jeep Nation, com 150 pontos.')).toBeVisible();
  const ask = widget.getByRole('button', { name: 'Solicitar voucher do Jeep Nation' });
  await ask.focus();
  await page.keyboard.press('Enter');
  const answer = widget.locator('.voucher-loyalty [role="status"]');
  await expect(answer).toHaveText('Voucher do Jeep Nation emitido. Ele está em Vouchers disponíveis.');
  await expect(answer).toBeFocused();
  await expect(
    widget.getByRole('region', { name: 'Vouchers disponíveis' }).getByText('Voucher do programa Jeep Nation'),
  ).toBeVisible();
  const self = (await journal('loyalty')).find((e) => e.path === '/sandbox/loyalty/jeep/self');
  expect(self?.bearer).toBe(true);
  await expectNoAxeViolations(page, 'loyalty voucher');
  expect(problems).toEqual([]);
});

test('no document on file: asked to complete the profile, never for a CPF; nothing read, axe clean', async ({
  page,
  context,
  baseURL,
}) => {
  const problems = watchConsole(page);
  const journal = await sandbox(page);
  const widget = await openAs({ page, context, baseURL }, 'sandbox-token-pedro');
  await expect(widget.getByText('Complete seu cadastro com o seu CPF para ver seus vouchers.')).toBeVisible();
  await expect(widget.getByRole('link', { name: 'Completar cadastro' })).toHaveAttribute(
    'href',
    '/pages/account.html',
  );
  await expect(widget.getByRole('textbox')).toHaveCount(0);
  expect(await journal('vouchers')).toEqual([]);
  await expectNoAxeViolations(page, 'profile incomplete');
  expect(problems).toEqual([]);
});

test("someone else's CPF: the vouchers service refuses it (403) to a signed-in caller, and answers nobody signed out", async ({
  page,
}) => {
  await sandbox(page);
  const base = '/sandbox/vouchers/vouchers/fidelity/available?brand=fiat';
  const asPedro = { headers: { authorization: 'Bearer sandbox-token-pedro' } };
  expect((await page.request.get(`${base}&cpf=${ANA_CPF}`, asPedro)).status()).toBe(403);
  expect((await page.request.get(`${base}&cpf=${ANA_CPF}`)).status()).toBe(401);
  const asAna = { headers: { authorization: 'Bearer sandbox-token-ana' } };
  expect((await page.request.get(`${base}&cpf=${ANA_CPF}`, asAna)).status()).toBe(200);
});

test('a bogus or expired token: a sign-in prompt and hub-error, no endless retry, axe clean', async ({
  page,
  context,
  baseURL,
}) => {
  const journal = await sandbox(page);
  await context.addCookies([{ name: 'hub_token', value: 'sandbox-token-expired', url: baseURL! }]);
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { hubErrors: unknown[] }).hubErrors = seen;
    document.addEventListener('hub-error', (event) => seen.push((event as CustomEvent).detail));
  });
  await page.goto('/pages/owner.html');
  const widget = page.locator('hub-voucher-area');
  const message = 'Sua sessão expirou. Entre novamente para ver seus vouchers.';
  await expect(widget.getByRole('alert')).toContainText(message);
  await expect(widget.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/pages/account.html');
  await expect(widget.getByRole('button', { name: 'Tentar novamente' })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { hubErrors: unknown[] }).hubErrors)).toContainEqual(
    {
      code: 'unauthorized',
      message,
      widget: 'hub-voucher-area',
      brand: 'fiat',
      market: 'pt-BR',
    },
  );
  expect(await journal('vouchers')).toEqual([]);
  await expectNoAxeViolations(page, 'sign-in expired');
});

test("es-AR: the Argentine owner's vouchers by her CUIL, in Spanish and pesos; generate and a gift code by keyboard, axe clean", async ({
  page,
  context,
  baseURL,
}) => {
  const problems = watchConsole(page);
  const journal = await sandbox(page);
  const widget = await openAs(
    { page, context, baseURL },
    'sandbox-token-martina',
    '/pages/owner/peugeot.html?market=es-AR',
  );
  const title = 'Bono de $ 150.000 en la compra de tu Peugeot';
  await expect(widget.getByText(title)).toBeVisible();
  await expect(widget.getByText(/Descuento máximo disponible: \$\s300\.000,00/)).toBeVisible();
  await expect(widget.getByText(/CPF|Bônus|R\$/)).toHaveCount(0);
  await expect(widget.getByText('Participás de Peugeot Club, con 150 puntos.')).toBeVisible();
  expect((await journal('vouchers')).find((e) => e.path.endsWith('/available'))?.query).toEqual({
    cpf: MARTINA_CUIL,
    brand: 'peugeot',
  });
  await expectNoAxeViolations(page, 'es-AR vouchers');

  const generate = widget.getByRole('button', { name: `Generar voucher ${title}` });
  await generate.focus();
  await page.keyboard.press('Enter');
  await expect(widget.getByText(/^Voucher generado\. Código: PEU9A7B1$/)).toBeVisible();

  const code = widget.getByRole('textbox', { name: 'Código del voucher de regalo' });
  await code.focus();
  await page.keyboard.type('gift-peugeot-0001');
  await page.keyboard.press('Enter');
  await expect(
    widget.getByText(/^Voucher de regalo canjeado con éxito\. Valor canjeado: \$\s75\.000,00\.$/),
  ).toBeVisible();
  expect((await journal('vouchers')).filter((e) => e.method === 'POST').map((e) => e.body)).toEqual([
    { code: 'GIFT-PEUGEOT-0001', brand: 'peugeot', cpf: MARTINA_CUIL },
  ]);
  await expectNoAxeViolations(page, 'es-AR gift redeemed');
  expect(problems).toEqual([]);
});

/** The region of a benefits list inside the voucher area. */
const benefitsOf = (widget: ReturnType<Page['locator']>) =>
  widget.getByRole('region', { name: /^(Meus benefícios|Mis beneficios)$/ });

test('Jeep in pt-BR: an owner redeems a benefit as a gift at a dealer, rates it and votes in a poll, by keyboard, axe clean', async ({
  page,
  context,
  baseURL,
}) => {
  const problems = watchConsole(page);
  const journal = await sandbox(page);
  const widget = await openAs({ page, context, baseURL }, 'sandbox-token-ana', '/pages/owner/jeep.html');
  const benefits = benefitsOf(widget);
  const available = benefits.getByRole('region', { name: 'Benefícios disponíveis' });
  await expect(available.getByRole('listitem')).toHaveCount(4);
  await expect(benefits.getByText('Disponível a partir de 01/03/2027')).toBeVisible();
  await expect(widget.getByText(/^Resultado parcial: 265 de 500 participantes votaram\./)).toBeVisible();
  await expectNoAxeViolations(page, 'benefits listed');

  // Redeem: the form opens from the keyboard; a gift of a discount asks whose CPF it is for.
  await available.getByRole('button', { name: 'Resgatar Desconto em revisão programada' }).focus();
  await page.keyboard.press('Enter');
  const form = widget.getByRole('form', { name: 'Resgatar Desconto em revisão programada' });
  // The button went with the form's arrival: the focus is on the form's first choice.
  await expect(form.getByRole('radio', { name: 'Para mim' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: 'Para presentear' })).toBeChecked();
  const beneficiary = form.getByRole('textbox', { name: /CPF de quem vai usar o desconto/ });
  await beneficiary.focus();
  await page.keyboard.type('11144477735');
  await form.getByRole('button', { name: 'Confirmar resgate' }).focus();
  await page.keyboard.press('Enter');
  await expect(form.getByText('Selecione uma concessionária')).toBeVisible();
  await expect(
    form.locator('.hub-field-error', {
      hasText: 'O desconto é válido para o CPF cadastrado ou seus dependentes.',
    }),
  ).toBeVisible();
  await expect(beneficiary).toBeFocused();
  await expectNoAxeViolations(page, 'redeem refused');
  await beneficiary.fill('');
  await page.keyboard.type('52998224725');
  await form.getByRole('combobox', { name: /estado/i }).selectOption({ label: 'São Paulo' });
  const cities = form.getByRole('combobox', { name: /cidade/i });
  await expect(cities.getByRole('option', { name: 'São Paulo' })).toHaveCount(1);
  await cities.selectOption({ label: 'São Paulo' });
  const dealer = form.locator('input[type="radio"][name^="redeem-dealer-"]').first();
  await dealer.focus();
  await page.keyboard.press('Space');
  await expect(dealer).toBeChecked();
  await expectNoAxeViolations(page, 'redeem form filled');
  await form.getByRole('button', { name: 'Confirmar resgate' }).focus();
  await page.keyboard.press('Enter');
  const notice = benefits.locator('.benefits-notice');
  await expect(notice).toHaveText(
    'Desconto em revisão programada resgatado. Apresente-se na concessionária escolhida.',
  );
  await expect(notice).toBeFocused();
  const redeems = (await journal('benefits')).filter(
    (e) => e.method === 'POST' && e.path.endsWith('/redeem'),
  );
  expect(redeems).toHaveLength(1);
  expect(redeems[0]?.body).toEqual({
    dealer_code: expect.stringMatching(/^\d+$/),
    type: 'GIFT',
    hash: expect.stringMatching(/^h/),
  });
  expect(redeems[0]?.bearer).toBe(false);
  const redeemed = benefits.getByRole('region', { name: 'Benefícios resgatados' });
  await expect(redeemed.getByText(/Para presentear, na concessionária \d+/)).toBeVisible();
  await expectNoAxeViolations(page, 'benefit redeemed');

  // Rate it: arrows move along the five words of the scale.
  await redeemed.getByRole('radio', { name: '1 – Muito ruim' }).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(redeemed.getByRole('radio', { name: '4 – Bom' })).toBeChecked();
  await redeemed.getByRole('button', { name: 'Enviar avaliação' }).focus();
  await page.keyboard.press('Enter');
  await expect(redeemed.getByText('Obrigado! Sua avaliação: Bom.')).toBeFocused();
  expect((await journal('benefits')).filter((e) => e.path.endsWith('/rating')).map((e) => e.body)).toEqual([
    { rating: 4 },
  ]);
  await expectNoAxeViolations(page, 'benefit rated');

  // Vote once in the partial poll.
  const poll = widget.getByRole('listitem').filter({ hasText: 'Qual benefício Jeep você quer a seguir?' });
  await poll.getByRole('radio', { name: 'Mais descontos em revisão' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(poll.getByRole('radio', { name: 'Eventos exclusivos' })).toBeChecked();
  await poll.getByRole('button', { name: 'Votar' }).focus();
  await page.keyboard.press('Enter');
  await expect(poll.getByText('Seu voto: Eventos exclusivos. Cada membro vota uma vez.')).toBeFocused();
  await expect(poll.getByText(/^Resultado parcial: 266 de 500 participantes votaram\./)).toBeVisible();
  await expect(poll.getByRole('button', { name: 'Votar' })).toHaveCount(0);
  const votes = (await journal('benefits')).filter((e) => e.path.endsWith('/vote'));
  expect(votes.map((e) => e.body)).toEqual([{ option_id: 'OPT-2' }]);
  await expectNoAxeViolations(page, 'poll voted');
  expect(problems).toEqual([]);
});

test("es-AR: the Argentine owner's benefits and polls in Spanish; a courtesy redeemed as received, a vote, axe clean", async ({
  page,
  context,
  baseURL,
}) => {
  const problems = watchConsole(page);
  const journal = await sandbox(page);
  const widget = await openAs(
    { page, context, baseURL },
    'sandbox-token-martina',
    '/pages/owner/jeep.html?market=es-AR',
  );
  const benefits = benefitsOf(widget);
  const available = benefits.getByRole('region', { name: 'Beneficios disponibles' });
  await expect(available.getByRole('heading', { name: 'Lavado técnico de cortesía' })).toBeVisible();
  await expect(benefits.getByText('Disponible desde el 01/03/2027')).toBeVisible();
  await expectNoAxeViolations(page, 'es-AR benefits');

  await available.getByRole('button', { name: 'Canjear Lavado técnico de cortesía' }).focus();
  await page.keyboard.press('Enter');
  const form = widget.getByRole('form', { name: 'Canjear Lavado técnico de cortesía' });
  await form.getByRole('radio', { name: 'Para mí' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: 'Me lo regalaron' })).toBeChecked();
  await expect(form.getByRole('textbox', { name: /CUIL/ })).toHaveCount(0);
  await form.getByRole('combobox', { name: /provincia/i }).selectOption({ label: 'Córdoba' });
  const cities = form.getByRole('combobox', { name: /ciudad/i });
  await expect(cities.getByRole('option', { name: 'Córdoba' })).toHaveCount(1);
  await cities.selectOption({ label: 'Córdoba' });
  const dealer = form.locator('input[type="radio"][name^="redeem-dealer-"]').first();
  await dealer.focus();
  await page.keyboard.press('Space');
  await expectNoAxeViolations(page, 'es-AR redeem form');
  await form.getByRole('button', { name: 'Confirmar canje' }).focus();
  await page.keyboard.press('Enter');
  await expect(benefits.locator('.benefits-notice')).toHaveText(
    'Lavado técnico de cortesía canjeado. Presentate en el concesionario elegido.',
  );
  const redeemed = benefits.getByRole('region', { name: 'Beneficios canjeados' });
  await expect(redeemed.getByText(/Me lo regalaron, en el concesionario \d+/)).toBeVisible();
  await expect(redeemed.getByRole('group', { name: /Calificá Lavado técnico de cortesía/ })).toBeVisible();
  await expect(redeemed.getByRole('radio', { name: '5 – Muy bueno' })).toBeVisible();
  expect(
    (await journal('benefits'))
      .filter((e) => e.path.endsWith('/redeem'))
      .map((e) => (e.body as { type: string }).type),
  ).toEqual(['GIFTED']);
  await expectNoAxeViolations(page, 'es-AR benefit redeemed');

  const poll = widget
    .getByRole('listitem')
    .filter({ hasText: '¿Qué beneficio Jeep querés que llegue ahora?' });
  await expect(poll.getByText(/^Resultado parcial: votaron 265 de 500 participantes\./)).toBeVisible();
  await poll.getByRole('radio', { name: 'Más descuentos en el service' }).focus();
  await page.keyboard.press('Space');
  await poll.getByRole('button', { name: 'Votar' }).focus();
  await page.keyboard.press('Enter');
  await expect(
    poll.getByText('Tu voto: Más descuentos en el service. Cada miembro vota una sola vez.'),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'es-AR poll voted');
  expect(problems).toEqual([]);
});

test('a benefit link from an e-mail (?hash=…&benefit=<id>): that benefit first, its redeem form opened by keyboard, axe clean', async ({
  page,
  context,
  baseURL,
}) => {
  const problems = watchConsole(page);
  await sandbox(page);
  const hash = hashOf(ANA_ID);
  const widget = await openAs(
    { page, context, baseURL },
    'sandbox-token-ana',
    `/pages/owner/jeep.html?hash=${hash}&benefit=BNF-JEEP-BR-2`,
  );
  const linked = widget.getByRole('region', { name: 'O benefício do seu link' });
  await expect(linked.getByRole('heading', { name: 'Lavagem técnica cortesia' })).toBeVisible();
  await expectNoAxeViolations(page, 'benefit link');
  await linked.getByRole('button', { name: 'Resgatar Lavagem técnica cortesia' }).focus();
  await page.keyboard.press('Enter');
  const form = widget.getByRole('form', { name: 'Resgatar Lavagem técnica cortesia' });
  await expect(form).toBeVisible();
  await expect(linked.getByText(/no formulário aberto abaixo/)).toBeVisible();
  await expectNoAxeViolations(page, 'benefit link: redeem form open');
  expect(problems).toEqual([]);
});
