import { fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { initialOffers } from '../../api/sandbox/data/offers.ts';
import { sandboxServer } from '../../api/sandbox/node.ts';
import { mount, SANDBOX_BASE, setupPage, signIn, signOut } from '../../test/page.ts';
import { journalOf, startSandbox } from '../../test/sandbox.ts';
import './offers-admin.element.ts';

startSandbox();
afterEach(() => {
  signOut();
  for (const el of document.querySelectorAll('hub-offers-admin')) el.remove();
});

const user = () => userEvent.setup();
const fiatBR = initialOffers()
  .filter((o) => o.brand === 'fiat' && o.country === 'BR')
  .sort((a, b) => a.order - b.order);
const unpublished = fiatBR.find((o) => !o.published) as (typeof fiatBR)[number];
const changes = () => journalOf('offers').filter((e) => e.method !== 'GET');

async function open(who: string | null, market = 'pt-BR') {
  setupPage({ brand: 'fiat', market });
  if (who) signIn(`sandbox-token-${who}`);
  const { el, root } = mount('<hub-offers-admin login-url="/entrar"></hub-offers-admin>');
  const view = within(root as unknown as HTMLElement);
  return { el, root, view };
}
async function openList(who: string, market = 'pt-BR') {
  const opened = await open(who, market);
  const list = await opened.view.findByRole('list', { name: /^Ofertas/ }, { timeout: 4000 });
  return { ...opened, list };
}
const row = (list: HTMLElement, id: string) =>
  within(list.querySelector(`[data-offer="${id}"]`) as HTMLElement);

describe('hub-offers-admin: who sees what', () => {
  it('an offer administrator: every offer of the brand in order, status in words, publish offered', async () => {
    const { view, list } = await openList('olivia');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(fiatBR.length);
    expect(items.map((li) => li.getAttribute('data-offer'))).toEqual(fiatBR.map((o) => o.id));
    const offer = row(list, unpublished.id);
    expect(offer.getByText('Não publicada')).toBeTruthy();
    expect(offer.getByRole('button', { name: `Publicar: ${unpublished.title}` })).toBeTruthy();
    expect(view.getByRole('group', { name: 'Status das ofertas selecionadas' })).toBeTruthy();
    expect(offer.getByRole('button', { name: `Mover ${unpublished.title}` })).toBeTruthy();
    expect(view.getByText('Você entrou como administração de ofertas.')).toBeTruthy();
  });

  it('a partner administrator prepares but does not publish, bulk-change nor reorder', async () => {
    const { view, list } = await openList('paulo');
    const offer = row(list, unpublished.id);
    expect(offer.queryByRole('button', { name: /^Publicar/ })).toBeNull();
    expect(offer.queryByRole('button', { name: /^Reprovar/ })).toBeNull();
    expect(offer.getByRole('button', { name: `Marcar como vendida: ${unpublished.title}` })).toBeTruthy();
    expect(offer.getByRole('button', { name: `Editar a oferta ${unpublished.title}` })).toBeTruthy();
    expect(offer.queryByRole('button', { name: /^Mover/ })).toBeNull();
    expect(view.queryByRole('group', { name: 'Status das ofertas selecionadas' })).toBeNull();
    expect(
      view.getByText(/Publicar, despublicar, reprovar e ordenar ficam com a administração de ofertas/),
    ).toBeTruthy();
  });

  it('a customer is refused in words and nothing of the area is read', async () => {
    const { view } = await open('ana');
    expect(await view.findByText('O seu perfil não dá acesso a esta área.')).toBeTruthy();
    expect(
      view.getByText('Ela é para: administração de ofertas ou administração de parceiros.'),
    ).toBeTruthy();
    expect(journalOf('offers-search')).toEqual([]);
  });

  it('signed out: the sign-in prompt', async () => {
    const { view } = await open(null);
    expect(await view.findByRole('link', { name: 'Entrar' })).toHaveProperty(
      'href',
      expect.stringContaining('/entrar'),
    );
  });

  it('es-AR: the area and the refusal of a 403 in Spanish', async () => {
    sandboxServer.use(
      http.put(`${SANDBOX_BASE}/offers/offer/:id/sold`, () =>
        HttpResponse.json({ message: 'Forbidden' }, { status: 403 }),
      ),
    );
    const { view, list } = await openList('sofia', 'es-AR');
    const first = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(first).getByRole('button', { name: /^Mover / })).toBeTruthy();
    await user().click(within(first).getByRole('button', { name: /^Marcar como vendida:/ }));
    expect(await view.findByRole('alert')).toHaveProperty(
      'textContent',
      'Tu perfil no tiene permiso para esta acción.',
    );
  });
});

describe('hub-offers-admin: status actions', () => {
  it('publish: sent once even on a double click, the status said in words and announced', async () => {
    const { view, list } = await openList('olivia');
    const offer = row(list, unpublished.id);
    await user().dblClick(offer.getByRole('button', { name: `Publicar: ${unpublished.title}` }));
    await waitFor(() => expect(offer.getByText('Publicada')).toBeTruthy());
    expect(changes().map((e) => `${e.method} ${e.path}`)).toEqual([
      `PUT /offers/offer/${unpublished.id}/publish`,
    ]);
    expect(view.getAllByRole('status').map((s) => s.textContent)).toContain(
      `Oferta ${unpublished.title}: Publicada.`,
    );
    expect(offer.getByRole('button', { name: `Despublicar: ${unpublished.title}` })).toBeTruthy();
  });

  it('a 403 that still comes is said in words', async () => {
    sandboxServer.use(
      http.put(`${SANDBOX_BASE}/offers/offer/:id/publish`, () =>
        HttpResponse.json({ message: 'Forbidden' }, { status: 403 }),
      ),
    );
    const { view, list } = await openList('olivia');
    await user().click(row(list, unpublished.id).getByRole('button', { name: /^Publicar:/ }));
    expect(await view.findByRole('alert')).toHaveProperty(
      'textContent',
      'O seu perfil não tem permissão para esta ação.',
    );
    expect(row(list, unpublished.id).getByText('Não publicada')).toBeTruthy();
  });

  it('bulk: select two, the count announced, one status for both in one update-status', async () => {
    const { view, list } = await openList('olivia');
    const [a, b] = fiatBR.filter((o) => o.published) as [(typeof fiatBR)[number], (typeof fiatBR)[number]];
    const bulk = within(view.getByRole('group', { name: 'Status das ofertas selecionadas' }));
    await user().click(bulk.getByRole('button', { name: 'Aplicar às selecionadas' }));
    expect(bulk.getByText('Selecione ao menos uma oferta')).toBeTruthy();
    expect(changes()).toEqual([]);
    await user().click(row(list, a.id).getByRole('checkbox', { name: `Selecionar ${a.title}` }));
    await user().click(row(list, b.id).getByRole('checkbox', { name: `Selecionar ${b.title}` }));
    expect(bulk.getByRole('status').textContent).toBe('2 ofertas selecionadas');
    await user().selectOptions(bulk.getByRole('combobox', { name: /Mudar para/ }), 'UNPUBLISHED');
    await user().click(bulk.getByRole('button', { name: 'Aplicar às selecionadas' }));
    await waitFor(() => expect(changes()).toHaveLength(1));
    expect(changes()[0]).toMatchObject({
      method: 'POST',
      path: `/offers/offer/${a.id}/update-status`,
      body: { ids: [a.id, b.id], status: 'UNPUBLISHED' },
    });
    await waitFor(() => expect(row(list, a.id).getByText('Não publicada')).toBeTruthy());
    expect(row(list, b.id).getByText('Não publicada')).toBeTruthy();
  });

  it('select all selects every offer', async () => {
    const { view } = await openList('olivia');
    const bulk = within(view.getByRole('group', { name: 'Status das ofertas selecionadas' }));
    await user().click(bulk.getByRole('checkbox', { name: 'Selecionar todas' }));
    expect(bulk.getByRole('status').textContent).toBe(`${fiatBR.length} ofertas selecionadas`);
  });
});

describe('hub-offers-admin: order', () => {
  it('by keyboard on the handle: the order sent once per move, the new place announced, the focus kept', async () => {
    const { root, view, list } = await openList('olivia');
    const [first, second] = fiatBR as [(typeof fiatBR)[number], (typeof fiatBR)[number]];
    const handle = row(list, second.id).getByRole('button', { name: `Mover ${second.title}` });
    handle.focus();
    await user().keyboard('{ArrowUp}');
    await waitFor(() => expect(changes()).toHaveLength(1));
    expect(changes()[0]).toMatchObject({ method: 'PUT', path: '/offers/offer/reorder' });
    expect((changes()[0]?.body as { ids: string[] } | undefined)?.ids.slice(0, 3)).toEqual([
      second.id,
      first.id,
      fiatBR[2]?.id,
    ]);
    expect(within(list).getAllByRole('listitem')[0]?.getAttribute('data-offer')).toBe(second.id);
    expect(view.getAllByRole('status').map((s) => s.textContent)).toContain(
      `${second.title} agora é a oferta 1 de ${fiatBR.length}.`,
    );
    await waitFor(() => expect(root.activeElement?.getAttribute('aria-label')).toBe(`Mover ${second.title}`));
    // At the top already: nothing moves, nothing is sent.
    await user().keyboard('{ArrowUp}');
    expect(changes()).toHaveLength(1);
  });

  it('by drag: the offer dropped on another takes its place, the order sent once', async () => {
    const { list } = await openList('olivia');
    const [first, , third] = fiatBR as [(typeof fiatBR)[number], unknown, (typeof fiatBR)[number]];
    fireEvent.dragStart(row(list, third.id).getByRole('button', { name: `Mover ${third.title}` }));
    const target = list.querySelector(`[data-offer="${first.id}"]`) as HTMLElement;
    fireEvent.dragOver(target);
    fireEvent.drop(target);
    await waitFor(() => expect(changes()).toHaveLength(1));
    expect((changes()[0]?.body as { ids: string[] } | undefined)?.ids.slice(0, 2)).toEqual([
      third.id,
      first.id,
    ]);
    expect(within(list).getAllByRole('listitem')[0]?.getAttribute('data-offer')).toBe(third.id);
  });

  it('a refused reorder puts the old order back and says so', async () => {
    sandboxServer.use(
      http.put(`${SANDBOX_BASE}/offers/offer/reorder`, () => HttpResponse.json({}, { status: 503 })),
    );
    const { view, list } = await openList('olivia');
    const second = fiatBR[1] as (typeof fiatBR)[number];
    await user().click(row(list, second.id).getByRole('button', { name: `Subir ${second.title}` }));
    expect(await view.findByRole('alert')).toHaveProperty(
      'textContent',
      'Não foi possível salvar a nova ordem. A ordem anterior foi mantida.',
    );
    expect(within(list).getAllByRole('listitem')[1]?.getAttribute('data-offer')).toBe(second.id);
  });
});

describe('hub-offers-admin: create, edit, delete', () => {
  it('create: messages beside the fields and nothing sent, then the offer sent and listed unpublished', async () => {
    const { view } = await openList('olivia');
    const u = user();
    await u.click(view.getByRole('button', { name: 'Nova oferta' }));
    const form = within(await view.findByRole('form', { name: 'Nova oferta' }));
    await u.click(form.getByRole('button', { name: 'Salvar oferta' }));
    expect(form.getAllByText('Escolha uma opção').length).toBeGreaterThanOrEqual(4);
    expect(form.getByText('Preencha este campo')).toBeTruthy();
    expect(form.getByText('Informe um preço maior que zero')).toBeTruthy();
    expect(changes()).toEqual([]);

    await u.selectOptions(form.getByRole('combobox', { name: /^Tipo/ }), 'DEALER');
    await u.type(form.getByRole('textbox', { name: /^Título/ }), 'Mobi Like de feirão');
    await u.selectOptions(form.getByRole('combobox', { name: /^Versão/ }), fiatBR[0]?.mvsCode as string);
    await u.type(form.getByRole('textbox', { name: /^Ano do modelo/ }), '2026');
    await u.selectOptions(form.getByRole('combobox', { name: /^Exibição do preço/ }), 'FROM_TO');
    await u.type(form.getByRole('textbox', { name: /^Preço da oferta/ }), '69.990,00');
    await u.type(form.getByRole('textbox', { name: /^Preço “de”/ }), '60.000');
    await u.selectOptions(form.getByRole('combobox', { name: /^Abrangência/ }), 'NATIONAL');
    await u.click(form.getByRole('checkbox', { name: 'Taxa zero' }));
    await u.click(form.getByRole('checkbox', { name: 'suv' }));
    await u.click(form.getByRole('button', { name: 'Salvar oferta' }));
    expect(form.getByText('O preço “de” deve ser maior que o preço da oferta')).toBeTruthy();
    expect(changes()).toEqual([]);
    await u.type(form.getByRole('textbox', { name: /^Preço “de”/ }), '{Backspace>6}76.990');
    await u.dblClick(form.getByRole('button', { name: 'Salvar oferta' }));

    await waitFor(() => expect(changes()).toHaveLength(1));
    expect(changes()[0]).toMatchObject({
      method: 'POST',
      path: '/offers/offer',
      body: {
        type: 'DEALER',
        title: 'Mobi Like de feirão',
        mvsCode: fiatBR[0]?.mvsCode,
        year: 2026,
        priceDisplayType: 'FROM_TO',
        price: 69990,
        fromPrice: 76990,
        scope: 'NATIONAL',
        regionalId: null,
        influenceAreaId: null,
        dealerCode: null,
        stamps: ['TAXA_ZERO'],
        categories: ['suv'],
        parts: [],
        features: [],
      },
    });
    const list = await view.findByRole('list', { name: /^Ofertas/ });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(fiatBR.length + 1);
    expect(within(items.at(-1) as HTMLElement).getByText('Não publicada')).toBeTruthy();
    expect(view.getAllByRole('status').map((s) => s.textContent)).toContain(
      'Oferta Mobi Like de feirão criada. Ela fica não publicada até a administração de ofertas publicá-la.',
    );
  });

  it('es-AR: the messages beside the fields in Spanish, nothing sent', async () => {
    const { view } = await openList('sofia', 'es-AR');
    const u = user();
    await u.click(view.getByRole('button', { name: 'Nueva oferta' }));
    const form = within(await view.findByRole('form', { name: 'Nueva oferta' }));
    await u.selectOptions(form.getByRole('combobox', { name: /^Alcance/ }), 'ZONE');
    await u.selectOptions(form.getByRole('combobox', { name: /^Presentación del precio/ }), 'PERCENT');
    await u.type(form.getByRole('textbox', { name: /^Año del modelo/ }), '1999');
    await u.click(form.getByRole('button', { name: 'Guardar oferta' }));
    expect(form.getByText('Completá este campo')).toBeTruthy();
    expect(form.getByText('Ingresá un año entre 2000 y el año próximo')).toBeTruthy();
    expect(form.getByText('Ingresá un precio mayor que cero')).toBeTruthy();
    expect(form.getByText('Ingresá el código, solo con números')).toBeTruthy();
    expect(form.getByRole('textbox', { name: /^Precio “de”/ })).toBeTruthy();
    expect(changes()).toEqual([]);
  });

  it('edit: the fields filled, a failure keeps every value, the retry saves', async () => {
    sandboxServer.use(
      http.put(`${SANDBOX_BASE}/offers/offer/:id`, () => HttpResponse.json({}, { status: 503 }), {
        once: true,
      }),
    );
    const { view, list } = await openList('paulo');
    const offer = fiatBR[0] as (typeof fiatBR)[number];
    const u = user();
    await u.click(row(list, offer.id).getByRole('button', { name: `Editar a oferta ${offer.title}` }));
    const form = within(await view.findByRole('form', { name: 'Editar oferta' }));
    const title = form.getByRole('textbox', { name: /^Título/ }) as HTMLInputElement;
    expect(title.value).toBe(offer.title);
    await u.type(title, `${'{Backspace}'.repeat(offer.title.length)}Mobi Like renovado`);
    await u.click(form.getByRole('button', { name: 'Salvar oferta' }));
    expect(await form.findByText(/Não foi possível salvar a oferta/)).toBeTruthy();
    expect(title.value).toBe('Mobi Like renovado');
    await u.click(form.getByRole('button', { name: 'Tentar novamente' }));
    const updated = await view.findByRole('list', { name: /^Ofertas/ });
    expect(row(updated, offer.id).getByRole('heading', { name: 'Mobi Like renovado' })).toBeTruthy();
    const put = changes().find((e) => e.method === 'PUT');
    expect(put).toMatchObject({
      path: `/offers/offer/${offer.id}`,
      body: { title: 'Mobi Like renovado', mvsCode: offer.mvsCode },
    });
  });

  it('delete: after the confirmation, once; cancel sends nothing', async () => {
    const { view, list } = await openList('olivia');
    const offer = fiatBR[2] as (typeof fiatBR)[number];
    const u = user();
    await u.click(row(list, offer.id).getByRole('button', { name: `Excluir a oferta ${offer.title}` }));
    let dialog = within(await view.findByRole('alertdialog'));
    await u.click(dialog.getByRole('button', { name: 'Cancelar' }));
    expect(changes()).toEqual([]);
    await u.click(row(list, offer.id).getByRole('button', { name: `Excluir a oferta ${offer.title}` }));
    dialog = within(await view.findByRole('alertdialog'));
    await u.dblClick(dialog.getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(list.querySelector(`[data-offer="${offer.id}"]`)).toBeNull());
    expect(changes().map((e) => `${e.method} ${e.path}`)).toEqual([`DELETE /offers/offer/${offer.id}`]);
  });
});
