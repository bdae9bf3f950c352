import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Mvs } from '../../../../api/carSchemas.ts';
import { type SandboxVersion, VERSIONS } from '../../../../api/sandbox/data/catalog.ts';
import { formatMoney } from '../../../../core/format.ts';
import { hubStore } from '../../../../core/store.ts';
import { carAtom } from '../../../../domain/car/store/atoms.ts';
import { emptyCar, withTotals } from '../../../../domain/car/store/CarState.ts';
import { mount, setupPage, signIn, signOut } from '../../../../test/page.ts';
import { journalOf, startSandbox } from '../../../../test/sandbox.ts';
import '../../financing.element.ts';

startSandbox();

const fiat = VERSIONS.filter((v) => v.brand === 'fiat' && v.price.BR !== undefined);
const argo = fiat.filter((v) => v.modelName === 'Argo');

const asMvs = (v: SandboxVersion): Mvs => ({
  code: v.mvsCode,
  modelCode: v.modelCode,
  modelName: v.modelName,
  modelShortName: v.modelShortName,
  versionCode: v.versionCode,
  versionName: v.versionName,
  seriesCode: v.seriesCode,
  year: 2026,
  gear: v.gear,
  engine: v.engine,
  doors: v.doors,
  fuel: v.fuel,
  fullDescription: v.fullDescription,
  price: v.price.BR!,
  chassis: '',
  plateNumber: '',
});

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  sessionStorage.clear();
  localStorage.clear();
  signIn();
  // The configurator of the page holds an Argo, with the whole Fiat line-up it listed.
  hubStore.set(
    carAtom,
    withTotals({
      ...emptyCar('fiat'),
      mvs: asMvs(argo[1]!),
      groupedMvs: fiat.map(asMvs),
      color: { id: `${argo[1]!.mvsCode}-249`, code: '249', name: 'Branco Banchisa', price: 0 },
    }),
  );
});
afterEach(() => {
  signOut();
  hubStore.set(carAtom, emptyCar('fiat'));
});

describe('hub-financing: compare versions', () => {
  it('compares the versions of the configured model, each named apart, priced in one batch call', async () => {
    setupPage();
    const { root } = mount('<hub-financing source="CDC"></hub-financing>');
    const view = within(root as unknown as HTMLElement);
    await view.findByRole('button', { name: /quero este plano/i }, { timeout: 4000 });
    await userEvent.setup().click(view.getByRole('button', { name: 'Comparar prazos' }));
    const section = await view.findByRole('region', { name: 'Compare as versões' }, { timeout: 4000 });
    const table = await within(section).findByRole('table', {}, { timeout: 4000 });
    const names = within(table)
      .getAllByRole('rowheader')
      .map((th) => th.textContent);
    expect(names).toEqual(
      argo.map((v) => `${v.versionName} ${v.engine} · ${formatMoney(v.price.BR!, 'pt-BR')}`),
    );
    const prices = journalOf('price');
    expect(prices).toHaveLength(1);
    expect(prices[0]!.path).toMatch(/\/price\/batchPrices$/);
    const batch = journalOf('funding').find((j) => j.path.endsWith('default-values/batchSimulating'));
    expect((batch!.body as { items: { mvsCode: string; price: number }[] }).items).toEqual(
      argo.map((v) => expect.objectContaining({ mvsCode: v.mvsCode, price: v.price.BR })),
    );
  });
});
