import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { VERSIONS } from '../../api/sandbox/data/catalog.ts';
import { hubStore } from '../../core/store.ts';
import { carAtom } from '../../domain/car/store/atoms.ts';
import { emptyCar } from '../../domain/car/store/CarState.ts';
import { createConfiguratorActions } from '../../domain/car/store/createConfiguratorActions.ts';
import { CATALOG, LOCATION, MVS } from '../../domain/car/store/fixtures.ts';
import { mount, setupPage, signOut } from '../../test/page.ts';
import { startSandbox } from '../../test/sandbox.ts';
import './financing.element.ts';

startSandbox();

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  localStorage.clear();
  sessionStorage.clear();
  signOut();
  hubStore.set(carAtom, emptyCar('jeep'));
});

// A Jeep version the funding sandbox prices.
const JEEP = VERSIONS.find((version) => version.brand === 'jeep' && version.price.BR);

/** A configurator on the page with a Jeep in colour c1 (what hub-financing finances without `mvs`). */
function configureOnThisPage() {
  const actions = createConfiguratorActions(hubStore);
  actions.restoreCar('jeep');
  actions.setCatalog(CATALOG);
  actions.update({
    mvs: { ...MVS, code: JEEP?.mvsCode ?? '', year: JEEP?.years.at(-1) ?? 2026, price: JEEP?.price.BR ?? 0 },
  });
  actions.setLocation(LOCATION);
  actions.chooseColor('c1');
  return actions;
}

describe("hub-financing: the configurator's car keeps the chosen plan", () => {
  it('a chosen plan is kept as the car’s funding; a colour changed drops it', async () => {
    setupPage({ brand: 'jeep' });
    const actions = configureOnThisPage();
    const { root } = mount('<hub-financing source="CDC"></hub-financing>');
    const view = within(root as unknown as HTMLElement);
    const u = userEvent.setup();
    await u.click(await view.findByRole('button', { name: /quero este plano/i }, { timeout: 4000 }));
    await view.findByRole('heading', { level: 2, name: 'Confira seu plano' });
    await waitFor(() =>
      expect(hubStore.get(carAtom).funding).toMatchObject({ source: 'CDC', installments: 48 }),
    );
    const funding = hubStore.get(carAtom).funding as { entranceValue: number; installmentValue: number };
    expect(funding.entranceValue).toBeGreaterThan(0);
    expect(root.querySelector('.fin-installment')?.textContent).toContain(
      new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2 }).format(funding.installmentValue),
    );
    actions.chooseColor('c2');
    await waitFor(() => expect(hubStore.get(carAtom).funding).toBeNull());
  });
});
