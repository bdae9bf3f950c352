import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { initialOffers } from '../api/sandbox/data/offers.ts';
import type { Brand } from '../core/brands.ts';
import type { Market } from '../core/markets.ts';
import { BRAND_MARKET, type BrandMarketStory } from './brandMarket.ts';
import { fillText, inside } from './play.ts';
import { signedInAs } from './signedInAs.ts';
import '../widgets/offers/offers.element.ts';
import { offersSpec } from '../widgets/offers/offers.spec.ts';
import { seenInLanguage } from './seenInLanguage.ts';
import { specArgTypes } from './specArgTypes.ts';

interface Args {
  brand: Brand;
  market: Market;
  /** An offer to open at once; none: the search. */
  offerId?: string;
  /** Sandbox bearer token put in the `hub_token` cookie for the story; none: signed out. */
  token?: string;
}

function render({ brand, market, offerId }: Args) {
  return (
    <hub-offers
      key={`${brand}-${market}-${offerId ?? ''}`}
      brand={brand}
      market={market}
      offer-id={offerId || undefined}
      page-size={6}
      login-url="#sign-in"
    />
  );
}

const story = (name: BrandMarketStory): Story => ({ args: BRAND_MARKET[name] });
/** The brand's first published offer of the market's country. */
const firstOffer = (brand: string, country: 'BR' | 'AR') =>
  initialOffers().find((o) => o.brand === brand && o.country === country && o.published)?.id;

/**
 * On the sandbox: the offers of every brand in Brazil and Argentina (three per version, plus four
 * Mopar offers per brand and country), suggestions, saved offers (Ana, sandbox-token-ana; Lucía,
 * sandbox-token-lucia in Argentina), payment types and reserves with their bank slip.
 */
const meta: Meta<Args> = {
  title: 'Widgets/hub-offers',
  render,
  beforeEach: signedInAs,
  args: { brand: 'fiat', market: 'pt-BR', offerId: undefined, token: undefined },
  play: seenInLanguage('hub-offers'),
  argTypes: {
    ...specArgTypes(offersSpec, ['brand', 'market', 'offerId', 'token']),
    token: { control: 'select', options: [undefined, 'sandbox-token-ana', 'sandbox-token-lucia'] },
  },
};
export default meta;

type Story = StoryObj<Args>;

/** Every brand skin in both markets, signed out: the search, its first page and the sign-in prompt. */
export const FiatPtBR = story('FiatPtBR');
export const FiatEsAR = story('FiatEsAR');
export const FiatCBR = story('FiatCBR');
export const JeepPtBR = story('JeepPtBR');
export const JeepEsAR = story('JeepEsAR');
export const JeepCBR = story('JeepCBR');
export const DodgePtBR = story('DodgePtBR');
export const DodgeEsAR = story('DodgeEsAR');
export const DodgeCBR = story('DodgeCBR');
export const ChryslerPtBR = story('ChryslerPtBR');
export const ChryslerEsAR = story('ChryslerEsAR');
export const ChryslerCBR = story('ChryslerCBR');
export const RamPtBR = story('RamPtBR');
export const RamEsAR = story('RamEsAR');
export const RamCBR = story('RamCBR');
export const CitroenPtBR = story('CitroenPtBR');
export const CitroenEsAR = story('CitroenEsAR');
export const CitroenCBR = story('CitroenCBR');
export const PeugeotPtBR = story('PeugeotPtBR');
export const PeugeotEsAR = story('PeugeotEsAR');
export const PeugeotCBR = story('PeugeotCBR');
export const AbarthPtBR = story('AbarthPtBR');
export const AbarthEsAR = story('AbarthEsAR');
export const AbarthCBR = story('AbarthCBR');
export const DsPtBR = story('DsPtBR');
export const DsEsAR = story('DsEsAR');
export const DsCBR = story('DsCBR');

/** Ana signed in: a save toggle on every offer and the count of her saved offers. */
export const SignedIn: Story = { args: { token: 'sandbox-token-ana' } };
/** Suggestions open under the text, the second one active (arrow keys). */
export const Suggestions: Story = {
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-offers');
    const box = await view.findByRole('combobox', { name: 'O que você procura' });
    // Plain fields (no mask): filled the way a paste does (stories/play.ts).
    await fillText(user, box, 'Mopar');
    await view.findAllByRole('option', {}, { timeout: 3000 });
    await user.keyboard('{ArrowDown}{ArrowDown}');
  },
};
/** A maximum price below the minimum: the message beside the field, nothing sent. */
export const PriceRefused: Story = {
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-offers');
    await fillText(user, await view.findByRole('textbox', { name: 'Preço mínimo (R$)' }), '200000');
    await fillText(user, view.getByRole('textbox', { name: 'Preço máximo (R$)' }), '100000');
    await user.click(view.getByRole('button', { name: 'Buscar' }));
    await view.findByText('O preço máximo deve ser maior que o mínimo');
  },
};
/** Filters that find nothing: the results say so. */
export const NoOffers: Story = {
  parameters: {
    msw: [http.post('*/offers-search/', () => HttpResponse.json({ total: 0, page: 0, items: [] }))],
  },
};
/** The search service fails: 'Um erro ocorreu, tente novamente' and a retry. */
export const SearchFailing: Story = {
  parameters: { msw: [http.post('*/offers-search/', () => new HttpResponse(null, { status: 503 }))] },
};
/** An offer's detail: price, facts, payment types, the reserve button. */
export const Detail: Story = { args: { offerId: firstOffer('fiat', 'BR') } };
/** The same in Argentina. */
export const DetailEsAR: Story = { args: { market: 'es-AR', offerId: firstOffer('fiat', 'AR') } };
/** Reserving: the impediments and the buyer's form. */
export const ReserveForm: Story = {
  args: { offerId: firstOffer('jeep', 'BR'), brand: 'jeep' },
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-offers');
    await user.click(await view.findByRole('button', { name: 'Quero reservar' }));
    await view.findByRole('form', { name: 'Reservar esta oferta' });
  },
};
/** The offer was reserved by someone else: it says so. */
export const ReserveUnavailable: Story = {
  args: { offerId: firstOffer('jeep', 'BR'), brand: 'jeep' },
  parameters: {
    msw: [
      http.get('*/offers/v1/reserve/availability', ({ request }) =>
        HttpResponse.json({ offerId: new URL(request.url).searchParams.get('offerId'), available: false }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-offers');
    await user.click(await view.findByRole('button', { name: 'Quero reservar' }));
    await view.findByRole('alert');
  },
};
/** Peugeot: each car offer with the PSA bank's plan (entrance, installments, CET) under its price. */
export const PsaOfferPlans: Story = {
  args: { brand: 'peugeot' },
  play: async ({ canvasElement }) => {
    const { view } = await inside(canvasElement, 'hub-offers');
    await view.findAllByText(/^Financiamento: entrada de /, {}, { timeout: 5000 });
  },
};
/** The PSA offers simulation fails: the offers stand without a plan line. */
export const PsaOfferPlansUnavailable: Story = {
  args: { brand: 'peugeot' },
  parameters: {
    msw: [
      http.post(
        '*/funding/v2/psa/financing/simulating-offers',
        () => new HttpResponse(null, { status: 503 }),
      ),
    ],
  },
};
/** An offer's price with its notes: the price table it comes from and the version's special discount. */
export const DetailPriceNotes: Story = {
  args: { offerId: 'OFR-00001' },
  play: async ({ canvasElement }) => {
    const { view } = await inside(canvasElement, 'hub-offers');
    await view.findByText('Preço com desconto especial', {}, { timeout: 5000 });
  },
};
