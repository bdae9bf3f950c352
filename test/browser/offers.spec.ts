import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, resetSandbox, watchConsole } from './support.ts';

type Entry = {
  path: string;
  method: string;
  body: Record<string, unknown>;
  bearer: boolean;
  query: Record<string, string>;
};

/** A fresh sandbox; returns a reader of a service's journal (accepted requests only). */
async function sandbox(page: Page) {
  await resetSandbox(page);
  return async (service: string): Promise<Entry[]> =>
    (await page.request.get(`/sandbox/__sandbox/journal?service=${service}`)).json();
}

/** Focuses a control and presses a key: the journey is made by keyboard. */
async function press(control: Locator, key = 'Enter') {
  await control.focus();
  await control.press(key);
}

/** Types into a field as a keyboard would. */
async function typeIn(field: Locator, text: string) {
  await field.focus();
  await field.pressSequentially(text);
}

async function suggestAndSearch(page: Page, widget: Locator, label: string, typed: string, found: RegExp) {
  const box = widget.getByRole('combobox', { name: label });
  await typeIn(box, typed);
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const option = widget.getByRole('option').first();
  await box.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) as string);
  await expectNoAxeViolations(page, `${label}: suggestions`);
  const chosen = (await option.textContent()) as string;
  await box.press('Enter');
  await expect(box).toHaveValue(chosen);
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(widget.getByRole('status').filter({ hasText: found })).toBeVisible();
  // Escape on a closed list clears the text for the next search.
  await box.press('Escape');
  await expect(box).toHaveValue('');
  return chosen;
}

test('pt-BR: a shopper searches with suggestions by keyboard, filters, saves two, opens one and reserves it; axe clean in each state', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const journal = await sandbox(page);
  await page.goto('/pages/offers/jeep.html?as=ana');
  const widget = page.locator('hub-offers');
  const results = widget.getByRole('list', { name: 'Ofertas encontradas' });
  await expect(results.getByRole('listitem')).toHaveCount(6);
  await expect(widget.getByText(/^\d+ ofertas encontradas\. Página 1 de \d+\.$/)).toBeVisible();
  await expectNoAxeViolations(page, 'first page');

  const chosen = await suggestAndSearch(
    page,
    widget,
    'O que você procura',
    'Revis',
    /^1 oferta encontrada\.$/,
  );
  expect(chosen).toMatch(/^Revisão Mopar/);
  const searches = (await journal('offers-search')).filter((e) => e.path === '/sandbox/offers-search/');
  expect(searches.at(-1)?.body).toMatchObject({ text: chosen });
  expect(searches.every((e) => e.bearer)).toBe(true);
  expect((await journal('offers-search')).filter((e) => e.path.endsWith('/suggestions')).length).toBeLessThan(
    5,
  );

  // Filter by keyboard: rental offers of dealer groups and zones.
  await press(widget.getByRole('checkbox', { name: 'Oferta de locadora' }), 'Space');
  await press(widget.getByRole('checkbox', { name: 'Grupo de concessionárias' }), 'Space');
  await press(widget.getByRole('checkbox', { name: 'Zona' }), 'Space');
  await press(widget.getByRole('button', { name: 'Buscar', exact: true }));
  await expect(widget.getByText(/^\d+ ofertas encontradas\. Página 1 de \d+\.$/)).toBeVisible();
  const filtered = (await journal('offers-search'))
    .filter((e) => e.path === '/sandbox/offers-search/')
    .at(-1);
  expect(filtered?.body).toMatchObject({
    page: 0,
    size: 6,
    types: ['RENTAL'],
    scopes: ['DEALER_GROUP', 'ZONE'],
  });
  await expect(results.getByRole('listitem').first()).toContainText('Oferta de locadora');
  await expectNoAxeViolations(page, 'filtered');

  // Save two.
  const cards = results.getByRole('listitem');
  await press(cards.nth(0).getByRole('button', { name: /^Salvar oferta: / }));
  await expect(cards.nth(0).getByRole('button', { name: /^Salvar oferta: / })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await press(cards.nth(1).getByRole('button', { name: /^Salvar oferta: / }));
  await expect(widget.getByText('2 ofertas salvas')).toBeVisible();
  const ids = await cards.evaluateAll((items) =>
    items.slice(0, 2).map((li) => li.querySelector('[data-offer]')?.getAttribute('data-offer')),
  );
  const saves = (await journal('offers')).filter(
    (e) => e.method === 'POST' && e.path.endsWith('/saved-offers'),
  );
  expect(saves.at(-1)?.query).toEqual({ brand: 'JEEP', offerIds: ids.join(',') });
  await expectNoAxeViolations(page, 'saved two');

  // Open the first: the heading takes the focus; the payment types are listed.
  const title = (await cards.nth(0).getByRole('heading').textContent()) as string;
  await press(cards.nth(0).getByRole('button', { name: /^Ver oferta: / }));
  await expect(widget.getByRole('heading', { level: 3, name: title })).toBeFocused();
  await expect(widget.getByText('Financiamento', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'detail');

  await press(widget.getByRole('button', { name: 'Quero reservar' }));
  const form = widget.getByRole('form', { name: 'Reservar esta oferta' });
  await expect(form).toBeVisible();
  await expect(widget.getByText('Já existe uma reserva para este CPF/CNPJ')).toBeVisible();
  await press(form.getByRole('button', { name: 'Reservar' }));
  await expect(form.getByRole('textbox', { name: /Nome completo/ })).toBeFocused();
  await expectNoAxeViolations(page, 'reserve: refused');
  await typeIn(form.getByRole('textbox', { name: /Nome completo/ }), 'Ana Souza');
  await typeIn(form.getByRole('textbox', { name: /CPF/ }), '52998224725');
  await typeIn(form.getByRole('textbox', { name: /E-mail/ }), 'ana@example.com');
  await typeIn(form.getByRole('textbox', { name: /Celular/ }), '11987654321');
  const send = form.getByRole('button', { name: 'Reservar' });
  await send.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  const bill = widget.getByRole('link', { name: /Abrir o boleto/ });
  await expect(bill).toBeVisible();
  await expect(bill).toHaveAttribute('href', /^https:\/\/boleto\.example\.com\/ORS.*\.pdf$/);
  await expectNoAxeViolations(page, 'reserved');
  const reserves = (await journal('offers')).filter(
    (e) => e.method === 'POST' && e.path.endsWith('/v1/reserve'),
  );
  expect(reserves).toHaveLength(1);
  expect(reserves[0]?.body).toMatchObject({ name: 'Ana Souza', cpf: '52998224725', phone: '011987654321' });

  // Back to the results, on the button that opened the offer.
  await press(widget.getByRole('button', { name: 'Voltar às ofertas' }));
  await expect(widget.getByRole('button', { name: `Ver oferta: ${title}` }).first()).toBeFocused();
  expect(problems).toEqual([]);
});

test('es-AR: suggestions, a filter, two saved, an offer reserved with a CUIL; axe clean', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const journal = await sandbox(page);
  await page.goto('/pages/offers/fiat.html?market=es-AR&as=lucia');
  const widget = page.locator('hub-offers');
  const results = widget.getByRole('list', { name: 'Ofertas encontradas' });
  await expect(results.getByRole('listitem')).toHaveCount(6);
  await expect(widget.getByText(/\$/).first()).toBeVisible();
  await expectNoAxeViolations(page, 'es-AR: first page');

  await suggestAndSearch(page, widget, 'Qué estás buscando', 'Service', /^1 oferta encontrada\.$/);

  await press(widget.getByRole('checkbox', { name: 'Oferta del concesionario' }), 'Space');
  await press(widget.getByRole('button', { name: 'Buscar', exact: true }));
  await expect(widget.getByText(/^\d+ ofertas encontradas\. Página 1 de \d+\.$/)).toBeVisible();
  await expectNoAxeViolations(page, 'es-AR: filtered');
  const cards = results.getByRole('listitem');
  await press(cards.nth(0).getByRole('button', { name: /^Guardar oferta: / }));
  await expect(cards.nth(0).getByRole('button', { name: /^Guardar oferta: / })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await press(cards.nth(1).getByRole('button', { name: /^Guardar oferta: / }));
  await expect(widget.getByText('2 ofertas guardadas')).toBeVisible();

  await press(cards.nth(0).getByRole('button', { name: /^Ver oferta: / }));
  await expect(widget.getByText('Financiación', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'es-AR: detail');
  await press(widget.getByRole('button', { name: 'Quiero reservar' }));
  const form = widget.getByRole('form', { name: 'Reservar esta oferta' });
  await typeIn(form.getByRole('textbox', { name: /Nombre y apellido/ }), 'Lucía Fernández');
  await typeIn(form.getByRole('textbox', { name: /CUIL/ }), '27304567894');
  await typeIn(form.getByRole('textbox', { name: /E-mail/ }), 'lucia@example.com.ar');
  await typeIn(form.getByRole('textbox', { name: /Celular/ }), '3514567890');
  await press(form.getByRole('button', { name: 'Reservar' }));
  await expect(widget.getByRole('link', { name: /Abrir el boleto/ })).toBeVisible();
  await expectNoAxeViolations(page, 'es-AR: reserved');
  const reserves = (await journal('offers')).filter(
    (e) => e.method === 'POST' && e.path.endsWith('/v1/reserve'),
  );
  expect(reserves).toHaveLength(1);
  expect(reserves[0]?.body).toMatchObject({ cuil: '27304567894' });
  expect(problems).toEqual([]);
});

test('the offer-funding calculator in an offer: the plan, another car and an upgrade in modals by keyboard, the plan kept with the offer; axe clean', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(new URL(response.url()).pathname);
  });
  const journal = await sandbox(page);
  await page.goto('/pages/offers/fiat.html?as=ana');
  const widget = page.locator('hub-offers');
  const cards = widget.getByRole('list', { name: 'Ofertas encontradas' }).getByRole('listitem');
  await press(cards.nth(0).getByRole('button', { name: /^Ver oferta: / }));
  const calculator = widget.getByRole('region', { name: 'Simule o financiamento desta oferta' });
  await expect(calculator.getByText(/CET/).first()).toBeVisible();
  await expectNoAxeViolations(page, 'calculator: plan');
  const cdc = async () =>
    (await journal('funding')).filter((e) => e.path.endsWith('/cdc/simulateProposalFlow'));
  await expect.poll(async () => (await cdc()).length).toBeGreaterThan(0);
  const firstCar = (await cdc()).at(-1)?.body.mvsCode;

  // Another car: the dialog holds the focus; a version and a colour chosen by keyboard re-simulate.
  const opener = calculator.getByRole('button', { name: 'Trocar de carro' });
  await press(opener);
  const dialog = widget.getByRole('dialog', { name: 'Trocar de carro' });
  await expect(dialog).toBeVisible();
  const version = dialog.getByRole('combobox', { name: /versão/i });
  // The focus is inside the dialog (core/Modal: a modal <dialog>, the page behind inert).
  expect(await widget.evaluate((host) => Boolean(host.shadowRoot?.activeElement?.closest('dialog')))).toBe(
    true,
  );
  await expectNoAxeViolations(page, 'calculator: car change');
  const values = await version
    .locator('option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
  const other = values.find((value) => value !== (firstCar as string)) as string;
  await version.focus();
  await version.selectOption(other);
  const color = dialog.getByRole('combobox', { name: /^cor/i });
  await expect(color).toBeEnabled();
  await expect(color.locator('option').nth(1)).toBeAttached();
  await color.selectOption({ index: 1 });
  await press(dialog.getByRole('button', { name: 'Simular com este carro' }));
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect.poll(async () => (await cdc()).at(-1)?.body.mvsCode).toBe(other);

  // The versions above: a table in a dialog; Escape closes it and gives the focus back.
  const upgrade = calculator.getByRole('button', { name: 'Ver versões superiores' });
  await press(upgrade);
  const upgrades = widget.getByRole('dialog', { name: 'Versões superiores' });
  await expect(upgrades).toBeVisible();
  await expect(upgrades.getByText(/Não há versões acima desta\.|Escolher /).first()).toBeVisible();
  await expectNoAxeViolations(page, 'calculator: upgrades');
  await page.keyboard.press('Escape');
  await expect(upgrades).toBeHidden();
  await expect(upgrade).toBeFocused();

  // Keep the plan with the offer: the simulation, then the PUT with both ids, once.
  const keep = calculator.getByRole('button', { name: 'Salvar simulação nesta oferta' });
  await keep.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(calculator.getByText(/^Simulação \S+ salva nesta oferta\.$/)).toBeVisible();
  const puts = (await journal('funding')).filter(
    (e) => e.method === 'PUT' && /\/simulate\/[^/]+\/offer\//.test(e.path),
  );
  expect(puts).toHaveLength(1);
  expect(puts[0]?.path).toMatch(/\/offer\/OFR-\d{5}$/);
  await expectNoAxeViolations(page, 'calculator: kept');
  // The catalogue answers 404 where no version is above the last one: the only resource the browser
  // reports missing; nothing else went wrong.
  expect(missing.every((path) => path.endsWith('/catalog/suggestion'))).toBe(true);
  expect(problems.filter((problem) => !/status of 404/.test(problem))).toEqual([]);
});

test('1280 px: the "Ver oferta" buttons of a row of offer cards line up, whatever each card says above them', async ({
  page,
}) => {
  await resetSandbox(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/pages/offers/ds.html');
  const results = page.locator('hub-offers').getByRole('list', { name: 'Ofertas encontradas' });
  await expect(results.getByRole('listitem')).toHaveCount(6);
  const spots = await results.getByRole('listitem').evaluateAll((cards) =>
    cards.map((card) => ({
      top: Math.round(card.getBoundingClientRect().top),
      button: Math.round(card.querySelector('button')!.getBoundingClientRect().bottom),
    })),
  );
  const rows = new Map<number, Set<number>>();
  for (const spot of spots) rows.set(spot.top, (rows.get(spot.top) ?? new Set()).add(spot.button));
  expect(rows.size).toBeLessThan(spots.length);
  for (const buttons of rows.values()) expect(buttons.size).toBe(1);
});
