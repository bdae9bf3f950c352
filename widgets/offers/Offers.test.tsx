import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { modelsOf } from '../../api/sandbox/data/catalog.ts';
import { initialOffers, type Offer } from '../../api/sandbox/data/offers.ts';
import { sandboxServer } from '../../api/sandbox/node.ts';
import { mount, SANDBOX_BASE, setupPage, signIn, signOut } from '../../test/page.ts';
import { journalOf, startSandbox } from '../../test/sandbox.ts';
import './offers.element.ts';

startSandbox();
afterEach(() => {
  signOut();
  for (const el of document.querySelectorAll('hub-offers')) el.remove();
});

const user = () => userEvent.setup();
const live = (o: Offer) => o.published && !o.sold && !o.disapproved;
const offersOf = (brand: string, country: 'BR' | 'AR') =>
  initialOffers().filter((o) => o.brand === brand && o.country === country && live(o));
const searches = () => journalOf('offers-search').filter((e) => e.path.endsWith('/offers-search/'));
const suggestionCalls = () => journalOf('offers-search').filter((e) => e.path.endsWith('/suggestions'));

function recordEvents() {
  const events: { name: string; detail: Record<string, unknown> }[] = [];
  for (const name of ['hub-submit-success', 'hub-submit-error'])
    document.addEventListener(name, (e) => events.push({ name, detail: (e as CustomEvent).detail }));
  return events;
}

/** The result card of an offer (titles repeat: three offers per version). */
const cardOf = (root: ShadowRoot, id: string) =>
  within(root.querySelector(`[data-offer="${id}"]`)?.closest('li') as HTMLElement);

async function open(html = '<hub-offers page-size="6" login-url="/entrar"></hub-offers>') {
  const { el, root } = mount(html);
  const view = within(root as unknown as HTMLElement);
  await view.findByRole('heading', { level: 2, name: 'Ofertas' });
  await waitFor(() =>
    expect(view.getAllByRole('button', { name: /^(Ver oferta|Ver oferta): / }).length).toBe(6),
  );
  return { el, root, view };
}

describe('hub-offers: search', () => {
  it('pt-BR signed out: the first page of the brand offers, announced, in pages; a sign-in prompt to save', async () => {
    setupPage({ brand: 'fiat', market: 'pt-BR' });
    const all = offersOf('fiat', 'BR');
    const { view, root } = await open();
    const pages = Math.ceil(all.length / 6);
    expect(view.getByText(`${all.length} ofertas encontradas. Página 1 de ${pages}.`)).toBeTruthy();
    expect(searches()[0]).toMatchObject({ body: { page: 0, size: 6 }, bearer: false });
    expect(view.getByRole('heading', { name: 'Salve suas ofertas' })).toBeTruthy();
    expect(view.queryByRole('button', { name: /^Salvar oferta/ })).toBeNull();
    const first = all[0] as Offer;
    expect(cardOf(root, first.id).getByRole('heading', { level: 4, name: first.title })).toBeTruthy();

    const u = user();
    await u.click(view.getByRole('button', { name: 'Próxima' }));
    await view.findByText(`${all.length} ofertas encontradas. Página 2 de ${pages}.`);
    expect(searches().at(-1)?.body).toEqual({ page: 1, size: 6 });
    expect(
      view.getAllByRole('button', { name: /^Ver oferta: / }).map((b) => b.getAttribute('data-offer')),
    ).toEqual(all.slice(6, 12).map((o) => o.id));
  });

  it('suggestions by keyboard: debounced, one request for a burst of keys, arrows, Enter runs the search, Escape closes', async () => {
    setupPage({ brand: 'fiat', market: 'pt-BR' });
    const { view } = await open();
    const u = user();
    const box = view.getByRole('combobox', { name: 'O que você procura' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    const word = (offersOf('fiat', 'BR')[0] as Offer).title.split(' ')[0] as string;
    await u.type(box, word);
    const list = await view.findByRole('listbox', { name: 'Sugestões' });
    await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('true'));
    // The keys came faster than the pause: one request, with the whole word.
    expect(suggestionCalls().map((e) => e.body)).toEqual([{ text: word }]);
    const options = within(list).getAllByRole('option');
    await u.keyboard('{ArrowDown}{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    await u.keyboard('{ArrowUp}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    const chosen = options[0]?.textContent as string;
    const before = searches().length;
    await u.keyboard('{Enter}');
    await waitFor(() => expect(searches().length).toBe(before + 1));
    expect(searches().at(-1)?.body).toEqual({ page: 0, size: 6, text: chosen });
    expect((box as HTMLInputElement).value).toBe(chosen);
    expect(box.getAttribute('aria-expanded')).toBe('false');

    await u.type(box, `{Backspace>${chosen.length}/}${word}`);
    await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('true'));
    await u.keyboard('{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);
    await u.keyboard('{Escape}');
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('a changed text aborts the suggestion request on its way', async () => {
    setupPage({ brand: 'fiat', market: 'pt-BR' });
    const aborted: string[] = [];
    sandboxServer.use(
      http.post(`${SANDBOX_BASE}/offers-search/suggestions`, async ({ request }) => {
        const { text } = (await request.clone().json()) as { text: string };
        request.signal.addEventListener('abort', () => aborted.push(text));
        await new Promise((done) => setTimeout(done, 600));
        return HttpResponse.json([`${text} slow`]);
      }),
    );
    const { view } = await open();
    const u = user();
    const box = view.getByRole('combobox', { name: 'O que você procura' });
    await u.type(box, 'Ar');
    await new Promise((done) => setTimeout(done, 400));
    await u.type(box, 'g');
    await waitFor(() => expect(aborted).toEqual(['Ar']));
    const list = await view.findByRole('listbox', { name: 'Sugestões' }, { timeout: 2000 });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Arg slow']),
    );
  });

  it('filters: each one chosen goes in the body; a wrong price says why beside the field and sends nothing', async () => {
    setupPage({ brand: 'jeep', market: 'pt-BR' });
    const { view } = await open();
    const u = user();
    await u.click(view.getByRole('checkbox', { name: 'Oferta de locadora' }));
    await u.click(view.getByRole('checkbox', { name: 'Zona' }));
    await u.click(view.getByRole('checkbox', { name: 'Serviço Mopar' }));
    await u.click(view.getByRole('checkbox', { name: 'Cupom' }));
    await u.type(view.getByRole('textbox', { name: 'Preço mínimo (R$)' }), '200.000');
    await u.type(view.getByRole('textbox', { name: 'Preço máximo (R$)' }), '100.000');
    const before = searches().length;
    await u.click(view.getByRole('button', { name: 'Buscar' }));
    expect(await view.findByText('O preço máximo deve ser maior que o mínimo')).toBeTruthy();
    const max = view.getByRole('textbox', { name: 'Preço máximo (R$)' });
    expect(max.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(view.getByRole('textbox', { name: 'Preço máximo (R$)' })).toBe(max));
    expect(searches().length).toBe(before);

    await u.type(max, '{Backspace>7/}300.000');
    await u.click(view.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(searches().length).toBe(before + 1));
    expect(searches().at(-1)?.body).toEqual({
      page: 0,
      size: 6,
      minPrice: 200000,
      maxPrice: 300000,
      types: ['RENTAL'],
      scopes: ['ZONE'],
      moparTypes: ['SERVICE'],
      moparKinds: ['COUPON'],
    });
    expect(await view.findByText('Nenhuma oferta encontrada com estes filtros.')).toBeTruthy();
    // The empty state says what to do next.
    expect(
      view.getByText('Tente outros filtros ou limpe a busca para ver todas as ofertas da marca.'),
    ).toBeTruthy();
  });

  it('state, city and dealer filters come from the location and dealers services', async () => {
    setupPage({ brand: 'jeep', market: 'pt-BR' });
    const placed = offersOf('jeep', 'BR').find((o) => o.dealerCode && o.stateCode) as Offer;
    const { view } = await open();
    const u = user();
    const state = view.getByRole('combobox', { name: /Estado/ });
    await waitFor(() => expect(within(state).getAllByRole('option').length).toBeGreaterThan(5));
    await u.selectOptions(state, placed.stateCode as string);
    const dealer = view.getByRole('combobox', { name: 'Concessionária' });
    await waitFor(() =>
      expect(within(dealer).queryByRole('option', { name: placed.dealerName as string })).not.toBeNull(),
    );
    await u.selectOptions(dealer, placed.dealerCode as string);
    await u.click(view.getByRole('button', { name: 'Buscar' }));
    await waitFor(() =>
      expect(searches().at(-1)?.body).toEqual({
        page: 0,
        size: 6,
        stateCode: placed.stateCode,
        dealerCode: placed.dealerCode,
      }),
    );
    expect(await view.findByRole('button', { name: `Ver oferta: ${placed.title}` })).toBeTruthy();
  });

  it('a failed search says the seed message with a retry; the filters stay', async () => {
    setupPage({ brand: 'fiat', market: 'pt-BR' });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    sandboxServer.use(
      http.post(
        `${SANDBOX_BASE}/offers-search/`,
        () => HttpResponse.json({ message: 'down' }, { status: 503 }),
        {
          once: true,
        },
      ),
    );
    const { root } = mount('<hub-offers page-size="6"></hub-offers>');
    const view = within(root as unknown as HTMLElement);
    const alert = await view.findByRole('alert');
    expect(alert.textContent).toContain('Um erro ocorreu, tente novamente');
    await user().click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(view.getAllByRole('button', { name: /^Ver oferta: / }).length).toBe(6));
  });
});

describe('hub-offers: es-AR', () => {
  it('the Argentine offers in pesos and the words of Argentina; suggestions by keyboard', async () => {
    setupPage({ brand: 'jeep', market: 'es-AR' });
    const all = offersOf('jeep', 'AR');
    const { view, root } = await open();
    expect(
      view.getByText(`${all.length} ofertas encontradas. Página 1 de ${Math.ceil(all.length / 6)}.`),
    ).toBeTruthy();
    const first = all[0] as Offer;
    expect(cardOf(root, first.id).getByText(/\$/).textContent).not.toContain('R$');
    expect(view.getByRole('checkbox', { name: 'Oferta de rentadora' })).toBeTruthy();
    expect(view.getByRole('heading', { name: 'Guardá tus ofertas' })).toBeTruthy();
    const u = user();
    const box = view.getByRole('combobox', { name: 'Qué estás buscando' });
    await u.type(box, 'Service');
    await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('true'));
    await u.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(searches().at(-1)?.body).toMatchObject({ text: expect.stringMatching(/^Service Mopar/) }),
    );
    expect(await view.findByText('1 oferta encontrada.')).toBeTruthy();
  });
});

describe('hub-offers: saved offers', () => {
  it('signed in: the search carries the bearer; saving two sends the ids comma-joined with the brand upper-case', async () => {
    setupPage({ brand: 'jeep', market: 'pt-BR' });
    signIn();
    const events = recordEvents();
    const { view, root } = await open();
    expect(searches()[0]?.bearer).toBe(true);
    const [first, second] = offersOf('jeep', 'BR');
    const u = user();
    const saveFirst = await cardOf(root, first?.id as string).findByRole('button', {
      name: `Salvar oferta: ${first?.title}`,
    });
    expect(saveFirst.getAttribute('aria-pressed')).toBe('false');
    await u.click(saveFirst);
    await waitFor(() => expect(saveFirst.getAttribute('aria-pressed')).toBe('true'));
    await u.click(
      cardOf(root, second?.id as string).getByRole('button', { name: `Salvar oferta: ${second?.title}` }),
    );
    await view.findByText('2 ofertas salvas');
    const posts = journalOf('offers').filter((e) => e.method === 'POST');
    expect(posts.map((e) => e.query)).toEqual([
      { brand: 'JEEP', offerIds: `${first?.id}` },
      { brand: 'JEEP', offerIds: `${first?.id},${second?.id}` },
    ]);
    expect(posts.every((e) => e.bearer)).toBe(true);
    expect(events.at(-1)).toMatchObject({
      name: 'hub-submit-success',
      detail: { form: 'offers-save', offerIds: [first?.id, second?.id] },
    });
  });
});

describe('hub-offers: the PSA bank’s plan of each car offer (v2/psa/financing/simulating-offers)', () => {
  it('Peugeot: one call for the page’s car offers, each card with its entrance, installments and CET', async () => {
    setupPage({ brand: 'peugeot', market: 'pt-BR' });
    const { root } = mount('<hub-offers page-size="6"></hub-offers>');
    const view = within(root as unknown as HTMLElement);
    await waitFor(() => expect(root.querySelectorAll('.offers-plan').length).toBeGreaterThan(0), {
      timeout: 4000,
    });
    const calls = journalOf('funding').filter((e) => e.path.endsWith('/v2/psa/financing/simulating-offers'));
    expect(calls).toHaveLength(1);
    const body = calls[0]?.body as { market: string; offers: { offerId: string; mvs_code: string }[] };
    expect(body.market).toBe('pt-BR');
    const first = body.offers[0]!;
    const offer = initialOffers().find((o) => o.id === first.offerId)!;
    expect(first.mvs_code).toBe(offer.mvsCode);
    expect(
      cardOf(root, offer.id).getByText(
        /^Financiamento: entrada de R\$.* \+ 48× R\$.* · .*CET [\d,]+% a\.a\./,
      ),
    ).toBeTruthy();
    expect(view.getAllByRole('button', { name: /^Ver oferta: / }).length).toBe(6);
  });

  it('Fiat: no PSA call and no plan line', async () => {
    setupPage({ brand: 'fiat', market: 'pt-BR' });
    await open();
    expect(journalOf('funding').some((e) => e.path.includes('psa'))).toBe(false);
  });
});

describe('hub-offers: offer cards show the car', () => {
  it("a car offer's card rendition from the image template; a service or accessory offer shows none", async () => {
    setupPage({
      brand: 'fiat',
      market: 'pt-BR',
      settings: { 'car-image-url': 'https://img.example.com/{brand}/{mvs}/{year}/{width}x{height}.png' },
    });
    const all = offersOf('fiat', 'BR');
    const { root } = await open();
    const shown = all.slice(0, 6);
    expect(shown.some((offer) => !offer.moparType)).toBe(true);
    for (const offer of shown) {
      const picture = root.querySelector(`[data-offer="${offer.id}"]`)?.closest('li')?.querySelector('img');
      if (offer.moparType) expect(picture).toBeNull();
      else
        expect(picture?.getAttribute('src')).toBe(
          `https://img.example.com/fiat/${offer.mvsCode}/${offer.year}/140x100.png`,
        );
    }
  });

  it('without a template, the car is drawn', async () => {
    setupPage({ brand: 'fiat', market: 'pt-BR' });
    const all = offersOf('fiat', 'BR');
    const { root } = await open();
    const car = all.slice(0, 6).find((offer) => !offer.moparType)!;
    const card = root.querySelector(`[data-offer="${car.id}"]`)?.closest('li');
    expect(card?.querySelector('svg[data-body]')).toBeTruthy();
  });

  it("without a template, each car is drawn as its model's body type from the model catalogue", async () => {
    for (const [brand, country, market] of [
      ['fiat', 'BR', 'pt-BR'],
      ['jeep', 'BR', 'pt-BR'],
      ['ram', 'AR', 'es-AR'],
    ] as const) {
      setupPage({ brand, market });
      const bodies = new Map(modelsOf(brand, country).map((model) => [model.modelCode, model.category]));
      const { root, el } = await open();
      const cars = offersOf(brand, country)
        .slice(0, 6)
        .filter((offer) => !offer.moparType);
      await waitFor(() =>
        expect(
          cars.map((offer) =>
            root
              .querySelector(`[data-offer="${offer.id}"]`)
              ?.closest('li')
              ?.querySelector('svg[data-body]')
              ?.getAttribute('data-body'),
          ),
        ).toEqual(cars.map((offer) => bodies.get(offer.modelCode ?? ''))),
      );
      el.remove();
    }
  });
});
