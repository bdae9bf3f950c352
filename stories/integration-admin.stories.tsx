import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import type { Brand } from '../core/brands.ts';
import type { Market } from '../core/markets.ts';
import { BRAND_MARKET, type BrandMarketStory } from './brandMarket.ts';
import { inside } from './play.ts';
import { signedInAs } from './signedInAs.ts';
import '../widgets/integration-admin/integration-admin.element.ts';
import { integrationAdminSpec } from '../widgets/integration-admin/integration-admin.spec.ts';
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
    <hub-integration-admin key={`${brand}-${market}`} brand={brand} market={market} login-url="#sign-in" />
  );
}

/** The market's integration error manager: Ivo in Brazil, Ignacio in Argentina. */
const managerOf = (market: string) => (market === 'es-AR' ? 'sandbox-token-ignacio' : 'sandbox-token-ivo');
const story = (name: BrandMarketStory): Story => {
  const { brand, market } = BRAND_MARKET[name];
  return { args: { brand, market, token: managerOf(market) } };
};

/**
 * On the sandbox: the brand's journey integration errors of the market's country and the integration
 * logs. Ivo (sandbox-token-ivo) and Ignacio (sandbox-token-ignacio, es-AR) hold
 * integration_error_manager; Olívia (sandbox-token-olivia) is an offer administrator, refused.
 */
const meta: Meta<Args> = {
  title: 'Widgets/hub-integration-admin',
  render,
  beforeEach: signedInAs,
  args: { brand: 'fiat', market: 'pt-BR', token: 'sandbox-token-ivo' },
  play: seenInLanguage('hub-integration-admin'),
  argTypes: {
    ...specArgTypes(integrationAdminSpec, ['brand', 'market', 'token']),
    token: {
      control: 'select',
      options: [
        undefined,
        'sandbox-token-ivo',
        'sandbox-token-ignacio',
        'sandbox-token-olivia',
        'sandbox-token-ana',
      ],
    },
  },
};
export default meta;

type Story = StoryObj<Args>;

/** Every brand skin in both markets, the integration error manager signed in. */
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

/** Another staff member (an offer administrator): told in words whom the area is for. */
export const OtherRoleRefused: Story = { args: { token: 'sandbox-token-olivia' } };
/** Signed out: the sign-in prompt. */
export const SignedOut: Story = { args: { token: undefined } };
/** Two errors reprocessed: one resolved, one failed again, each said in words. */
export const Reprocessed: Story = {
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-integration-admin');
    await user.click(await view.findByRole('checkbox', { name: 'Selecionar o erro IER-1' }));
    await user.click(view.getByRole('checkbox', { name: 'Selecionar o erro IER-4' }));
    await user.click(view.getByRole('button', { name: 'Reprocessar selecionados' }));
    await view.findByText('IER-4: falhou de novo e continua pendente.');
  },
};
/** Ignoring an error: the confirmation. */
export const IgnoreConfirm: Story = {
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-integration-admin');
    await user.click(await view.findByRole('button', { name: 'Ignorar: IER-2' }));
    await view.findByRole('alertdialog');
  },
};
/** The errors fail to load: the seed's message and a retry. */
export const ServiceFailing: Story = {
  parameters: {
    msw: [
      http.get('*/integration/journey-integration-errors', () => new HttpResponse(null, { status: 503 })),
    ],
  },
};
/** A reprocess refused by the service (403): said in words. */
export const ReprocessForbidden: Story = {
  parameters: {
    msw: [
      http.patch('*/integration/journey-integration-errors/reprocess', () =>
        HttpResponse.json({ message: 'Forbidden' }, { status: 403 }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-integration-admin');
    await user.click(await view.findByRole('checkbox', { name: 'Selecionar o erro IER-1' }));
    await user.click(view.getByRole('button', { name: 'Reprocessar selecionados' }));
    await view.findByText('O seu perfil não tem permissão para esta ação.');
  },
};
