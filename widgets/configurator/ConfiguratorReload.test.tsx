import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { VERSIONS } from '../../api/sandbox/data/catalog.ts';
import { hubStore } from '../../core/store.ts';
import { carAtom } from '../../domain/car/store/atoms.ts';
import { encodeConfiguration } from '../../domain/car/store/shareCode.ts';
import { mount, setupPage } from '../../test/page.ts';
import { withConfiguratorPage } from './configuratorPage.testing.ts';
import { SHARE_PARAM } from './shareLink.ts';

withConfiguratorPage();

const argo = VERSIONS.filter((version) => version.brand === 'fiat' && version.modelName === 'Argo');
const FIRST = argo[0]!;
/** Every Fiat version sold in Brazil: what the configurator lists without a `model` attribute. */
const FIAT_BR = VERSIONS.filter((version) => version.brand === 'fiat' && version.price.BR).length;

async function open(html = '<hub-configurator></hub-configurator>') {
  const { el, root } = mount(html);
  const view = within(root as unknown as HTMLElement);
  await view.findByRole('navigation', { name: 'Etapas da configuração' }, { timeout: 4000 });
  return { el, root, view, u: userEvent.setup() };
}
async function chooseArgo({ view, u }: Awaited<ReturnType<typeof open>>) {
  const radios = await view.findAllByRole('radio', {}, { timeout: 4000 });
  const radio = radios.find((r) => (r as HTMLInputElement).value === FIRST.mvsCode)!;
  await u.click(radio);
  await u.click(view.getByRole('button', { name: 'Continuar' }));
}
/** The step the shopper sees: the step button marked current. */
const currentStep = (root: ShadowRoot) => root.querySelector('[aria-current="step"]')?.textContent ?? '';

describe('hub-configurator after a reload and on a first visit', () => {
  it('offers the full line-up after a reload, as on the first visit', async () => {
    setupPage();
    const first = await open();
    const offered = (await first.view.findAllByRole('radio', {}, { timeout: 4000 })).length;
    expect(offered).toBe(FIAT_BR);
    await chooseArgo(first);
    first.el.remove();

    const again = await open();
    await again.view.findByText('Recuperamos a configuração que você salvou.');
    if (!currentStep(again.root).includes('Versão'))
      await again.u.click(again.view.getByRole('button', { name: /Versão$/ }));
    await waitFor(() => expect(again.view.getAllByRole('radio')).toHaveLength(offered), { timeout: 4000 });
    const checked = again.view.getAllByRole('radio').find((r) => (r as HTMLInputElement).checked);
    expect((checked as HTMLInputElement).value).toBe(FIRST.mvsCode);
  });

  it('returns to the step the shopper was on after a reload', async () => {
    setupPage();
    const first = await open();
    await chooseArgo(first);
    await first.u.click(first.view.getByRole('button', { name: /Cor$/ }));
    expect(currentStep(first.root)).toContain('Cor');
    first.el.remove();

    const again = await open();
    await again.view.findByText('Recuperamos a configuração que você salvou.');
    await waitFor(() => expect(currentStep(again.root)).toContain('Cor'));
  });

  it('opens on `initial-step` on a first visit once the `mvs` car exists (the README example)', async () => {
    setupPage();
    const { root } = mount(
      `<hub-configurator model="${FIRST.modelCode}" mvs="${FIRST.mvsCode}" initial-step="optionals"></hub-configurator>`,
    );
    const view = within(root as unknown as HTMLElement);
    await waitFor(() => expect(hubStore.get(carAtom).mvs?.code).toBe(FIRST.mvsCode), { timeout: 4000 });
    await waitFor(() => expect(currentStep(root)).toContain('Opcionais'));
    expect(await view.findByRole('checkbox', { name: /Rodas de liga leve 18/ })).toBeTruthy();
  });

  it('applies a share link once and removes it from the address, so the shopper’s changes win on reload', async () => {
    setupPage();
    const code = encodeConfiguration({
      mvs: FIRST.mvsCode,
      year: 2026,
      color: null,
      coating: null,
      parts: [`${FIRST.mvsCode}-R18`],
      services: [],
      accessories: [],
    });
    window.history.replaceState(null, '', `/page?utm=x&${SHARE_PARAM}=${code}#top`);
    const shared = await open(`<hub-configurator model="${FIRST.modelCode}"></hub-configurator>`);
    await shared.view.findByText('Configuração do link carregada.', {}, { timeout: 4000 });
    expect(window.location.search).toBe('?utm=x');
    expect(window.location.pathname).toBe('/page');
    expect(window.location.hash).toBe('#top');

    // The shopper removes the shared wheels; after a reload their own car is back, not the link's.
    await shared.u.click(shared.view.getByRole('button', { name: /Opcionais$/ }));
    await shared.u.click(await shared.view.findByRole('checkbox', { name: /Rodas de liga leve 18/ }));
    await waitFor(() => expect(hubStore.get(carAtom).parts).toHaveLength(0));
    shared.el.remove();
    const again = await open(`<hub-configurator model="${FIRST.modelCode}"></hub-configurator>`);
    await again.view.findByText('Recuperamos a configuração que você salvou.');
    expect(hubStore.get(carAtom).parts).toHaveLength(0);
  });
});
