import { waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VERSIONS } from '../../api/sandbox/data/catalog.ts';
import { sandboxServer } from '../../api/sandbox/node.ts';
import { hubStore } from '../../core/store.ts';
import { carAtom } from '../../domain/car/store/atoms.ts';
import { emptyCar } from '../../domain/car/store/CarState.ts';
import { mount, SANDBOX_BASE, setupPage } from '../../test/page.ts';
import { startSandbox } from '../../test/sandbox.ts';
import './configurator.element.ts';

startSandbox();
const FIRST = VERSIONS.find((version) => version.brand === 'fiat' && version.modelName === 'Argo')!;

const errors: { code: string; message: string }[] = [];
const onError = (e: Event) => errors.push((e as CustomEvent).detail);
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  localStorage.clear();
  hubStore.set(carAtom, emptyCar('fiat'));
  errors.length = 0;
  document.addEventListener('hub-error', onError);
});
afterEach(() => {
  document.removeEventListener('hub-error', onError);
  for (const el of document.querySelectorAll('hub-configurator')) el.remove();
  vi.restoreAllMocks();
});

const open = (html: string) => {
  const { root } = mount(html);
  return { root, view: within(root as unknown as HTMLElement) };
};

describe('hub-configurator attributes and failures', () => {
  it('refuses year="abc" with the configuration message and hub-error', async () => {
    setupPage();
    const { view } = open(`<hub-configurator model="${FIRST.modelCode}" year="abc"></hub-configurator>`);
    expect(await view.findByText('O atributo “year” tem um valor inválido: “abc”.')).toBeTruthy();
    await waitFor(() =>
      expect(errors).toContainEqual(expect.objectContaining({ code: 'invalid-attribute' })),
    );
  });

  it('says an unknown mvs="xyz" is not sold and fires hub-error, keeping the versions to choose from', async () => {
    setupPage();
    const { view } = open(`<hub-configurator model="${FIRST.modelCode}" mvs="xyz"></hub-configurator>`);
    expect(
      await view.findByText(
        'A versão “xyz” não está disponível. Escolha uma das versões abaixo.',
        {},
        { timeout: 4000 },
      ),
    ).toBeTruthy();
    expect(errors).toContainEqual({
      code: 'unknown-version',
      message: 'A versão “xyz” não está disponível. Escolha uma das versões abaixo.',
      widget: 'hub-configurator',
      brand: 'fiat',
      market: 'pt-BR',
    });
    expect(view.getAllByRole('radio').length).toBeGreaterThan(0);
  });

  it.each([
    ['pt-BR', 'Falha ao carregar estoque'],
    ['es-AR', 'Error al cargar el stock'],
  ])('shows the seed’s stock failure text (%s) with a retry', async (market, text) => {
    setupPage({ market });
    sandboxServer.use(http.get(`${SANDBOX_BASE}/stock/*`, () => HttpResponse.json({}, { status: 500 })));
    const { view } = open(
      `<hub-configurator model="${FIRST.modelCode}" mvs="${FIRST.mvsCode}"></hub-configurator>`,
    );
    expect(await view.findByText(text, {}, { timeout: 4000 })).toBeTruthy();
  });
});
