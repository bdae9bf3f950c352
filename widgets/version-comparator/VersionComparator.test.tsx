import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { VERSIONS } from '../../api/sandbox/data/catalog.ts';
import { sandboxServer } from '../../api/sandbox/node.ts';
import { formatMoney } from '../../core/format.ts';
import { mount, SANDBOX_BASE, setupPage } from '../../test/page.ts';
import { startSandbox } from '../../test/sandbox.ts';
import './version-comparator.element.ts';

startSandbox();

const argo = VERSIONS.filter((version) => version.brand === 'fiat' && version.modelName === 'Argo');

describe('hub-version-comparator', () => {
  it('compares the versions of a model in a table with column and row headers', async () => {
    setupPage();
    const { root } = mount(`<hub-version-comparator model="${argo[0]!.modelCode}"></hub-version-comparator>`);
    const view = within(root as unknown as HTMLElement);
    const table = await view.findByRole('table', {}, { timeout: 4000 });
    const columns = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(columns).toHaveLength(argo.length + 1);
    const rows = within(table)
      .getAllByRole('rowheader')
      .map((th) => th.textContent);
    expect(rows).toEqual(expect.arrayContaining(['Preço', 'Combustível', 'Motor', 'Câmbio', 'Portas']));
    expect(table.textContent).toContain(formatMoney(argo[0]!.price.BR!, 'pt-BR'));
    await within(table).findByRole('rowheader', { name: 'Pacote ADAS' }, { timeout: 4000 });
  });

  it('items that never answer: the message at the read deadline, and the retry brings them', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setupPage({ settings: { 'deadline-scale': '0.05' } });
    sandboxServer.use(
      http.get(`${SANDBOX_BASE}/catalog/comparisons`, () => delay('infinite'), { once: true }),
    );
    const { root } = mount(`<hub-version-comparator model="${argo[0]!.modelCode}"></hub-version-comparator>`);
    const view = within(root as unknown as HTMLElement);
    expect((await view.findByRole('alert', {}, { timeout: 4000 })).textContent).toContain(
      'Itens indisponíveis no momento.',
    );
    await userEvent.setup().click(view.getByRole('button', { name: 'Tentar novamente' }));
    await within(view.getByRole('table')).findByRole('rowheader', { name: 'Pacote ADAS' }, { timeout: 4000 });
  });

  it('keeps the table when the items fail, says so, and the retry brings them', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined); // the client logs the failed call
    setupPage();
    let fail = true;
    sandboxServer.use(
      http.get(`${SANDBOX_BASE}/catalog/comparisons`, () =>
        fail ? HttpResponse.json({ message: 'down' }, { status: 503 }) : undefined,
      ),
    );
    const { root } = mount(`<hub-version-comparator model="${argo[0]!.modelCode}"></hub-version-comparator>`);
    const view = within(root as unknown as HTMLElement);
    expect((await view.findByRole('alert', {}, { timeout: 4000 })).textContent).toContain(
      'Itens indisponíveis no momento.',
    );
    const table = view.getByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'Preço' })).toBeTruthy();
    expect(within(table).queryByRole('rowheader', { name: 'Pacote ADAS' })).toBeNull();
    fail = false;
    await userEvent.setup().click(view.getByRole('button', { name: 'Tentar novamente' }));
    await within(table).findByRole('rowheader', { name: 'Pacote ADAS' }, { timeout: 4000 });
    expect(view.queryByRole('alert')).toBeNull();
  });

  it('speaks es-AR', async () => {
    setupPage({ market: 'es-AR' });
    const { root } = mount(`<hub-version-comparator model="${argo[0]!.modelCode}"></hub-version-comparator>`);
    const view = within(root as unknown as HTMLElement);
    expect(await view.findByRole('heading', { name: 'Compará las versiones' })).toBeTruthy();
    await view.findByRole('rowheader', { name: 'Precio' }, { timeout: 4000 });
  });
});
