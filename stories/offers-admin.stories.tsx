import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import type { Brand } from '../core/brands.ts';
import type { Market } from '../core/markets.ts';
import { BRAND_MARKET, type BrandMarketStory } from './brandMarket.ts';
import { inside } from './play.ts';
import { signedInAs } from './signedInAs.ts';
import '../widgets/offers-admin/offers-admin.element.ts';
import { offersAdminSpec } from '../widgets/offers-admin/offers-admin.spec.ts';
import { seenInLanguage } from './seenInLanguage.ts';
import { specArgTypes } from './specArgTypes.ts';

interface Args {
  brand: Brand;
  market: Market;
  /** Sandbox bearer token put in the `hub_token` cookie for the story; none: signed out. */
  token?: string;
}

function render({ brand, market }: Args) {
  return <hub-offers-admin key={`${brand}-${market}`} brand={brand} market={market} login-url="#sign-in" />;
}

/** The market's offer administrator: Olívia in Brazil, Sofía in Argentina. */
const adminOf = (market: string) => (market === 'es-AR' ? 'sandbox-token-sofia' : 'sandbox-token-olivia');
const story = (name: BrandMarketStory): Story => {
  const { brand, market } = BRAND_MARKET[name];
  return { args: { brand, market, token: adminOf(market) } };
};

/**
 * On the sandbox: the brand's offers of the market's country for their administrators. Olívia
 * (sandbox-token-olivia, offer_admin) and Sofía (sandbox-token-sofia, es-AR) prepare and decide; Paulo
 * (sandbox-token-paulo, partner_admin) prepares only; Ana (sandbox-token-ana) is a customer.
 */
const meta: Meta<Args> = {
  title: 'Widgets/hub-offers-admin',
  render,
  beforeEach: signedInAs,
  args: { brand: 'fiat', market: 'pt-BR', token: 'sandbox-token-olivia' },
  play: seenInLanguage('hub-offers-admin'),
  argTypes: {
    ...specArgTypes(offersAdminSpec, ['brand', 'market', 'token']),
    token: {
      control: 'select',
      options: [
        undefined,
        'sandbox-token-olivia',
        'sandbox-token-paulo',
        'sandbox-token-sofia',
        'sandbox-token-ana',
      ],
    },
  },
};
export default meta;

type Story = StoryObj<Args>;

/** Every brand skin in both markets, an offer administrator signed in: the list with every action. */
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

/** A partner administrator: edits, sold and unsold, delete; no publish, bulk status nor order. */
export const PartnerAdmin: Story = { args: { token: 'sandbox-token-paulo' } };
/** A customer: told in words what the area is for, and nothing of it. */
export const CustomerRefused: Story = { args: { token: 'sandbox-token-ana' } };
/** Signed out: the sign-in prompt. */
export const SignedOut: Story = { args: { token: undefined } };
/** The new offer form sent empty: the messages beside the fields, nothing sent. */
export const CreateRefused: Story = {
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-offers-admin');
    await user.click(await view.findByRole('button', { name: 'Nova oferta' }));
    await user.click(await view.findByRole('button', { name: 'Salvar oferta' }));
    await view.findAllByText('Escolha uma opção');
  },
};
/** Two offers selected for a bulk status: the count announced. */
export const BulkSelection: Story = {
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-offers-admin');
    const boxes = await view.findAllByRole('checkbox', { name: /^Selecionar (?!todas)/ });
    for (const box of boxes.slice(0, 2)) await user.click(box);
    await view.findByText('2 ofertas selecionadas');
  },
};
/** A publish refused by the service (403): said in words. */
export const PublishForbidden: Story = {
  parameters: {
    msw: [
      http.put('*/offers/offer/:id/publish', () =>
        HttpResponse.json({ message: 'Forbidden' }, { status: 403 }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-offers-admin');
    const [publish] = await view.findAllByRole('button', { name: /^Publicar:/ });
    if (publish) await user.click(publish);
    await view.findByText('O seu perfil não tem permissão para esta ação.');
  },
};
/** The list fails to load: the message and a retry. */
export const ServiceFailing: Story = {
  parameters: { msw: [http.post('*/offers-search/', () => new HttpResponse(null, { status: 503 }))] },
};
