import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import type { Brand } from '../core/brands.ts';
import type { Market } from '../core/markets.ts';
import { BRAND_MARKET } from './brandMarket.ts';
import { signedInAs } from './signedInAs.ts';
import '../widgets/payment-cards/payment-cards.element.ts';
import { paymentCardsSpec } from '../widgets/payment-cards/payment-cards.spec.ts';
import { fillText, inside, typeInto } from './play.ts';
import { seenInLanguage } from './seenInLanguage.ts';
import { specArgTypes } from './specArgTypes.ts';

interface Args {
  brand: Brand;
  market: Market;
  /** Sandbox bearer token put in the `hub_token` cookie for the story; none: signed out. */
  token?: string;
}

function render({ brand, market }: Args) {
  return <hub-payment-cards key={`${brand}-${market}`} brand={brand} market={market} login-url="#sign-in" />;
}

/**
 * On the sandbox: Ana (sandbox-token-ana) has a favourite Visa, a Mastercard and an expired Elo;
 * Martina (sandbox-token-martina) has no card. Cards added in a story last until the sandbox resets.
 */
const meta: Meta<Args> = {
  title: 'Widgets/hub-payment-cards',
  render,
  beforeEach: signedInAs,
  args: { brand: 'fiat', market: 'pt-BR', token: 'sandbox-token-ana' },
  play: seenInLanguage('hub-payment-cards'),
  argTypes: {
    ...specArgTypes(paymentCardsSpec, ['brand', 'market', 'token']),
    token: { control: 'select', options: [undefined, 'sandbox-token-ana', 'sandbox-token-martina'] },
  },
};
export default meta;

type Story = StoryObj<Args>;

/** Ana's cards: the favourite first, the expired Elo saying so. */
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
/** No saved card yet (es-AR). */
export const Empty: Story = { args: { brand: 'peugeot', market: 'es-AR', token: 'sandbox-token-martina' } };
/** Only an expired card: it says so. */
export const ExpiredCard: Story = {
  parameters: {
    msw: [
      http.get('*/cards/v2', () =>
        HttpResponse.json([
          {
            id: 'CRD-9',
            network: 'ELO',
            last4: '7013',
            holder: 'ANA B SOUZA',
            expiry: '03/25',
            favourite: true,
          },
        ]),
      ),
    ],
  },
};
/** The cards service fails: the seed's message and a retry. */
export const ServiceFailing: Story = {
  parameters: { msw: [http.get('*/cards/v2', () => new HttpResponse(null, { status: 503 }))] },
};
/** Adding a card: the brand named as the number is typed. */
export const Adding: Story = {
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-payment-cards');
    await user.click(await view.findByRole('button', { name: 'Adicionar cartão' }));
    await typeInto(user, view.getByLabelText(/número do cartão/i), '5555555555554444');
    await view.findByText('Bandeira: Mastercard');
  },
};
/** A card that cannot be saved: the message beside each field, nothing sent. */
export const AddingInvalid: Story = {
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-payment-cards');
    await user.click(await view.findByRole('button', { name: 'Adicionar cartão' }));
    await typeInto(user, view.getByLabelText(/número do cartão/i), '0000000000000000');
    await user.click(view.getByRole('button', { name: 'Salvar cartão' }));
    await view.findByText('Informe um número de cartão válido');
  },
};
/** Saving fails: the seed's message, what was typed kept, a retry. */
export const AddingFailed: Story = {
  parameters: { msw: [http.post('*/cards/v2', () => new HttpResponse(null, { status: 503 }))] },
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-payment-cards');
    await user.click(await view.findByRole('button', { name: 'Adicionar cartão' }));
    await typeInto(user, view.getByLabelText(/número do cartão/i), '5555555555554444');
    // The printed name is a plain field (no mask): filled the way a paste does (stories/play.ts).
    await fillText(user, view.getByLabelText(/nome impresso/i), 'Ana B Souza');
    await typeInto(user, view.getByLabelText(/validade/i), '1130');
    await typeInto(user, view.getByLabelText(/cvv/i), '123');
    await user.click(view.getByRole('button', { name: 'Salvar cartão' }));
    await view.findByRole('alert');
  },
};
/** The delete confirmation, focus inside the modal. */
export const ConfirmDelete: Story = {
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-payment-cards');
    await user.click(await view.findByRole('button', { name: 'Excluir o cartão Mastercard final 4444' }));
    await view.findByRole('alertdialog');
  },
};
