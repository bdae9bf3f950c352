import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { type SandboxVersion, versionByMvs } from '../../api/sandbox/data/catalog.ts';
import { staffTokenFor } from '../../api/sandbox/data/users.ts';
import { sandboxServer } from '../../api/sandbox/node.ts';
import { formatMoney } from '../../core/format.ts';
import { mount, SANDBOX_BASE, setupPage, signIn, signOut } from '../../test/page.ts';
import { rateLimitNext } from '../../test/rateLimited.ts';
import { journalOf, startSandbox } from '../../test/sandbox.ts';
import './quotation-simulator.element.ts';

startSandbox();
afterEach(() => {
  signOut();
  for (const el of document.querySelectorAll('hub-quotation-simulator')) el.remove();
});

const version = versionByMvs('6742NV1') as SandboxVersion;
const name = version.fullDescription;
const list = version.price.BR as number;
const listAR = version.price.AR as number;
/** What the widget sent to `dealers/working-price` (POST and PUT). */
const sent = () =>
  journalOf('reporting').filter((e) => e.path.endsWith('dealers/working-price') && e.method !== 'GET');

/** The simulator as Diego (pt-BR manager), Tomás (es-AR manager) or Davi (a seller), working prices open. */
async function open(who: 'diego' | 'tomas' | 'davi' = 'diego') {
  setupPage({ brand: 'fiat', market: who === 'tomas' ? 'es-AR' : 'pt-BR' });
  signIn(who === 'davi' ? staffTokenFor('user_dealer') : `sandbox-token-${who}`);
  const { root } = mount('<hub-quotation-simulator model="674" year="2026"></hub-quotation-simulator>');
  const view = within(root as unknown as HTMLElement);
  const u = userEvent.setup();
  const title =
    who === 'tomas' ? 'Precios de trabajo del concesionario' : 'Preços de trabalho da concessionária';
  if (who !== 'davi') await u.click(await view.findByText(title));
  return { view, u, root: root as ShadowRoot };
}

describe('hub-quotation-simulator working prices (dealer manager)', () => {
  it('a CSV download refused with 429 says the wait in words and holds the button; nothing is fetched meanwhile', async () => {
    const limit = rateLimitNext('get', '*/working-price/visualizer/cvs', 30);
    const { view, u } = await open();
    await view.findByRole('button', { name: `Definir preço de trabalho: ${name}` });
    const csv = view.getByRole('button', { name: 'Baixar CSV' });
    await u.click(csv);
    expect((await view.findByRole('alert')).textContent).toBe('Muitas tentativas, tente em 30 s');
    expect(csv.getAttribute('aria-disabled')).toBe('true');
    expect(csv.textContent).toBe('Baixar CSV (30 s)');
    await u.click(csv);
    expect(limit.calls()).toBe(1);
    expect(journalOf('reporting').filter((e) => e.path.endsWith('visualizer/cvs'))).toEqual([]);
  });

  it('sets a first working price (POST), then changes it (PUT); the row follows and the save is announced', async () => {
    const { view, u, root } = await open();
    const set = await view.findByRole('button', { name: `Definir preço de trabalho: ${name}` });
    const row = set.closest('tr') as HTMLElement;
    expect(row.textContent).toContain('Sem preço de trabalho');
    await u.click(set);
    const price = view.getByRole('textbox', { name: 'Preço de trabalho' });
    expect(root.activeElement).toBe(price);
    await u.type(price, String(list - 1000));
    await u.click(view.getByRole('button', { name: 'Salvar preço de trabalho' }));
    expect(await view.findByText(`Preço de trabalho de ${name} salvo: ${brl(list - 1000)}.`)).toBeTruthy();
    // Announced in the working prices' own live region.
    const prices = within(row.closest('details') as HTMLElement);
    expect(prices.getByRole('status').textContent).toContain('salvo');
    expect(sent()).toMatchObject([
      {
        method: 'POST',
        bearer: true,
        body: { dealerCode: expect.any(String), mvsCode: '6742NV1', price: list - 1000 },
      },
    ]);
    const change = view.getByRole('button', { name: `Alterar preço de trabalho: ${name}` });
    expect(root.activeElement).toBe(change);
    expect(rowText(change)).toContain(brl(list - 1000));

    await u.click(change);
    await u.type(view.getByRole('textbox', { name: 'Preço de trabalho' }), String(list + 500));
    await u.click(view.getByRole('button', { name: 'Salvar preço de trabalho' }));
    expect(await view.findByText(`Preço de trabalho de ${name} salvo: ${brl(list + 500)}.`)).toBeTruthy();
    expect(sent().map((e) => [e.method, e.body])).toEqual([
      ['POST', { dealerCode: expect.any(String), mvsCode: '6742NV1', price: list - 1000 }],
      ['PUT', { dealerCode: expect.any(String), mvsCode: '6742NV1', price: list + 500 }],
    ]);
  });

  it('says the service refusal (below 80% of the list price) beside the field, keeping what was typed', async () => {
    const { view, u } = await open();
    await u.click(await view.findByRole('button', { name: `Definir preço de trabalho: ${name}` }));
    const price = view.getByRole('textbox', { name: 'Preço de trabalho' }) as HTMLInputElement;
    await u.type(price, String(Math.floor(list * 0.5)));
    await u.click(view.getByRole('button', { name: 'Salvar preço de trabalho' }));
    const message = `O preço de trabalho não pode ser menor que 80% do preço de tabela (mínimo ${brl(list * 0.8)}).`;
    const said = await view.findByText(message);
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(price.getAttribute('aria-describedby')?.split(' ')).toContain(said.id);
    expect(price.value).toMatch(/^R\$ [\d.]+/);
    expect(price.value.replace(/\D/g, '')).toBe(String(Math.floor(list * 0.5)));
    expect(view.queryByText(/salvo:/)).toBeNull();
  });

  it('sends nothing for an empty or zero price, and says so beside the field', async () => {
    const { view, u } = await open();
    await u.click(await view.findByRole('button', { name: `Definir preço de trabalho: ${name}` }));
    await u.click(view.getByRole('button', { name: 'Salvar preço de trabalho' }));
    expect(view.getByText('Informe um preço de trabalho maior que zero.')).toBeTruthy();
    await u.type(view.getByRole('textbox', { name: 'Preço de trabalho' }), '0');
    await u.click(view.getByRole('button', { name: 'Salvar preço de trabalho' }));
    expect(view.getByText('Informe um preço de trabalho maior que zero.')).toBeTruthy();
    expect(sent()).toEqual([]);
  });

  it('sends once on a double click', async () => {
    const { view, u } = await open();
    await u.click(await view.findByRole('button', { name: `Definir preço de trabalho: ${name}` }));
    await u.type(view.getByRole('textbox', { name: 'Preço de trabalho' }), String(list));
    await u.dblClick(view.getByRole('button', { name: 'Salvar preço de trabalho' }));
    await view.findByText(/salvo:/);
    expect(sent()).toHaveLength(1);
  });

  it('a failing service keeps the typed price and offers a retry that sends it', async () => {
    const { view, u } = await open();
    sandboxServer.use(
      http.post(
        `${SANDBOX_BASE}/reporting/dealers/working-price`,
        () => HttpResponse.json({}, { status: 503 }),
        {
          once: true,
        },
      ),
    );
    await u.click(await view.findByRole('button', { name: `Definir preço de trabalho: ${name}` }));
    const price = view.getByRole('textbox', { name: 'Preço de trabalho' }) as HTMLInputElement;
    await u.type(price, String(list));
    await u.click(view.getByRole('button', { name: 'Salvar preço de trabalho' }));
    expect(
      await view.findByText('Não foi possível salvar o preço de trabalho. Tente novamente.'),
    ).toBeTruthy();
    expect(price.value.replace(/\D/g, '')).toBe(String(list));
    await u.click(view.getByRole('button', { name: 'Tentar novamente' }));
    expect(await view.findByText(`Preço de trabalho de ${name} salvo: ${brl(list)}.`)).toBeTruthy();
    expect(sent()).toMatchObject([{ method: 'POST', body: { price: list } }]);
  });

  it('speaks Spanish and Argentine pesos for an Argentine manager', async () => {
    const { view, u } = await open('tomas');
    const set = await view.findByRole('button', { name: `Definir precio de trabajo: ${name}` });
    expect(set.closest('tr')?.textContent).toContain('Sin precio de trabajo');
    await u.click(set);
    const price = view.getByRole('textbox', { name: 'Precio de trabajo' });
    await u.click(view.getByRole('button', { name: 'Guardar precio de trabajo' }));
    expect(view.getByText('Ingresá un precio de trabajo mayor que cero.')).toBeTruthy();
    await u.type(price, String(Math.floor(listAR * 0.5)));
    await u.click(view.getByRole('button', { name: 'Guardar precio de trabajo' }));
    expect(
      await view.findByText(
        `El precio de trabajo no puede ser menor que el 80% del precio de lista (mínimo ${ars(listAR * 0.8)}).`,
      ),
    ).toBeTruthy();
    await u.type(price, `{Backspace>20/}${listAR}`);
    await u.click(view.getByRole('button', { name: 'Guardar precio de trabajo' }));
    expect(await view.findByText(`Precio de trabajo de ${name} guardado: ${ars(listAR)}.`)).toBeTruthy();
    expect(sent()).toMatchObject([{ method: 'POST', query: { market: 'es-AR' }, body: { price: listAR } }]);
  });

  it('a seller without the manager role sees no working prices and no edit', async () => {
    const { view } = await open('davi');
    await view.findByRole('combobox', { name: 'Versão' });
    await waitFor(() => expect(view.queryByText(/Relatórios da concessionária/)).not.toBeNull());
    expect(view.queryByText('Preços de trabalho da concessionária')).toBeNull();
    expect(view.queryByRole('button', { name: /preço de trabalho/ })).toBeNull();
    expect(journalOf('reporting').filter((e) => e.path.includes('working-price'))).toEqual([]);
  });
});

/** A money amount as the widget writes it, spaces as a reader sees them ("R$ 105.990,00"; "$ 25.000.000,00"). */
const brl = (n: number) => formatMoney(n, 'pt-BR').replace(/\s/g, ' ');
const ars = (n: number) => formatMoney(n, 'es-AR').replace(/\s/g, ' ');
/** A row's text, spaces as a reader sees them. */
const rowText = (el: HTMLElement) => (el.closest('tr')?.textContent ?? '').replace(/\s/g, ' ');
