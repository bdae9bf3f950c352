import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { VERSIONS } from '../../api/sandbox/data/catalog.ts';
import { hubStore } from '../../core/store.ts';
import { carAtom } from '../../domain/car/store/atoms.ts';
import { mount, setupPage } from '../../test/page.ts';
import { withConfiguratorPage } from './configuratorPage.testing.ts';

withConfiguratorPage();
const FIRST = VERSIONS.find((version) => version.brand === 'fiat' && version.modelName === 'Argo')!;

describe('hub-configurator summary', () => {
  it('needs a complete car: without colour or coating it says what is missing, links to the step and offers no print, download or share', async () => {
    setupPage();
    const { root } = mount(
      `<hub-configurator model="${FIRST.modelCode}" mvs="${FIRST.mvsCode}" initial-step="resume"></hub-configurator>`,
    );
    const view = within(root as unknown as HTMLElement);
    const u = userEvent.setup();
    await waitFor(() => expect(hubStore.get(carAtom).mvs?.code).toBe(FIRST.mvsCode), { timeout: 4000 });
    const missing = await view.findByText(
      'Para imprimir, baixar ou compartilhar o resumo, escolha: Cor, Revestimento.',
      {},
      { timeout: 4000 },
    );
    expect(missing).toBeTruthy();
    expect(view.queryByRole('button', { name: 'Imprimir' })).toBeNull();
    expect(view.queryByRole('button', { name: /Baixar PDF/ })).toBeNull();
    expect(view.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
    expect(view.queryByRole('textbox', { name: 'Link desta configuração' })).toBeNull();
    const line = (label: string) =>
      [...root.querySelectorAll('.cfg-figure')]
        .find((row) => row.querySelector('dt')?.textContent === label)
        ?.querySelector('dd')?.textContent;
    expect(line('Cor')).toBe('A escolher');
    expect(line('Revestimento')).toBe('A escolher');

    await u.click(view.getByRole('button', { name: 'Escolher a cor' }));
    await u.click(await view.findByRole('radio', { name: /Prata Bari/ }));
    await u.click(view.getByRole('button', { name: /Resumo$/ }));
    await u.click(await view.findByRole('button', { name: 'Escolher o revestimento' }));
    await u.click(await view.findByRole('radio', { name: /Tecido preto/ }));
    await u.click(view.getByRole('button', { name: /Resumo$/ }));
    expect(await view.findByRole('button', { name: 'Imprimir' })).toBeTruthy();
    expect(view.getByRole('link', { name: /WhatsApp/ })).toBeTruthy();
    expect(view.queryByText(/Para imprimir, baixar ou compartilhar/)).toBeNull();
  });
});
