import { fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { VERSIONS } from '../../api/sandbox/data/catalog.ts';
import { hubStore } from '../../core/store.ts';
import { carAtom } from '../../domain/car/store/atoms.ts';
import { reloadLocationAtom, writeLocation } from '../../domain/location/location.ts';
import { forgetLocation } from '../../test/location.ts';
import { mount, setupPage } from '../../test/page.ts';
import { startSandbox } from '../../test/sandbox.ts';
import './configurator.element.ts';

startSandbox();

const argo = VERSIONS.filter((version) => version.brand === 'fiat' && version.modelName === 'Argo');
const MODEL = argo[0]!.modelCode;
const FIRST = argo[0]!;
const TEMPLATE = 'https://img.example.com/{brand}/{model}/{mvs}/{year}/{color}/{width}x{height}.png';
let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  localStorage.clear();
  forgetLocation();
  window.history.replaceState(null, '', '/');
});

async function open() {
  const { el, root } = mount(`<hub-configurator model="${MODEL}"></hub-configurator>`);
  const view = within(root as unknown as HTMLElement);
  const u = userEvent.setup();
  await view.findAllByRole('radio', {}, { timeout: 4000 });
  return { el, root, view, u };
}

async function toColors({ view, u }: Awaited<ReturnType<typeof open>>) {
  await u.click(view.getAllByRole('radio').find((r) => (r as HTMLInputElement).value === FIRST.mvsCode)!);
  await u.click(view.getByRole('button', { name: /Cor$/ }));
  await view.findByRole('radiogroup', { name: 'Cores' }, { timeout: 4000 });
}

describe('hub-configurator: car images', () => {
  it('shows the slider and square renditions of the page template for the version and chosen colour', async () => {
    setupPage({ settings: { 'car-image-url': TEMPLATE } });
    const opened = await open();
    // The version cards: the 140 × 100 card rendition, decorative beside the version's name (issue 24).
    const card = opened.root
      .querySelector(`input[value="${FIRST.mvsCode}"]`)
      ?.parentElement?.querySelector('img.hub-car-card');
    expect(card?.getAttribute('src')).toMatch(new RegExp(`/${FIRST.mvsCode}/\\d{4}/default/140x100\\.png$`));
    expect(card?.getAttribute('alt')).toBe('');
    await toColors(opened);
    const { view, u } = opened;
    const year = hubStore.get(carAtom).mvs!.year;
    let image = view.getByRole('img', {
      name: `${FIRST.modelName} ${FIRST.versionName}`,
    }) as HTMLImageElement;
    expect(image.getAttribute('src')).toBe(
      `https://img.example.com/fiat/${FIRST.modelCode}/${FIRST.mvsCode}/${year}/default/638x359.png`,
    );
    await u.click(view.getByRole('radio', { name: /Prata Bari/ }));
    image = view.getByRole('img', {
      name: `${FIRST.modelName} ${FIRST.versionName} na cor Prata Bari`,
    }) as HTMLImageElement;
    expect(image.getAttribute('src')).toBe(
      `https://img.example.com/fiat/${FIRST.modelCode}/${FIRST.mvsCode}/${year}/612/638x359.png`,
    );
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['638', '359']);
    await u.click(view.getByRole('button', { name: /Resumo$/ }));
    const square = (await view.findByRole('img', { name: /na cor Prata Bari/ })) as HTMLImageElement;
    expect(square.getAttribute('src')).toMatch(/\/612\/319x319\.png$/);
  });

  it('a missing image is logged, the shopper told, and the car drawn in the chosen paint instead', async () => {
    setupPage({ settings: { 'car-image-url': TEMPLATE } });
    const opened = await open();
    await toColors(opened);
    const { view, u, root } = opened;
    await u.click(view.getByRole('radio', { name: /Vermelho Montecarlo/ }));
    const image = view.getByRole('img', { name: /na cor Vermelho Montecarlo/ });
    fireEvent.error(image);
    expect(
      await view.findByText(
        'Foto do carro indisponível no momento; mostramos uma ilustração na cor escolhida.',
      ),
    ).toBeTruthy();
    const drawn = view.getByRole('img', { name: /na cor Vermelho Montecarlo/ });
    expect(drawn.tagName.toLowerCase()).toBe('svg');
    expect(root.querySelector('.cfg-image-drawn path')?.getAttribute('fill')).toBe('#B0171F');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('image slider not loaded'), expect.any(String));
  });

  it('without an image template the car is drawn, named for screen readers, with no failure message', async () => {
    setupPage();
    const opened = await open();
    await toColors(opened);
    const { view, u, root } = opened;
    await u.click(view.getByRole('radio', { name: /Azul Amalfi/ }));
    expect(view.getByRole('img', { name: /na cor Azul Amalfi/ }).tagName.toLowerCase()).toBe('svg');
    expect(root.querySelector('.cfg-image img')).toBeNull();
    expect(view.queryByText(/Foto do carro indisponível/)).toBeNull();
  });
});

describe('hub-configurator: location', () => {
  it('asks for the location when none is set, with the shared selector; the car takes the confirmed city', async () => {
    setupPage();
    const { view, u } = await open();
    expect(view.getByRole('heading', { name: 'Onde você está?' })).toBeTruthy();
    expect(hubStore.get(carAtom).location).toMatchObject({ countryCode: 'BR', cityName: '' });
    const states = view.getByRole('combobox', { name: /estado/i });
    await waitFor(() => expect(within(states).getByRole('option', { name: 'São Paulo' })).toBeTruthy());
    await u.selectOptions(states, within(states).getByRole('option', { name: 'São Paulo' }));
    const cities = view.getByRole('combobox', { name: /cidade/i });
    await waitFor(() => expect(within(cities).getByRole('option', { name: 'Campinas' })).toBeTruthy());
    await u.selectOptions(cities, within(cities).getByRole('option', { name: 'Campinas' }));
    await u.click(view.getByRole('button', { name: 'Confirmar localização' }));
    await view.findByRole('heading', { name: 'Sua localização' });
    await waitFor(() =>
      expect(hubStore.get(carAtom).location).toMatchObject({
        countryCode: 'BR',
        stateCode: 'SP',
        cityName: 'Campinas',
        cityCode: '3509502',
      }),
    );
  });

  it('with a location on the page, shows it compactly as a button to change it', async () => {
    setupPage();
    writeLocation(
      {
        countryCode: 'BR',
        stateCode: 'MG',
        cityName: 'Belo Horizonte',
        cityCode: '3106200',
        influenceAreas: [],
        regionals: [],
      },
      4 * 3600 * 1000,
    );
    hubStore.set(reloadLocationAtom);
    const { view } = await open();
    expect(view.queryByRole('heading', { name: 'Onde você está?' })).toBeNull();
    expect(view.getByRole('button', { name: 'Sua localização: Belo Horizonte – MG. Alterar' })).toBeTruthy();
    expect(hubStore.get(carAtom).location).toMatchObject({ stateCode: 'MG', cityName: 'Belo Horizonte' });
  });
});
