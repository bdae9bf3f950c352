import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { STAFF } from '../../api/sandbox/data/users.ts';
import { sandboxServer } from '../../api/sandbox/node.ts';
import { mount, SANDBOX_BASE, setupPage, signIn, signOut } from '../../test/page.ts';
import { journalOf, startSandbox } from '../../test/sandbox.ts';
import './quotation-simulator.element.ts';

startSandbox();
afterEach(() => {
  signOut();
  for (const el of document.querySelectorAll('hub-quotation-simulator')) el.remove();
});

const dealerOf = (name: string) => STAFF.find((s) => s.name.startsWith(name))?.dealerCode;
const views = () =>
  journalOf('reporting').filter((e) => e.path === '/reporting/report-view' && e.method === 'POST');

/** The dealer reports of a seller's simulator (Davi, pt-BR; Joaquín, es-AR), opened. */
async function openReports(market: 'pt-BR' | 'es-AR' = 'pt-BR') {
  setupPage({ brand: 'fiat', market });
  signIn(market === 'es-AR' ? 'sandbox-token-joaquin' : 'sandbox-token-davi');
  const { root } = mount('<hub-quotation-simulator model="674" year="2026"></hub-quotation-simulator>');
  const view = within(root as unknown as HTMLElement);
  const u = userEvent.setup();
  const summary = await view.findByText(
    /^Relatórios da concessionária$|^Informes del concesionario$/,
    {},
    { timeout: 4000 },
  );
  await u.click(summary);
  const form = await view.findByRole('form', { name: /^Consultar u[mn] / }, { timeout: 4000 });
  return { view, form: within(form), u };
}

describe('hub-quotation-simulator: dealer reports', () => {
  it('a report without its kind or reason: the messages beside the fields, nothing recorded', async () => {
    const { form, u } = await openReports();
    await u.click(form.getByRole('button', { name: 'Ver relatório' }));
    expect(await form.findByText('Escolha o tipo de relatório.')).toBeTruthy();
    expect(form.getByText('Escolha o motivo da consulta.')).toBeTruthy();
    await u.click(form.getByRole('radio', { name: 'Produto' }));
    await u.click(form.getByRole('button', { name: 'Ver relatório' }));
    expect(await form.findByText('Escolha o produto.')).toBeTruthy();
    expect(views()).toEqual([]);
  });

  it('a product report is recorded with its reason (once on a double click), then shown with the models it fits', async () => {
    const { view, form, u } = await openReports();
    await u.click(form.getByRole('radio', { name: 'Produto' }));
    await u.selectOptions(form.getByRole('combobox', { name: /^Produto/ }), 'Mopar Connect');
    const reasons = form.getByRole('combobox', { name: /^Motivo da consulta/ });
    expect(
      within(reasons)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Escolha',
      'Preço',
      'Prazo de entrega',
      'Condição de pagamento',
      'Atendimento',
      'Comprou outra marca',
    ]);
    await u.selectOptions(reasons, 'Atendimento');
    await u.dblClick(form.getByRole('button', { name: 'Ver relatório' }));
    const report = await view.findByRole('region', { name: 'Relatório do produto Mopar Connect' });
    expect(views()).toHaveLength(1);
    expect(views()[0]).toMatchObject({
      body: { dealerCode: dealerOf('Davi'), reasonId: 4, productId: 'PRD-2' },
      bearer: true,
    });
    expect(within(report).getByText('Consulta registrada. Motivo: Atendimento.')).toBeTruthy();
    expect(within(report).getByText('Conectividade')).toBeTruthy();
    expect(within(report).getByText(/Strada/)).toBeTruthy();
  });

  it("a dealer report: the view recorded with the dealer's site id, then the dealer read and shown", async () => {
    const { view, form, u } = await openReports();
    await u.click(form.getByRole('radio', { name: 'Concessionária' }));
    const dealers = form.getByRole('combobox', { name: /^Concessionária/ }) as HTMLSelectElement;
    const first = dealers.options[1] as HTMLOptionElement;
    await u.selectOptions(dealers, first.value);
    await u.selectOptions(form.getByRole('combobox', { name: /^Motivo da consulta/ }), 'Preço');
    await u.click(form.getByRole('button', { name: 'Ver relatório' }));
    const name = (first.textContent ?? '').replace(/ \(.*\)$/, '');
    const report = await view.findByRole('region', { name: `Relatório da concessionária ${name}` });
    expect(views()[0]?.body).toEqual({
      dealerCode: dealerOf('Davi'),
      reasonId: 1,
      idSiteGeo: Number(first.value),
    });
    const read = journalOf('reporting').filter((e) => e.path === `/reporting/dealers/${first.value}`);
    expect(read).toHaveLength(1);
    expect(within(report).getByText('Código')).toBeTruthy();
  });

  it("a failed recording says the seed's message; the choices stay for another try", async () => {
    sandboxServer.use(
      http.post(`${SANDBOX_BASE}/reporting/report-view`, () =>
        HttpResponse.json({ message: 'down' }, { status: 503 }),
      ),
    );
    const { view, form, u } = await openReports();
    await u.click(form.getByRole('radio', { name: 'Produto' }));
    await u.selectOptions(form.getByRole('combobox', { name: /^Produto/ }), 'Mopar Wrap');
    await u.selectOptions(form.getByRole('combobox', { name: /^Motivo da consulta/ }), 'Preço');
    await u.click(form.getByRole('button', { name: 'Ver relatório' }));
    expect(await form.findByText('Um erro ocorreu, tente novamente')).toBeTruthy();
    expect((form.getByRole('combobox', { name: /^Produto/ }) as HTMLSelectElement).value).toBe('PRD-4');
    expect(view.queryByRole('region', { name: /^Relatório do produto/ })).toBeNull();
  });

  it('es-AR: Joaquín reads the reasons in Spanish from the service and records a view for his dealer', async () => {
    const { view, form, u } = await openReports('es-AR');
    await u.click(form.getByRole('radio', { name: 'Producto' }));
    await u.selectOptions(form.getByRole('combobox', { name: /^Producto/ }), 'Mopar Flex Care');
    await u.click(form.getByRole('button', { name: 'Ver informe' }));
    expect(await form.findByText('Elegí el motivo de la consulta.')).toBeTruthy();
    await u.selectOptions(form.getByRole('combobox', { name: /^Motivo de la consulta/ }), 'Precio');
    await u.click(form.getByRole('button', { name: 'Ver informe' }));
    const report = await view.findByRole('region', { name: 'Informe del producto Mopar Flex Care' });
    expect(within(report).getByText('Mantenimiento')).toBeTruthy();
    await waitFor(() =>
      expect(views()[0]?.body).toMatchObject({ dealerCode: dealerOf('Joaquín'), reasonId: 1 }),
    );
    expect(journalOf('reporting').find((e) => e.path.endsWith('report-view/reasons'))?.query).toMatchObject({
      market: 'es-AR',
    });
  });
});
