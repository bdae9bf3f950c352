import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { CARS, DEMO_CARS, findCar } from '../../api/sandbox/data/vehicles.ts';
import { sandboxServer } from '../../api/sandbox/node.ts';
import { hubStore } from '../../core/store.ts';
import { carAtom } from '../../domain/car/store/atoms.ts';
import { emptyCar } from '../../domain/car/store/CarState.ts';
import { createConfiguratorActions } from '../../domain/car/store/createConfiguratorActions.ts';
import { MVS } from '../../domain/car/store/fixtures.ts';
import { mount, setupPage, signIn, signOut } from '../../test/page.ts';
import { rateLimitNext } from '../../test/rateLimited.ts';
import { journalOf, startSandbox } from '../../test/sandbox.ts';
import './garage.element.ts';

const sandboxState = startSandbox();
afterEach(() => {
  signOut();
  localStorage.clear();
  hubStore.set(carAtom, emptyCar('fiat'));
  for (const el of document.querySelectorAll('hub-garage')) el.remove();
});

const user = () => userEvent.setup();
const LINKS = 'recall-url="/recall" trade-in-url="/troca" configurator-url="/monte"';

async function open(html = `<hub-garage ${LINKS}></hub-garage>`) {
  const { el, root } = mount(html);
  const view = within(root as unknown as HTMLElement);
  await view.findByRole('heading', { level: 2 });
  return { el, root, view };
}
/** Every public event the widget fires, with its detail. */
function recordEvents() {
  const events: { name: string; detail: unknown }[] = [];
  for (const name of ['hub-submit-success', 'hub-submit-error'])
    document.addEventListener(name, (e) => events.push({ name, detail: (e as CustomEvent).detail }));
  return events;
}
const items = (view: ReturnType<typeof within>, list: string) =>
  within(view.getByRole('list', { name: list }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);
const posts = (path: string) => journalOf('garage').filter((e) => e.method === 'POST' && e.path === path);

describe('hub-garage', () => {
  it('signed out: a sign-in prompt with the sign-in link, no call', async () => {
    setupPage();
    const { view } = await open('<hub-garage login-url="/entrar"></hub-garage>');
    expect(view.getByText('Entre na sua conta para ver e montar a sua garagem.')).toBeTruthy();
    expect(view.getByRole('link', { name: 'Entrar' }).getAttribute('href')).toBe('/entrar');
    expect(sandboxState.journal).toEqual([]);
  });

  it('signed in: owned cars with plate and chassis, links to recall and trade-in; empty lists say so', async () => {
    setupPage();
    signIn('sandbox-token-ana');
    const { view } = await open();
    await view.findByRole('list', { name: 'Meus carros' });
    expect(items(view, 'Meus carros')).toEqual([
      expect.stringContaining('Strada Volcano 2023Placa KZD4X74 · Chassi 9BDKJSXX7P3249820'),
      expect.stringContaining('Toro Volcano 2025Placa WGW5M77'),
    ]);
    expect(view.getByText('Você ainda não salvou nenhum carro desejado.')).toBeTruthy();
    expect(
      view.getByText(
        'Monte um carro no configurador e salve-o como desejado para voltar a ele quando quiser.',
      ),
    ).toBeTruthy();
    expect(view.getByText('Os carros que você vê no configurador aparecem aqui.')).toBeTruthy();
    const recall = view.getByRole('link', { name: 'Consultar recall do Strada Volcano 2023' });
    expect(new URL(recall.getAttribute('href') ?? '').search).toBe('?plate=KZD4X74');
    const tradeIn = view.getByRole('link', { name: 'Usar na troca: Strada Volcano 2023' });
    expect(new URL(tradeIn.getAttribute('href') ?? '').searchParams.get('chassis')).toBe('9BDKJSXX7P3249820');
    expect(
      journalOf('garage')
        .map((e) => `${e.method} ${e.path} ${e.bearer}`)
        .sort(),
    ).toEqual(['GET /garage/v1/owned true', 'GET /garage/v1/visited true', 'GET /garage/v1/wanted true']);
  });

  it('adds an owned car by plate: checked as typed, looked up, confirmed, sent once; its recall is one link away', async () => {
    setupPage();
    signIn('sandbox-token-ana');
    const events = recordEvents();
    const u = user();
    const { root, view } = await open();
    await u.click(await view.findByRole('button', { name: 'Adicionar meu carro' }));
    const plate = view.getByLabelText(/placa do veículo/i) as HTMLInputElement;
    expect(root.activeElement).toBe(plate);
    await u.type(plate, 'AB123CD{Enter}');
    expect(await view.findByText('Informe uma placa válida (ex.: ABC1234 ou ABC1D23)')).toBeTruthy();
    expect(journalOf('recall')).toEqual([]);

    await u.type(plate, 'AAA0A00', { initialSelectionStart: 0, initialSelectionEnd: plate.value.length });
    await u.click(view.getByRole('button', { name: 'Buscar veículo' }));
    expect(
      await view.findByText('Não encontramos um veículo com esses dados. Confira e tente de novo.'),
    ).toBeTruthy();
    await waitFor(() => expect(root.activeElement).toBe(plate));

    await u.type(plate, 'abc1d23', { initialSelectionStart: 0, initialSelectionEnd: plate.value.length });
    await u.keyboard('{Enter}');
    const found = await view.findByRole('heading', { name: 'Encontramos este veículo' });
    await waitFor(() => expect(root.activeElement).toBe(found));
    expect(journalOf('recall').at(-1)).toMatchObject({
      path: '/recall/v2/car',
      query: { plate: 'ABC1D23', brand: 'fiat' },
    });
    const car = findCar(DEMO_CARS.open)!;
    const name = `${car.modelName} ${car.versionName} ${car.year}`;
    expect(view.getByText(name)).toBeTruthy();
    expect(view.getByText('Este veículo tem recall pendente.')).toBeTruthy();
    const add = view.getByRole('button', { name: 'Adicionar à garagem' });
    await u.click(add);
    await u.click(add);
    const notice = await view.findByText(`O ${name} foi adicionado à sua garagem.`);
    await waitFor(() => expect(root.activeElement).toBe(notice));
    expect(posts('/garage/v2/owned').map((e) => e.body)).toEqual([
      { chassis: DEMO_CARS.open.chassis, plate: 'ABC1D23' },
    ]);
    expect(items(view, 'Meus carros')).toHaveLength(3);
    const recall = view.getByRole('link', { name: `Consultar recall do ${name}` });
    expect(new URL(recall.getAttribute('href') ?? '').search).toBe('?plate=ABC1D23');
    expect(events).toEqual([
      {
        name: 'hub-submit-success',
        detail: {
          form: 'garage-add-owned',
          shelf: 'owned',
          id: expect.any(String),
          widget: 'hub-garage',
          brand: 'fiat',
          market: 'pt-BR',
        },
      },
    ]);
  });

  it('es-AR: Argentine plates, Spanish words; a Brazilian plate is refused in Spanish', async () => {
    setupPage({ market: 'es-AR' });
    signIn('sandbox-token-martina');
    const u = user();
    const { view } = await open();
    await u.click(await view.findByRole('button', { name: 'Agregar mi auto' }));
    const plate = view.getByLabelText(/patente del vehículo/i) as HTMLInputElement;
    await u.type(plate, 'ABC1{Enter}');
    expect(await view.findByText('Ingresá una patente válida (p. ej.: AB123CD o ABC123)')).toBeTruthy();
    expect(journalOf('recall')).toEqual([]);
    // An Argentine Fiat of the sandbox's fleet, which is generated from the catalogue.
    const found = CARS.find((car) => car.country === 'AR' && car.brand === 'fiat' && !car.ownerId);
    await u.type(plate, found?.plate ?? '', {
      initialSelectionStart: 0,
      initialSelectionEnd: plate.value.length,
    });
    await u.click(view.getByRole('button', { name: 'Buscar vehículo' }));
    await view.findByRole('heading', { name: 'Encontramos este vehículo' });
    await u.click(view.getByRole('button', { name: 'Agregar al garage' }));
    const name = `${found?.modelName} ${found?.versionName} ${found?.year}`;
    expect(await view.findByText(`El ${name} se agregó a tu garage.`)).toBeTruthy();
    expect(posts('/garage/v2/owned').map((e) => e.body)).toEqual([
      { chassis: found?.chassis, plate: found?.plate },
    ]);
  });

  it('a car already in the garage: the service refuses it and the widget says so in words', async () => {
    setupPage();
    signIn('sandbox-token-ana');
    const events = recordEvents();
    const u = user();
    const { view } = await open();
    await u.click(await view.findByRole('button', { name: 'Adicionar meu carro' }));
    await u.type(view.getByLabelText(/placa do veículo/i), 'KZD4X74{Enter}');
    await view.findByRole('heading', { name: 'Encontramos este veículo' });
    await u.click(view.getByRole('button', { name: 'Adicionar à garagem' }));
    expect((await view.findByRole('alert')).textContent).toBe('Este carro já está na sua garagem.');
    expect(items(view, 'Meus carros')).toHaveLength(2);
    expect(events).toEqual([
      {
        name: 'hub-submit-error',
        detail: {
          form: 'garage-add-owned',
          shelf: 'owned',
          code: expect.any(String),
          widget: 'hub-garage',
          brand: 'fiat',
          market: 'pt-BR',
        },
      },
    ]);
  });

  it('adds by chassis too; a failing lookup says so, keeps what was typed and looks up on the retry', async () => {
    setupPage();
    signIn('sandbox-token-ana');
    sandboxServer.use(
      http.get('*/recall/v2/car', () => new HttpResponse(null, { status: 503 }), { once: true }),
    );
    const u = user();
    const { view } = await open();
    await u.click(await view.findByRole('button', { name: 'Adicionar meu carro' }));
    await u.click(view.getByRole('radio', { name: 'Chassi' }));
    const chassis = view.getByLabelText(/chassi do veículo/i) as HTMLInputElement;
    await u.type(chassis, '9BDF0SDP3KL805275{Enter}');
    expect((await view.findByRole('alert')).textContent).toBe('Um erro ocorreu, tente novamente');
    expect(chassis.value).toBe('9BDF0SDP3KL805275');
    await u.click(view.getByRole('button', { name: 'Tentar novamente' }));
    await view.findByRole('heading', { name: 'Encontramos este veículo' });
    expect(journalOf('recall').at(-1)?.query).toMatchObject({ chassis: '9BDF0SDP3KL805275' });
  });

  it('removes an owned car after confirming; the configured car loses its chassis and plate', async () => {
    setupPage();
    signIn('sandbox-token-ana');
    const actions = createConfiguratorActions(hubStore);
    actions.restoreCar('fiat');
    actions.update({ mvs: { ...MVS, chassis: '9BDKJSXX7P3249820', plateNumber: 'KZD4X74' } });
    const events = recordEvents();
    const u = user();
    const { root, view } = await open();
    const remove = await view.findByRole('button', { name: 'Remover o Strada Volcano 2023' });
    await u.click(remove);
    let dialog = await view.findByRole('alertdialog', { name: 'Remover carro?' });
    expect(dialog.textContent).toContain(
      'O Strada Volcano 2023 sai da sua garagem, com o chassi e a placa dele.',
    );
    await u.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(root.activeElement).toBe(remove);
    expect(journalOf('garage').filter((e) => e.method === 'DELETE')).toEqual([]);

    await u.click(remove);
    dialog = view.getByRole('alertdialog', { name: 'Remover carro?' });
    await u.click(within(dialog).getByRole('button', { name: 'Remover carro' }));
    const notice = await view.findByText('O Strada Volcano 2023 foi removido.');
    await waitFor(() => expect(root.activeElement).toBe(notice));
    expect(
      journalOf('garage')
        .filter((e) => e.method === 'DELETE')
        .map((e) => e.path),
    ).toEqual([expect.stringMatching(/^\/garage\/v1\/owned\/car\/GRG-/)]);
    expect(items(view, 'Meus carros')).toEqual([expect.stringContaining('Toro Volcano 2025')]);
    expect(hubStore.get(carAtom).mvs).toMatchObject({ code: MVS.code, chassis: '', plateNumber: '' });
    expect(events.at(-1)).toMatchObject({
      name: 'hub-submit-success',
      detail: { form: 'garage-remove', shelf: 'owned' },
    });
  });

  it('a remove refused with 429 says the wait in words inside the dialog and holds the retry; nothing is sent meanwhile', async () => {
    setupPage();
    signIn('sandbox-token-ana');
    const limit = rateLimitNext('delete', '*/garage/v1/owned/car/:id', 30);
    const u = user();
    const { view } = await open();
    await u.click(await view.findByRole('button', { name: 'Remover o Strada Volcano 2023' }));
    const dialog = within(view.getByRole('alertdialog', { name: 'Remover carro?' }));
    await u.click(dialog.getByRole('button', { name: 'Remover carro' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('Muitas tentativas, tente em 30 s');
    const retry = dialog.getByRole('button', { name: 'Tentar novamente' });
    expect(retry.getAttribute('aria-disabled')).toBe('true');
    expect(retry.textContent).toBe('Tentar novamente (30 s)');
    await u.click(retry);
    expect(limit.calls()).toBe(1);
    expect(journalOf('garage').filter((e) => e.method === 'DELETE')).toEqual([]);
  });

  it('a failing remove says so inside the dialog and removes on the retry', async () => {
    setupPage();
    signIn('sandbox-token-ana');
    sandboxServer.use(
      http.delete('*/garage/v1/owned/car/:id', () => new HttpResponse(null, { status: 503 }), { once: true }),
    );
    const u = user();
    const { view } = await open();
    await u.click(await view.findByRole('button', { name: 'Remover o Toro Volcano 2025' }));
    const dialog = view.getByRole('alertdialog');
    await u.click(within(dialog).getByRole('button', { name: 'Remover carro' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Um erro ocorreu, tente novamente');
    await u.click(within(dialog).getByRole('button', { name: 'Tentar novamente' }));
    await view.findByText('O Toro Volcano 2025 foi removido.');
  });

  it('a failing load: the message and a retry', async () => {
    setupPage();
    signIn('sandbox-token-ana');
    sandboxServer.use(
      http.get('*/garage/v1/wanted', () => new HttpResponse(null, { status: 500 }), { once: true }),
    );
    const u = user();
    const { view } = await open();
    expect((await view.findByRole('alert')).textContent).toContain('Um erro ocorreu, tente novamente');
    await u.click(view.getByRole('button', { name: 'Tentar novamente' }));
    expect(await view.findByRole('list', { name: 'Meus carros' })).toBeTruthy();
  });

  it('a visited car is saved as wanted after confirming, and the wanted car opens the configurator on it', async () => {
    setupPage();
    signIn('sandbox-token-pedro');
    const u = user();
    await fetch('https://sandbox.test/garage/v1/visited', {
      method: 'POST',
      headers: { authorization: 'Bearer sandbox-token-pedro', 'content-type': 'application/json' },
      body: JSON.stringify({ mvsCode: '674UK42', year: 2025 }),
    });
    const { view } = await open();
    const want = await view.findByRole('button', { name: /^Salvar nos desejados: Argo/ });
    await u.click(want);
    const dialog = view.getByRole('alertdialog', { name: 'Salvar nos desejados?' });
    await u.click(within(dialog).getByRole('button', { name: 'Salvar carro' }));
    await view.findByText(/foi salvo nos desejados\.$/);
    expect(posts('/garage/v1/wanted').map((e) => e.body)).toEqual([{ mvsCode: '674UK42', year: 2025 }]);
    const wanted = within(view.getByRole('list', { name: 'Carros desejados' }));
    const configure = wanted.getByRole('link', { name: /^Configurar o Argo/ });
    expect(new URL(configure.getAttribute('href') ?? '').searchParams.get('hub-config')).toMatch(/^1\./);
    expect(view.queryByRole('button', { name: /^Salvar nos desejados: Argo/ })).toBeNull();
  });
});
