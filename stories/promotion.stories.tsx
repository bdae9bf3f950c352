import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import type { Brand } from '../core/brands.ts';
import type { Market } from '../core/markets.ts';
import { type FakeCameraOptions, installFakeCamera } from '../test/fakeCamera.ts';
import { BRAND_MARKET } from './brandMarket.ts';
import { inside, typeInto } from './play.ts';
import { signedInAs } from './signedInAs.ts';
import '../widgets/promotion/promotion.element.ts';
import { promotionSpec } from '../widgets/promotion/promotion.spec.ts';
import { seenInLanguage } from './seenInLanguage.ts';
import { specArgTypes } from './specArgTypes.ts';

interface Args {
  brand: Brand;
  market: Market;
  /** The promotion; by default the brand's in the market's country (`PRM-JEEP-2026`, `PRM-JEEP-AR-2026`). */
  promotionId?: string;
  /** Sandbox bearer token put in the `hub_token` cookie for the story; none: signed out. */
  token?: string;
  /** The camera the story pretends the device has; `undefined` uses the real one. */
  camera?: FakeCameraOptions;
}

/** Brands with no promotion in Argentina (not sold there): the Brazilian one is shown. */
const NOT_IN_ARGENTINA = ['chrysler', 'ds'];

/** The sandbox promotion of a brand in a market's country. */
function promotionOf(brand: string, market: string): string {
  const argentine = market === 'es-AR' && !NOT_IN_ARGENTINA.includes(brand);
  return `PRM-${brand.toUpperCase().replace('-', '')}${argentine ? '-AR' : ''}-2026`;
}

function render({ brand, market, promotionId, token }: Args) {
  const id = promotionId ?? promotionOf(brand, market);
  return (
    <hub-promotion
      key={`${brand}-${market}-${id}-${token}`}
      brand={brand}
      market={market}
      promotion-id={id}
      terms-url="#regulamento"
      login-url="#sign-in"
    />
  );
}

/**
 * On the sandbox: Ana (sandbox-token-ana, CPF 390.533.447-05) takes part in Peugeot's promotion only;
 * Lucía (sandbox-token-lucia, CUIL 27-30456789-4) in none of the Argentine ones. The poster QR codes are
 * `QR-<BRAND4><BR|AR>01…04` (`QR-PEUGBR01` used already). What a story sends lasts until the sandbox resets.
 */
const meta: Meta<Args> = {
  title: 'Widgets/hub-promotion',
  render,
  args: { brand: 'jeep', market: 'pt-BR', token: 'sandbox-token-ana' },
  play: seenInLanguage('hub-promotion'),
  argTypes: {
    ...specArgTypes(promotionSpec, ['brand', 'market', 'token']),
    token: {
      control: 'select',
      options: [undefined, 'sandbox-token-ana', 'sandbox-token-lucia', 'sandbox-token-martina'],
    },
    camera: { control: false },
  },
  beforeEach: (context) => {
    const undo = signedInAs(context);
    const fake = context.args.camera ? installFakeCamera(context.args.camera) : null;
    return () => {
      undo();
      fake?.restore();
    };
  },
};
export default meta;

type Story = StoryObj<Args>;

/** The terms and the agreement (Ana in pt-BR and c-BR; Lucía, with her CUIL, in es-AR). */
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

/** Signed out: the sign-in prompt. */
export const SignedOut: Story = { args: { token: undefined } };
/** A participant who agreed before: straight to the lucky numbers, the invitation link and the QR step. */
export const Participant: Story = { args: { brand: 'peugeot', promotionId: 'PRM-PEUGEOT-2026' } };
/** Agreeing with nothing filled: the CPF's message and the terms' message beside the box, nothing sent. */
export const AgreementInvalid: Story = {
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-promotion');
    await user.click(await view.findByRole('button', { name: 'Quero participar' }));
    await view.findByText('Aceite os termos de participação para participar');
  },
};
/** The agreement fails: the seed's message, the CPF and the box kept, a retry. */
export const AgreementFailed: Story = {
  parameters: {
    msw: [http.post('*/promotions/v1/participant/:id', () => new HttpResponse(null, { status: 503 }))],
  },
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-promotion');
    await typeInto(user, await view.findByLabelText(/CPF/), '39053344705');
    await user.click(view.getByRole('checkbox'));
    await user.click(view.getByRole('button', { name: 'Quero participar' }));
    await view.findByRole('alert');
  },
};
/** A used QR code typed: 'already used' in words. */
export const QrAlreadyUsed: Story = {
  args: { brand: 'peugeot', promotionId: 'PRM-PEUGEOT-2026' },
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-promotion');
    await typeInto(user, await view.findByLabelText(/Código do QR code/), 'QR-PEUGBR01');
    await user.click(view.getByRole('button', { name: 'Validar código' }));
    await view.findByText('Este QR code já foi usado.');
  },
};
/** A QR code typed wrong: its message beside the field, nothing sent. */
export const QrMalformed: Story = {
  args: { brand: 'peugeot', promotionId: 'PRM-PEUGEOT-2026' },
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-promotion');
    await typeInto(user, await view.findByLabelText(/Código do QR code/), 'QR-12');
    await user.click(view.getByRole('button', { name: 'Validar código' }));
    await view.findByText('O código tem QR- seguido de 8 letras ou números');
  },
};
/** The camera refused (es-AR): the message and a retry, typing still possible. */
export const QrCameraDenied: Story = {
  args: {
    brand: 'peugeot',
    market: 'es-AR',
    promotionId: 'PRM-PEUGEOT-2026',
    camera: { error: 'NotAllowedError' },
  },
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-promotion');
    await user.click(await view.findByRole('button', { name: 'Escanear código QR con la cámara' }));
    await view.findByRole('alert');
  },
};
/** The promotions service fails: the seed's message and a retry. */
export const ServiceFailing: Story = {
  parameters: {
    msw: [http.get('*/promotions/v1/participant/agreed/:id', () => new HttpResponse(null, { status: 503 }))],
  },
};
/** A sign-in the service refuses (401): asked to sign in again. */
export const SessionExpired: Story = { args: { token: 'sandbox-token-expired' } };
