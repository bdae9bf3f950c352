import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { VERSIONS } from '../../api/sandbox/data/catalog.ts';
import { mount, setupPage } from '../../test/page.ts';
import { withConfiguratorPage } from './configuratorPage.testing.ts';

withConfiguratorPage();
const FIRST = VERSIONS.find((version) => version.brand === 'fiat' && version.modelName === 'Argo')!;
/** The car the next page reads: the brand's stored current car. */
const storedCar = () => JSON.parse(localStorage.getItem('hub:car:fiat') ?? 'null')?.value.car;

describe('hub-configurator current car', () => {
  it('keeps the stock, the e-commerce reservation price and isReady with the car it saves', async () => {
    setupPage();
    const { root } = mount(
      `<hub-configurator model="${FIRST.modelCode}" mvs="${FIRST.mvsCode}" initial-step="color" ecommerce></hub-configurator>`,
    );
    const view = within(root as unknown as HTMLElement);
    const u = userEvent.setup();
    await waitFor(() => expect(storedCar()?.stock).toMatchObject({ mvsCode: FIRST.mvsCode }), {
      timeout: 4000,
    });
    expect(storedCar()).toMatchObject({ isReady: false, ecommerce: null });

    await u.click(await view.findByRole('radio', { name: /Prata Bari/ }, { timeout: 4000 }));
    await waitFor(() => expect(storedCar()?.ecommerce).toMatchObject({ total: expect.any(Number) }));
    expect(storedCar().isReady).toBe(false);
    await u.click(view.getByRole('button', { name: /Resumo$/ }));
    await u.click(await view.findByRole('button', { name: 'Escolher o revestimento' }));
    await u.click(await view.findByRole('radio', { name: /Tecido preto/ }));
    await waitFor(() => expect(storedCar().isReady).toBe(true));
  });
});
