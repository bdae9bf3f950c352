import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { VERSIONS } from '../../api/sandbox/data/catalog.ts';
import { hubStore } from '../../core/store.ts';
import { carAtom } from '../../domain/car/store/atoms.ts';
import { mount, setupPage } from '../../test/page.ts';
import { withConfiguratorPage } from './configuratorPage.testing.ts';

withConfiguratorPage();
const TORO = VERSIONS.find((version) => version.brand === 'fiat' && version.modelName === 'Toro')!;

describe('hub-configurator: radio parts and dependencies a shopper can reach (sandbox Toro)', () => {
  it('a radio part replaces the other of its group; a part with a dependency asks to add it', async () => {
    setupPage();
    const { root } = mount(
      `<hub-configurator model="${TORO.modelCode}" mvs="${TORO.mvsCode}" initial-step="optionals"></hub-configurator>`,
    );
    const view = within(root as unknown as HTMLElement);
    const u = userEvent.setup();
    const plastic = (await view.findByRole(
      'radio',
      { name: /Protetor de caçamba plástico/ },
      { timeout: 4000 },
    )) as HTMLInputElement;
    await u.click(plastic);
    expect(plastic.checked).toBe(true);
    const spray = view.getByRole('radio', { name: /Revestimento de caçamba em spray/ }) as HTMLInputElement;
    await u.click(spray);
    expect(view.queryByRole('alertdialog')).toBeNull();
    expect(spray.checked).toBe(true);
    expect(plastic.checked).toBe(false);
    expect(hubStore.get(carAtom).parts.map((part) => part.code)).toEqual(['CBS']);

    await u.click(view.getByRole('checkbox', { name: /Piloto automático adaptativo/ }));
    const dialog = await view.findByRole('alertdialog', { name: 'Confirme a alteração' });
    expect(dialog.querySelector('[data-plan="add"]')?.textContent).toContain('Pacote ADAS');
    await u.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() =>
      expect(hubStore.get(carAtom).parts.map((part) => part.code)).toEqual(['CBS', 'ACC', 'ADS', 'PSD']),
    );
    expect((view.getByRole('checkbox', { name: /Pacote ADAS/ }) as HTMLInputElement).checked).toBe(true);
  });
});
