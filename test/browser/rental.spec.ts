import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, injectFault, resetSandbox, watchConsole } from './support.ts';

type Entry = { path: string; method: string; query: Record<string, string>; body: unknown; bearer: boolean };

/** A fresh sandbox; returns a reader of one service's journal (accepted requests only). */
async function sandbox(page: Page) {
  await resetSandbox(page);
  return async (service: string): Promise<Entry[]> =>
    (await page.request.get(`/sandbox/__sandbox/journal?service=${service}`)).json();
}

/** Moves the focus to a field and types there, as a keyboard user does. */
async function typeIn(page: Page, field: ReturnType<Page['locator']>, text: string) {
  await field.focus();
  await page.keyboard.type(text);
}

/** Answers the pt-BR intent's contact method, fleet and privacy from the keyboard and sends it. */
async function answerFleetAndSend(page: Page, form: ReturnType<Page['locator']>) {
  await form.getByRole('radio', { name: 'E-mail' }).focus();
  await page.keyboard.press('Space');
  await form.getByRole('combobox', { name: /Tipo de veículo/ }).selectOption('PICKUP');
  await typeIn(page, form.getByLabel(/Quantidade de veículos/), '25');
  await form.getByRole('checkbox', { name: /política de privacidade/ }).focus();
  await page.keyboard.press('Space');
  await form.getByRole('button', { name: 'Enviar interesse' }).focus();
  await page.keyboard.press('Enter');
}

/** Starts the company in the user area from the keyboard: its id (CNPJ or CUIT) and e-mail. */
async function startCompany(page: Page, area: ReturnType<Page['locator']>, id: string, label: string) {
  await typeIn(page, area.getByLabel(label), id);
  await typeIn(
    page,
    area.getByLabel(/^E-mail da empresa|^E-mail de la empresa/),
    'frota@frotasul.example.com',
  );
  await page.keyboard.press('Enter');
}

/** Records the values the upload's progress bar shows, through a page function of that name. */
async function watchProgress(page: Page, area: ReturnType<Page['locator']>, name: string) {
  const values: number[] = [];
  await page.exposeFunction(name, (value: number) => values.push(value));
  await area.evaluate((host, fn) => {
    const watch = () => {
      const bar = host.shadowRoot?.querySelector('progress');
      if (bar) (window as unknown as Record<string, (v: number) => void>)[fn]?.(bar.value);
    };
    new MutationObserver(watch).observe(host.shadowRoot!, {
      subtree: true,
      childList: true,
      attributes: true,
    });
  }, name);
  return values;
}

test('intent form: bad input said beside the fields, then sent by keyboard through leads/flua/create and users/self/rental, axe clean', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const journal = await sandbox(page);
  await page.goto('/pages/rental.html');
  const form = page.locator('hub-rental[view="intent"]');
  await expect(form.getByRole('heading', { name: 'Locação de frotas para empresas' })).toBeVisible();
  await expectNoAxeViolations(page, 'intent form');

  await typeIn(page, form.getByLabel('Nome da empresa'), 'Frota Sul Ltda');
  await typeIn(page, form.getByLabel('CNPJ'), '11222333000182');
  await typeIn(page, form.getByLabel('Celular'), '1178765432');
  await form.getByRole('button', { name: 'Enviar interesse' }).focus();
  await page.keyboard.press('Enter');
  await expect(form.getByText('Informe um CNPJ válido')).toBeVisible();
  await expect(form.getByText('Informe um celular válido com DDD')).toBeVisible();
  await expect(form.getByText('É preciso aceitar a política de privacidade')).toBeVisible();
  await expect(form.getByLabel('CNPJ')).toBeFocused();
  expect((await journal('rental')).filter((e) => e.method === 'POST')).toEqual([]);
  await expectNoAxeViolations(page, 'intent form with messages');

  // Fix the CNPJ (its last digit) and the phone, then answer every question from the keyboard.
  await page.keyboard.press('End');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('1');
  await form.getByRole('radio', { name: 'Sim' }).focus();
  await page.keyboard.press('Space');
  await typeIn(page, form.getByLabel('Nome do responsável'), 'Carla Menezes');
  await typeIn(page, form.getByRole('textbox', { name: /E-mail/ }), 'frota@frotasul.example.com');
  const phone = form.getByLabel('Celular');
  await phone.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('11987654321');
  await answerFleetAndSend(page, form);
  await expect(form.getByText('Recebemos o seu interesse!')).toBeVisible();
  await expect(form.getByRole('status')).toBeFocused();
  const lead = (await journal('rental')).find((e) => e.method === 'POST');
  expect(lead).toMatchObject({
    path: '/sandbox/rental/leads/flua/create',
    bearer: true,
    body: { cnpj: '11222333000181', cellphone: '11987654321', hasTwoYearCnpj: true, totalVehicles: 25 },
  });
  expect((await journal('users')).filter((e) => e.method === 'POST').map((e) => e.path)).toEqual([
    '/sandbox/users/users/self/rental',
  ]);
  await expectNoAxeViolations(page, 'intent sent');
  expect(problems).toEqual([]);
});

test('intent form in es-AR: an Argentine company gives its CUIT and an Argentine mobile, sent by keyboard, axe clean', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const journal = await sandbox(page);
  await page.goto('/pages/rental.html');
  const form = page.locator('hub-rental[view="intent"]');
  await form.evaluate((el) => el.setAttribute('market', 'es-AR'));
  await expect(form.getByRole('heading', { name: 'Alquiler de flotas para empresas' })).toBeVisible();
  await expect(form.getByLabel('CNPJ')).toHaveCount(0);
  await typeIn(page, form.getByLabel('Nombre de la empresa'), 'Flota Norte SA');
  await typeIn(page, form.getByLabel('CUIT'), '30712345672');
  await form.getByRole('button', { name: 'Enviar interés' }).focus();
  await page.keyboard.press('Enter');
  await expect(form.getByText('Ingresá un CUIT válido')).toBeVisible();
  await expect(form.getByLabel('CUIT')).toBeFocused();
  await expectNoAxeViolations(page, 'es-AR intent form with messages');

  await page.keyboard.press('End');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('1');
  await form.getByRole('radio', { name: 'Sí' }).focus();
  await page.keyboard.press('Space');
  await typeIn(page, form.getByLabel('Nombre del responsable'), 'Lucía Fernández');
  await typeIn(page, form.getByRole('textbox', { name: /E-mail/ }), 'flota@flotanorte.example.com');
  await typeIn(page, form.getByLabel('Celular'), '1123456789');
  await form.getByRole('radio', { name: 'E-mail' }).focus();
  await page.keyboard.press('Space');
  await form.getByRole('combobox', { name: /Tipo de vehículo/ }).selectOption('PICKUP');
  await typeIn(page, form.getByLabel(/Cantidad de vehículos/), '8');
  await form.getByRole('checkbox', { name: /política de privacidad/ }).focus();
  await page.keyboard.press('Space');
  await form.getByRole('button', { name: 'Enviar interés' }).focus();
  await page.keyboard.press('Enter');
  await expect(form.getByText('¡Recibimos tu interés!')).toBeVisible();
  const lead = (await journal('rental')).find((e) => e.method === 'POST');
  expect(lead).toMatchObject({
    path: '/sandbox/rental/leads/flua/create',
    body: { cuit: '30712345671', cellphone: '1123456789', hasTwoYearCnpj: true, totalVehicles: 8 },
  });
  expect(lead?.body).not.toHaveProperty('cnpj');
  await expectNoAxeViolations(page, 'es-AR intent sent');
  expect(problems).toEqual([]);
});

test('proposals: the timeline in words and tag colours, a reproved proposal chosen and its details opened by keyboard, axe clean', async ({
  page,
}) => {
  const journal = await sandbox(page);
  await page.goto('/pages/rental.html');
  const widget = page.locator('hub-rental[view="proposals"]');
  const timeline = widget.getByRole('region', { name: 'Andamento da proposta' });
  await expect(timeline.getByRole('listitem')).toHaveCount(10);
  await expect(timeline.locator('[aria-current="step"]')).toContainText('Proposta criada');
  await expectNoAxeViolations(page, 'proposals');

  await widget.getByRole('button', { name: /RNT-11JEER/ }).focus();
  await page.keyboard.press('Enter');
  await expect(timeline.getByRole('listitem')).toHaveCount(3);
  await expect(timeline.locator('[aria-current="step"] .rental-tag')).toHaveText(
    'Análise financeira reprovada',
  );
  await expect(timeline.locator('[aria-current="step"] .rental-tag')).toHaveAttribute('data-colour', 'red');
  // The user area of the same page works on the proposal chosen here (the rental store).
  await expect(
    page.locator('hub-rental[view="user"]').getByText('Comece a locação da sua empresa'),
  ).toBeVisible();

  await widget.getByRole('button', { name: 'Ver detalhes' }).focus();
  await page.keyboard.press('Enter');
  await expect(widget.getByText('Recusados')).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(widget.getByText('Seguro total')).toBeVisible();
  expect((await journal('rental')).map((e) => e.path)).toContain('/sandbox/rental/timeline/rental/preview');
  await expectNoAxeViolations(page, 'reproved proposal, details and featured items open');

  await widget.getByRole('button', { name: /RNT-11JEEX/ }).click();
  await expect(timeline.locator('[aria-current="step"] .rental-tag')).toHaveAttribute('data-colour', 'black');
  await expectNoAxeViolations(page, 'expired proposal');
});

test('rental user: start, contract read and accepted, files uploaded in bulk with progress and refused when too large, payment method, axe clean', async ({
  page,
}) => {
  const journal = await sandbox(page);
  await page.goto('/pages/rental.html');
  const area = page.locator('hub-rental[view="user"]');
  await expect(area.getByText('Comece a locação da sua empresa')).toBeVisible();
  await startCompany(page, area, '11222333000181', 'CNPJ');
  await expect(area.getByText('Empresa 11222333000181 · Cadastro iniciado')).toBeVisible();
  await expect(area.getByRole('button', { name: 'Aceitar contrato' })).toBeVisible();
  await expectNoAxeViolations(page, 'rental user started');

  await area.getByRole('checkbox', { name: /Li o contrato/ }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(area.getByText('Aceito')).toBeVisible();
  expect((await journal('rental')).find((e) => e.method === 'PUT')?.path).toBe('/sandbox/rental/contracts');

  const files = area.getByLabel('Arquivos', { exact: true }).and(area.locator('input[type="file"]'));
  await files.setInputFiles([
    { name: 'grande.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(11 * 1024 * 1024) },
  ]);
  await area.getByRole('button', { name: 'Enviar arquivos' }).click();
  await expect(area.getByText('Arquivos excederam o tamanho máximo')).toBeVisible();
  await expectNoAxeViolations(page, 'file refused');

  const big = Buffer.alloc(3 * 1024 * 1024, 1);
  await files.setInputFiles([
    { name: 'contrato-social.pdf', mimeType: 'application/pdf', buffer: big },
    { name: 'cartao-cnpj.pdf', mimeType: 'application/pdf', buffer: big },
  ]);
  const values = await watchProgress(page, area, 'recordProgress');
  await area.getByRole('button', { name: 'Enviar arquivos' }).focus();
  await page.keyboard.press('Enter');
  await expect(area.getByText('2 arquivo(s) enviado(s).')).toBeVisible();
  await expect(area.getByText('cartao-cnpj.pdf · Recebido')).toBeVisible();
  expect(values.length).toBeGreaterThan(0);
  expect((await journal('rental')).filter((e) => e.path === '/sandbox/rental/file/upload-bulk')).toHaveLength(
    1,
  );
  await expectNoAxeViolations(page, 'files uploaded');

  await area.getByRole('radio', { name: 'Pix' }).focus();
  await page.keyboard.press('Space');
  await area.getByRole('button', { name: 'Salvar forma de pagamento' }).focus();
  await page.keyboard.press('Enter');
  await expect(area.getByText('Forma de pagamento salva.')).toBeVisible();
  expect((await journal('rental')).find((e) => e.method === 'PATCH')).toMatchObject({
    path: '/sandbox/rental/payments/PRD-11/methods',
    body: { paymentMethod: 'PIX' },
  });

  await injectFault(page, 'rental', 503);
  await area.getByRole('button', { name: 'Salvar forma de pagamento' }).focus();
  await page.keyboard.press('Enter');
  await expect(area.getByRole('alert')).toHaveText('Um erro ocorreu, tente novamente');
  await expect(area.getByRole('radio', { name: 'Pix' })).toBeChecked();
  await expectNoAxeViolations(page, 'payment failed');
});

test('a brand without rental says so', async ({ page }) => {
  await page.goto('/pages/empty.html');
  await page.evaluate(() => {
    const el = document.createElement('hub-rental');
    el.setAttribute('brand', 'dodge');
    (document.querySelector('main') ?? document.body).append(el);
  });
  await expect(
    page.locator('hub-rental').getByText('A locação não está disponível para esta marca.'),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'not offered');
});

test('rental user cards: added by keyboard, made favourite, deleted after confirming, axe clean', async ({
  page,
}) => {
  const journal = await sandbox(page);
  await page.goto('/pages/rental.html');
  const area = page.locator('hub-rental[view="user"]');
  await startCompany(page, area, '11222333000181', 'CNPJ');
  const cards = area.getByRole('region', { name: 'Cartões da empresa' });
  await expect(cards.getByText('A empresa ainda não tem cartões.')).toBeVisible();

  for (const [number, card] of [
    ['4111111111111111', 'Visa final 1111'],
    ['5555555555554444', 'Mastercard final 4444'],
  ] as const) {
    await typeIn(page, cards.getByLabel('Número do cartão'), number);
    await typeIn(page, cards.getByLabel('Validade (MM/AA)'), '1230');
    await typeIn(page, cards.getByLabel('Nome impresso no cartão'), 'Frota Sul');
    await page.keyboard.press('Enter');
    await expect(cards.getByText(`Cartão ${card} adicionado.`)).toBeVisible();
  }
  await expect(cards.getByLabel('Número do cartão')).toHaveValue('');
  await expectNoAxeViolations(page, 'two cards');

  await cards.getByRole('button', { name: 'Tornar favorito o cartão Mastercard final 4444' }).focus();
  await page.keyboard.press('Enter');
  await expect(cards.getByText('O cartão Mastercard final 4444 agora é o favorito.')).toBeVisible();
  await cards.getByRole('button', { name: 'Excluir o cartão Visa final 1111' }).focus();
  await page.keyboard.press('Enter');
  await expect(
    cards.getByText('Excluir o cartão Visa final 1111? Ele não poderá mais ser usado.'),
  ).toBeFocused();
  await expectNoAxeViolations(page, 'delete confirmation');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(cards.getByText('Cartão Visa final 1111 excluído.')).toBeVisible();
  await expect(cards.getByRole('listitem')).toHaveCount(1);
  const calls = (await journal('rental')).filter((e) => e.path.includes('card-management'));
  expect(calls.map((e) => e.method)).toEqual(['GET', 'POST', 'POST', 'PUT', 'DELETE', 'GET']);
  expect(JSON.stringify(await page.evaluate(() => ({ ...localStorage, ...sessionStorage })))).not.toContain(
    '4111',
  );
});

test('rental user in es-AR: an Argentine company starts with its CUIT, accepts its contract, adds a card, uploads in bulk and picks the payment method, by keyboard, axe clean', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const journal = await sandbox(page);
  await page.goto('/pages/rental.html');
  const area = page.locator('hub-rental[view="user"]');
  await area.evaluate((el) => el.setAttribute('market', 'es-AR'));
  await expect(area.getByText('Empezá el alquiler de tu empresa')).toBeVisible();
  await expect(area.getByLabel('CNPJ')).toHaveCount(0);
  await typeIn(page, area.getByLabel('CUIT'), '30712345672');
  await typeIn(page, area.getByLabel('E-mail de la empresa'), 'flota@flotasur.example.com');
  await page.keyboard.press('Enter');
  await expect(area.getByText('Ingresá un CUIT válido')).toBeVisible();
  await expect(area.getByLabel('CUIT')).toBeFocused();
  expect((await journal('rental')).filter((e) => e.method === 'POST')).toEqual([]);
  await expectNoAxeViolations(page, 'es-AR start form with messages');

  await page.keyboard.press('End');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('1');
  await page.keyboard.press('Enter');
  await expect(area.getByText('Empresa 30712345671 · Registro iniciado')).toBeVisible();
  expect((await journal('rental')).find((e) => e.path === '/sandbox/rental/rental-user/start')?.body).toEqual(
    {
      cuit: '30712345671',
      email: 'flota@flotasur.example.com',
    },
  );
  await expectNoAxeViolations(page, 'es-AR rental user started');

  await area.getByRole('checkbox', { name: /Leí el contrato/ }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(area.getByText('Aceptado')).toBeVisible();
  const put = (await journal('rental')).find((e) => e.method === 'PUT');
  expect(put).toMatchObject({
    path: '/sandbox/rental/contracts',
    body: { cuit: '30712345671', accepted: true },
  });

  const cards = area.getByRole('region', { name: 'Tarjetas de la empresa' });
  await typeIn(page, cards.getByLabel('Número de la tarjeta'), '4111111111111111');
  await typeIn(page, cards.getByLabel('Vencimiento (MM/AA)'), '1230');
  await typeIn(page, cards.getByLabel('Nombre como figura en la tarjeta'), 'Flota Sur');
  await page.keyboard.press('Enter');
  await expect(cards.getByText('Tarjeta Visa terminada en 1111 agregada.')).toBeVisible();
  const cardCalls = (await journal('rental')).filter((e) => e.path === '/sandbox/rental/card-management');
  expect(cardCalls[0]?.query).toMatchObject({ cuit: '30712345671' });
  expect(cardCalls.find((e) => e.method === 'POST')?.body).toMatchObject({ cuit: '30712345671' });
  await expectNoAxeViolations(page, 'es-AR card added');

  const files = area.getByLabel('Archivos', { exact: true }).and(area.locator('input[type="file"]'));
  await files.setInputFiles([
    { name: 'estatuto.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(1024, 1) },
    { name: 'constancia-cuit.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(1024, 1) },
  ]);
  await area.getByRole('button', { name: 'Enviar archivos' }).focus();
  await page.keyboard.press('Enter');
  await expect(area.getByText('2 archivo(s) enviado(s).')).toBeVisible();
  await expect(area.getByText('constancia-cuit.pdf · Recibido')).toBeVisible();
  await expectNoAxeViolations(page, 'es-AR files uploaded');

  await area.getByRole('radio', { name: 'Pix' }).focus();
  await page.keyboard.press('Space');
  await area.getByRole('button', { name: 'Guardar forma de pago' }).focus();
  await page.keyboard.press('Enter');
  await expect(area.getByText('Forma de pago guardada.')).toBeVisible();
  await expectNoAxeViolations(page, 'es-AR payment saved');
  expect(problems).toEqual([]);
});

test('fleet manager, pt-BR, one journey: intent with a valid CNPJ, a proposal followed along its timeline, contract files in bulk with progress, contract accepted, payment method, by keyboard, axe clean', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const journal = await sandbox(page);
  await page.goto('/pages/rental.html');

  // The intent, with a valid CNPJ.
  const form = page.locator('hub-rental[view="intent"]');
  await typeIn(page, form.getByLabel('Nome da empresa'), 'Frota Sul Ltda');
  await typeIn(page, form.getByLabel('CNPJ'), '11222333000181');
  await form.getByRole('radio', { name: 'Sim' }).focus();
  await page.keyboard.press('Space');
  await typeIn(page, form.getByLabel('Nome do responsável'), 'Carla Menezes');
  await typeIn(page, form.getByRole('textbox', { name: /E-mail/ }), 'frota@frotasul.example.com');
  await typeIn(page, form.getByLabel('Celular'), '11987654321');
  await answerFleetAndSend(page, form);
  await expect(form.getByText('Recebemos o seu interesse!')).toBeVisible();
  expect((await journal('rental')).find((e) => e.method === 'POST')).toMatchObject({
    path: '/sandbox/rental/leads/flua/create',
    body: { cnpj: '11222333000181' },
  });

  // The proposal along its timeline.
  const proposals = page.locator('hub-rental[view="proposals"]');
  const timeline = proposals.getByRole('region', { name: 'Andamento da proposta' });
  await proposals.getByRole('button', { name: /RNT-11JEE\b/ }).focus();
  await page.keyboard.press('Enter');
  await expect(timeline.getByRole('listitem')).toHaveCount(10);
  await expect(timeline.locator('[aria-current="step"]')).toContainText('Proposta criada');
  await expectNoAxeViolations(page, 'intent sent, proposal timeline');

  // The user area: the company started, its contract files sent in bulk with progress.
  const area = page.locator('hub-rental[view="user"]');
  await startCompany(page, area, '11222333000181', 'CNPJ');
  await expect(area.getByText('Empresa 11222333000181 · Cadastro iniciado')).toBeVisible();
  const files = area.getByLabel('Arquivos', { exact: true }).and(area.locator('input[type="file"]'));
  const big = Buffer.alloc(3 * 1024 * 1024, 1);
  await files.setInputFiles([
    { name: 'contrato-assinado.pdf', mimeType: 'application/pdf', buffer: big },
    { name: 'contrato-social.pdf', mimeType: 'application/pdf', buffer: big },
  ]);
  const values = await watchProgress(page, area, 'recordJourneyProgress');
  await area.getByRole('button', { name: 'Enviar arquivos' }).focus();
  await page.keyboard.press('Enter');
  await expect(area.getByText('2 arquivo(s) enviado(s).')).toBeVisible();
  await expect(area.getByText('contrato-assinado.pdf · Recebido')).toBeVisible();
  expect(values.length).toBeGreaterThan(0);
  expect((await journal('rental')).find((e) => e.path === '/sandbox/rental/file/upload-bulk')).toBeTruthy();
  await expectNoAxeViolations(page, 'contract files uploaded');

  // The contract accepted, then the payment method.
  await area.getByRole('checkbox', { name: /Li o contrato/ }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(area.getByText('Aceito')).toBeVisible();
  await area.getByRole('radio', { name: 'Pix' }).focus();
  await page.keyboard.press('Space');
  await area.getByRole('button', { name: 'Salvar forma de pagamento' }).focus();
  await page.keyboard.press('Enter');
  await expect(area.getByText('Forma de pagamento salva.')).toBeVisible();
  const rental = await journal('rental');
  expect(rental.find((e) => e.method === 'PUT')).toMatchObject({
    path: '/sandbox/rental/contracts',
    body: { cnpj: '11222333000181', accepted: true },
  });
  expect(rental.find((e) => e.method === 'PATCH')).toMatchObject({
    path: '/sandbox/rental/payments/PRD-11/methods',
    body: { paymentMethod: 'PIX' },
  });
  await expectNoAxeViolations(page, 'contract accepted, payment method saved');
  expect(problems).toEqual([]);
});
