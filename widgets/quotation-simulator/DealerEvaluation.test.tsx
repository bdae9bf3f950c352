import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { CARS, DEMO_CARS, findCar } from '../../api/sandbox/data/vehicles.ts';
import { sandboxServer } from '../../api/sandbox/node.ts';
import { mount, SANDBOX_BASE, setupPage, signIn, signOut } from '../../test/page.ts';
import { rateLimitNext } from '../../test/rateLimited.ts';
import { journalOf, startSandbox } from '../../test/sandbox.ts';
import './quotation-simulator.element.ts';

startSandbox();
afterEach(() => {
  signOut();
  for (const el of document.querySelectorAll('hub-quotation-simulator')) el.remove();
});

const evaluations = () => journalOf('recall').filter((e) => e.path.startsWith('/recall/evaluate'));

/** The used-car evaluation of a seller's dealer tools (Davi, pt-BR; Joaquín, es-AR), opened. */
async function openEvaluation(market: 'pt-BR' | 'es-AR' = 'pt-BR') {
  setupPage({ brand: 'fiat', market });
  signIn(market === 'es-AR' ? 'sandbox-token-joaquin' : 'sandbox-token-davi');
  const { root } = mount('<hub-quotation-simulator model="674" year="2026"></hub-quotation-simulator>');
  const view = within(root as unknown as HTMLElement);
  const u = userEvent.setup();
  await u.click(await view.findByText(/^Avaliação de usado$|^Tasación de usado$/, {}, { timeout: 4000 }));
  const form = within(await view.findByRole('form', { name: /^Avaliação de usado$|^Tasación de usado$/ }));
  return { form, u };
}

/** The car on record as the result lists it: term → detail (spaces as typed). */
const shown = (form: ReturnType<typeof within>) =>
  Object.fromEntries(
    form
      .getAllByRole('term')
      .map((dt: HTMLElement) => [dt.textContent, dt.nextElementSibling?.textContent?.replace(/\s/g, ' ')]),
  );

describe('hub-quotation-simulator: used-car evaluation of the dealer tools', () => {
  it('by plate: GET evaluate/plate/{plate} with no mileage, then the car on record and its value in reais', async () => {
    const { form, u } = await openEvaluation();
    const car = findCar({ plate: DEMO_CARS.open.plate });
    await u.type(form.getByRole('textbox', { name: /^Placa/ }), 'abc1d23');
    await u.click(form.getByRole('button', { name: 'Avaliar' }));
    expect(await form.findByText('Carro registrado: ABC1D23')).toBeTruthy();
    expect(evaluations().map((e) => [e.method, e.path, e.query])).toEqual([
      ['GET', '/recall/evaluate/plate/ABC1D23', {}],
    ]);
    const km = new Intl.NumberFormat('pt-BR').format(car?.mileage ?? 0);
    expect(shown(form)).toMatchObject({
      Modelo: car?.modelName,
      Versão: car?.versionName,
      Ano: String(car?.year),
      'Quilometragem registrada': `${km} km`,
    });
    expect(shown(form)['Valor de avaliação']).toMatch(/^R\$\s[\d.]+,\d{2}$/);
    expect(form.getByRole('status').textContent).toContain('Carro registrado: ABC1D23');
  });

  it('by chassis: GET evaluate?chassis=, the value read as the service sends it', async () => {
    sandboxServer.use(
      http.get(`${SANDBOX_BASE}/recall/evaluate`, ({ request }) =>
        HttpResponse.json({
          chassis: new URL(request.url).searchParams.get('chassis'),
          model: 'Argo',
          version: 'Drive 1.0',
          year: 2021,
          mileage: '45000',
          evaluation: '52300',
        }),
      ),
    );
    const { form, u } = await openEvaluation();
    await u.click(form.getByRole('radio', { name: 'Chassi' }));
    await u.type(form.getByRole('textbox', { name: /^Chassi/ }), DEMO_CARS.clear.chassis.toLowerCase());
    await u.click(form.getByRole('button', { name: 'Avaliar' }));
    expect(await form.findByText(`Carro registrado: ${DEMO_CARS.clear.chassis}`)).toBeTruthy();
    expect(shown(form)).toEqual({
      Modelo: 'Argo',
      Versão: 'Drive 1.0',
      Ano: '2021',
      'Quilometragem registrada': '45.000 km',
      'Valor de avaliação': 'R$ 52.300,00',
    });
  });

  it('the sandbox answers a chassis with the car on record', async () => {
    const { form, u } = await openEvaluation();
    await u.click(form.getByRole('radio', { name: 'Chassi' }));
    await u.type(form.getByRole('textbox', { name: /^Chassi/ }), DEMO_CARS.clear.chassis);
    await u.click(form.getByRole('button', { name: 'Avaliar' }));
    await form.findByText(`Carro registrado: ${DEMO_CARS.clear.chassis}`);
    expect(evaluations().map((e) => [e.path, e.query])).toEqual([
      ['/recall/evaluate', { chassis: DEMO_CARS.clear.chassis }],
    ]);
    expect(shown(form).Modelo).toBe(findCar({ chassis: DEMO_CARS.clear.chassis })?.modelName);
  });

  it.each([
    ['an empty plate', 'plate', '', 'Informe a placa do veículo'],
    ['a plate cut short', 'plate', 'ABC1D', 'Informe uma placa válida (ex.: ABC1234 ou ABC1D23)'],
    [
      'a short chassis',
      'chassis',
      '9BD195A4ZN',
      'O chassi deve ter 17 caracteres, entre letras (A–Z) e números',
    ],
  ])('%s: the message beside the field, nothing sent', async (_, by, typed, message) => {
    const { form, u } = await openEvaluation();
    if (by === 'chassis') await u.click(form.getByRole('radio', { name: 'Chassi' }));
    const field = form.getByRole('textbox', { name: by === 'plate' ? /^Placa/ : /^Chassi/ });
    if (typed) await u.type(field, typed);
    await u.click(form.getByRole('button', { name: 'Avaliar' }));
    const shownMessage = await form.findByText(message);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(shownMessage.id);
    expect(evaluations()).toEqual([]);
    expect(form.getByRole('status').textContent).toBe('');
  });

  it("a car the service does not know (404): the seed's rating unavailable words", async () => {
    const { form, u } = await openEvaluation();
    const unknown = ['ZZZ9Z99', 'QQQ1Q11'].find((plate) => !findCar({ plate })) ?? '';
    await u.type(form.getByRole('textbox', { name: /^Placa/ }), unknown);
    await u.click(form.getByRole('button', { name: 'Avaliar' }));
    expect((await form.findByRole('status')).textContent).toBe(
      'Avaliação do carro usado indisponível para o veículo.',
    );
  });

  it("a failing service (503): the seed's error, and the retry sends again with the plate kept", async () => {
    sandboxServer.use(
      http.get(
        `${SANDBOX_BASE}/recall/evaluate/plate/:plate`,
        () => HttpResponse.json({ message: 'down' }, { status: 503 }),
        { once: true },
      ),
    );
    const { form, u } = await openEvaluation();
    const field = form.getByRole('textbox', { name: /^Placa/ });
    await u.type(field, DEMO_CARS.open.plate);
    await u.click(form.getByRole('button', { name: 'Avaliar' }));
    expect((await form.findByRole('alert')).textContent).toBe('Um erro ocorreu, tente novamente');
    expect((field as HTMLInputElement).value.replace('-', '')).toBe(DEMO_CARS.open.plate);
    await u.click(form.getByRole('button', { name: 'Tentar novamente' }));
    expect(await form.findByText(`Carro registrado: ${DEMO_CARS.open.plate}`)).toBeTruthy();
    expect(form.queryByRole('alert')).toBeNull();
    expect(evaluations().map((e) => e.path)).toEqual([`/recall/evaluate/plate/${DEMO_CARS.open.plate}`]);
  });

  it('a rate limit (429): the wait in words, the plate kept, the button held with nothing sent meanwhile', async () => {
    const limit = rateLimitNext('get', `${SANDBOX_BASE}/recall/evaluate/plate/:plate`, 30);
    const { form, u } = await openEvaluation();
    const field = form.getByRole('textbox', { name: /^Placa/ });
    await u.type(field, DEMO_CARS.open.plate);
    await u.click(form.getByRole('button', { name: 'Avaliar' }));
    expect((await form.findByRole('alert')).textContent).toBe('Muitas tentativas, tente em 30 s');
    expect((field as HTMLInputElement).value.replace('-', '')).toBe(DEMO_CARS.open.plate);
    const button = form.getByRole('button', { name: 'Tentar novamente' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.textContent).toBe('Tentar novamente (30 s)');
    await u.click(button);
    expect(limit.calls()).toBe(1);
    expect(evaluations()).toEqual([]);
    expect(form.queryByText(/Carro registrado/)).toBeNull();
  });

  it('es-AR: Joaquín evaluates an Argentine plate, the value in pesos; a plate cut short refused in Spanish', async () => {
    const car = CARS.find((c) => c.country === 'AR');
    const { form, u } = await openEvaluation('es-AR');
    const field = form.getByRole('textbox', { name: /^Patente/ });
    await u.type(field, 'AB12');
    await u.click(form.getByRole('button', { name: 'Tasar' }));
    expect(await form.findByText('Ingresá una patente válida (p. ej.: AB123CD o ABC123)')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(evaluations()).toEqual([]);
    await u.type(field, `{Backspace>8/}${car?.plate}`);
    await u.click(form.getByRole('button', { name: 'Tasar' }));
    expect(await form.findByText(`Auto registrado: ${car?.plate}`)).toBeTruthy();
    expect(evaluations().map((e) => e.path)).toEqual([`/recall/evaluate/plate/${car?.plate}`]);
    expect(shown(form)).toMatchObject({
      Modelo: car?.modelName,
      Versión: car?.versionName,
      Año: String(car?.year),
    });
    expect(shown(form)['Valor de tasación']).toMatch(/^\$\s[\d.]+,\d{2}$/);
  });
});
