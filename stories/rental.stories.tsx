import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Brand } from '../core/brands.ts';
import type { Market } from '../core/markets.ts';
import { BRAND_MARKET } from './brandMarket.ts';
import '../widgets/rental/rental.element.ts';
import { rentalSpec } from '../widgets/rental/rental.spec.ts';
import { fillText, inside } from './play.ts';
import { seenInLanguage } from './seenInLanguage.ts';
import { specArgTypes } from './specArgTypes.ts';

interface Args {
  brand: Brand;
  market: Market;
  view: 'intent' | 'proposals' | 'user';
  proposalCode?: string;
  /** Sandbox bearer token put in the `hub_token` cookie for the story; none: signed out. */
  token?: string;
}

function render({ brand, market, view, proposalCode }: Args) {
  return (
    <hub-rental
      key={`${brand}-${market}-${view}-${proposalCode ?? ''}`}
      brand={brand}
      market={market}
      view={view}
      proposal-code={proposalCode}
    />
  );
}

/** Signs the story's user in (or out) through the auth cookie, as a login page does. */
const signedIn = ({ args }: { args: Args }) => {
  // biome-ignore lint/suspicious/noDocumentCookie: stories set the auth cookie the way a login page does
  document.cookie = args.token ? `hub_token=${args.token}; path=/` : 'hub_token=; Max-Age=0; path=/';
  return () => {
    // biome-ignore lint/suspicious/noDocumentCookie: see above
    document.cookie = 'hub_token=; Max-Age=0; path=/';
  };
};

/**
 * On the sandbox: Ana (sandbox-token-ana) has, in every rental brand (jeep, fiat, citroen, peugeot,
 * ram), a proposal along the timeline, one the financial analysis reproved (`RNT-1…R`) and one that
 * expired (`RNT-1…X`). Other brands say rental is not offered.
 */
const meta: Meta<Args> = {
  title: 'Widgets/hub-rental',
  render,
  beforeEach: signedIn,
  args: { brand: 'jeep', market: 'pt-BR', view: 'intent', token: 'sandbox-token-ana' },
  play: seenInLanguage('hub-rental'),
  argTypes: {
    ...specArgTypes(rentalSpec, ['brand', 'market', 'view', 'token']),
    view: { control: 'inline-radio', options: ['intent', 'proposals', 'user'] },
    token: { control: 'select', options: [undefined, 'sandbox-token-ana'] },
  },
};
export default meta;

type Story = StoryObj<Args>;

/** The intent form on the rental brands; the others say rental is not offered. */
export const FiatPtBR: Story = { args: BRAND_MARKET.FiatPtBR };
export const FiatEsAR: Story = { args: BRAND_MARKET.FiatEsAR };
export const FiatCBR: Story = { args: BRAND_MARKET.FiatCBR };
export const JeepPtBR: Story = { args: BRAND_MARKET.JeepPtBR };
export const JeepEsAR: Story = { args: BRAND_MARKET.JeepEsAR };
export const JeepCBR: Story = { args: BRAND_MARKET.JeepCBR };
export const RamPtBR: Story = { args: BRAND_MARKET.RamPtBR };
export const RamEsAR: Story = { args: BRAND_MARKET.RamEsAR };
export const RamCBR: Story = { args: BRAND_MARKET.RamCBR };
export const CitroenPtBR: Story = { args: BRAND_MARKET.CitroenPtBR };
export const CitroenEsAR: Story = { args: BRAND_MARKET.CitroenEsAR };
export const CitroenCBR: Story = { args: BRAND_MARKET.CitroenCBR };
export const PeugeotPtBR: Story = { args: BRAND_MARKET.PeugeotPtBR };
export const PeugeotEsAR: Story = { args: BRAND_MARKET.PeugeotEsAR };
export const PeugeotCBR: Story = { args: BRAND_MARKET.PeugeotCBR };
export const DodgePtBR: Story = { args: BRAND_MARKET.DodgePtBR };
export const DodgeEsAR: Story = { args: BRAND_MARKET.DodgeEsAR };
export const DodgeCBR: Story = { args: BRAND_MARKET.DodgeCBR };
export const ChryslerPtBR: Story = { args: BRAND_MARKET.ChryslerPtBR };
export const ChryslerEsAR: Story = { args: BRAND_MARKET.ChryslerEsAR };
export const ChryslerCBR: Story = { args: BRAND_MARKET.ChryslerCBR };
export const AbarthPtBR: Story = { args: BRAND_MARKET.AbarthPtBR };
export const AbarthEsAR: Story = { args: BRAND_MARKET.AbarthEsAR };
export const AbarthCBR: Story = { args: BRAND_MARKET.AbarthCBR };
export const DsPtBR: Story = { args: BRAND_MARKET.DsPtBR };
export const DsEsAR: Story = { args: BRAND_MARKET.DsEsAR };
export const DsCBR: Story = { args: BRAND_MARKET.DsCBR };

/** Signed out: every rental call is the user's, so the widget asks to sign in. */
export const SignedOut: Story = { args: { token: undefined } };
/** The intent form sent empty: every message beside its field. */
export const IntentInvalid: Story = {
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-rental');
    await user.click(await view.findByRole('button', { name: 'Enviar interesse' }));
    await view.findByText('Informe o CNPJ');
  },
};
/** An Argentine company: CUIT (CUIL check digit) and an Argentine phone, refused beside each field. */
export const IntentInvalidEsAR: Story = {
  args: { market: 'es-AR', brand: 'fiat' },
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-rental');
    await user.type(await view.findByLabelText(/^cuit/i), '30712345672');
    await user.type(view.getByLabelText(/^celular/i), '11234567');
    await user.click(view.getByRole('button', { name: 'Enviar interés' }));
    await view.findByText('Ingresá un CUIT válido');
  },
};
/** The proposals and the first one's timeline. */
export const Proposals: Story = { args: { view: 'proposals' } };
/** A proposal the financial analysis reproved (red), its details and featured items open. */
export const ProposalReproved: Story = {
  args: { view: 'proposals', proposalCode: 'RNT-11JEER' },
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-rental');
    await user.click(await view.findByRole('button', { name: 'Ver detalhes' }));
    await user.click(view.getByRole('button', { name: 'Ver itens em destaque' }));
    await view.findByText('Seguro total');
  },
};
/** An expired proposal (black), in Spanish. */
export const ProposalExpiredEsAR: Story = {
  args: { view: 'proposals', market: 'es-AR', brand: 'fiat', proposalCode: 'RNT-12FIAX' },
};
/** The rental user area before the company is started. */
export const UserStart: Story = { args: { view: 'user' } };
/** The rental user area of an Argentine company: the start form asks the CUIT and refuses a wrong one. */
export const UserStartEsAR: Story = {
  args: { view: 'user', market: 'es-AR', brand: 'fiat' },
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-rental');
    await user.type(await view.findByLabelText(/^cuit/i), '30712345672');
    await user.click(view.getByRole('button', { name: 'Empezar' }));
    await view.findByText('Ingresá un CUIT válido');
  },
};
/** An Argentine company started by its CUIT: contracts, cards, files and payment, in Spanish. */
export const UserStartedEsAR: Story = {
  args: { view: 'user', market: 'es-AR', brand: 'jeep' },
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-rental');
    await user.type(await view.findByLabelText(/^cuit/i), '30712345671');
    // The e-mail is a plain field (no mask): filled the way a paste does (stories/play.ts).
    await fillText(user, view.getByLabelText(/e-mail de la empresa/i), 'flota@flotasur.example.com');
    await user.click(view.getByRole('button', { name: 'Empezar' }));
    await view.findByText('Empresa 30712345671 · Registro iniciado');
  },
};
