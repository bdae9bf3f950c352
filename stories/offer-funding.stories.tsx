import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { VERSIONS } from '../api/sandbox/data/catalog.ts';
import { initialOffers } from '../api/sandbox/data/offers.ts';
import type { Brand } from '../core/brands.ts';
import type { Market } from '../core/markets.ts';
import planStyles from '../domain/financing/plan.css?inline';
import { type FundingOffer, OfferFunding } from '../domain/offer-funding/index.ts';
import { offersSpec } from '../widgets/offers/offers.spec.ts';
import { BRAND_MARKET } from './brandMarket.ts';
import { Mounted } from './Mounted.tsx';
import { inside } from './play.ts';
import { seenInLanguage } from './seenInLanguage.ts';
import { signedInAs } from './signedInAs.ts';
import { specArgTypes } from './specArgTypes.ts';

interface Args {
  brand: Brand;
  market: Market;
  /** Sandbox bearer token put in the `hub_token` cookie for the story; none: signed out. */
  token?: string;
  /** The offer's id; empty: an offer without one (the guard refuses to keep the plan). */
  offerId?: string;
}

const sheet = new CSSStyleSheet();
sheet.replaceSync(planStyles);

const OFFERS = initialOffers();

/**
 * The brand's first sandbox offer in the market's country; a brand the country does not sell gets its
 * first version at the Brazilian list price (the calculator simulates whatever price it is given).
 */
function offerOf(brand: string, market: string): FundingOffer {
  const country = market === 'es-AR' ? 'AR' : 'BR';
  const offer = OFFERS.find((o) => o.brand === brand && o.country === country);
  if (offer)
    return {
      id: offer.id,
      title: offer.title,
      mvsCode: offer.mvsCode,
      year: offer.year,
      price: offer.price,
      brand,
    };
  const version = VERSIONS.find((v) => v.brand === brand);
  return {
    id: `OFR-${brand}`,
    title: `${version?.modelName} ${version?.versionName}`,
    mvsCode: version?.mvsCode ?? '',
    year: 2026,
    price: version?.price.BR ?? 100000,
    brand,
  };
}

function render({ brand, market, offerId }: Args) {
  const offer = offerOf(brand, market);
  return (
    <Mounted
      key={`${brand}-${market}-${offerId}`}
      brand={brand}
      market={market}
      tag="hub-offers"
      sheet={sheet}
    >
      <OfferFunding offer={{ ...offer, id: offerId ?? offer.id }} loginUrl="#sign-in" />
    </Mounted>
  );
}

/**
 * domain/offer-funding on the sandbox, as hub-offers will mount it in an offer's detail: the offer's car
 * simulated (CDC), the car-change and upgrade-version modals, the plan kept with the offer (signed in:
 * Ana, sandbox-token-ana, in Brazil; Martina, sandbox-token-martina, in Argentina).
 */
const meta: Meta<Args> = {
  title: 'Domain/offer-funding',
  render,
  beforeEach: signedInAs,
  args: { brand: 'fiat', market: 'pt-BR', token: 'sandbox-token-ana' },
  play: seenInLanguage('hub-offers'),
  argTypes: {
    ...specArgTypes(offersSpec, ['brand', 'market', 'token']),
    token: { control: 'select', options: [undefined, 'sandbox-token-ana', 'sandbox-token-martina'] },
  },
};
export default meta;

type Story = StoryObj<Args>;

const inCalculator = (canvas: HTMLElement) => inside(canvas, '[data-story-tag]');

export const FiatPtBR: Story = { args: BRAND_MARKET.FiatPtBR };
export const FiatEsAR: Story = { args: { ...BRAND_MARKET.FiatEsAR, token: 'sandbox-token-martina' } };
export const FiatCBR: Story = { args: BRAND_MARKET.FiatCBR };
export const JeepPtBR: Story = { args: BRAND_MARKET.JeepPtBR };
export const JeepEsAR: Story = { args: { ...BRAND_MARKET.JeepEsAR, token: 'sandbox-token-martina' } };
export const JeepCBR: Story = { args: BRAND_MARKET.JeepCBR };
export const DodgePtBR: Story = { args: BRAND_MARKET.DodgePtBR };
export const DodgeEsAR: Story = { args: { ...BRAND_MARKET.DodgeEsAR, token: 'sandbox-token-martina' } };
export const DodgeCBR: Story = { args: BRAND_MARKET.DodgeCBR };
export const ChryslerPtBR: Story = { args: BRAND_MARKET.ChryslerPtBR };
export const ChryslerEsAR: Story = { args: { ...BRAND_MARKET.ChryslerEsAR, token: 'sandbox-token-martina' } };
export const ChryslerCBR: Story = { args: BRAND_MARKET.ChryslerCBR };
export const RamPtBR: Story = { args: BRAND_MARKET.RamPtBR };
export const RamEsAR: Story = { args: { ...BRAND_MARKET.RamEsAR, token: 'sandbox-token-martina' } };
export const RamCBR: Story = { args: BRAND_MARKET.RamCBR };
export const CitroenPtBR: Story = { args: BRAND_MARKET.CitroenPtBR };
export const CitroenEsAR: Story = { args: { ...BRAND_MARKET.CitroenEsAR, token: 'sandbox-token-martina' } };
export const CitroenCBR: Story = { args: BRAND_MARKET.CitroenCBR };
export const PeugeotPtBR: Story = { args: BRAND_MARKET.PeugeotPtBR };
export const PeugeotEsAR: Story = { args: { ...BRAND_MARKET.PeugeotEsAR, token: 'sandbox-token-martina' } };
export const PeugeotCBR: Story = { args: BRAND_MARKET.PeugeotCBR };
export const AbarthPtBR: Story = { args: BRAND_MARKET.AbarthPtBR };
export const AbarthEsAR: Story = { args: { ...BRAND_MARKET.AbarthEsAR, token: 'sandbox-token-martina' } };
export const AbarthCBR: Story = { args: BRAND_MARKET.AbarthCBR };
export const DsPtBR: Story = { args: BRAND_MARKET.DsPtBR };
export const DsEsAR: Story = { args: { ...BRAND_MARKET.DsEsAR, token: 'sandbox-token-martina' } };
export const DsCBR: Story = { args: BRAND_MARKET.DsCBR };

/** The car-change modal open: model, version and colour from the catalogue. */
export const CarChange: Story = {
  play: async ({ canvasElement }) => {
    const { view, user } = await inCalculator(canvasElement);
    await user.click(await view.findByRole('button', { name: 'Trocar de carro' }, { timeout: 5000 }));
  },
};

/** The upgrade-version modal open: the versions above with the price and installment differences. */
export const UpgradeVersion: Story = {
  play: async ({ canvasElement }) => {
    const { view, user } = await inCalculator(canvasElement);
    await user.click(await view.findByRole('button', { name: 'Ver versões superiores' }, { timeout: 5000 }));
  },
};

/** The upgrade-version modal in Spanish (Argentina). */
export const UpgradeVersionEsAR: Story = {
  args: { market: 'es-AR', token: 'sandbox-token-martina' },
  play: async ({ canvasElement }) => {
    const { view, user } = await inCalculator(canvasElement);
    await user.click(
      await view.findByRole('button', { name: 'Ver versiones superiores' }, { timeout: 5000 }),
    );
  },
};

/** The plan kept with the offer: POST simulate, then PUT simulate/{simulate}/offer/{offer}. */
export const Kept: Story = {
  play: async ({ canvasElement }) => {
    const { view, user } = await inCalculator(canvasElement);
    const keep = await view.findByRole(
      'button',
      { name: 'Salvar simulação nesta oferta' },
      { timeout: 5000 },
    );
    await user.click(keep);
  },
};

/** Signed out: keeping the plan asks to sign in. */
export const SignedOut: Story = {
  args: { token: undefined },
  play: Kept.play,
};

/** An offer without an id: the plan is not kept ('Params is required' before sending), said in words. */
export const OfferWithoutId: Story = { args: { offerId: '' }, play: Kept.play };

/** The funding service fails: 'AS SIMULAÇÕES ESTÃO INDISPONÍVEIS NO MOMENTO.' and a retry. */
export const SimulationUnavailable: Story = {
  parameters: {
    msw: [http.post('*/funding/cdc/simulateProposalFlow', () => new HttpResponse(null, { status: 503 }))],
  },
};

/** Keeping fails: the generic message; the plan and the car stay for another try. */
export const KeepFailed: Story = {
  parameters: { msw: [http.post('*/funding/simulate', () => new HttpResponse(null, { status: 503 }))] },
  play: Kept.play,
};

/** The catalogue fails in the car-change modal: the message and a retry, the choice kept. */
export const CarChangeFailed: Story = {
  parameters: { msw: [http.get('*/catalog/mvs', () => new HttpResponse(null, { status: 503 }))] },
  play: CarChange.play,
};
