import type { Meta, StoryObj } from '@storybook/react-vite';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import type { Brand } from '../core/brands.ts';
import type { Market } from '../core/markets.ts';
import { BRAND_MARKET } from './brandMarket.ts';
import { signedInAs } from './signedInAs.ts';
import '../widgets/account/account.element.ts';
import { accountSpec } from '../widgets/account/account.spec.ts';
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
  return <hub-account key={`${brand}-${market}`} brand={brand} market={market} login-url="#sign-in" />;
}

/**
 * On the sandbox: Ana (sandbox-token-ana) has a complete Brazilian profile, Martina
 * (sandbox-token-martina) an Argentine one with a CUIL, Pedro (sandbox-token-pedro) a profile not yet
 * completed (no birthdate, address or dealer); Rafael (sandbox-token-rafael) and Lucía
 * (sandbox-token-lucia) have orders, one of them awaiting documents (one refused, one not sent).
 * Changes made in a story last until the sandbox resets.
 */
const meta: Meta<Args> = {
  title: 'Widgets/hub-account',
  render,
  beforeEach: signedInAs,
  args: { brand: 'fiat', market: 'pt-BR', token: 'sandbox-token-ana' },
  play: seenInLanguage('hub-account'),
  argTypes: {
    ...specArgTypes(accountSpec, ['brand', 'market', 'token']),
    token: {
      control: 'select',
      options: [
        undefined,
        'sandbox-token-ana',
        'sandbox-token-martina',
        'sandbox-token-pedro',
        'sandbox-token-rafael',
        'sandbox-token-lucia',
      ],
    },
  },
};
export default meta;

type Story = StoryObj<Args>;

/** Ana's account in every brand skin and market. */
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
/** An Argentine profile: the CUIL, texts in Spanish. */
export const Argentina: Story = {
  args: { brand: 'peugeot', market: 'es-AR', token: 'sandbox-token-martina' },
};
/** The profile cannot be loaded: the seed's message and a retry. */
export const LoadFailing: Story = {
  parameters: { msw: [http.get('*/users/self', () => new HttpResponse(null, { status: 503 }))] },
};
/** Editing the personal data. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-account');
    await user.click(await view.findByRole('button', { name: 'Editar dados pessoais' }));
  },
};
/** Personal data that break the rules (a profile with no birthdate yet): the messages, nothing sent. */
export const EditingInvalid: Story = {
  args: { token: 'sandbox-token-pedro' },
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-account');
    await user.click(await view.findByRole('button', { name: 'Editar dados pessoais' }));
    // The completion form asks the birthdate too: the one of the personal data being edited (the last).
    const birthdates = view.getAllByLabelText(/Data de nascimento/);
    await typeInto(user, birthdates.at(-1) as HTMLElement, '01012015');
    await user.click(view.getByRole('button', { name: 'Salvar alterações' }));
    // The message beside the field (the hints say the rule too, after the date format).
    await view.findByText('É preciso ter 18 anos ou mais');
  },
};
/** Saving fails: the seed's message, what was typed kept, a retry. */
export const SavingFailed: Story = {
  parameters: { msw: [http.patch('*/users/self', () => new HttpResponse(null, { status: 503 }))] },
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-account');
    await user.click(await view.findByRole('button', { name: 'Editar dados pessoais' }));
    await typeInto(user, view.getByLabelText(/^Número/), '1600');
    await user.click(view.getByRole('button', { name: 'Salvar alterações' }));
    await view.findByRole('alert');
  },
};
/** A profile not yet complete: the completion steps, resumed at the first one missing. */
export const Completion: Story = { args: { token: 'sandbox-token-pedro' } };
/** The completion in Spanish. */
export const CompletionEsAR: Story = {
  args: { brand: 'citroen', market: 'es-AR', token: 'sandbox-token-pedro' },
};
/** The password change with the live checklist half met. */
export const ChangingPassword: Story = {
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-account');
    await typeInto(user, await view.findByLabelText(/^Nova senha/), 'abc1');
  },
};
/** A wrong current password: said beside the form, what was typed kept. */
export const WrongCurrentPassword: Story = {
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-account');
    // Password fields are plain (no mask): filled the way a paste does (stories/play.ts).
    await fillText(user, await view.findByLabelText(/^Senha atual/), 'Errada@2025');
    await fillText(user, view.getByLabelText(/^Nova senha/), 'Nova@Senha1');
    await fillText(user, view.getByLabelText(/^Confirme a nova senha/), 'Nova@Senha1');
    await user.click(view.getByRole('button', { name: 'Trocar senha' }));
    await view.findByRole('alert');
  },
};
/** The proposals cannot be loaded: the seed's message and a retry. */
export const ProposalsFailing: Story = {
  parameters: { msw: [http.get('*/proposals/self', () => new HttpResponse(null, { status: 503 }))] },
};
/** An order awaiting documents: one refused (its file named), one not sent, each with its upload. */
export const ReservationDocuments: Story = { args: { token: 'sandbox-token-rafael' } };
/** The reservation documents in Spanish (Lucía's order, by her CUIL). */
export const ReservationDocumentsEsAR: Story = {
  args: { brand: 'peugeot', market: 'es-AR', token: 'sandbox-token-lucia' },
};
/** A file of another kind chosen for a reservation document: refused beside the field, nothing sent. */
export const ReservationDocumentRefused: Story = {
  args: { token: 'sandbox-token-rafael' },
  play: async ({ canvasElement }) => {
    const { view } = await inside(canvasElement, 'hub-account');
    // A file dialog's 'all files' lets a buyer pick what the accept list leaves out.
    const anyFile = userEvent.setup({ applyAccept: false });
    await anyFile.upload(
      await view.findByLabelText('Enviar CNH ou RG'),
      new File(['x'], 'cnh.docx', { type: 'application/msword' }),
    );
    await view.findByRole('alert');
  },
};
/** The reservation document upload fails: the seed's message and a retry that keeps the file. */
export const ReservationDocumentFailing: Story = {
  args: { token: 'sandbox-token-rafael' },
  parameters: {
    msw: [http.post('*/v2/users/:id/reservations', () => new HttpResponse(null, { status: 503 }))],
  },
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-account');
    const input = await view.findByLabelText('Enviar Comprovante de residência');
    await user.upload(input, new File(['%PDF-1.4'], 'conta-de-luz.pdf', { type: 'application/pdf' }));
    await view.findByRole('button', { name: 'Tentar novamente' });
  },
};
