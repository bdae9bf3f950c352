import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { initialOffers } from '../api/sandbox/data/offers.ts';
import type { Brand } from '../core/brands.ts';
import type { Market } from '../core/markets.ts';
import { BRAND_MARKET, type BrandMarketStory } from './brandMarket.ts';
import { fillText, inside, typeInto } from './play.ts';
import { signedInAs } from './signedInAs.ts';
import '../widgets/coupons/coupons.element.ts';
import { couponsSpec } from '../widgets/coupons/coupons.spec.ts';
import { seenInLanguage } from './seenInLanguage.ts';
import { specArgTypes } from './specArgTypes.ts';

interface Args {
  brand: Brand;
  market: Market;
  /** The offer whose coupons are checked. */
  offerId: string;
  mode: 'shopper' | 'admin';
  /** Sandbox bearer token put in the `hub_token` cookie for the story; none: signed out. */
  token?: string;
}

function render({ brand, market, offerId, mode }: Args) {
  return (
    <hub-coupons
      key={`${brand}-${market}-${offerId}-${mode}`}
      brand={brand}
      market={market}
      offer-id={offerId || undefined}
      mode={mode}
      login-url="#sign-in"
    />
  );
}

/** The brand's first marketplace offer in the market's country. */
function offerOf(brand: string, market: string): string {
  const country = market === 'es-AR' ? 'AR' : 'BR';
  return initialOffers().find((o) => o.brand === brand && o.country === country)?.id ?? '';
}
const story = (name: BrandMarketStory): Story => {
  const { brand, market } = BRAND_MARKET[name];
  return { args: { brand, market, offerId: offerOf(brand, market) } };
};
const FIAT_BR = offerOf('fiat', 'pt-BR');
const JEEP_AR = offerOf('jeep', 'es-AR');
const shopper = async (canvasElement: HTMLElement) => inside(canvasElement, 'hub-coupons');

/**
 * On the sandbox: each offer's default coupon (BEMVINDO10 / BIENVENIDO10, entry payment needed), the
 * fleet coupons FROTA5 / FLOTA5, brand coupons (JEEPDAY8, FIATFEST7, PEUGEOT6, JEEPAR8) and a used-up
 * one (EXPIRADO / VENCIDO). The admin mode opens to Vera (sandbox-token-vera, voucher_admin) and Sofía
 * (sandbox-token-sofia) only.
 */
const meta: Meta<Args> = {
  title: 'Widgets/hub-coupons',
  render,
  beforeEach: signedInAs,
  args: { brand: 'fiat', market: 'pt-BR', offerId: FIAT_BR, mode: 'shopper', token: undefined },
  play: seenInLanguage('hub-coupons'),
  argTypes: {
    ...specArgTypes(couponsSpec, ['brand', 'market', 'offerId', 'mode', 'token']),
    mode: { control: 'inline-radio', options: ['shopper', 'admin'] },
    token: {
      control: 'select',
      options: [
        undefined,
        'sandbox-token-vera',
        'sandbox-token-sofia',
        'sandbox-token-ana',
        'sandbox-token-olivia',
      ],
    },
  },
};
export default meta;

type Story = StoryObj<Args>;

/** Every brand skin in both markets: the offer's default coupon prefilled, ready to check. */
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

/** The default coupon without an entry payment: 'Cupom disponível apenas em propostas com entrada' beside it. */
export const EntryPaymentNeeded: Story = {
  play: async ({ canvasElement }) => {
    const { view, user } = await shopper(canvasElement);
    await view.findByDisplayValue('BEMVINDO10');
    await user.click(view.getByRole('button', { name: 'Aplicar cupom' }));
    await view.findByText('Cupom disponível apenas em propostas com entrada');
  },
};
/** With an entry payment the default coupon applies. */
export const AppliedWithEntry: Story = {
  play: async ({ canvasElement }) => {
    const { view, user } = await shopper(canvasElement);
    await view.findByDisplayValue('BEMVINDO10');
    await typeInto(user, view.getByLabelText(/Valor de entrada/), '20000');
    await user.click(view.getByRole('button', { name: 'Aplicar cupom' }));
    await view.findByText('Cupom BEMVINDO10 aplicado: 10% de desconto.');
  },
};
/** A used-up coupon: 'Cupom indisponível' beside the field. */
export const Unavailable: Story = {
  play: async ({ canvasElement }) => {
    const { view, user } = await shopper(canvasElement);
    await fillText(user, await view.findByDisplayValue('BEMVINDO10'), 'EXPIRADO');
    await user.click(view.getByRole('button', { name: 'Aplicar cupom' }));
    await view.findByText('Cupom indisponível');
  },
};
/** A fleet coupon for a CPF, applied: the button that counts its use. */
export const AppliedForCpf: Story = {
  play: async ({ canvasElement }) => {
    const { view, user } = await shopper(canvasElement);
    await fillText(user, await view.findByDisplayValue('BEMVINDO10'), 'FROTA5');
    await typeInto(user, view.getByLabelText('CPF (opcional)'), '39053344705');
    await user.click(view.getByRole('button', { name: 'Aplicar cupom' }));
    await view.findByRole('button', { name: 'Usar o cupom' });
  },
};
/** A CPF that is not one: its message beside it, nothing sent. */
export const CpfRefused: Story = {
  play: async ({ canvasElement }) => {
    const { view, user } = await shopper(canvasElement);
    await view.findByDisplayValue('BEMVINDO10');
    await typeInto(user, view.getByLabelText('CPF (opcional)'), '11111111111');
    await user.click(view.getByRole('button', { name: 'Aplicar cupom' }));
  },
};
/** Argentina: the CUIL, and the Spanish message of the entry-payment rule. */
export const EntryPaymentNeededEsAR: Story = {
  args: { brand: 'jeep', market: 'es-AR', offerId: JEEP_AR },
  play: async ({ canvasElement }) => {
    const { view, user } = await shopper(canvasElement);
    await view.findByDisplayValue('BIENVENIDO10');
    await user.click(view.getByRole('button', { name: 'Aplicar cupón' }));
    await view.findByText('Cupón disponible solo en propuestas con anticipo');
  },
};
/** The coupons service fails: 'Um erro ocorreu, tente novamente' beside the field, the coupon kept. */
export const ServiceFailing: Story = {
  parameters: {
    msw: [http.post('*/coupons/coupons/validate/*', () => new HttpResponse(null, { status: 503 }))],
  },
  play: async ({ canvasElement }) => {
    const { view, user } = await shopper(canvasElement);
    await view.findByDisplayValue('BEMVINDO10');
    await user.click(view.getByRole('button', { name: 'Aplicar cupom' }));
  },
};
/** No offer given: the widget asks for one. */
export const NoOffer: Story = { args: { offerId: '' } };

/** Admin mode signed out: the sign-in prompt. */
export const AdminSignedOut: Story = { args: { mode: 'admin' } };
/** Admin mode for a customer: what the area is for, in words. */
export const AdminCustomerRefused: Story = { args: { mode: 'admin', token: 'sandbox-token-ana' } };
/** Admin mode for an offer administrator without the voucher role: refused in words too. */
export const AdminOfferAdminRefused: Story = { args: { mode: 'admin', token: 'sandbox-token-olivia' } };
/** Vera, voucher administrator: the clearing form. */
export const AdminVoucher: Story = { args: { mode: 'admin', token: 'sandbox-token-vera' } };
/** Vera asks to clear a CPF's uses: the confirmation. */
export const AdminConfirm: Story = {
  args: { mode: 'admin', token: 'sandbox-token-vera' },
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-coupons');
    await typeInto(user, await view.findByLabelText(/^CPF/), '39053344705');
    await user.click(view.getByRole('button', { name: 'Apagar usos' }));
  },
};
/** Sofía in Argentina: the clearing form in Spanish, with the CUIL. */
export const AdminEsAR: Story = {
  args: { brand: 'jeep', market: 'es-AR', offerId: JEEP_AR, mode: 'admin', token: 'sandbox-token-sofia' },
};
