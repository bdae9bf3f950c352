import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import type { Brand } from '../core/brands.ts';
import type { Market } from '../core/markets.ts';
import benefitStyles from '../domain/benefits/benefits.css?inline';
import { BenefitsPanel, PollsPanel } from '../domain/benefits/index.ts';
import dealerStyles from '../domain/dealer/dealer.css?inline';
import { loyaltySpec } from '../widgets/loyalty/loyalty.spec.ts';
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
  panel: 'benefits' | 'polls';
}

const panelSheet = new CSSStyleSheet();
panelSheet.replaceSync(dealerStyles + benefitStyles);

function render({ brand, market, panel }: Args) {
  return (
    <Mounted
      key={`${brand}-${market}-${panel}`}
      brand={brand}
      market={market}
      tag="hub-benefits-panel"
      sheet={panelSheet}
    >
      {panel === 'benefits' ? <BenefitsPanel /> : <PollsPanel />}
    </Mounted>
  );
}

/**
 * domain/benefits on the sandbox: BenefitsPanel (available, redeemed and next; redeem SELF, GIFT or
 * GIFTED at a dealer; rating 1 to 5; coverage) and PollsPanel (partial until the target) as
 * hub-voucher-area and hub-loyalty mount them. Ana (sandbox-token-ana) reads Portuguese benefits,
 * Martina (sandbox-token-martina) Spanish ones; polls run on Jeep, Fiat, Peugeot and Ram.
 */
const meta: Meta<Args> = {
  title: 'Domain/benefits',
  render,
  beforeEach: signedInAs,
  args: { brand: 'jeep', market: 'pt-BR', token: 'sandbox-token-ana', panel: 'benefits' },
  play: seenInLanguage('hub-benefits-panel'),
  argTypes: {
    ...specArgTypes(loyaltySpec, ['brand', 'market', 'token', 'panel']),
    token: { control: 'select', options: [undefined, 'sandbox-token-ana', 'sandbox-token-martina'] },
    panel: { control: 'inline-radio', options: ['benefits', 'polls'] },
  },
};
export default meta;

type Story = StoryObj<Args>;

/** Signed out, no benefit link: how to see the benefits. */
export const SignedOut: Story = { args: { token: undefined } };
export const JeepPtBR: Story = { args: BRAND_MARKET.JeepPtBR };
/** Martina's benefits in Spanish; the CUIL in the discount rule. */
export const JeepEsAR: Story = { args: { ...BRAND_MARKET.JeepEsAR, token: 'sandbox-token-martina' } };
export const FiatPtBR: Story = { args: BRAND_MARKET.FiatPtBR };
export const PeugeotEsAR: Story = { args: { ...BRAND_MARKET.PeugeotEsAR, token: 'sandbox-token-martina' } };
export const RamPtBR: Story = { args: BRAND_MARKET.RamPtBR };
/** The redeem form open on a discount benefit given as a gift: whose CPF, the dealer picker. */
export const RedeemAsGift: Story = {
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, '[data-story-tag]');
    await user.click(await view.findByRole('button', { name: 'Resgatar Desconto em revisão programada' }));
    await user.click(await view.findByRole('radio', { name: 'Para presentear' }));
  },
};
/** The benefits service fails: the seed's message and a retry. */
export const ServiceFailing: Story = {
  parameters: { msw: [http.get('*/benefits/v1/base-data', () => new HttpResponse(null, { status: 503 }))] },
};
/** The polls: one partial (says so, with the target), one final. */
export const Polls: Story = { args: { panel: 'polls' } };
export const PollsEsAR: Story = { args: { panel: 'polls', market: 'es-AR', token: 'sandbox-token-martina' } };
/** A brand whose dealers run no survey: 'no survey found for this dealership'. */
export const NoSurvey: Story = { args: { panel: 'polls', brand: 'citroen' } };
