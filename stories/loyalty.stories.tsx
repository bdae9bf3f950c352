import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import type { Brand } from '../core/brands.ts';
import type { Market } from '../core/markets.ts';
import { BRAND_MARKET } from './brandMarket.ts';
import { signedInAs } from './signedInAs.ts';
import '../widgets/loyalty/loyalty.element.ts';
import { loyaltySpec } from '../widgets/loyalty/loyalty.spec.ts';
import { inside, typeInto } from './play.ts';
import { seenInLanguage } from './seenInLanguage.ts';
import { specArgTypes } from './specArgTypes.ts';

interface Args {
  brand: Brand;
  market: Market;
  /** Sandbox bearer token put in the `hub_token` cookie for the story; none: signed out. */
  token?: string;
  /** Show the welcome modal (a member's first visit); otherwise the member has seen it. */
  firstVisit?: boolean;
}

/** Sandbox member ids of the story users (what the welcome is remembered by). */
const MEMBER_IDS = ['7c9e6679-7425-40de-944b-e07fc1f90ae7', '9a7b3c1d-5e6f-4a8b-9c0d-1e2f3a4b5c6d'];

/** Signs the story's user in and, unless it is a first visit, marks the welcome as seen. */
function setUp(context: { args: Args }): () => void {
  const undo = signedInAs(context);
  const key = `hub-loyalty-welcomed:${context.args.brand}`;
  if (context.args.firstVisit) localStorage.removeItem(key);
  else localStorage.setItem(key, JSON.stringify({ value: MEMBER_IDS, savedAt: Date.now() }));
  return () => {
    undo();
    localStorage.removeItem(key);
  };
}

function render({ brand, market }: Args) {
  return <hub-loyalty key={`${brand}-${market}`} brand={brand} market={market} login-url="#sign-in" />;
}

/**
 * On the sandbox: Ana (sandbox-token-ana) and Martina (sandbox-token-martina) are members of the Jeep,
 * Peugeot and Ram programmes (Jeep Nation, Peugeot Club, Ram Club); Pedro (sandbox-token-pedro) is in
 * none yet. Other brands say they have no programme.
 */
const meta: Meta<Args> = {
  title: 'Widgets/hub-loyalty',
  render,
  beforeEach: setUp,
  args: { brand: 'jeep', market: 'pt-BR', token: 'sandbox-token-ana', firstVisit: false },
  play: seenInLanguage('hub-loyalty'),
  argTypes: {
    ...specArgTypes(loyaltySpec, ['brand', 'market', 'token', 'firstVisit']),
    token: {
      control: 'select',
      options: [undefined, 'sandbox-token-ana', 'sandbox-token-martina', 'sandbox-token-pedro'],
    },
    firstVisit: { control: 'boolean' },
  },
};
export default meta;

type Story = StoryObj<Args>;

/** Jeep Nation, Peugeot Club and Ram Club: the member's sections; other brands: no programme, in words. */
export const FiatPtBR: Story = { args: BRAND_MARKET.FiatPtBR };
export const FiatEsAR: Story = { args: BRAND_MARKET.FiatEsAR };
export const FiatCBR: Story = { args: BRAND_MARKET.FiatCBR };
export const JeepPtBR: Story = { args: BRAND_MARKET.JeepPtBR };
export const JeepEsAR: Story = { args: BRAND_MARKET.JeepEsAR };
export const JeepCBR: Story = { args: BRAND_MARKET.JeepCBR };
export const DodgePtBR: Story = { args: BRAND_MARKET.DodgePtBR };
export const DodgeEsAR: Story = { args: BRAND_MARKET.DodgeEsAR };
export const DodgeCBR: Story = { args: BRAND_MARKET.DodgeCBR };
export const ChryslerPtBR: Story = { args: BRAND_MARKET.ChryslerPtBR };
export const ChryslerEsAR: Story = { args: BRAND_MARKET.ChryslerEsAR };
export const ChryslerCBR: Story = { args: BRAND_MARKET.ChryslerCBR };
export const RamPtBR: Story = { args: BRAND_MARKET.RamPtBR };
export const RamEsAR: Story = { args: BRAND_MARKET.RamEsAR };
export const RamCBR: Story = { args: BRAND_MARKET.RamCBR };
export const CitroenPtBR: Story = { args: BRAND_MARKET.CitroenPtBR };
export const CitroenEsAR: Story = { args: BRAND_MARKET.CitroenEsAR };
export const CitroenCBR: Story = { args: BRAND_MARKET.CitroenCBR };
export const PeugeotPtBR: Story = { args: BRAND_MARKET.PeugeotPtBR };
export const PeugeotEsAR: Story = { args: BRAND_MARKET.PeugeotEsAR };
export const PeugeotCBR: Story = { args: BRAND_MARKET.PeugeotCBR };
export const AbarthPtBR: Story = { args: BRAND_MARKET.AbarthPtBR };
export const AbarthEsAR: Story = { args: BRAND_MARKET.AbarthEsAR };
export const AbarthCBR: Story = { args: BRAND_MARKET.AbarthCBR };
export const DsPtBR: Story = { args: BRAND_MARKET.DsPtBR };
export const DsEsAR: Story = { args: BRAND_MARKET.DsEsAR };
export const DsCBR: Story = { args: BRAND_MARKET.DsCBR };

/** A member's first visit: the welcome modal, focus inside. */
export const Welcome: Story = { args: { firstVisit: true } };
/** Signed out: the sign-in prompt. */
export const SignedOut: Story = { args: { token: undefined } };
/** A user in no programme yet: the free register and the subscription plan. */
export const NotAMember: Story = { args: { token: 'sandbox-token-pedro' } };
/** The membership cannot be read: the seed's message and a retry. */
export const ServiceFailing: Story = {
  parameters: { msw: [http.get('*/loyalty/:brand/self', () => new HttpResponse(null, { status: 503 }))] },
};
/** The sign-in is refused (401): the sign-in prompt, and `hub-error` fired. */
export const SessionExpired: Story = { args: { token: 'sandbox-token-expired' } };
/** Eligibility: a VIN that cannot be checked, the message beside the field, nothing sent. */
export const EligibilityInvalid: Story = {
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-loyalty');
    await typeInto(user, await view.findByLabelText(/Chassi \(VIN\)/), 'ABC123');
    await user.click(view.getByRole('button', { name: 'Verificar' }));
    await view.findByText('Chassi inválido: use 17 letras e números, sem I, O e Q.');
  },
};
/** The ranking on its second page. */
export const RankingSecondPage: Story = {
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-loyalty');
    await user.click(await view.findByRole('button', { name: 'Próxima' }));
    await view.findByRole('table', { name: 'Ranking do programa, página 2 de 3' });
  },
};
