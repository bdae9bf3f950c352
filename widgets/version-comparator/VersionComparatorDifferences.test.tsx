import { waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VERSIONS } from '../../api/sandbox/data/catalog.ts';
import { workingPrices } from '../../api/sandbox/handlers/price.ts';
import { formatMoney } from '../../core/format.ts';
import { hubStore } from '../../core/store.ts';
import { chosenDealerAtom } from '../../domain/dealer/chosenDealer.ts';
import { mount, setupPage } from '../../test/page.ts';
import { journalOf, startSandbox } from '../../test/sandbox.ts';
import './version-comparator.element.ts';

startSandbox();
afterEach(() => hubStore.set(chosenDealerAtom, null));

const fiat = (model: string) => VERSIONS.filter((v) => v.brand === 'fiat' && v.modelName === model);
const argo = fiat('Argo');

async function table(html: string) {
  const { root } = mount(html);
  const view = within(root as unknown as HTMLElement);
  const found = await view.findByRole('table', {}, { timeout: 4000 });
  return {
    view,
    table: found,
    columns: () =>
      within(found)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
  };
}

const cells = (table: HTMLElement, row: string) =>
  [...within(table).getByRole('rowheader', { name: row }).parentElement!.querySelectorAll('td')].map(
    (td) => td.textContent,
  );

describe('hub-version-comparator: what differs between versions', () => {
  it('a version given without its model compares the versions of that model only', async () => {
    setupPage();
    const { columns, table: t } = await table(
      `<hub-version-comparator mvs="${argo[1]!.mvsCode}"></hub-version-comparator>`,
    );
    expect(columns()).toHaveLength(argo.length + 1);
    expect(t.querySelector('caption')?.textContent).toBe('Comparação das versões do Argo');
  });

  it('names the model in each column where models mix, so no two columns read the same', async () => {
    setupPage();
    const { columns, table: t } = await table('<hub-version-comparator></hub-version-comparator>');
    const names = columns().slice(1);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('Pulse Audace T200');
    expect(names).toContain('Fastback Audace T200');
    expect(t.querySelector('caption')?.textContent).not.toMatch(/do Mobi/);
  });

  it('gear and fuel in words, in pt-BR and es-AR', async () => {
    setupPage();
    const pt = await table(`<hub-version-comparator model="${argo[0]!.modelCode}"></hub-version-comparator>`);
    expect(cells(pt.table, 'Câmbio')).toEqual(['Manual', 'Automático CVT', 'Automático CVT']);
    expect(cells(pt.table, 'Combustível')[0]).toBe('Flex (etanol e gasolina)');
    document.body.innerHTML = '';
    setupPage({ market: 'es-AR' });
    const es = await table(`<hub-version-comparator model="${argo[0]!.modelCode}"></hub-version-comparator>`);
    expect(cells(es.table, 'Caja')).toEqual(['Manual', 'Automática CVT', 'Automática CVT']);
  });

  it('the items show what really differs between versions: standard, optional or not offered', async () => {
    setupPage();
    const { table: t } = await table(
      `<hub-version-comparator model="${argo[0]!.modelCode}"></hub-version-comparator>`,
    );
    await within(t).findByRole('rowheader', { name: 'Pacote Tech' }, { timeout: 4000 });
    const tech = cells(t, 'Pacote Tech');
    expect(new Set(tech).size).toBeGreaterThan(1);
    expect(tech[0]).toMatch(/^Opcional/);
    expect(tech.at(-1)).toBe('De série');
  });

  it('prices the versions with one price/batchPrices call', async () => {
    setupPage();
    const { table: t } = await table(
      `<hub-version-comparator model="${argo[0]!.modelCode}"></hub-version-comparator>`,
    );
    await waitFor(() => expect(journalOf('price')).toHaveLength(1), { timeout: 4000 });
    expect(cells(t, 'Preço')).toEqual(argo.map((v) => formatMoney(v.price.BR!, 'pt-BR')));
    const calls = journalOf('price');
    expect(calls[0]!.path).toMatch(/\/price\/batchPrices$/);
    expect(calls[0]!.query.mvsCodes!.split(',').sort()).toEqual(argo.map((v) => v.mvsCode).sort());
  });

  it('with a dealer chosen, the dealer’s prices in one price/batchCustomPrice call', async () => {
    setupPage();
    hubStore.set(chosenDealerAtom, { dealerCode: 'D100', name: 'Concessionária Centro' } as never);
    workingPrices().push({ dealerCode: 'D100', mvsCode: argo[1]!.mvsCode, price: 101_500 });
    const { table: t } = await table(
      `<hub-version-comparator model="${argo[0]!.modelCode}"></hub-version-comparator>`,
    );
    await waitFor(() => expect(cells(t, 'Preço')[1]).toBe(formatMoney(101_500, 'pt-BR')), { timeout: 4000 });
    expect(cells(t, 'Preço')[0]).toBe(formatMoney(argo[0]!.price.BR!, 'pt-BR'));
    const calls = journalOf('price');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.path).toMatch(/price\/batchCustomPrice$/);
    const products = JSON.parse(calls[0]!.query.products!) as { mvsCode: string; dealerCode: string }[];
    expect(products.map((p) => p.dealerCode)).toEqual(argo.map(() => 'D100'));
  });
});
