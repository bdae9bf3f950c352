import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import type { Brand } from '../core/brands.ts';
import type { Market } from '../core/markets.ts';
import type { SignUpProps } from '../widgets/sign-up/index.ts';
import { BRAND_MARKET } from './brandMarket.ts';
import '../widgets/sign-up/sign-up.element.ts';
import { signUpSpec } from '../widgets/sign-up/sign-up.spec.ts';
import { fillText, inside, typeInto } from './play.ts';
import { seenInLanguage } from './seenInLanguage.ts';
import { specArgTypes } from './specArgTypes.ts';

interface Args {
  brand: Brand;
  market: Market;
  screen: SignUpProps['screen'];
}

function render({ brand, market, screen }: Args) {
  return (
    <hub-sign-up
      key={`${brand}-${market}-${screen}`}
      brand={brand}
      market={market}
      screen={screen}
      status-interval="600"
      next-url="#minha-conta"
      elsewhere-url="#cadastro-da-marca"
    />
  );
}

/**
 * On the sandbox: ana.souza@example.com signs in with Sandbox@2025; a new e-mail signs up and walks the
 * identity validation (the quiz's right answers: Belo Horizonte / Córdoba and 4321).
 */
const meta: Meta<Args> = {
  title: 'Widgets/hub-sign-up',
  render,
  args: { brand: 'fiat', market: 'pt-BR', screen: 'sign-up' },
  play: seenInLanguage('hub-sign-up'),
  argTypes: {
    ...specArgTypes(signUpSpec, ['brand', 'market', 'screen']),
    screen: {
      control: 'select',
      options: ['sign-up', 'sign-in', 'forgot', 'reset', 'confirm', 'create-password'],
    },
  },
};
export default meta;

type Story = StoryObj<Args>;

/** The sign-up form with its password checklist (peugeot, ds and abarth: sign-up happens elsewhere). */
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

/** Sign-in. */
export const SignIn: Story = { args: { screen: 'sign-in' } };
// Name, e-mail and password are plain fields (no mask): the plays fill them the way a paste does.
/** Sign-in refused: the seed's 'Ocorreu um erro, tente novamente', the e-mail kept. */
export const SignInFailed: Story = {
  args: { screen: 'sign-in' },
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-sign-up');
    await fillText(user, await view.findByLabelText(/^E-mail/), 'ana.souza@example.com');
    await fillText(user, view.getByLabelText(/^Senha/), 'Errada@123');
    await user.click(view.getByRole('button', { name: 'Entrar' }));
    await view.findByText('Ocorreu um erro, tente novamente');
  },
};
/** The checklist as a password is typed, and the messages beside the fields. */
export const SignUpInvalid: Story = {
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-sign-up');
    await typeInto(user, await view.findByLabelText(/^Senha/), 'abc1');
    await user.click(view.getByRole('button', { name: 'Criar conta' }));
    await view.findByText('Informe seu nome completo');
  },
};
/** After sign-up: the identity validation in words, then the quiz. */
export const Validating: Story = {
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-sign-up');
    await fillText(user, await view.findByLabelText(/^Nome completo/), 'Lucas Prado');
    await fillText(user, view.getByLabelText(/^E-mail/), `lucas.${Date.now()}@example.com`);
    await fillText(user, view.getByLabelText(/^Senha/), 'Lucas@2026');
    await fillText(user, view.getByLabelText(/^Confirme a senha/), 'Lucas@2026');
    await user.click(view.getByRole('button', { name: 'Criar conta' }));
    await view.findByRole('heading', { name: 'Validando seus dados' });
  },
};
/** The identity service fails: the seed's message and a retry, nothing typed lost. */
export const ServiceFailing: Story = {
  parameters: { msw: [http.get('*/identity/v3/check/*', () => new HttpResponse(null, { status: 503 }))] },
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-sign-up');
    await fillText(user, await view.findByLabelText(/^Nome completo/), 'Lucas Prado');
    await fillText(user, view.getByLabelText(/^E-mail/), 'lucas.prado@example.com');
    await fillText(user, view.getByLabelText(/^Senha/), 'Lucas@2026');
    await fillText(user, view.getByLabelText(/^Confirme a senha/), 'Lucas@2026');
    await user.click(view.getByRole('button', { name: 'Criar conta' }));
    await view.findByText('Um erro ocorreu, tente novamente');
  },
};
/** Forgotten password (es-AR). */
export const Forgot: Story = { args: { screen: 'forgot', market: 'es-AR' } };
/** The renewal the identity service asks (v2 reset). */
export const Reset: Story = { args: { screen: 'reset' } };
/** The new password with the e-mailed code, and the resend. */
export const Confirm: Story = { args: { screen: 'confirm' } };
/** The first password of an account. */
export const CreatePassword: Story = { args: { screen: 'create-password' } };
/** A brand outside the SSO brands: sign-up happens on the brand's site. */
export const OtherBrand: Story = { args: { brand: 'peugeot' } };
