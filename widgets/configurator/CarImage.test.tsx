import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { VERSIONS } from '../../api/sandbox/data/catalog.ts';
import { forgetLocation } from '../../test/location.ts';
import { mount, setupPage } from '../../test/page.ts';
import { startSandbox } from '../../test/sandbox.ts';
import './configurator.element.ts';

startSandbox();

const TEMPLATE = 'https://img.example.com/{brand}/{mvs}/{color}/{width}x{height}.png';
const first = (brand: string, model: string) =>
  VERSIONS.find((version) => version.brand === brand && version.modelName === model)!;

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  localStorage.clear();
  forgetLocation();
  window.history.replaceState(null, '', '/');
});

async function openOn(brand: 'fiat' | 'ram' | 'jeep' | 'peugeot', model: string, settings = {}) {
  const version = first(brand, model);
  setupPage({ brand, settings });
  const { root } = mount(`<hub-configurator model="${version.modelCode}"></hub-configurator>`);
  const view = within(root as unknown as HTMLElement);
  const u = userEvent.setup();
  const radios = await view.findAllByRole('radio', {}, { timeout: 4000 });
  await u.click(radios.find((radio) => (radio as HTMLInputElement).value === version.mvsCode)!);
  await u.click(view.getByRole('button', { name: /Cor$/ }));
  await view.findByRole('radiogroup', { name: 'Cores' }, { timeout: 4000 });
  return { root, view, u, version };
}

describe('hub-configurator: the car drawn as its body type', () => {
  it.each([
    ['fiat', 'Mobi', 'hatch'],
    ['fiat', 'Toro', 'pickup'],
    ['fiat', 'Fiorino', 'van'],
    ['jeep', 'Compass', 'suv'],
    ['fiat', 'Cronos', 'sedan'],
  ] as const)('%s %s is drawn as a %s, named for screen readers', async (brand, model, body) => {
    const { view, version } = await openOn(brand, model);
    const drawn = view.getByRole('img', { name: `${version.modelName} ${version.versionName}` });
    expect(drawn.tagName.toLowerCase()).toBe('svg');
    expect(drawn.getAttribute('data-body')).toBe(body);
  });
});

describe('hub-configurator: the 1280 × 1280 zoom', () => {
  it('opens the large rendition in a dialog from the keyboard; Escape closes it and focus returns', async () => {
    const { view, u, version, root } = await openOn('fiat', 'Toro', { 'car-image-url': TEMPLATE });
    const zoom = view.getByRole('button', { name: 'Ampliar imagem' });
    zoom.focus();
    await u.keyboard('{Enter}');
    const dialog = await view.findByRole('dialog', {
      name: `${version.modelName} ${version.versionName} ampliado`,
    });
    const large = within(dialog).getByRole('img') as HTMLImageElement;
    expect(large.getAttribute('src')).toBe(
      `https://img.example.com/fiat/${version.mvsCode}/default/1280x1280.png`,
    );
    expect([large.getAttribute('width'), large.getAttribute('height')]).toEqual(['1280', '1280']);
    await u.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(root.querySelector('dialog')).toBeNull());
    expect((root as ShadowRoot).activeElement ?? document.activeElement).toBe(zoom);
  });

  it('without an image template the zoom shows the body type drawn large', async () => {
    const { view, u } = await openOn('ram', '1500');
    await u.click(view.getByRole('button', { name: 'Ampliar imagem' }));
    const dialog = await view.findByRole('dialog');
    expect(within(dialog).getByRole('img').getAttribute('data-body')).toBe('pickup');
  });
});

describe('hub-configurator: version cards show the car', () => {
  const versionCards = async (brand: 'fiat' | 'jeep', model: string, settings = {}) => {
    setupPage({ brand, settings });
    const { root } = mount(`<hub-configurator model="${first(brand, model).modelCode}"></hub-configurator>`);
    await within(root as unknown as HTMLElement).findAllByRole('radio', {}, { timeout: 4000 });
    return [...root.querySelectorAll('label:has(input[name="version"])')];
  };

  it('the card rendition (140 × 100) from the image template', async () => {
    const cards = await versionCards('fiat', 'Toro', { 'car-image-url': TEMPLATE });
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const code = (card.querySelector('input') as HTMLInputElement).value;
      expect(card.querySelector('img')?.getAttribute('src')).toBe(
        `https://img.example.com/fiat/${code}/default/140x100.png`,
      );
    }
  });

  it('without a template, the model drawn as its body type at the card size', async () => {
    const cards = await versionCards('jeep', 'Compass');
    for (const card of cards) {
      const drawn = card.querySelector('svg');
      expect(drawn?.getAttribute('data-body')).toBe('suv');
      expect(drawn?.getAttribute('width')).toBe('140');
    }
  });
});
