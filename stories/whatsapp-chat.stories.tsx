import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import type { Brand } from '../core/brands.ts';
import type { Market } from '../core/markets.ts';
import { BRAND_MARKET } from './brandMarket.ts';
import '../widgets/whatsapp-chat/whatsapp-chat.element.ts';
import { whatsappChatSpec } from '../widgets/whatsapp-chat/whatsapp-chat.spec.ts';
import { dealerRadios, fillText, inside, typeInto } from './play.ts';
import { configurationShown, notSoldShown, seenInLanguage } from './seenInLanguage.ts';
import { specArgTypes } from './specArgTypes.ts';

interface Args {
  brand: Brand;
  market: Market;
  extra?: Record<string, string>;
}

function render({ brand, market, extra }: Args) {
  return <hub-whatsapp-chat key={`${brand}-${market}`} brand={brand} market={market} {...extra} />;
}

/** Fiat Mobi Trekking in the sandbox catalogue; Fiat Primavera (São Paulo) in its dealers. */
const MOBI = { 'model-code': '553', 'mvs-code': '5532L31', color: 'Branco Banchisa' };

const meta: Meta<Args> = {
  title: 'Widgets/hub-whatsapp-chat',
  render,
  args: { brand: 'fiat', market: 'pt-BR' },
  play: seenInLanguage('hub-whatsapp-chat'),
  argTypes: {
    ...specArgTypes(whatsappChatSpec, ['brand', 'market']),
  },
};
export default meta;

type Story = StoryObj<Args>;

export const FiatPtBR: Story = { args: BRAND_MARKET.FiatPtBR };
export const FiatEsAR: Story = { args: BRAND_MARKET.FiatEsAR };
export const JeepPtBR: Story = { args: BRAND_MARKET.JeepPtBR };
export const JeepEsAR: Story = { args: BRAND_MARKET.JeepEsAR };
export const DodgePtBR: Story = { args: BRAND_MARKET.DodgePtBR };
export const DodgeEsAR: Story = { args: BRAND_MARKET.DodgeEsAR };
export const ChryslerPtBR: Story = { args: BRAND_MARKET.ChryslerPtBR };
/** Chrysler is not sold in Argentina: the form gives way to that message (no dealer there to chat with). */
export const ChryslerEsAR: Story = {
  args: BRAND_MARKET.ChryslerEsAR,
  play: notSoldShown('hub-whatsapp-chat'),
};
export const RamPtBR: Story = { args: BRAND_MARKET.RamPtBR };
export const RamEsAR: Story = { args: BRAND_MARKET.RamEsAR };
export const CitroenPtBR: Story = { args: BRAND_MARKET.CitroenPtBR };
export const CitroenEsAR: Story = { args: BRAND_MARKET.CitroenEsAR };
export const PeugeotPtBR: Story = { args: BRAND_MARKET.PeugeotPtBR };
export const PeugeotEsAR: Story = { args: BRAND_MARKET.PeugeotEsAR };
export const AbarthPtBR: Story = { args: BRAND_MARKET.AbarthPtBR };
export const AbarthEsAR: Story = { args: BRAND_MARKET.AbarthEsAR };
export const DsPtBR: Story = { args: BRAND_MARKET.DsPtBR };
export const DsEsAR: Story = { args: BRAND_MARKET.DsEsAR };
export const FiatCBR: Story = { args: BRAND_MARKET.FiatCBR };
export const JeepCBR: Story = { args: BRAND_MARKET.JeepCBR };
export const DodgeCBR: Story = { args: BRAND_MARKET.DodgeCBR };
export const ChryslerCBR: Story = { args: BRAND_MARKET.ChryslerCBR };
export const RamCBR: Story = { args: BRAND_MARKET.RamCBR };
export const CitroenCBR: Story = { args: BRAND_MARKET.CitroenCBR };
export const PeugeotCBR: Story = { args: BRAND_MARKET.PeugeotCBR };
export const AbarthCBR: Story = { args: BRAND_MARKET.AbarthCBR };
export const DsCBR: Story = { args: BRAND_MARKET.DsCBR };

/** Model and version preset by the page. */
export const PresetCar: Story = { args: { extra: MOBI } };
/** The dealer fixed by `dealer-code`: no picker. */
export const FixedDealer: Story = { args: { extra: { ...MOBI, 'dealer-code': '34100' } } };
/** The number has no WhatsApp: the message beside the phone after sending. */
export const PhoneWithoutWhatsApp: Story = {
  args: { extra: MOBI },
  parameters: {
    msw: [
      http.post('*/whatsapp/Phone/valid', () =>
        HttpResponse.json({ success: true, resource: { isValid: false } }),
      ),
    ],
  },
};
/** The phone check keeps failing (3 attempts): 'Falha ao iniciar conversa no WhatsApp' for 4000 ms. */
export const PhoneCheckDown: Story = {
  args: { extra: MOBI },
  parameters: { msw: [http.post('*/whatsapp/Phone/valid', () => new HttpResponse(null, { status: 503 }))] },
};
/** The start answers `success: false` ('Erro on SubmitIntent') without a dealer WhatsApp: the failure popup. */
export const StartRefused: Story = {
  args: { extra: MOBI },
  parameters: {
    msw: [http.post('*/whatsapp/:version/Lead/send', () => HttpResponse.json({ success: false }))],
  },
};
/** The start is slow: the sending state. */
export const Starting: Story = {
  args: { extra: MOBI },
  parameters: {
    msw: [
      http.post('*/whatsapp/:version/Lead/send', async () => {
        await delay('infinite');
      }),
    ],
  },
};
/** The catalogue fails: the models message and a retry. */
export const CatalogueDown: Story = {
  parameters: { msw: [http.get('*/catalog/model', () => new HttpResponse(null, { status: 500 }))] },
};
/** A wrong attribute: the visible configuration message. */
export const ConfigurationError: Story = {
  args: { extra: { 'api-version': 'v9' } },
  play: configurationShown('hub-whatsapp-chat'),
};

/** Fills the chat form as a shopper would (dealer by postal code) and starts the chat. */
async function start({ canvasElement }: { canvasElement: HTMLElement }) {
  const { view, user } = await inside(canvasElement, 'hub-whatsapp-chat');
  await fillText(user, await view.findByLabelText(/nome completo/i), 'Carla Mendes');
  await typeInto(user, view.getByLabelText(/celular com whatsapp/i), '31991234567');
  await fillText(user, view.getByRole('textbox', { name: /e-mail/i }), 'carla@example.com');
  await typeInto(user, view.getByRole('textbox', { name: /^cep/i }), '30130010');
  const dealers = await dealerRadios(view);
  if (dealers[0]) await user.click(dealers[0]);
  await user.click(view.getByRole('button', { name: 'Iniciar conversa' }));
}
/**
 * Started: the chat opened (here the new window is stubbed so the story stays on the page) and
 * 'Conversa iniciada!' shown.
 */
export const Started: Story = {
  args: { extra: MOBI },
  beforeEach: () => {
    const open = window.open;
    window.open = () => ({ closed: false }) as Window;
    return () => {
      window.open = open;
    };
  },
  play: start,
};
/** Bad input on start: the messages beside the fields, nothing sent. */
export const InvalidInput: Story = {
  args: { extra: MOBI },
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-whatsapp-chat');
    await typeInto(user, await view.findByLabelText(/celular com whatsapp/i), '3199');
    await user.click(view.getByRole('button', { name: 'Iniciar conversa' }));
  },
};
/** The number has no WhatsApp, after a complete form. */
export const PhoneWithoutWhatsAppSent: Story = { ...PhoneWithoutWhatsApp, play: start };
/** The start fails ('Falha ao iniciar conversa no WhatsApp' popup for 4000 ms), after a complete form. */
export const PhoneCheckDownSent: Story = { ...PhoneCheckDown, play: start };
