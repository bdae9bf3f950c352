import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { VERSIONS } from '../../api/sandbox/data/catalog.ts';
import { hashSeed } from '../../api/sandbox/data/random.ts';
import { sandboxServer } from '../../api/sandbox/node.ts';
import { formatMoney } from '../../core/format.ts';
import { hubStore } from '../../core/store.ts';
import { carAtom } from '../../domain/car/store/atoms.ts';
import { forgetLocation } from '../../test/location.ts';
import { mount, SANDBOX_BASE, setupPage, signIn, signOut } from '../../test/page.ts';
import { journalOf, startSandbox } from '../../test/sandbox.ts';
import './configurator.element.ts';

startSandbox();

const argo = VERSIONS.filter((version) => version.brand === 'fiat' && version.modelName === 'Argo');
const MODEL = argo[0]!.modelCode;
const FIRST = argo[0]!;
let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  localStorage.clear();
  forgetLocation();
  signOut();
  window.history.replaceState(null, '', '/');
});

async function open(attributes = '') {
  const events: { name: string; detail: Record<string, unknown> }[] = [];
  document.addEventListener('hub-step-change', (e) =>
    events.push({ name: 'hub-step-change', detail: (e as CustomEvent).detail }),
  );
  const { el, root } = mount(`<hub-configurator model="${MODEL}" ${attributes}></hub-configurator>`);
  const view = within(root as unknown as HTMLElement);
  const u = userEvent.setup();
  await view.findAllByRole('radio', {}, { timeout: 4000 });
  await u.click(view.getAllByRole('radio').find((r) => (r as HTMLInputElement).value === FIRST.mvsCode)!);
  await u.click(view.getByRole('button', { name: 'Continuar' }));
  await view.findByRole('checkbox', { name: /Rodas de liga leve 18/ }, { timeout: 4000 });
  return { el, root, view, u, events };
}
type Opened = Awaited<ReturnType<typeof open>>;
const box = (view: Opened['view'], name: RegExp) => view.getByRole('checkbox', { name }) as HTMLInputElement;
const step = (root: ShadowRoot) => root.querySelector('.cfg')?.getAttribute('data-step');

describe('hub-configurator: rules on screen', () => {
  it('asks to choose one of several alternatives; Confirm waits for the choice; cancel changes nothing', async () => {
    setupPage();
    const { view, u } = await open();
    await u.click(box(view, /Pacote Estilo/));
    let dialog = await view.findByRole('alertdialog', { name: 'Confirme a alteração' });
    const choice = within(dialog).getByRole('group', { name: 'Escolha uma opção para Pacote Estilo:' });
    const options = within(choice).getAllByRole('radio');
    expect(options.map((o) => o.parentElement?.textContent)).toEqual([
      'Rodas de liga leve 17"',
      'Rodas de liga leve 18"',
    ]);
    const confirm = within(dialog).getByRole('button', { name: 'Confirmar' });
    expect(confirm.getAttribute('aria-disabled')).toBe('true');
    await u.click(confirm);
    expect(view.getByRole('alertdialog')).toBeTruthy();
    expect(hubStore.get(carAtom).parts).toEqual([]);
    await u.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(view.queryByRole('alertdialog')).toBeNull();
    expect(box(view, /Pacote Estilo/).checked).toBe(false);

    await u.click(box(view, /Pacote Estilo/));
    dialog = await view.findByRole('alertdialog');
    await u.click(within(dialog).getByRole('radio', { name: 'Rodas de liga leve 18"' }));
    expect(dialog.querySelector('[data-plan="add"]')?.textContent).toContain('Rodas de liga leve 18"');
    expect(
      within(dialog).getByRole('button', { name: 'Confirmar' }).getAttribute('aria-disabled'),
    ).toBeNull();
    await u.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(box(view, /Pacote Estilo/).checked).toBe(true);
    expect(box(view, /Rodas de liga leve 18/).checked).toBe(true);
    expect(box(view, /Rodas de liga leve 17/).checked).toBe(false);
    expect(hubStore.get(carAtom).parts.map((p) => p.code)).toEqual(['STY', 'R18']);
  });

  it('adding or removing a special optional takes the shopper to the colour step', async () => {
    setupPage();
    const { view, u, root, events } = await open();
    await u.click(view.getByRole('button', { name: /Cor$/ }));
    await u.click(await view.findByRole('radio', { name: /Branco Banchisa\b(?! e teto)/ }));
    await u.click(view.getByRole('button', { name: /Opcionais$/ }));
    // The painted roof allows white: no conflict, straight to the colour step.
    await u.click(await view.findByRole('checkbox', { name: /Teto pintado preto/ }));
    await waitFor(() => expect(step(root)).toBe('color'));
    expect(events.at(-1)?.detail).toMatchObject({ step: 'color' });
    expect(hubStore.get(carAtom).color?.code).toBe('249');
    // Removing it: white stays valid without the roof (seed 000 §4), so no modal and no forced colour
    // change; the special optional still takes the shopper back to the colour step.
    await u.click(view.getByRole('button', { name: /Opcionais$/ }));
    await u.click(await view.findByRole('checkbox', { name: /Teto pintado preto/ }));
    await waitFor(() => expect(step(root)).toBe('color'));
    expect(view.queryByRole('alertdialog')).toBeNull();
    expect(hubStore.get(carAtom).parts).toEqual([]);
    expect(hubStore.get(carAtom).color?.code).toBe('249');
    // An ordinary optional stays on the optionals step.
    await u.click(view.getByRole('button', { name: /Opcionais$/ }));
    await u.click(await view.findByRole('checkbox', { name: /Teto solar panorâmico/ }));
    expect(step(root)).toBe('optionals');
  });
});

describe('hub-configurator: prices', () => {
  it('e-commerce mode asks prices with type=EC and the reservation price with ITEM codes and the coating', async () => {
    setupPage();
    const { view, u } = await open('ecommerce');
    await waitFor(() => expect(journalOf('price').length).toBeGreaterThan(0));
    expect(journalOf('price')[0]).toMatchObject({
      path: '/price/price',
      query: { mvsCode: FIRST.mvsCode, type: 'EC', country: 'BR', market: 'pt-BR' },
    });
    await u.click(box(view, /Pacote ADAS/));
    await u.click(within(await view.findByRole('alertdialog')).getByRole('button', { name: 'Confirmar' }));
    await u.click(box(view, /Rodas de liga leve 18/));
    await u.click(view.getByRole('button', { name: /Cor$/ }));
    await u.click(await view.findByRole('radio', { name: /Prata Bari/ }));
    await u.click(view.getByRole('button', { name: /Revestimento$/ }));
    await u.click(await view.findByRole('radio', { name: /Couro sintético preto/ }));
    await u.click(view.getByRole('button', { name: /Acessórios$/ }));
    await u.click(await view.findByRole('checkbox', { name: /Jogo de tapetes/ }));
    await u.click(view.getByRole('button', { name: /Resumo$/ }));
    const reservation = await view.findByText(/^Preço de reserva:/, {}, { timeout: 4000 });
    const calls = journalOf('price').filter((entry) => entry.path === '/price/price/reservation');
    // Only ITEM parts travel as optionals; the accessory does not.
    expect(calls.at(-1)?.query).toEqual({
      mvsCode: FIRST.mvsCode,
      year: String(hubStore.get(carAtom).mvs?.year),
      colorCode: '612',
      optionalCode: 'ADS,PSD,R18',
      coatingCode: 'CCS',
      country: 'BR',
      market: 'pt-BR',
    });
    const answer = await fetch(
      `${SANDBOX_BASE}/price/price/reservation?${new URLSearchParams(calls.at(-1)!.query)}`,
    ).then((r) => r.json());
    expect(reservation.textContent).toContain(formatMoney(answer.total, 'pt-BR'));
  });

  it('without e-commerce mode: no type, no reservation price', async () => {
    setupPage();
    const { view, u } = await open();
    await waitFor(() => expect(journalOf('price').length).toBeGreaterThan(0));
    expect(journalOf('price')[0]?.query.type).toBeUndefined();
    await u.click(view.getByRole('button', { name: /Cor$/ }));
    await u.click(await view.findByRole('radio', { name: /Prata Bari/ }));
    await u.click(view.getByRole('button', { name: /Resumo$/ }));
    await view.findByText('Resumo da configuração');
    expect(view.queryByText(/Preço de reserva/)).toBeNull();
    expect(journalOf('price').some((entry) => entry.path === '/price/price/reservation')).toBe(false);
  });
});

describe('hub-configurator: services', () => {
  it('signed out: says to sign in, and makes no services call', async () => {
    setupPage();
    const { view, u } = await open();
    await u.click(view.getByRole('button', { name: /Serviços$/ }));
    expect(await view.findByText('Entre na sua conta para ver e contratar os serviços.')).toBeTruthy();
    expect(journalOf('dealers').some((e) => e.path.endsWith('maintenanceservice'))).toBe(false);
  });

  it('signed in: lists the services of the maintenanceservice call (bearer, market) and adds them to the total', async () => {
    setupPage();
    signIn();
    const { view, u } = await open();
    await u.click(view.getByRole('button', { name: /Serviços$/ }));
    const warranty = (await view.findByRole('checkbox', {
      name: /Garantia estendida 1 ano/,
    })) as HTMLInputElement;
    const call = journalOf('dealers').find((e) => e.path.endsWith('/v1/maintenanceservice'));
    expect(call).toMatchObject({ bearer: true, query: { market: 'pt-BR' } });
    expect(view.getByRole('checkbox', { name: /Troca de óleo/ })).toBeTruthy();
    const before = hubStore.get(carAtom).totals.total;
    await u.click(warranty);
    expect(hubStore.get(carAtom).services.map((s) => s.id)).toEqual(['SRV-WARR']);
    expect(hubStore.get(carAtom).totals.servicesTotal).toBe(1890);
    expect(hubStore.get(carAtom).totals.total).toBe(before + 1890);
  });

  it('a failing services or accessories call is logged, left empty and the shopper told, with a retry', async () => {
    setupPage();
    signIn();
    let fail = true;
    const failing = () => (fail ? HttpResponse.json({ message: 'down' }, { status: 503 }) : undefined);
    sandboxServer.use(
      http.get(`${SANDBOX_BASE}/dealers/v1/maintenanceservice`, failing),
      http.get(`${SANDBOX_BASE}/parts/accessory`, failing),
    );
    const { view, u } = await open();
    await u.click(view.getByRole('button', { name: /Acessórios$/ }));
    expect(await view.findByText('Não foi possível carregar os acessórios desta versão.')).toBeTruthy();
    await u.click(view.getByRole('button', { name: /Serviços$/ }));
    expect(view.getByText('Não foi possível carregar os serviços.')).toBeTruthy();
    expect(warn).toHaveBeenCalled();
    // Optionals still work.
    await u.click(view.getByRole('button', { name: /Opcionais$/ }));
    expect(box(view, /Pacote ADAS/)).toBeTruthy();
    fail = false;
    await u.click(view.getByRole('button', { name: /Serviços$/ }));
    await u.click(view.getByRole('button', { name: 'Tentar novamente' }));
    expect(await view.findByRole('checkbox', { name: /Garantia estendida/ }, { timeout: 4000 })).toBeTruthy();
  });
});

describe('hub-configurator: the summary’s price notes (price/types, price/specialDiscount)', () => {
  it('names the price table and shows the version’s special discount with the total after it', async () => {
    setupPage();
    // A version the sandbox's price service gives a special discount (2 % of its price).
    const version = argo.find((v) => hashSeed(v.mvsCode) % 3 !== 0)!;
    const { root } = mount(`<hub-configurator model="${MODEL}"></hub-configurator>`);
    const view = within(root as unknown as HTMLElement);
    const u = userEvent.setup();
    await view.findAllByRole('radio', {}, { timeout: 4000 });
    await u.click(view.getAllByRole('radio').find((r) => (r as HTMLInputElement).value === version.mvsCode)!);
    await u.click(view.getByRole('button', { name: 'Continuar' }));
    await u.click(await view.findByRole('button', { name: /Cor$/ }, { timeout: 4000 }));
    await u.click((await view.findAllByRole('radio'))[0]!);
    await u.click(view.getByRole('button', { name: /Resumo$/ }));
    // Testing Library reads the no-break space of the money as a space.
    const discount = formatMoney(Math.round((version.price.BR as number) * 0.02), 'pt-BR').replace(
      /\s/g,
      ' ',
    );
    expect(await view.findByText(`− ${discount}`, {}, { timeout: 4000 })).toBeTruthy();
    expect(view.getByText('Desconto especial')).toBeTruthy();
    expect(view.getByText('Preço com desconto especial')).toBeTruthy();
    expect(await view.findByText('Preço de tabela')).toBeTruthy();
    const special = journalOf('price').find((e) => e.path === '/price/price/specialDiscount');
    expect(special?.query).toMatchObject({ mvsCode: version.mvsCode });
  });
});
