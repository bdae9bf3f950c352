import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEALERS } from '../../api/sandbox/data/dealers.ts';
import { sandboxServer } from '../../api/sandbox/node.ts';
import { hubStore } from '../../core/store.ts';
import { LOCATION_STORAGE_KEY, reloadLocationAtom, writeLocation } from '../../domain/location/location.ts';
import { forgetLocation } from '../../test/location.ts';
import { mount, SANDBOX_BASE, setupPage } from '../../test/page.ts';
import { journalOf, startSandbox } from '../../test/sandbox.ts';
import './location-selector.element.ts';
import '../dealer-picker/dealer-picker.element.ts';

const sandbox = startSandbox();
let warn: { mock: { calls: unknown[][] } };

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  forgetLocation();
});

async function open(html = '<hub-location-selector></hub-location-selector>') {
  const { el, root } = mount(html);
  const view = within(root as unknown as HTMLElement);
  await view.findByRole('button', { name: /confirmar|localiza|ubicaci/i });
  return { el, root, view };
}
type View = Awaited<ReturnType<typeof open>>['view'];

async function choose(view: View, u: ReturnType<typeof userEvent.setup>, state: string, city: string) {
  const states = view.getByRole('combobox', { name: /estado|provincia/i });
  await waitFor(() => expect(within(states).getByRole('option', { name: state })).toBeTruthy());
  await u.selectOptions(states, within(states).getByRole('option', { name: state }));
  const cities = view.getByRole('combobox', { name: /cidade|ciudad/i });
  await waitFor(() => expect(within(cities).getByRole('option', { name: city })).toBeTruthy());
  await u.selectOptions(cities, within(cities).getByRole('option', { name: city }));
}

const cookieLocation = () =>
  JSON.parse(decodeURIComponent(/hub_location=([^;]+)/.exec(document.cookie)?.[1] ?? 'null'));

describe('hub-location-selector, box layout', () => {
  it('refuses to confirm without state and city, with the messages beside the fields', async () => {
    setupPage();
    const { view, root } = await open();
    const u = userEvent.setup();
    await u.click(view.getByRole('button', { name: 'Confirmar localização' }));
    expect(await view.findByText('Informe o estado')).toBeTruthy();
    expect(view.getByText('Informe a cidade')).toBeTruthy();
    await waitFor(() => expect(root.activeElement).toBe(view.getByRole('combobox', { name: /estado/i })));
    expect(cookieLocation()).toBeNull();
    expect(journalOf('dealers')).toHaveLength(0);
  });

  it('confirms a city into the shared location: cookie without influence areas and regionals, storage with the brand’s', async () => {
    setupPage({ brand: 'jeep' });
    const events = vi.fn();
    document.addEventListener('hub-submit-success', (e) => events(e.detail));
    const { view } = await open();
    const u = userEvent.setup();
    expect(view.getByRole('heading', { name: 'Onde você está?' })).toBeTruthy();
    await choose(view, u, 'São Paulo', 'Campinas');
    await u.click(view.getByRole('button', { name: 'Confirmar localização' }));
    await view.findByRole('heading', { name: 'Sua localização' });
    expect(view.getByText('Campinas – SP')).toBeTruthy();
    expect(view.getByRole('status').textContent).toContain('Localização confirmada: Campinas – SP.');
    expect(cookieLocation()).toEqual({
      countryCode: 'BR',
      stateCode: 'SP',
      cityName: 'Campinas',
      cityCode: '3509502',
    });
    const stored = JSON.parse(localStorage.getItem(LOCATION_STORAGE_KEY) ?? '{}');
    const dealers = DEALERS.filter((d) => d.brand === 'jeep' && d.cityName === 'Campinas' && !d.offline);
    expect(dealers.length).toBeGreaterThan(0);
    expect(stored.value).toMatchObject({
      cityName: 'Campinas',
      influenceAreas: [...new Set(dealers.map((d) => d.influenceAreaId))].map((id) => ({
        id,
        brandName: 'jeep',
      })),
      regionals: [...new Set(dealers.map((d) => d.regionalId))].map((regionalId) => ({
        regionalId,
        brandName: 'jeep',
      })),
    });
    expect(typeof stored.savedAt).toBe('number');
    expect(events).toHaveBeenCalledWith({
      form: 'location-selector',
      widget: 'hub-location-selector',
      brand: 'jeep',
      market: 'pt-BR',
      location: { countryCode: 'BR', stateCode: 'SP', cityName: 'Campinas', cityCode: '3509502' },
    });
    expect(journalOf('dealers')[0]?.query).toMatchObject({ brand: 'jeep', state: 'SP', city: 'Campinas' });
    expect(warn).not.toHaveBeenCalledWith(expect.stringContaining('There is no influence area'));
    expect(warn).not.toHaveBeenCalledWith(expect.stringContaining('There is no Regional'));

    await u.click(view.getByRole('button', { name: 'Alterar localização' }));
    expect((view.getByRole('combobox', { name: /cidade/i }) as HTMLSelectElement).value).toBe('3509502');
  });

  it('a confirmation that never answers is no longer busy after its deadline; confirming again works', async () => {
    setupPage({ settings: { 'deadline-scale': '0.05' } });
    const { view } = await open();
    const u = userEvent.setup();
    await choose(view, u, 'Bahia', 'Salvador');
    sandboxServer.use(http.all(`${SANDBOX_BASE}/dealers/*`, () => delay('infinite'), { once: true }));
    await u.click(view.getByRole('button', { name: 'Confirmar localização' }));
    const alert = await view.findByRole('alert', {}, { timeout: 4000 });
    expect(alert.textContent).toContain('Um erro ocorreu, tente novamente');
    await u.click(view.getByRole('button', { name: 'Confirmar localização' }));
    await view.findByText('Salvador – BA');
  });

  it('keeps the choice and says the seed message when the service fails; confirming again works', async () => {
    setupPage();
    const errors = vi.fn();
    document.addEventListener('hub-submit-error', (e) => errors(e.detail));
    const { view } = await open();
    const u = userEvent.setup();
    await choose(view, u, 'Bahia', 'Salvador');
    sandbox.faults.set('dealers', { status: 503, times: 1 });
    await u.click(view.getByRole('button', { name: 'Confirmar localização' }));
    expect((await view.findByRole('alert')).textContent).toContain('Um erro ocorreu, tente novamente');
    expect(errors).toHaveBeenCalledWith({
      form: 'location-selector',
      code: 'bad-response',
      widget: 'hub-location-selector',
      brand: 'fiat',
      market: 'pt-BR',
    });
    expect(
      (view.getByRole('combobox', { name: /cidade/i }) as HTMLSelectElement).selectedOptions[0]?.textContent,
    ).toBe('Salvador');
    await u.click(view.getByRole('button', { name: 'Confirmar localização' }));
    await view.findByText('Salvador – BA');
  });

  it('starts confirmed from a stored location younger than the page TTL, and ignores an older one', async () => {
    setupPage({ settings: { 'location-ttl': '3600000' } });
    const rio = {
      countryCode: 'BR' as const,
      stateCode: 'RJ',
      cityName: 'Niterói',
      cityCode: '3303302',
      influenceAreas: [],
      regionals: [],
    };
    writeLocation(rio, 3_600_000, Date.now() - 30 * 60_000);
    hubStore.set(reloadLocationAtom);
    const fresh = await open();
    expect(fresh.view.getByText('Niterói – RJ')).toBeTruthy();
    fresh.el.remove();
    writeLocation(rio, 3_600_000, Date.now() - 2 * 3_600_000);
    hubStore.set(reloadLocationAtom);
    const old = await open();
    expect(old.view.getByRole('heading', { name: 'Onde você está?' })).toBeTruthy();
  });

  it('is shared by every widget of the page: a dealer picker follows the confirmed city', async () => {
    setupPage();
    const picker = mount('<hub-dealer-picker modes=\'["city"]\'></hub-dealer-picker>');
    const pickerView = within(picker.root as unknown as HTMLElement);
    await pickerView.findByRole('heading');
    const { view } = await open();
    const u = userEvent.setup();
    await choose(view, u, 'Paraná', 'Curitiba');
    await u.click(view.getByRole('button', { name: 'Confirmar localização' }));
    await view.findByText('Curitiba – PR');
    await waitFor(() =>
      expect((pickerView.getByRole('combobox', { name: /estado/i }) as HTMLSelectElement).value).toBe('PR'),
    );
    await pickerView.findAllByRole('radio', {}, { timeout: 4000 });
  });
});

describe('hub-location-selector, modal layout', () => {
  it('opens a dialog from the trigger, confirms, closes and shows the place on the trigger', async () => {
    setupPage({ brand: 'citroen' });
    const { view } = await open('<hub-location-selector layout="modal"></hub-location-selector>');
    const u = userEvent.setup();
    expect(view.queryByRole('dialog')).toBeNull();
    await u.click(view.getByRole('button', { name: 'Informe sua localização' }));
    const dialog = await view.findByRole('dialog', { name: 'Onde você está?' });
    await choose(within(dialog), u, 'Minas Gerais', 'Belo Horizonte');
    await u.click(within(dialog).getByRole('button', { name: 'Confirmar localização' }));
    await waitFor(() => expect(view.queryByRole('dialog')).toBeNull());
    expect(view.getByRole('button', { name: 'Sua localização: Belo Horizonte – MG. Alterar' })).toBeTruthy();
    expect(view.getByRole('status').textContent).toContain('Belo Horizonte – MG');
  });

  it('prompts by itself when the page has no location, and Cancel closes without storing', async () => {
    setupPage();
    const { view } = await open('<hub-location-selector layout="modal" prompt></hub-location-selector>');
    const u = userEvent.setup();
    const dialog = await view.findByRole('dialog');
    await u.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(view.queryByRole('dialog')).toBeNull());
    expect(cookieLocation()).toBeNull();
  });
});

describe('hub-location-selector, es-AR', () => {
  it('lists provinces through the v1 province call and names the province in words', async () => {
    setupPage({ brand: 'fiat', market: 'es-AR' });
    const { view } = await open();
    const u = userEvent.setup();
    expect(view.getByRole('heading', { name: '¿Dónde estás?' })).toBeTruthy();
    await choose(view, u, 'Córdoba', 'Río Cuarto');
    await u.click(view.getByRole('button', { name: 'Confirmar ubicación' }));
    await view.findByText('Río Cuarto, Córdoba');
    expect(journalOf('dealers')[0]?.path).toMatch(/v1\/province\/all$/);
    expect(journalOf('dealers')[0]?.query).toMatchObject({ country: 'AR' });
    expect(cookieLocation()).toMatchObject({ countryCode: 'AR', stateCode: 'X', cityName: 'Río Cuarto' });
  });

  it('shows the configuration message for an unknown layout', async () => {
    setupPage();
    const { root } = mount('<hub-location-selector layout="popup"></hub-location-selector>');
    await within(root as unknown as HTMLElement).findByText(/“layout” tem um valor inválido/);
  });
});
