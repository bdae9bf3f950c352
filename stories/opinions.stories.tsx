import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { VERSIONS } from '../api/sandbox/data/catalog.ts';
import type { Brand } from '../core/brands.ts';
import type { Market } from '../core/markets.ts';
import { BRAND_MARKET, type BrandMarketStory } from './brandMarket.ts';
import { inside } from './play.ts';
import { signedInAs } from './signedInAs.ts';
import '../widgets/opinions/opinions.element.ts';
import { opinionsSpec } from '../widgets/opinions/opinions.spec.ts';
import { seenInLanguage } from './seenInLanguage.ts';
import { specArgTypes } from './specArgTypes.ts';

interface Args {
  brand: Brand;
  market: Market;
  /** Model code whose opinions are shown. */
  model: string;
  /** Sandbox bearer token put in the `hub_token` cookie for the story; none: signed out. */
  token?: string;
}

function render({ brand, market, model }: Args) {
  return (
    <hub-opinions
      key={`${brand}-${market}-${model}`}
      brand={brand}
      market={market}
      model={model || undefined}
      login-url="#sign-in"
    />
  );
}

/** The brand's first model sold in the market's country (the sandbox has opinions on every one). */
function modelOf(brand: string, market: string): string {
  const country = market === 'es-AR' ? 'AR' : 'BR';
  const sold = VERSIONS.find((v) => v.brand === brand && v.price[country] !== undefined);
  return (sold ?? VERSIONS.find((v) => v.brand === brand))?.modelCode ?? '';
}
const story = (name: BrandMarketStory): Story => {
  const { brand, market } = BRAND_MARKET[name];
  return { args: { brand, market, model: modelOf(brand, market) } };
};

/**
 * On the sandbox: opinions on every model in Portuguese (Brazil) and Spanish (Argentina). Ana
 * (sandbox-token-ana) owns a Strada (460) and a Toro (815), Martina (sandbox-token-martina) a Pulse
 * (633) in Argentina: they can write about those; anyone signed in can mark opinions useful.
 */
const meta: Meta<Args> = {
  title: 'Widgets/hub-opinions',
  render,
  beforeEach: signedInAs,
  args: { brand: 'fiat', market: 'pt-BR', model: '460', token: undefined },
  play: seenInLanguage('hub-opinions'),
  argTypes: {
    ...specArgTypes(opinionsSpec, ['brand', 'market', 'model', 'token']),
    token: { control: 'select', options: [undefined, 'sandbox-token-ana', 'sandbox-token-martina'] },
  },
};
export default meta;

type Story = StoryObj<Args>;

/** Every brand skin in both markets, signed out: the summary, the list and the sign-in prompt. */
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

/** Ana signed in on her Strada: vote buttons on every opinion and the form to write hers. */
export const OwnerSignedIn: Story = { args: { token: 'sandbox-token-ana' } };
/** Martina in Argentina on her Pulse: the same in Spanish. */
export const OwnerEsAR: Story = {
  args: { brand: 'fiat', market: 'es-AR', model: '633', token: 'sandbox-token-martina' },
};
/** Sorted by the most useful. */
export const MostUseful: Story = {
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-opinions');
    await user.click(await view.findByRole('radio', { name: 'Mais úteis' }));
  },
};
/** Publishing with nothing chosen: the messages beside the rating and the text, nothing sent. */
export const WriteRefused: Story = {
  args: { token: 'sandbox-token-ana' },
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-opinions');
    await user.click(await view.findByRole('button', { name: 'Publicar opinião' }));
    await view.findByText('Escolha uma nota de 1 a 5');
  },
};
/** A model nobody rated yet: the list says so and invites the first opinion. */
export const NoOpinions: Story = {
  parameters: { msw: [http.get('*/opinions/v1/opinions', () => HttpResponse.json([]))] },
};
/** The opinions service fails: 'Erro ao carregar dados.' and a retry. */
export const ServiceFailing: Story = {
  parameters: { msw: [http.get('*/opinions/v1/opinions', () => new HttpResponse(null, { status: 503 }))] },
};
/** No model given: the widget asks for one. */
export const NoModel: Story = { args: { model: '' } };
