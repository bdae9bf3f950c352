import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import type { Brand } from '../core/brands.ts';
import type { Market } from '../core/markets.ts';
import { BRAND_MARKET } from './brandMarket.ts';
import { fillText, inside, typeInto } from './play.ts';
import { signedInAs } from './signedInAs.ts';
import '../widgets/lead-form/lead-form.element.ts';
import { leadFormSpec } from '../widgets/lead-form/lead-form.spec.ts';
import { seenInLanguage } from './seenInLanguage.ts';
import { specArgTypes } from './specArgTypes.ts';

interface Args {
  brand: Brand;
  market: Market;
  /** The page's own contact reasons (JSON), else the default ones. */
  reasons?: string;
  /** Sandbox bearer token put in the `hub_token` cookie for the story; none: a visitor. */
  token?: string;
}

function render({ brand, market, reasons }: Args) {
  return (
    <hub-lead-form
      key={`${brand}-${market}`}
      brand={brand}
      market={market}
      variant="contact"
      // React gives a custom element its props as properties: the list itself, not its JSON text.
      reasons={reasons ? JSON.parse(reasons) : undefined}
    />
  );
}

/** Fills the message (a textarea) the way a paste does, as `fillText` does for inputs. */
function fillMessage(field: HTMLElement, text: string) {
  const area = field as HTMLTextAreaElement;
  area.focus();
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(area, text);
  area.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

/** Fills Maria's message (pt-BR) and sends it. */
async function fillAndSend(canvas: HTMLElement) {
  const { view, user } = await inside(canvas, 'hub-lead-form');
  await fillText(user, view.getByLabelText(/Nome completo/), 'Maria da Silva');
  await fillText(user, view.getByRole('textbox', { name: /E-mail/ }), 'maria@example.com');
  await typeInto(user, view.getByRole('textbox', { name: /Celular/ }), '11987654321');
  await user.selectOptions(view.getByRole('combobox', { name: /Motivo/ }), 'QUESTION');
  fillMessage(view.getByRole('textbox', { name: /Mensagem/ }), 'Quero saber da revisão.');
  await user.click(view.getByRole('button', { name: 'Enviar mensagem' }));
  return view;
}

/**
 * hub-lead-form's contact variant (seed 001 §7 Contact): name, e-mail, phone, the contact reason and
 * the message, sent to `contactUs`. Signed in (`token`), the form is prefilled and the reason checked
 * against the data dictionary.
 */
const meta: Meta<Args> = {
  title: 'Widgets/hub-lead-form/Contact',
  render,
  beforeEach: signedInAs,
  args: { brand: 'fiat', market: 'pt-BR' },
  play: seenInLanguage('hub-lead-form'),
  argTypes: {
    ...specArgTypes(leadFormSpec, ['brand', 'market']),
    token: { control: 'select', options: [undefined, 'sandbox-token-ana', 'sandbox-token-martina'] },
  },
};
export default meta;

type Story = StoryObj<Args>;

/** The contact form, empty, in every brand skin and market. */
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

/** Sent with nothing filled: each field's message, the reason's 'Parameter value is required' in words. */
export const Refused: Story = {
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-lead-form');
    await user.click(view.getByRole('button', { name: 'Enviar mensagem' }));
    await view.findByText(/O valor do parâmetro é obrigatório/);
  },
};
/** The same in Spanish. */
export const RefusedEsAR: Story = {
  args: { brand: 'peugeot', market: 'es-AR' },
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-lead-form');
    await user.click(view.getByRole('button', { name: 'Enviar mensaje' }));
    await view.findByText(/El valor del parámetro es obligatorio/);
  },
};
/** The contact service fails: 'FALHA AO ENVIAR MENSAGEM!', every value kept, a retry. */
export const Failing: Story = {
  parameters: { msw: [http.post('*/contact/contactUs', () => new HttpResponse(null, { status: 503 }))] },
  play: async ({ canvasElement }) => {
    const view = await fillAndSend(canvasElement);
    await view.findByText('FALHA AO ENVIAR MENSAGEM!');
  },
};
/** Sent: 'SUA MENSAGEM FOI ENVIADA!'. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const view = await fillAndSend(canvasElement);
    await view.findByText('SUA MENSAGEM FOI ENVIADA!');
  },
};
/** Signed in: prefilled; a page reason the data dictionary does not know is refused beside the field. */
export const DictionaryRefused: Story = {
  args: { token: 'sandbox-token-ana', reasons: '["Recall do meu carro","QUESTION"]' },
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-lead-form');
    await view.findByText(/Preenchemos alguns campos/);
    await user.selectOptions(view.getByRole('combobox', { name: /Motivo/ }), 'Recall do meu carro');
    fillMessage(view.getByRole('textbox', { name: /Mensagem/ }), 'Olá!');
    await user.click(view.getByRole('button', { name: 'Enviar mensagem' }));
    await view.findByText('Este motivo não é aceito. Selecione outro motivo.');
  },
};
/** Signed in in Argentina (Martina), prefilled, in Spanish. */
export const SignedInEsAR: Story = {
  args: { brand: 'peugeot', market: 'es-AR', token: 'sandbox-token-martina' },
};
