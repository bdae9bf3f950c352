import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { DEMO_CAR_AR, DEMO_CARS } from '../api/sandbox/data/vehicles.ts';
import type { Brand } from '../core/brands.ts';
import type { Market } from '../core/markets.ts';
import { BRAND_MARKET } from './brandMarket.ts';
import '../widgets/recall-search/recall-search.element.ts';
import { recallSearchSpec } from '../widgets/recall-search/recall-search.spec.ts';
import { inside, typeInto } from './play.ts';
import { seenInLanguage } from './seenInLanguage.ts';
import { specArgTypes } from './specArgTypes.ts';

interface Args {
  brand: Brand;
  market: Market;
  chatBot?: string;
  hideCampaigns?: boolean;
}

function render({ brand, market, chatBot, hideCampaigns }: Args) {
  return (
    <hub-recall-search
      key={`${brand}-${market}`}
      brand={brand}
      market={market}
      chat-bot={chatBot}
      hide-campaigns={hideCampaigns || undefined}
    />
  );
}

/**
 * On the sandbox: ABC1D23 / 9BD195A4ZN0123456 has open recalls and a software update, XYZ9876 has
 * none, QQQ0000 is unknown; in Argentina the Jeep 98811111JR0000001 has an open recall.
 */
const meta: Meta<Args> = {
  title: 'Widgets/hub-recall-search',
  render,
  args: { brand: 'fiat', market: 'pt-BR' },
  play: seenInLanguage('hub-recall-search'),
  argTypes: {
    ...specArgTypes(recallSearchSpec, ['brand', 'market']),
  },
};
export default meta;

type Story = StoryObj<Args>;

export const FiatPtBR: Story = { args: BRAND_MARKET.FiatPtBR };
export const FiatEsAR: Story = { args: BRAND_MARKET.FiatEsAR };
export const JeepPtBR: Story = { args: BRAND_MARKET.JeepPtBR };
export const JeepEsAR: Story = { args: BRAND_MARKET.JeepEsAR };
export const DodgePtBR: Story = { args: BRAND_MARKET.DodgePtBR };
export const ChryslerPtBR: Story = { args: BRAND_MARKET.ChryslerPtBR };
export const RamPtBR: Story = { args: BRAND_MARKET.RamPtBR };
export const CitroenPtBR: Story = { args: BRAND_MARKET.CitroenPtBR };
export const PeugeotEsAR: Story = { args: BRAND_MARKET.PeugeotEsAR };
export const AbarthPtBR: Story = { args: BRAND_MARKET.AbarthPtBR };
export const DsPtBR: Story = { args: BRAND_MARKET.DsPtBR };
export const FiatCBR: Story = { args: BRAND_MARKET.FiatCBR };
export const JeepCBR: Story = { args: BRAND_MARKET.JeepCBR };
export const DodgeEsAR: Story = { args: BRAND_MARKET.DodgeEsAR };
export const DodgeCBR: Story = { args: BRAND_MARKET.DodgeCBR };
export const ChryslerEsAR: Story = { args: BRAND_MARKET.ChryslerEsAR };
export const ChryslerCBR: Story = { args: BRAND_MARKET.ChryslerCBR };
export const RamEsAR: Story = { args: BRAND_MARKET.RamEsAR };
export const RamCBR: Story = { args: BRAND_MARKET.RamCBR };
export const CitroenEsAR: Story = { args: BRAND_MARKET.CitroenEsAR };
export const CitroenCBR: Story = { args: BRAND_MARKET.CitroenCBR };
export const PeugeotPtBR: Story = { args: BRAND_MARKET.PeugeotPtBR };
export const PeugeotCBR: Story = { args: BRAND_MARKET.PeugeotCBR };
export const AbarthEsAR: Story = { args: BRAND_MARKET.AbarthEsAR };
export const AbarthCBR: Story = { args: BRAND_MARKET.AbarthCBR };
export const DsEsAR: Story = { args: BRAND_MARKET.DsEsAR };
export const DsCBR: Story = { args: BRAND_MARKET.DsCBR };
/** The chat-bot lookup (`recall/{brand}/{id}/{chatBot}`). */
export const ChatBot: Story = { args: { chatBot: 'whatsapp' } };

/** Searches `value` by plate or chassis, as a visitor types it. */
const searched =
  (value: string, by: 'plate' | 'chassis' = 'plate') =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-recall-search');
    if (by === 'chassis') await user.click(await view.findByRole('radio', { name: /^chass?is?$/i }));
    const field = await view.findByRole('textbox', { name: by === 'plate' ? /placa|patente/i : /chass?is/i });
    await typeInto(user, field, value);
    await user.keyboard('{Enter}');
    return { view, user };
  };
const search =
  (value: string, by: 'plate' | 'chassis' = 'plate') =>
  async (context: { canvasElement: HTMLElement }) => {
    await searched(value, by)(context);
  };

/** A car with two open recalls (voucher and update offered), a software update and its vehicle data. */
export const OpenRecalls: Story = { play: search(DEMO_CARS.open.plate) };
/** A car without any open recall. */
export const NoOpenRecall: Story = { play: search(DEMO_CARS.clear.plate) };
/** A plate the recall service does not know. */
export const NotFound: Story = { play: search('QQQ0000') };
/** A plate too short: the message beside the field, nothing sent. */
export const InvalidPlate: Story = { play: search('ABC1') };
/** A chassis with a wrong length, in Spanish. */
export const InvalidChassisEsAR: Story = {
  args: { brand: 'jeep', market: 'es-AR' },
  play: search('9BD281', 'chassis'),
};
/** The recall service fails: the seed's message, the typed plate kept, a retry. */
export const ServiceFailing: Story = {
  parameters: {
    msw: [
      http.get('*/recall/recall/:brand/:id', () => HttpResponse.json({ message: 'down' }, { status: 503 })),
    ],
  },
  play: search(DEMO_CARS.open.plate),
};
/** The owner asked for the repair to be scheduled: the recall is scheduled, the header counts one open recall less. */
export const RecallUpdated: Story = {
  play: async (context) => {
    const { view, user } = await searched(DEMO_CARS.open.plate)(context);
    await user.click(
      await view.findByRole('button', { name: 'Solicitar agendamento do reparo: Airbag do passageiro' }),
    );
    await view.findByText('Agendamento do reparo solicitado.');
  },
};
/** An Argentine Jeep searched by its Mercosur plate (AB123CD), in Spanish. */
export const JeepEsARMercosurPlate: Story = {
  args: { brand: 'jeep', market: 'es-AR' },
  play: search(DEMO_CAR_AR.plate),
};
/** The recall voucher downloaded as a PDF. */
export const VoucherDownloaded: Story = {
  play: async (context) => {
    const { view, user } = await searched(DEMO_CARS.open.plate)(context);
    await user.click(
      await view.findByRole('button', { name: 'Baixar voucher do recall Airbag do passageiro' }),
    );
    await view.findByText('Voucher do recall baixado.');
  },
};
/** An Argentine Jeep searched by chassis with the chat-bot lookup, in Spanish. */
export const JeepEsARChatBotOpenRecall: Story = {
  args: { brand: 'jeep', market: 'es-AR', chatBot: 'whatsapp' },
  play: search(DEMO_CAR_AR.chassis, 'chassis'),
};
/** The brand's campaigns fail to load: the message and a retry, the search still usable. */
export const CampaignsFailing: Story = {
  parameters: {
    msw: [http.get('*/recall/recall-campaign/:brand/:market', () => new HttpResponse(null, { status: 500 }))],
  },
};
/** Without the brand's campaigns (`hide-campaigns`). */
export const CampaignsHidden: Story = { args: { hideCampaigns: true } };
