import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import type { Brand } from '../core/brands.ts';
import type { Market } from '../core/markets.ts';
import { BRAND_MARKET } from './brandMarket.ts';
import { signedInAs } from './signedInAs.ts';
import '../widgets/my-orders/my-orders.element.ts';
import { within } from '@testing-library/dom';
import { myOrdersSpec } from '../widgets/my-orders/my-orders.spec.ts';
import { fillText, inside, typeInto } from './play.ts';
import { seenInLanguage } from './seenInLanguage.ts';
import { specArgTypes } from './specArgTypes.ts';

interface Args {
  brand: Brand;
  market: Market;
  /** Sandbox bearer token put in the `hub_token` cookie for the story; none: signed out. */
  token?: string;
}

const RAFAEL = 'sandbox-token-rafael';
const LUCIA = 'sandbox-token-lucia';

function render({ brand, market }: Args) {
  return (
    <hub-my-orders
      key={`${brand}-${market}`}
      brand={brand}
      market={market}
      reservation-url="#reservation"
      configurator-url="#configurator"
      financing-url="#financing"
      login-url="#sign-in"
    />
  );
}

/**
 * On the sandbox: Rafael (sandbox-token-rafael, pt-BR) and Lucía (sandbox-token-lucia, es-AR) have orders
 * at every stage — pre-reserve and reserved (resume banner), documents pending, documents sent with the
 * balance still to choose (remaining payment), invoiced (bank slip),
 * in transit, delivered, cancelled, expired (payment-failure banner). A cancellation lasts until the
 * sandbox resets.
 */
const meta: Meta<Args> = {
  title: 'Widgets/hub-my-orders',
  render,
  beforeEach: signedInAs,
  args: { brand: 'fiat', market: 'pt-BR', token: RAFAEL },
  play: seenInLanguage('hub-my-orders'),
  argTypes: {
    ...specArgTypes(myOrdersSpec, ['brand', 'market', 'token']),
    token: {
      control: 'select',
      options: [undefined, RAFAEL, LUCIA, 'sandbox-token-ana', 'sandbox-token-pedro'],
    },
  },
};
export default meta;

type Story = StoryObj<Args>;

/** Every brand × market: the buyer's orders at every stage (Lucía in es-AR). */
export const FiatPtBR: Story = { args: BRAND_MARKET.FiatPtBR };
export const FiatEsAR: Story = { args: { ...BRAND_MARKET.FiatEsAR, token: LUCIA } };
export const FiatCBR: Story = { args: BRAND_MARKET.FiatCBR };
export const JeepPtBR: Story = { args: BRAND_MARKET.JeepPtBR };
export const JeepEsAR: Story = { args: { ...BRAND_MARKET.JeepEsAR, token: LUCIA } };
export const JeepCBR: Story = { args: BRAND_MARKET.JeepCBR };
export const DodgePtBR: Story = { args: BRAND_MARKET.DodgePtBR };
export const DodgeEsAR: Story = { args: { ...BRAND_MARKET.DodgeEsAR, token: LUCIA } };
export const DodgeCBR: Story = { args: BRAND_MARKET.DodgeCBR };
export const ChryslerPtBR: Story = { args: BRAND_MARKET.ChryslerPtBR };
export const ChryslerEsAR: Story = { args: { ...BRAND_MARKET.ChryslerEsAR, token: LUCIA } };
export const ChryslerCBR: Story = { args: BRAND_MARKET.ChryslerCBR };
export const RamPtBR: Story = { args: BRAND_MARKET.RamPtBR };
export const RamEsAR: Story = { args: { ...BRAND_MARKET.RamEsAR, token: LUCIA } };
export const RamCBR: Story = { args: BRAND_MARKET.RamCBR };
export const CitroenPtBR: Story = { args: BRAND_MARKET.CitroenPtBR };
export const CitroenEsAR: Story = { args: { ...BRAND_MARKET.CitroenEsAR, token: LUCIA } };
export const CitroenCBR: Story = { args: BRAND_MARKET.CitroenCBR };
export const PeugeotPtBR: Story = { args: BRAND_MARKET.PeugeotPtBR };
export const PeugeotEsAR: Story = { args: { ...BRAND_MARKET.PeugeotEsAR, token: LUCIA } };
export const PeugeotCBR: Story = { args: BRAND_MARKET.PeugeotCBR };
export const AbarthPtBR: Story = { args: BRAND_MARKET.AbarthPtBR };
export const AbarthEsAR: Story = { args: { ...BRAND_MARKET.AbarthEsAR, token: LUCIA } };
export const AbarthCBR: Story = { args: BRAND_MARKET.AbarthCBR };
export const DsPtBR: Story = { args: BRAND_MARKET.DsPtBR };
export const DsEsAR: Story = { args: { ...BRAND_MARKET.DsEsAR, token: LUCIA } };
export const DsCBR: Story = { args: BRAND_MARKET.DsCBR };

/** Signed out: the sign-in prompt. */
export const SignedOut: Story = { args: { token: undefined } };
/** A buyer without orders yet (Ana, before she reserves). */
export const NoOrders: Story = { args: { token: 'sandbox-token-ana' } };
/** A profile without its CPF: asked to complete it. */
export const ProfileWithoutDocument: Story = { args: { token: 'sandbox-token-pedro' } };
/** The orders service fails: the message and a retry. */
export const LoadFailed: Story = {
  parameters: {
    msw: [
      http.get('*/reservations/v2/reservations/user-reserves', () => new HttpResponse(null, { status: 503 })),
    ],
  },
};

/** Opens the remaining payment of the order whose balance is still to choose, in the buyer's language. */
async function openBalance(canvasElement: HTMLElement, order: string, button: string) {
  const { view, user } = await inside(canvasElement, 'hub-my-orders');
  const card = within(await view.findByRole('listitem', { name: `Pedido ${order}` }));
  await user.click(card.getByRole('button', { name: button }));
  return { card, user };
}
/** A paid order whose balance is still to choose: the billing data, prefilled from the profile. */
export const RemainingPayment: Story = {
  play: async ({ canvasElement }) => {
    await openBalance(canvasElement, 'ORD-BR-BAL', 'Pagar o saldo');
  },
};
/** The same in es-AR (Lucía): the billing data with her CUIL. */
export const RemainingPaymentEsAR: Story = {
  args: { market: 'es-AR', token: LUCIA },
  play: async ({ canvasElement }) => {
    await openBalance(canvasElement, 'ORD-AR-BAL', 'Pagar el saldo');
  },
};
/** The balance choice after the billing data; the bank slip fails to be generated: the seed's message and a retry. */
export const RemainingPaymentFailed: Story = {
  parameters: {
    msw: [http.patch('*/payments/:productId/methods', () => new HttpResponse(null, { status: 503 }))],
  },
  play: async ({ canvasElement }) => {
    const { card, user } = await openBalance(canvasElement, 'ORD-BR-BAL', 'Pagar o saldo');
    const continueButton = await card.findByRole('button', { name: 'Continuar' });
    await card.findByDisplayValue('Rafael Costa');
    await user.click(continueButton);
    await typeInto(user, await card.findByLabelText(/^CEP/), '01310100');
    await card.findByDisplayValue('Avenida Paulista');
    await fillText(user, card.getByLabelText(/^Número/), '1000');
    await user.click(card.getByRole('button', { name: 'Continuar' }));
    await user.click(await card.findByRole('radio', { name: 'Boleto bancário' }));
    await user.click(card.getByRole('button', { name: 'Confirmar forma de pagamento' }));
    await card.findByRole('button', { name: 'Tentar novamente' });
  },
};

/** The back office moves an order on while the buyer looks; waits for the widget to say so. */
async function moveOn(canvasElement: HTMLElement, order: string, said: RegExp) {
  const { view } = await inside(canvasElement, 'hub-my-orders');
  canvasElement.querySelector('hub-my-orders')?.setAttribute('poll-interval', '500');
  const card = within(await view.findByRole('listitem', { name: `Pedido ${order}` }));
  await fetch(`/sandbox/__sandbox/reservations/${order}/advance`, { method: 'POST' });
  await card.findByText(said, undefined, { timeout: 5000 });
}
/**
 * The factory dispatches Rafael's invoiced order while he looks (the sandbox's back office moves it on):
 * read again every `poll-interval`, its track shows "Expedido" done with today's date, the next step
 * current, and the change is said politely in words.
 */
export const OrderMovesOn: Story = {
  play: ({ canvasElement }) => moveOn(canvasElement, 'ORD-BR-INV', /^Pedido ORD-BR-INV atualizado: Expedido/),
};
/** The same in es-AR: Lucía's invoiced order dispatched ("Despachado"). */
export const OrderMovesOnEsAR: Story = {
  args: { market: 'es-AR', token: LUCIA },
  play: ({ canvasElement }) =>
    moveOn(canvasElement, 'ORD-AR-INV', /^Pedido ORD-AR-INV actualizado: Despachado/),
};
