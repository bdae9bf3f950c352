import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import type { Brand } from '../core/brands.ts';
import type { Market } from '../core/markets.ts';
import { BRAND_MARKET, type BrandMarketStory } from './brandMarket.ts';
import { fillText, inside } from './play.ts';
import { signedInAs } from './signedInAs.ts';
import '../widgets/manuals/manuals.element.ts';
import { manualsSpec } from '../widgets/manuals/manuals.spec.ts';
import { seenInLanguage } from './seenInLanguage.ts';
import { specArgTypes } from './specArgTypes.ts';

interface Args {
  brand: Brand;
  market: Market;
  /** `owner` (the owners' search) or `admin` (the manual administrators' area). */
  mode: 'owner' | 'admin';
  /** Model code: owners see its manuals only. */
  model: string;
  /** Sandbox bearer token put in the `hub_token` cookie for the story; none: signed out. */
  token?: string;
}

function render({ brand, market, mode, model }: Args) {
  return (
    <hub-manuals
      key={`${brand}-${market}-${mode}-${model}`}
      brand={brand}
      market={market}
      mode={mode}
      model={model || undefined}
      login-url="#sign-in"
    />
  );
}

/** The owner signed in for a market: Ana in Brazil, Martina in Argentina. */
const ownerOf = (market: string) => (market === 'es-AR' ? 'sandbox-token-martina' : 'sandbox-token-ana');
const story = (name: BrandMarketStory): Story => {
  const { brand, market } = BRAND_MARKET[name];
  return { args: { brand, market, token: ownerOf(market) } };
};

/**
 * On the sandbox: one owner's manual per model of every brand, in Portuguese (Brazil) and Spanish
 * (Argentina); every fourth expired, every fifth inactive (owners never see those). Manuel
 * (sandbox-token-manuel, pt-BR) and Sofía (sandbox-token-sofia, es-AR) hold manual_admin.
 */
const meta: Meta<Args> = {
  title: 'Widgets/hub-manuals',
  render,
  beforeEach: signedInAs,
  args: { brand: 'fiat', market: 'pt-BR', mode: 'owner', model: '', token: 'sandbox-token-ana' },
  play: seenInLanguage('hub-manuals'),
  argTypes: {
    ...specArgTypes(manualsSpec, ['brand', 'market', 'mode', 'model', 'token']),
    mode: { control: 'inline-radio', options: ['owner', 'admin'] },
    token: {
      control: 'select',
      options: [
        undefined,
        'sandbox-token-ana',
        'sandbox-token-martina',
        'sandbox-token-manuel',
        'sandbox-token-sofia',
      ],
    },
  },
};
export default meta;

type Story = StoryObj<Args>;

/** Every brand skin in both markets: an owner signed in sees the brand's manuals in the market's language. */
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

/** An owner searches by model: only that model's valid manual, with open and download links. */
export const OwnerSearch: Story = {
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-manuals');
    await user.type(await view.findByLabelText('Modelo, ano ou nome do manual'), 'Cronos{Enter}');
    await view.findByText('1 manual encontrado.');
  },
};
/** A search that finds nothing: what to try next. */
export const EmptyResult: Story = {
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-manuals');
    await user.type(await view.findByLabelText('Modelo, ano ou nome do manual'), 'Kombi{Enter}');
    await view.findByText('Nenhum manual encontrado para “Kombi”.');
  },
};
/** Signed out: the sign-in prompt (the manuals calls are bearer). */
export const SignedOut: Story = { args: { token: undefined } };
/** The manuals service fails: 'Erro ao carregar dados.' and a retry. */
export const ServiceFailing: Story = {
  parameters: { msw: [http.get('*/manuals/search', () => new HttpResponse(null, { status: 503 }))] },
};
/** Manuel (manual_admin): every manual with its standing in words, new, edit and delete. */
export const Admin: Story = { args: { mode: 'admin', token: 'sandbox-token-manuel' } };
/** Sofía (manual_admin) in Argentina: the Argentine manuals, in Spanish. */
export const AdminEsAR: Story = {
  args: { mode: 'admin', market: 'es-AR', token: 'sandbox-token-sofia' },
};
/** An edit with the final date before the initial: refused beside the field, nothing sent. */
export const AdminEditRefused: Story = {
  args: { mode: 'admin', token: 'sandbox-token-manuel' },
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-manuals');
    const [edit] = await view.findAllByRole('button', { name: /^Editar / });
    await user.click(edit as HTMLElement);
    const end = view.getByLabelText(/^Fim da vigência/) as HTMLInputElement;
    await fillText(user, end, '2000-01-01');
    await user.click(view.getByRole('button', { name: 'Salvar manual' }));
    await view.findByText('O fim da vigência não pode ser anterior ao início');
  },
};
/** A customer (Ana) on the administrators' area: told in words whom it is for. */
export const CustomerRefusedFromAdmin: Story = { args: { mode: 'admin', token: 'sandbox-token-ana' } };
