import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deliveryOf, invoicedPriceOf } from '../../../api/sandbox/data/ownedCarServices.ts';
import { USERS } from '../../../api/sandbox/data/users.ts';
import { CARS } from '../../../api/sandbox/data/vehicles.ts';
import { sandboxServer } from '../../../api/sandbox/node.ts';
import { SERVICE_KEYS } from '../../../api/services.ts';
import { formatDate, formatMoney } from '../../../core/format.ts';
import { addMonths, localDay, maintenanceReminder } from '../../../domain/owned-car/index.ts';
import { mount, setupPage, signIn, signOut } from '../../../test/page.ts';
import { journalOf, startSandbox } from '../../../test/sandbox.ts';
import '../garage.element.ts';

startSandbox();
afterEach(() => {
  signOut();
  localStorage.clear();
  vi.restoreAllMocks();
  for (const el of document.querySelectorAll('hub-garage')) el.remove();
});

const carsOf = (nickname: string) => {
  const owner = USERS.find((u) => u.nickname === nickname);
  return CARS.filter((car) => car.ownerId === owner?.id);
};
const strada = carsOf('Ana')[0]!;
const pulse = carsOf('Martu').find((car) => car.brand === 'fiat')!;
const nameOf = (car: typeof strada) => `${car.modelName} ${car.versionName} ${car.year}`;
const benefitCalls = () => journalOf('benefits').map((e) => `${e.method} ${e.path}`);

/** Opens the garage signed in and a car's services with the keyboard (Tab to the button, Enter). */
async function openServices(
  car = strada,
  token = 'sandbox-token-ana',
  market = 'pt-BR',
  services: readonly string[] = SERVICE_KEYS,
) {
  setupPage({ market, services });
  signIn(token);
  const before = journalOf('benefits').length;
  const u = userEvent.setup();
  const { root } = mount('<hub-garage></hub-garage>');
  const view = within(root as unknown as HTMLElement);
  const label = market === 'es-AR' ? 'Servicios del auto' : 'Serviços do carro';
  const button = await view.findByRole('button', { name: `${label}: ${nameOf(car)}` });
  expect(button.getAttribute('aria-expanded')).toBe('false');
  // Nothing is asked before the owner opens the services.
  expect(journalOf('benefits')).toHaveLength(before);
  button.focus();
  await u.keyboard('{Enter}');
  expect(button.getAttribute('aria-expanded')).toBe('true');
  const panel = within(view.getByRole('region', { name: new RegExp(nameOf(car)) }));
  return { u, view, panel, root };
}
const section = (panel: ReturnType<typeof within>, name: string) =>
  within(panel.getByRole('region', { name }));

describe("hub-garage: an owned car's services", () => {
  it('shows warranty, flawless delivery, invoice and the Mopar services of the car, asked once each', async () => {
    const { panel } = await openServices();
    const warranty = section(panel, 'Garantia');
    expect(
      await warranty.findByText(/Garantia de fábrica de 3 anos, sem limite de quilometragem\./),
    ).toBeTruthy();
    expect(warranty.getByText('Motor e câmbio')).toBeTruthy();
    const { deliveredAt, issuedAt } = deliveryOf(strada);
    expect(warranty.getByText(/Encerrada em|Vigente até/).textContent).toContain(
      formatDate(addMonths(deliveredAt, 36), 'pt-BR'),
    );
    const delivery = section(panel, 'Entrega perfeita');
    expect(
      await delivery.findByText(new RegExp(`Entregue em ${formatDate(deliveredAt, 'pt-BR')}\\.`)),
    ).toBeTruthy();
    expect(delivery.getByText('Chave reserva')).toBeTruthy();
    const invoice = section(panel, 'Nota fiscal');
    const amount = formatMoney(invoicedPriceOf(strada) ?? 0, 'pt-BR');
    expect(
      (await invoice.findByText(new RegExp(`Emitida em ${formatDate(issuedAt, 'pt-BR')}`))).textContent,
    ).toContain(`Valor ${amount}`);
    const mopar = section(panel, 'Serviços Mopar');
    expect((await mopar.findByText('Troca de óleo e filtro Mopar')).parentElement?.textContent).toBe(
      `Troca de óleo e filtro Mopar — ${formatMoney(389, 'pt-BR')}`,
    );
    expect(mopar.getByText('Cupom 15% em acessórios')).toBeTruthy();
    expect(benefitCalls().sort()).toEqual([
      `GET /benefits/flawlessDelivery/hub-garage/${strada.chassis}`,
      'GET /benefits/invoice',
      'GET /benefits/mopar',
      'GET /benefits/mopar/possible-models',
      'GET /benefits/warranty',
    ]);
    expect(journalOf('benefits').find((e) => e.path === '/benefits/warranty')?.query).toEqual({
      modelCode: strada.modelCode,
    });
  });

  it('downloads the warranty terms once per press, with the brand hub context', async () => {
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:terms';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const events: unknown[] = [];
    document.addEventListener('hub-submit-success', (e) => events.push((e as CustomEvent).detail));
    const { panel } = await openServices();
    const warranty = section(panel, 'Garantia');
    const button = await warranty.findByRole('button', { name: 'Baixar termo de garantia (PDF)' });
    // Two presses before the answer: one download.
    button.click();
    button.click();
    expect(await warranty.findByText('Termo de garantia baixado.')).toBeTruthy();
    const posts = journalOf('benefits').filter((e) => e.path === '/benefits/warranty-terms');
    expect(posts.map((e) => [e.body, e.headers['x-hub-context']])).toEqual([
      [{ chassis: strada.chassis }, 'fiat'],
    ]);
    expect(saved[0]?.type).toBe('application/pdf');
    expect(events).toContainEqual(
      expect.objectContaining({ form: 'garage-warranty-terms', shelf: 'owned', id: `GRG-${strada.id}` }),
    );
  });

  it.each([
    ['Garantia', 'get', '*/benefits/warranty', /Garantia de fábrica/],
    ['Entrega perfeita', 'get', '*/benefits/flawlessDelivery/:source/:vin', /Entregue em/],
    ['Nota fiscal', 'get', '*/benefits/invoice', /Emitida em/],
    ['Serviços Mopar', 'get', '*/benefits/mopar', /Cupom 15% em acessórios/],
  ] as const)(
    '%s failing: the seed message and a retry there; the others still shown',
    async (name, _m, path, shown) => {
      sandboxServer.use(http.get(path, () => new HttpResponse(null, { status: 503 }), { once: true }));
      const { u, panel } = await openServices();
      const failed = section(panel, name);
      const alert = await failed.findByRole('alert');
      expect(alert.textContent).toContain('Um erro ocorreu, tente novamente');
      const others = ['Garantia', 'Entrega perfeita', 'Nota fiscal'].filter((x) => x !== name);
      for (const other of others)
        await waitFor(() => expect(section(panel, other).queryByRole('alert')).toBeNull());
      await u.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
      expect(await failed.findByText(shown)).toBeTruthy();
      expect(failed.queryByRole('alert')).toBeNull();
    },
  );

  it('a failing terms download says so and the same button tries again', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:terms');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    sandboxServer.use(
      http.post('*/benefits/warranty-terms', () => new HttpResponse(null, { status: 500 }), { once: true }),
    );
    const { u, panel } = await openServices();
    const warranty = section(panel, 'Garantia');
    await u.click(await warranty.findByRole('button', { name: 'Baixar termo de garantia (PDF)' }));
    expect((await warranty.findByRole('alert')).textContent).toBe('Um erro ocorreu, tente novamente');
    await u.click(warranty.getByRole('button', { name: 'Baixar termo de garantia (PDF)' }));
    expect(await warranty.findByText('Termo de garantia baixado.')).toBeTruthy();
  });

  it('simulates paying a Mopar service: choices checked first, then the instalments in words', async () => {
    const { u, panel } = await openServices();
    const form = within(await panel.findByRole('form', { name: 'Simular o pagamento de um serviço Mopar' }));
    await u.click(form.getByRole('button', { name: 'Simular pagamento' }));
    expect(await form.findByText('Escolha o serviço.')).toBeTruthy();
    expect(form.getByText('Escolha em quantas parcelas.')).toBeTruthy();
    expect(journalOf('benefits').filter((e) => e.method === 'POST')).toEqual([]);
    sandboxServer.use(
      http.post('*/benefits/simulation/payment', () => new HttpResponse(null, { status: 503 }), {
        once: true,
      }),
    );
    const service = form.getByLabelText(/Serviço/) as HTMLSelectElement;
    const option = [...service.options].find(
      (o) => o.text === `Troca de óleo e filtro Mopar (${formatMoney(389, 'pt-BR')})`,
    );
    await u.selectOptions(service, option?.value ?? '');
    const installments = form.getByLabelText(/Parcelas/) as HTMLSelectElement;
    await u.selectOptions(installments, [...installments.options].find((o) => o.text === '3x')?.value ?? '');
    await u.click(form.getByRole('button', { name: 'Simular pagamento' }));
    expect((await form.findByRole('alert')).textContent).toBe('Um erro ocorreu, tente novamente');
    await u.click(form.getByRole('button', { name: 'Simular pagamento' }));
    const words = `3x de ${formatMoney(129.67, 'pt-BR')} sem juros, total ${formatMoney(389, 'pt-BR')}.`;
    expect((await form.findByRole('status')).textContent).toBe(words);
    const sent = journalOf('benefits').filter((e) => e.path === '/benefits/simulation/payment');
    expect(sent.map((e) => e.body)).toEqual([{ amount: 389, installments: 3 }]);
    expect(sent[0]?.headers.referrer).toBe(`${location.origin}${location.pathname}`);
  });

  it('oil-change reminder: mileage checked beside the field, the next change in words, kept per car', async () => {
    const { u, panel, root } = await openServices();
    const form = within(panel.getByRole('form', { name: 'Lembrete de troca de óleo' }));
    await u.click(form.getByRole('button', { name: 'Calcular próxima troca' }));
    expect(await form.findByText('Informe a quilometragem atual.')).toBeTruthy();
    expect(root.activeElement).toBe(form.getByLabelText(/Quilometragem atual/));
    await u.type(form.getByLabelText(/Quilometragem atual/), '12a');
    await u.keyboard('{Enter}');
    expect(
      await form.findByText('Informe a quilometragem em números inteiros, até 999.999 km.'),
    ).toBeTruthy();
    expect(localStorage.length).toBe(0);

    const today = localDay();
    const last = addMonths(today, -2);
    const mileage = form.getByLabelText(/Quilometragem atual/) as HTMLInputElement;
    await u.type(mileage, '34.000', { initialSelectionStart: 0, initialSelectionEnd: mileage.value.length });
    await u.type(form.getByLabelText(/Data da última troca/), addMonths(today, 1));
    await u.type(form.getByLabelText(/Quilometragem na última troca/), '30000');
    await u.click(form.getByRole('button', { name: 'Calcular próxima troca' }));
    expect(await form.findByText('A data não pode ser depois de hoje.')).toBeTruthy();
    const date = form.getByLabelText(/Data da última troca/) as HTMLInputElement;
    await u.type(date, last, { initialSelectionStart: 0, initialSelectionEnd: date.value.length });
    await u.click(form.getByRole('button', { name: 'Calcular próxima troca' }));
    const reminder = maintenanceReminder({ since: last, sinceKm: 30_000, mileage: 34_000, today });
    expect(
      await form.findByText(
        `Próxima troca de óleo: até ${formatDate(addMonths(last, 12), 'pt-BR')} ou aos 40.000 km, o que vier primeiro. Faltam ${reminder.daysLeft} dias ou 6.000 km.`,
      ),
    ).toBeTruthy();
    expect(localStorage.getItem(`hub-garage-oil:GRG-${strada.id}`)).toContain('34.000');

    // Seen again on the next visit, without typing.
    for (const el of document.querySelectorAll('hub-garage')) el.remove();
    const again = await openServices();
    expect(await again.panel.findByText(/aos 40\.000 km/)).toBeTruthy();
  });

  it('oil-change reminder from the delivery: late by date and by mileage in words', async () => {
    const { u, panel } = await openServices();
    const delivery = section(panel, 'Entrega perfeita');
    await delivery.findByText(/Entregue em/);
    const form = within(panel.getByRole('form', { name: 'Lembrete de troca de óleo' }));
    const { deliveredAt } = deliveryOf(strada);
    expect(
      form.getByText(
        `Em branco: contamos desde a entrega, em ${formatDate(deliveredAt, 'pt-BR')}, com 0 km.`,
      ),
    ).toBeTruthy();
    await u.type(form.getByLabelText(/Quilometragem atual/), '12500{Enter}');
    expect(
      await form.findByText(
        `Troca de óleo atrasada: venceu em ${formatDate(addMonths(deliveredAt, 12), 'pt-BR')} e o carro passou 2.500 km dos 10.000 km.`,
      ),
    ).toBeTruthy();
  });

  it('es-AR: the services in Spanish, the warranty with its kilometres, Argentine pesos', async () => {
    const { u, panel } = await openServices(pulse, 'sandbox-token-martina', 'es-AR');
    const warranty = section(panel, 'Garantía');
    expect(
      await warranty.findByText(/Garantía de fábrica de 3 años o 100\.000 km, lo que ocurra primero\./),
    ).toBeTruthy();
    expect(warranty.getByText('Motor y caja')).toBeTruthy();
    expect(await section(panel, 'Entrega perfecta').findByText('Llave de repuesto')).toBeTruthy();
    expect(await section(panel, 'Factura').findByText(/Emitida el/)).toBeTruthy();
    const mopar = section(panel, 'Servicios Mopar');
    expect((await mopar.findByText('Cambio de aceite y filtro Mopar')).parentElement?.textContent).toBe(
      `Cambio de aceite y filtro Mopar — ${formatMoney(98_000, 'es-AR')}`,
    );
    const form = within(panel.getByRole('form', { name: 'Recordatorio de cambio de aceite' }));
    await u.click(form.getByRole('button', { name: 'Calcular próximo cambio' }));
    expect(await form.findByText('Ingresá el kilometraje actual.')).toBeTruthy();
  });

  it("a car the page brand's Mopar services do not fit says so (Martina's car of another brand on a Fiat page)", async () => {
    const otherBrand = carsOf('Martu').find((car) => car.brand !== 'fiat')!;
    const { panel } = await openServices(otherBrand, 'sandbox-token-martina', 'es-AR');
    expect(
      await section(panel, 'Servicios Mopar').findByText('Los servicios Mopar no cubren este modelo.'),
    ).toBeTruthy();
  });

  it('a page without the benefits service: no service asked, the oil reminder still there', async () => {
    const { panel } = await openServices(
      strada,
      'sandbox-token-ana',
      'pt-BR',
      SERVICE_KEYS.filter((key) => key !== 'benefits'),
    );
    expect(panel.getByRole('form', { name: 'Lembrete de troca de óleo' })).toBeTruthy();
    expect(panel.queryByRole('region', { name: 'Garantia' })).toBeNull();
    expect(
      panel.getByText('Não sabemos a data de entrega deste carro: informe a da última troca.'),
    ).toBeTruthy();
    expect(journalOf('benefits')).toEqual([]);
  });
});
