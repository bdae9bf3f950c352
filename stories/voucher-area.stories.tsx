import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import type { Brand } from '../core/brands.ts';
import type { Market } from '../core/markets.ts';
import { BRAND_MARKET } from './brandMarket.ts';
import { signedInAs } from './signedInAs.ts';
import '../widgets/voucher-area/voucher-area.element.ts';
import { voucherAreaSpec } from '../widgets/voucher-area/voucher-area.spec.ts';
import { fillText, inside } from './play.ts';
import { seenInLanguage } from './seenInLanguage.ts';
import { specArgTypes } from './specArgTypes.ts';

interface Args {
  brand: Brand;
  market: Market;
  /** Sandbox bearer token put in the `hub_token` cookie for the story; none: signed out. */
  token?: string;
}

function render({ brand, market }: Args) {
  return (
    <hub-voucher-area
      key={`${brand}-${market}`}
      brand={brand}
      market={market}
      login-url="/pages/account.html"
      profile-url="/pages/account.html"
    />
  );
}

/**
 * On the sandbox: Ana (sandbox-token-ana, CPF) and Martina (sandbox-token-martina, Argentine, CUIL)
 * have, in every brand, available, active, redeemed and expired vouchers, in their country's words and
 * money; Pedro (sandbox-token-pedro) has no document in his profile. Gift codes GIFT-<BRAND>-0001 to
 * -0004 can be redeemed once; another code is unknown.
 */
const meta: Meta<Args> = {
  title: 'Widgets/hub-voucher-area',
  render,
  beforeEach: signedInAs,
  args: { brand: 'fiat', market: 'pt-BR', token: 'sandbox-token-ana' },
  play: seenInLanguage('hub-voucher-area'),
  argTypes: {
    ...specArgTypes(voucherAreaSpec, ['brand', 'market', 'token']),
    token: {
      control: 'select',
      options: [undefined, 'sandbox-token-ana', 'sandbox-token-martina', 'sandbox-token-pedro'],
    },
  },
};
export default meta;

type Story = StoryObj<Args>;

export const SignedOut: Story = { args: { token: undefined } };
/** Vouchers in every state, the maximum discount and the CPF rule. */
export const FiatPtBR: Story = { args: BRAND_MARKET.FiatPtBR };
/** The Argentine owner's vouchers, by her CUIL, in Spanish and pesos. */
export const FiatEsAR: Story = { args: { ...BRAND_MARKET.FiatEsAR, token: 'sandbox-token-martina' } };
/** Jeep: the Jeep Nation membership and its loyalty voucher. */
export const JeepPtBR: Story = { args: BRAND_MARKET.JeepPtBR };
export const RamPtBR: Story = { args: BRAND_MARKET.RamPtBR };
export const PeugeotEsAR: Story = { args: { ...BRAND_MARKET.PeugeotEsAR, token: 'sandbox-token-martina' } };
export const DsPtBR: Story = { args: BRAND_MARKET.DsPtBR };
export const DodgePtBR: Story = { args: BRAND_MARKET.DodgePtBR };
export const ChryslerPtBR: Story = { args: BRAND_MARKET.ChryslerPtBR };
export const CitroenPtBR: Story = { args: BRAND_MARKET.CitroenPtBR };
export const AbarthPtBR: Story = { args: BRAND_MARKET.AbarthPtBR };
export const FiatCBR: Story = { args: BRAND_MARKET.FiatCBR };
export const JeepEsAR: Story = { args: { ...BRAND_MARKET.JeepEsAR, token: 'sandbox-token-martina' } };
export const JeepCBR: Story = { args: BRAND_MARKET.JeepCBR };
export const DodgeEsAR: Story = { args: { ...BRAND_MARKET.DodgeEsAR, token: 'sandbox-token-martina' } };
export const DodgeCBR: Story = { args: BRAND_MARKET.DodgeCBR };
export const ChryslerEsAR: Story = { args: { ...BRAND_MARKET.ChryslerEsAR, token: 'sandbox-token-martina' } };
export const ChryslerCBR: Story = { args: BRAND_MARKET.ChryslerCBR };
export const RamEsAR: Story = { args: { ...BRAND_MARKET.RamEsAR, token: 'sandbox-token-martina' } };
export const RamCBR: Story = { args: BRAND_MARKET.RamCBR };
export const CitroenEsAR: Story = { args: { ...BRAND_MARKET.CitroenEsAR, token: 'sandbox-token-martina' } };
export const CitroenCBR: Story = { args: BRAND_MARKET.CitroenCBR };
export const PeugeotPtBR: Story = { args: BRAND_MARKET.PeugeotPtBR };
export const PeugeotCBR: Story = { args: BRAND_MARKET.PeugeotCBR };
export const AbarthEsAR: Story = { args: { ...BRAND_MARKET.AbarthEsAR, token: 'sandbox-token-martina' } };
export const AbarthCBR: Story = { args: BRAND_MARKET.AbarthCBR };
export const DsEsAR: Story = { args: { ...BRAND_MARKET.DsEsAR, token: 'sandbox-token-martina' } };
export const DsCBR: Story = { args: BRAND_MARKET.DsCBR };
/** A profile without its document: asked to complete the profile, no voucher read. */
export const ProfileIncomplete: Story = { args: { token: 'sandbox-token-pedro' } };
/** A Brazilian profile on the Argentine page: asked to complete the profile with a CUIL. */
export const ProfileIncompleteEsAR: Story = { args: { brand: 'peugeot', market: 'es-AR' } };
/** A bogus or expired token: asked to sign in again (and `hub-error`). */
export const SessionExpired: Story = { args: { token: 'sandbox-token-expired' } };
/** An available voucher generated: its code shown. */
export const VoucherGenerated: Story = {
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-voucher-area');
    await user.click(
      await view.findByRole('button', { name: 'Gerar voucher Bônus de R$ 500 na compra do seu Fiat' }),
    );
    await view.findByText(/^Voucher gerado/);
  },
};
/** The Jeep Nation voucher asked and issued. */
export const LoyaltyVoucherIssued: Story = {
  args: { brand: 'jeep' },
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-voucher-area');
    await user.click(await view.findByRole('button', { name: 'Solicitar voucher do Jeep Nation' }));
    await view.findByText(/^Voucher do Jeep Nation emitido/);
  },
};
const redeem =
  (code: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-voucher-area');
    await fillText(user, await view.findByRole('textbox', { name: /voucher-presente/i }), code);
    await user.keyboard('{Enter}');
  };
/** The rewards service fails: try again in a few minutes or call the help line; the code kept. */
export const GiftVoucherError: Story = {
  parameters: { msw: [http.post('*/vouchers/rewards', () => new HttpResponse(null, { status: 503 }))] },
  play: redeem('GIFT-FIAT-0001'),
};
/** A gift code the brand never issued (422): told so. */
export const GiftCodeUnknown: Story = { play: redeem('WRONG-CODE') };
/** A gift code already used (409): told so. */
export const GiftCodeUsed: Story = {
  parameters: {
    msw: [http.post('*/vouchers/rewards', () => HttpResponse.json({ message: 'used' }, { status: 409 }))],
  },
  play: redeem('GIFT-FIAT-0001'),
};
/** A gift voucher redeemed, with its value. */
export const GiftVoucherRedeemed: Story = { play: redeem('GIFT-FIAT-0003') };
/** The vouchers service fails: the seed's message and a retry. */
export const ServiceFailing: Story = {
  parameters: {
    msw: [http.get('*/vouchers/vouchers/fidelity/available', () => new HttpResponse(null, { status: 503 }))],
  },
};
/** Benefits beside the vouchers: a benefit's redeem form open, as a gift (whose CPF, the dealer picker). */
export const BenefitRedeemOpen: Story = {
  args: { brand: 'jeep' },
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-voucher-area');
    await user.click(await view.findByRole('button', { name: 'Resgatar Desconto em revisão programada' }));
    await user.click(await view.findByRole('radio', { name: 'Para presentear' }));
  },
};
/** A benefit poll voted: the member's vote and the result, still partial, saying so. */
export const BenefitPollVoted: Story = {
  args: { brand: 'jeep' },
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-voucher-area');
    await user.click(await view.findByRole('radio', { name: 'Eventos exclusivos' }));
    await user.click(view.getAllByRole('button', { name: 'Votar' })[0]!);
    await view.findByText(/^Seu voto: Eventos exclusivos/);
  },
};
/** The Argentine owner's benefits and polls in Spanish. */
export const BenefitsEsAR: Story = {
  args: { brand: 'jeep', market: 'es-AR', token: 'sandbox-token-martina' },
};
/** The benefits service fails: the benefits' own message and retry, the vouchers still shown. */
export const BenefitsFailing: Story = {
  args: { brand: 'jeep' },
  parameters: { msw: [http.get('*/benefits/v1/base-data', () => new HttpResponse(null, { status: 503 }))] },
};
/** A brand whose dealers run no survey: 'no survey found for this dealership'. */
export const BenefitsNoSurvey: Story = { args: { brand: 'citroen' } };
