import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialOffers, type Offer } from '../../api/sandbox/data/offers.ts';
import { sandboxServer } from '../../api/sandbox/node.ts';
import { mount, SANDBOX_BASE, setupPage, signOut } from '../../test/page.ts';
import { journalOf, startSandbox } from '../../test/sandbox.ts';
import './offers.element.ts';

startSandbox();
afterEach(() => {
  signOut();
  for (const el of document.querySelectorAll('hub-offers')) el.remove();
});

const user = () => userEvent.setup();
const firstOffer = (brand: string, country: 'BR' | 'AR') =>
  initialOffers().find((o) => o.brand === brand && o.country === country && o.published) as Offer;
const reserves = () =>
  journalOf('offers').filter((e) => e.method === 'POST' && e.path.endsWith('/v1/reserve'));

function recordEvents() {
  const events: { name: string; detail: Record<string, unknown> }[] = [];
  for (const name of ['hub-submit-success', 'hub-submit-error'])
    document.addEventListener(name, (e) => events.push({ name, detail: (e as CustomEvent).detail }));
  return events;
}

async function openDetail(offer: Offer) {
  const { root } = mount(`<hub-offers offer-id="${offer.id}"></hub-offers>`);
  const view = within(root as unknown as HTMLElement);
  await view.findByRole('heading', { level: 3, name: offer.title });
  return view;
}

describe('hub-offers: an offer', () => {
  it('pt-BR: the detail with its payment types; opened from the results and back to the same button', async () => {
    setupPage({ brand: 'fiat', market: 'pt-BR' });
    const offer = firstOffer('fiat', 'BR');
    const { root } = mount('<hub-offers page-size="6"></hub-offers>');
    const view = within(root as unknown as HTMLElement);
    const u = user();
    const opener = (await view.findAllByRole('button', { name: `Ver oferta: ${offer.title}` })).find(
      (b) => b.getAttribute('data-offer') === offer.id,
    ) as HTMLElement;
    await u.click(opener);
    const heading = await view.findByRole('heading', { level: 3, name: offer.title });
    await waitFor(() => expect(root.activeElement).toBe(heading));
    expect(journalOf('offers').some((e) => e.path.endsWith(`/offer/${offer.id}`))).toBe(true);
    await view.findByText('Financiamento');
    expect(view.getByText('À vista')).toBeTruthy();
    expect(view.getByText('Leasing')).toBeTruthy();
    await u.click(view.getByRole('button', { name: 'Voltar às ofertas' }));
    await waitFor(() =>
      expect((root.activeElement as HTMLElement | null)?.getAttribute('data-offer')).toBe(offer.id),
    );
  });

  it('reserve: impediments, the buyer form, one reserve on a double click, then the bank slip link', async () => {
    setupPage({ brand: 'fiat', market: 'pt-BR' });
    const events = recordEvents();
    const offer = firstOffer('fiat', 'BR');
    const view = await openDetail(offer);
    const u = user();
    await u.click(view.getByRole('button', { name: 'Quero reservar' }));
    expect(await view.findByText('Já existe uma reserva para este CPF/CNPJ')).toBeTruthy();
    const form = within(view.getByRole('form', { name: 'Reservar esta oferta' }));
    // Nothing typed: the messages beside the fields, nothing sent.
    await u.click(form.getByRole('button', { name: 'Reservar' }));
    await waitFor(() => expect(form.getAllByText(/./, { selector: '.hub-field-error' }).length).toBe(4));
    expect(reserves()).toHaveLength(0);

    await u.type(form.getByRole('textbox', { name: /Nome/ }), 'Ana Souza');
    await u.type(form.getByRole('textbox', { name: /CPF/ }), '52998224725');
    await u.type(form.getByRole('textbox', { name: /E-mail/ }), 'ana@example.com');
    await u.type(form.getByRole('textbox', { name: /Celular|Telefone/ }), '11987654321');
    await u.dblClick(form.getByRole('button', { name: 'Reservar' }));
    const link = await view.findByRole('link', { name: /Abrir o boleto/ });
    expect(reserves()).toHaveLength(1);
    expect(reserves()[0]?.body).toEqual({
      offerId: offer.id,
      name: 'Ana Souza',
      email: 'ana@example.com',
      phone: '011987654321',
      cpf: '52998224725',
    });
    const reserveId = events.find((e) => e.name === 'hub-submit-success')?.detail.reserveId as string;
    expect(reserveId).toMatch(/^ORS/);
    expect(link.getAttribute('href')).toBe(`https://boleto.example.com/${reserveId}.pdf`);
    expect(view.getByText(`Número da reserva: ${reserveId}`)).toBeTruthy();
    expect(events.filter((e) => e.name === 'hub-submit-success')).toHaveLength(1);
  });

  it('es-AR: the words of Argentina, a CUIL sent as cuil; a taken offer says so', async () => {
    setupPage({ brand: 'fiat', market: 'es-AR' });
    const offer = firstOffer('fiat', 'AR');
    const view = await openDetail(offer);
    expect(await view.findByText('Financiación')).toBeTruthy();
    const u = user();
    await u.click(view.getByRole('button', { name: 'Quiero reservar' }));
    expect(await view.findByText('Reserva existente')).toBeTruthy();
    const form = within(view.getByRole('form', { name: 'Reservar esta oferta' }));
    await u.type(form.getByRole('textbox', { name: /Nombre/ }), 'Lucía Gómez');
    await u.type(form.getByRole('textbox', { name: /CUIL/ }), '27321234564');
    await u.type(form.getByRole('textbox', { name: /E-mail|Correo/ }), 'lucia@example.com');
    await u.type(form.getByRole('textbox', { name: /Celular|Teléfono/ }), '3514567890');
    await u.click(form.getByRole('button', { name: 'Reservar' }));
    await view.findByRole('link', { name: /Abrir el boleto/ });
    expect(reserves()[0]?.body).toMatchObject({ offerId: offer.id, cuil: '27321234564' });

    // Someone else opens the same offer: it is no longer available.
    const again = await openDetail(offer);
    await u.click(again.getByRole('button', { name: 'Quiero reservar' }));
    expect((await again.findByRole('alert')).textContent).toBe(
      'Esta oferta ya fue reservada o ya no está disponible.',
    );
  });

  it('a failed reserve says the seed message with a retry and keeps what was typed', async () => {
    setupPage({ brand: 'jeep', market: 'pt-BR' });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const events = recordEvents();
    const offer = firstOffer('jeep', 'BR');
    sandboxServer.use(
      http.post(
        `${SANDBOX_BASE}/offers/v1/reserve`,
        () => HttpResponse.json({ message: 'down' }, { status: 500 }),
        {
          once: true,
        },
      ),
    );
    const view = await openDetail(offer);
    const u = user();
    await u.click(view.getByRole('button', { name: 'Quero reservar' }));
    const form = within(await view.findByRole('form', { name: 'Reservar esta oferta' }));
    await u.type(form.getByRole('textbox', { name: /Nome/ }), 'Ana Souza');
    await u.type(form.getByRole('textbox', { name: /CPF/ }), '52998224725');
    await u.type(form.getByRole('textbox', { name: /E-mail/ }), 'ana@example.com');
    await u.type(form.getByRole('textbox', { name: /Celular|Telefone/ }), '11987654321');
    await u.click(form.getByRole('button', { name: 'Reservar' }));
    expect((await form.findByRole('alert')).textContent).toBe('Um erro ocorreu, tente novamente');
    expect(events.at(-1)).toMatchObject({
      name: 'hub-submit-error',
      detail: { form: 'offer-reserve', code: '500' },
    });
    expect((form.getByRole('textbox', { name: /Nome/ }) as HTMLInputElement).value).toBe('Ana Souza');
    await u.click(form.getByRole('button', { name: 'Tentar novamente' }));
    await view.findByRole('link', { name: /Abrir o boleto/ });
  });

  it('a failed availability check says the seed message with a retry', async () => {
    setupPage({ brand: 'jeep', market: 'pt-BR' });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    sandboxServer.use(
      http.get(`${SANDBOX_BASE}/offers/v1/reserve/availability`, () => HttpResponse.error(), { once: true }),
    );
    const view = await openDetail(firstOffer('jeep', 'BR'));
    const u = user();
    await u.click(view.getByRole('button', { name: 'Quero reservar' }));
    const alert = await view.findByRole('alert');
    expect(alert.textContent).toContain('Um erro ocorreu, tente novamente');
    await u.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await view.findByRole('form', { name: 'Reservar esta oferta' })).toBeTruthy();
  });
});

describe('hub-offers: the price of a car offer (price/types, price/specialDiscount)', () => {
  it('names the price table and shows the version’s special discount under the offer’s price', async () => {
    setupPage({ brand: 'fiat', market: 'pt-BR' });
    const offer = initialOffers().find((o) => o.id === 'OFR-00001') as Offer;
    const view = await openDetail(offer);
    expect(await view.findByText('Preço de venda on-line')).toBeTruthy();
    expect(await view.findByText('Desconto especial')).toBeTruthy();
    expect(view.getByText('Preço com desconto especial')).toBeTruthy();
    expect(journalOf('price').some((e) => /price\/specialDiscount/.test(e.path))).toBe(true);
  });
});
