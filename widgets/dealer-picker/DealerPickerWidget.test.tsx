import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sandboxServer } from '../../api/sandbox/node.ts';
import { hubStore } from '../../core/store.ts';
import { chosenDealerAtom } from '../../domain/dealer/chosenDealer.ts';
import { LOCATION_COOKIE, reloadLocationAtom, writeLocation } from '../../domain/location/location.ts';
import { denyGeolocation, fakeGeolocation, forgetLocation } from '../../test/location.ts';
import { mount, SANDBOX_BASE, setupPage } from '../../test/page.ts';
import { journalOf, startSandbox } from '../../test/sandbox.ts';
import './dealer-picker.element.ts';

const sandbox = startSandbox();

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  forgetLocation();
  hubStore.set(chosenDealerAtom, null);
});

async function open(html = '<hub-dealer-picker></hub-dealer-picker>') {
  const { el, root } = mount(html);
  const view = within(root as unknown as HTMLElement);
  await view.findByRole('heading', { name: /concession|concesionario/i });
  return { el, root, view };
}

type View = Awaited<ReturnType<typeof open>>['view'];

async function chooseCity(view: View, u: ReturnType<typeof userEvent.setup>, state: string, city: string) {
  const states = view.getByRole('combobox', { name: /estado|provincia/i });
  await waitFor(() => expect(within(states).getByRole('option', { name: state })).toBeTruthy());
  await u.selectOptions(states, within(states).getByRole('option', { name: state }));
  const cities = view.getByRole('combobox', { name: /cidade|ciudad/i });
  await waitFor(() => expect(within(cities).getByRole('option', { name: city })).toBeTruthy());
  await u.selectOptions(cities, within(cities).getByRole('option', { name: city }));
}

/** A jeep address search with São Paulo chosen as the state. */
async function searchInSaoPaulo() {
  setupPage({ brand: 'jeep' });
  const { view } = await open('<hub-dealer-picker modes=\'["address"]\'></hub-dealer-picker>');
  const u = userEvent.setup();
  const states = view.getByRole('combobox', { name: /estado/i });
  await waitFor(() => expect(within(states).getByRole('option', { name: 'São Paulo' })).toBeTruthy());
  await u.selectOptions(states, 'SP');
  return { view, u };
}

const dealerRadios = (view: View) =>
  view
    .findAllByRole('radio', { name: /\S/ }, { timeout: 4000 })
    .then((radios) => radios.filter((r) => r.getAttribute('name') === 'dealer'));

describe('hub-dealer-picker, pt-BR', () => {
  it('finds dealers by state and city with hours and types, and emits the confirmed choice', async () => {
    setupPage({ brand: 'fiat' });
    const events = vi.fn();
    const ready = vi.fn();
    document.addEventListener('hub-submit-success', (e) => events(e.detail));
    document.addEventListener('hub-ready', (e) => ready(e.detail));
    const { view } = await open();
    await waitFor(() =>
      expect(ready).toHaveBeenCalledWith({ widget: 'hub-dealer-picker', brand: 'fiat', market: 'pt-BR' }),
    );
    const u = userEvent.setup();
    await u.click(view.getByRole('radio', { name: 'Cidade' }));
    await chooseCity(view, u, 'São Paulo', 'São Paulo');
    const radios = await dealerRadios(view);
    expect(radios.length).toBeGreaterThan(0);
    expect(
      view.getAllByText(/seg\.? a sex\.?: das 08:00 às 18:00; intervalo das 12:00 às 13:00/).length,
    ).toBeGreaterThan(0);
    expect(view.getByText(/concessionárias? encontradas?/)).toBeTruthy();
    await u.click(view.getByRole('button', { name: 'Escolher esta concessionária' }));
    expect(view.getByText('Escolha uma concessionária da lista.')).toBeTruthy();
    expect(events).not.toHaveBeenCalled();
    await u.click(radios[0]!);
    await u.click(view.getByRole('button', { name: 'Escolher esta concessionária' }));
    await view.findByRole('heading', { name: 'Concessionária escolhida' });
    const detail = events.mock.calls[0]?.[0];
    expect(detail).toMatchObject({
      form: 'dealer-picker',
      widget: 'hub-dealer-picker',
      dealer: { stateCode: 'SP', cityName: 'São Paulo' },
    });
    expect(hubStore.get(chosenDealerAtom)?.dealerCode).toBe(detail.dealer.dealerCode);
    expect(JSON.parse(decodeURIComponent(/hub_location=([^;]+)/.exec(document.cookie)?.[1] ?? '{}'))).toEqual(
      {
        countryCode: 'BR',
        stateCode: 'SP',
        cityName: 'São Paulo',
        cityCode: '3550308',
      },
    );
    expect(journalOf('dealers')[0]?.query).toMatchObject({
      brand: 'fiat',
      market: 'pt-BR',
      state: 'SP',
      city: 'São Paulo',
    });
  });

  it('finds dealers by postal code through the fallbacks, and says CEP NÃO ENCONTRADO for an unknown one', async () => {
    setupPage();
    const { view } = await open();
    const u = userEvent.setup();
    const cep = view.getByRole('textbox', { name: /^cep/i });
    await u.type(cep, '99999999');
    await view.findByText('CEP NÃO ENCONTRADO');
    expect(cep.getAttribute('aria-invalid')).toBe('true');
    expect(journalOf('location').map((e) => e.path)).toEqual([]);
    await u.type(cep, '30130010', { initialSelectionStart: 0, initialSelectionEnd: 9 });
    const radios = await dealerRadios(view);
    expect(radios.length).toBeGreaterThan(0);
    expect(view.getByText(/perto do CEP 30130-010 \(Belo Horizonte – MG\)/)).toBeTruthy();
    expect(view.queryByText('CEP NÃO ENCONTRADO')).toBeNull();
    expect(journalOf('location')[0]?.path).toMatch(/\/location\/cep\/correios\/30130010$/);
  });

  it('falls back to cep/viacep and cep/{cep} when the first sources fail', async () => {
    setupPage();
    sandbox.faults.set('location', { status: 503, times: 1 });
    const { view } = await open();
    const u = userEvent.setup();
    await u.type(view.getByRole('textbox', { name: /^cep/i }), '01310-100');
    await dealerRadios(view);
    expect(journalOf('location')[0]?.path).toMatch(/\/location\/cep\/viacep\/01310100$/);
  });

  it('uses the browser position: dealers within the radius, nearest first, distance shown', async () => {
    setupPage({ brand: 'jeep' });
    fakeGeolocation({ latitude: -23.5614, longitude: -46.6559 });
    const { view } = await open('<hub-dealer-picker radius="25"></hub-dealer-picker>');
    const u = userEvent.setup();
    await u.click(view.getByRole('radio', { name: 'Minha localização' }));
    expect((view.getByRole('combobox', { name: /distância máxima/i }) as HTMLSelectElement).value).toBe('25');
    await u.click(view.getByRole('button', { name: 'Usar minha localização' }));
    await dealerRadios(view);
    // The distances come with the list drawn for the position, not with the first radios shown.
    const distances = (await view.findAllByText(/^A [\d,]+ km de você$/)).map((el) =>
      Number(el.textContent!.replace(/[^\d,]/g, '').replace(',', '.')),
    );
    expect(distances.length).toBeGreaterThan(0);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(25);
    expect(journalOf('dealers')[0]).toMatchObject({
      path: expect.stringMatching(/v2\/dealer\/findDealersByRadius$/),
      query: { referenceLatitude: '-23.5614', referenceLongitude: '-46.6559', radius: '25', brand: 'jeep' },
    });
  });

  it('says clearly when the shopper refuses the position', async () => {
    setupPage();
    denyGeolocation();
    const { view } = await open();
    const u = userEvent.setup();
    await u.click(view.getByRole('radio', { name: 'Minha localização' }));
    await u.click(view.getByRole('button', { name: 'Usar minha localização' }));
    expect((await view.findByRole('alert')).textContent).toMatch(
      /Você não permitiu o acesso à sua localização/,
    );
    expect(journalOf('dealers')).toHaveLength(0);
  });

  it('finds dealers around a city typed as the address, within a state', async () => {
    setupPage();
    const { view } = await open('<hub-dealer-picker modes=\'["address"]\'></hub-dealer-picker>');
    const u = userEvent.setup();
    await u.click(view.getByRole('button', { name: 'Buscar' }));
    expect(view.getByText('Informe o estado')).toBeTruthy();
    const states = view.getByRole('combobox', { name: /estado/i });
    await waitFor(() => expect(within(states).getByRole('option', { name: 'Minas Gerais' })).toBeTruthy());
    await u.selectOptions(states, 'MG');
    await u.type(view.getByRole('textbox', { name: /endereço/i }), 'Belo Horizonte');
    await u.click(view.getByRole('button', { name: 'Buscar' }));
    const radios = await dealerRadios(view);
    expect(radios.length).toBeGreaterThan(0);
    expect(view.getByText('Concessionárias perto de Belo Horizonte – MG')).toBeTruthy();
    expect(journalOf('location').at(-1)?.query).toMatchObject({ text: 'Belo Horizonte', state: 'MG' });
    expect(journalOf('dealers')[0]?.path).toMatch(/findDealersByRadius$/);
  });

  it('finds dealers by address: the location service resolves “Rua Augusta, 500” in São Paulo, dealers come by radius from it', async () => {
    const { view, u } = await searchInSaoPaulo();
    await u.type(view.getByRole('textbox', { name: /endereço/i }), 'Rua Augusta, 500');
    await u.click(view.getByRole('button', { name: 'Buscar' }));
    const radios = await dealerRadios(view);
    expect(radios.length).toBeGreaterThan(0);
    const distances = view
      .getAllByText(/^A [\d,]+ km de você$/)
      .map((el) => Number(el.textContent!.replace(/[^\d,]/g, '').replace(',', '.')));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const [search] = journalOf('dealers');
    expect(search?.path).toMatch(/v2\/dealer\/findDealersByRadius$/);
    // The reference point is Rua Augusta's, in São Paulo (not a text match over dealers' addresses).
    expect(Number(search?.query.referenceLatitude)).toBeCloseTo(-23.55, 1);
    expect(Number(search?.query.referenceLongitude)).toBeCloseTo(-46.66, 1);
  });

  it('says when the location service does not know the address, and searches no dealers', async () => {
    const { view, u } = await searchInSaoPaulo();
    await u.type(view.getByRole('textbox', { name: /endereço/i }), 'Travessa Inexistente 12');
    await u.click(view.getByRole('button', { name: 'Buscar' }));
    expect(await view.findByText('Endereço não encontrado. Confira a rua e o estado.')).toBeTruthy();
    expect(journalOf('dealers')).toHaveLength(0);
  });

  it('shows the failure with a retry that works, keeping the search', async () => {
    setupPage();
    sandbox.faults.set('dealers', { status: 500, times: 1 });
    const { view } = await open('<hub-dealer-picker modes=\'["city"]\'></hub-dealer-picker>');
    const u = userEvent.setup();
    await chooseCity(view, u, 'Paraná', 'Curitiba');
    await view.findByText('Não foi possível carregar as concessionárias.');
    await u.click(view.getByRole('button', { name: 'Tentar novamente' }));
    expect((await dealerRadios(view)).length).toBeGreaterThan(0);
    expect(
      (view.getByRole('combobox', { name: /cidade/i }) as HTMLSelectElement).selectedOptions[0]?.textContent,
    ).toBe('Curitiba');
  });

  it('a dealer search that never answers fails at its deadline, and pressing “Buscar” again sends again', async () => {
    setupPage({ brand: 'jeep', settings: { 'deadline-scale': '0.02' } });
    const { view } = await open('<hub-dealer-picker modes=\'["address"]\'></hub-dealer-picker>');
    const u = userEvent.setup();
    const states = view.getByRole('combobox', { name: /estado/i });
    await waitFor(() => expect(within(states).getByRole('option', { name: 'São Paulo' })).toBeTruthy());
    await u.selectOptions(states, 'SP');
    sandboxServer.use(http.get(`${SANDBOX_BASE}/dealers/*`, () => delay('infinite'), { once: true }));
    await u.type(view.getByRole('textbox', { name: /endereço/i }), 'Rua Augusta, 500');
    await u.click(view.getByRole('button', { name: 'Buscar' }));
    await view.findByText('Não foi possível carregar as concessionárias.', undefined, { timeout: 3000 });
    expect(view.queryByText('Buscando concessionárias…')).toBeNull();
    await u.click(view.getByRole('button', { name: 'Buscar' }));
    expect((await dealerRadios(view)).length).toBeGreaterThan(0);
    expect(journalOf('dealers').map((e) => e.path)).toEqual([expect.stringMatching(/findDealersByRadius$/)]);
  });

  it('a rate limit (429, Retry-After) is said in words and the retry waits it out', async () => {
    setupPage();
    sandboxServer.use(
      http.get(
        `${SANDBOX_BASE}/dealers/*`,
        () => HttpResponse.json({}, { status: 429, headers: { 'Retry-After': '2' } }),
        { once: true },
      ),
    );
    const { view } = await open('<hub-dealer-picker modes=\'["city"]\'></hub-dealer-picker>');
    const u = userEvent.setup();
    await chooseCity(view, u, 'Paraná', 'Curitiba');
    const alert = await view.findByRole('alert');
    expect(alert.textContent).toContain('Muitas tentativas, tente em 2 s');
    const retry = within(alert).getByRole('button', { name: 'Tentar novamente' });
    expect(retry.getAttribute('aria-disabled')).toBe('true');
    await u.click(retry);
    expect(journalOf('dealers')).toHaveLength(0);
    await waitFor(() => expect(retry.getAttribute('aria-disabled')).toBeNull(), { timeout: 4000 });
    await u.click(retry);
    expect((await dealerRadios(view)).length).toBeGreaterThan(0);
  });

  it('offline: says so, and searches again by itself when the connection is back', async () => {
    setupPage();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    sandboxServer.use(http.get(`${SANDBOX_BASE}/dealers/*`, () => HttpResponse.error(), { once: true }));
    const { view } = await open('<hub-dealer-picker modes=\'["city"]\'></hub-dealer-picker>');
    const u = userEvent.setup();
    await chooseCity(view, u, 'Paraná', 'Curitiba');
    expect((await view.findByRole('alert')).textContent).toContain(
      'Você está sem conexão com a internet. Tentaremos de novo quando ela voltar.',
    );
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect((await dealerRadios(view)).length).toBeGreaterThan(0);
    onLine.mockRestore();
  });

  it('starts from the page location and offers only ONLINE_SCHEDULE dealers when asked', async () => {
    setupPage();
    writeLocation(
      {
        countryCode: 'BR',
        stateCode: 'RJ',
        cityName: 'Rio de Janeiro',
        cityCode: '3304557',
        influenceAreas: [],
        regionals: [],
      },
      3_600_000,
    );
    hubStore.set(reloadLocationAtom);
    const { view } = await open(
      '<hub-dealer-picker modes=\'["city"]\' dealer-type="ONLINE_SCHEDULE"></hub-dealer-picker>',
    );
    await dealerRadios(view);
    expect(
      view.queryAllByText('Concessionária digital').length + view.getAllByText('Agendamento online').length,
    ).toBeGreaterThan(0);
    const cards = view.getAllByRole('radio').filter((r) => r.getAttribute('name') === 'dealer');
    for (const card of cards) expect(card.closest('label')?.textContent).toContain('Agendamento online');
    expect(document.cookie).toContain(LOCATION_COOKIE);
  });

  it('shows a configuration message for a bad attribute', async () => {
    setupPage();
    const errors = vi.fn();
    document.addEventListener('hub-error', (e) => errors(e.detail));
    const { root } = mount('<hub-dealer-picker radius="lots"></hub-dealer-picker>');
    await within(root as unknown as HTMLElement).findByText(/não está configurado corretamente/);
    expect(errors).toHaveBeenCalled();
  });
});

describe('hub-dealer-picker, es-AR', () => {
  it('speaks es-AR, lists provinces from the v1 province call and offers no postal-code search', async () => {
    setupPage({ brand: 'peugeot', market: 'es-AR' });
    const { view } = await open();
    const u = userEvent.setup();
    expect(view.getByRole('heading').textContent).toBe('Encontrá un concesionario');
    expect(view.queryByRole('radio', { name: 'Código postal' })).toBeNull();
    await u.click(view.getByRole('radio', { name: 'Ciudad' }));
    await chooseCity(view, u, 'Córdoba', 'Córdoba');
    await dealerRadios(view);
    expect(journalOf('dealers').map((e) => e.path)).toContainEqual(
      expect.stringMatching(/v1\/province\/all$/),
    );
    expect(
      view.getAllByText(/lun\.? a vie\.?: de 08:00 a 18:00; cerrado de 12:00 a 13:00/).length,
    ).toBeGreaterThan(0);
  });
});
