import { expect, type Page, test } from '@playwright/test';
import { CARS, DEMO_CARS, findCar } from '../../api/sandbox/data/vehicles.ts';
import { expectNoAxeViolations, resetSandbox, watchConsole } from './support.ts';

/** The dealers' evaluations the sandbox accepted (`evaluate`, `evaluate/plate/{plate}`). */
async function evaluations(page: Page) {
  const journal = (await (await page.request.get('/sandbox/__sandbox/journal?service=recall')).json()) as {
    path: string;
    query: Record<string, string>;
  }[];
  return journal.filter((e) => e.path.includes('/evaluate'));
}

test('used-car evaluation: Davi evaluates a demo car by plate by keyboard, a bad plate refused, a chassis, then Joaquín in es-AR; axe clean', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await resetSandbox(page);
  const car = findCar({ plate: DEMO_CARS.clear.plate });
  await page.goto('/pages/quotation-simulator/fiat.html');
  const widget = page.locator('hub-quotation-simulator');
  const summary = widget.getByText('Avaliação de usado', { exact: true });
  await summary.focus();
  await page.keyboard.press('Enter');
  const form = widget.getByRole('form', { name: 'Avaliação de usado' });
  await expect(form).toBeVisible();
  await expectNoAxeViolations(page, 'evaluation opened');

  // A plate cut short: the message beside the field, nothing sent.
  const plate = form.getByRole('textbox', { name: /^Placa/ });
  await plate.focus();
  await page.keyboard.type('XYZ98');
  await page.keyboard.press('Enter');
  await expect(form.getByText('Informe uma placa válida (ex.: ABC1234 ou ABC1D23)')).toBeVisible();
  await expect(plate).toHaveAttribute('aria-invalid', 'true');
  await expect(plate).toBeFocused();
  expect(await evaluations(page)).toEqual([]);
  await expectNoAxeViolations(page, 'plate refused');

  // The demo car by plate: the car on record and its value in reais.
  await page.keyboard.type('76');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Avaliar' })).toBeFocused();
  await page.keyboard.press('Enter');
  const result = form.getByRole('status');
  await expect(result).toContainText(`Carro registrado: ${DEMO_CARS.clear.plate}`);
  await expect(result).toContainText(car?.modelName ?? '');
  await expect(result).toContainText(car?.versionName ?? '');
  await expect(result).toContainText(`${new Intl.NumberFormat('pt-BR').format(car?.mileage ?? 0)} km`);
  await expect(result).toContainText(/R\$\s[\d.]+,\d{2}/);
  expect((await evaluations(page)).map((e) => [e.path, e.query])).toEqual([
    [`/sandbox/recall/evaluate/plate/${DEMO_CARS.clear.plate}`, {}],
  ]);
  await expectNoAxeViolations(page, 'car rated');

  // By chassis: the radio by arrow key, the chassis typed.
  await form.getByRole('radio', { name: 'Placa' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: 'Chassi' })).toBeChecked();
  await form.getByRole('textbox', { name: /^Chassi/ }).fill(DEMO_CARS.open.chassis);
  await form.getByRole('textbox', { name: /^Chassi/ }).press('Enter');
  await expect(result).toContainText(`Carro registrado: ${DEMO_CARS.open.chassis}`);
  expect((await evaluations(page)).at(-1)).toMatchObject({
    path: '/sandbox/recall/evaluate',
    query: { chassis: DEMO_CARS.open.chassis },
  });

  // Joaquín, es-AR: an Argentine car of the sandbox's fleet, in pesos.
  const argentine = CARS.find((c) => c.country === 'AR');
  await page.goto('/pages/quotation-simulator/fiat.html?market=es-AR');
  await widget.getByText('Tasación de usado', { exact: true }).click();
  const formAR = widget.getByRole('form', { name: 'Tasación de usado' });
  await formAR.getByRole('textbox', { name: /^Patente/ }).fill(argentine?.plate ?? '');
  await formAR.getByRole('button', { name: 'Tasar' }).press('Enter');
  const resultAR = formAR.getByRole('status');
  await expect(resultAR).toContainText(`Auto registrado: ${argentine?.plate}`);
  await expect(resultAR).toContainText(argentine?.modelName ?? '');
  await expect(resultAR).toContainText(/\$\s[\d.]+,\d{2}/);
  await expectNoAxeViolations(page, 'es-AR car rated');
  expect(problems).toEqual([]);

  // A plate the service does not know (404, which the browser logs): the seed's words.
  const unknown = ['ZZ999ZZ', 'ZY998ZY', 'ZX997ZX'].find((p) => !findCar({ plate: p })) ?? '';
  await formAR.getByRole('textbox', { name: /^Patente/ }).fill(unknown);
  await formAR.getByRole('button', { name: 'Tasar' }).press('Enter');
  await expect(resultAR).toHaveText('Tasación del auto usado no disponible para el vehículo.');
  await expectNoAxeViolations(page, 'es-AR unavailable');
});
