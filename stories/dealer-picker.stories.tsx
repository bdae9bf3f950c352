import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import type { Brand } from '../core/brands.ts';
import type { Market } from '../core/markets.ts';
import { hubStore } from '../core/store.ts';
import { BRAND_MARKET } from './brandMarket.ts';
import '../widgets/dealer-picker/dealer-picker.element.ts';
import { reloadLocationAtom, writeLocation } from '../domain/location/location.ts';
import { dealerPickerSpec } from '../widgets/dealer-picker/dealer-picker.spec.ts';
import { dealerRadios, fakePosition, inside, typeInto } from './play.ts';
import { configurationShown, notSoldShown, seenInLanguage } from './seenInLanguage.ts';
import { specArgTypes } from './specArgTypes.ts';

type Mode = 'postalCode' | 'address' | 'city' | 'position';

interface Args {
  brand: Brand;
  market: Market;
  modes?: Mode[];
  dealerType: 'any' | 'ONLINE_SCHEDULE' | 'DIGITAL_DEALER';
  radius: number;
  extra?: Record<string, string>;
}

// React 19 sets `modes` as the element's property (an array); the attribute takes the JSON text.
function render({ brand, market, modes, dealerType, radius, extra }: Args) {
  return (
    <hub-dealer-picker
      key={`${brand}-${market}-${modes?.join()}-${dealerType}`}
      brand={brand}
      market={market}
      modes={modes}
      dealer-type={dealerType}
      radius={radius}
      {...extra}
    />
  );
}

const meta: Meta<Args> = {
  title: 'Widgets/hub-dealer-picker',
  render,
  args: { brand: 'fiat', market: 'pt-BR', dealerType: 'any', radius: 50 },
  play: seenInLanguage('hub-dealer-picker'),
  argTypes: {
    ...specArgTypes(dealerPickerSpec, ['brand', 'market', 'dealerType', 'radius']),
    dealerType: { control: 'inline-radio', options: ['any', 'ONLINE_SCHEDULE', 'DIGITAL_DEALER'] },
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
/** Chrysler is not sold in Argentina: the search gives way to that message (no dealer there to find). */
export const ChryslerEsAR: Story = {
  args: BRAND_MARKET.ChryslerEsAR,
  play: notSoldShown('hub-dealer-picker'),
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

/** By state and city only (the lead form's embedding). */
export const ByCity: Story = { args: { modes: ['city'] } };
/** By address text within a state. */
export const ByAddress: Story = { args: { modes: ['address'] } };
/** 'Use my location': the browser asks for permission; refuse it to see the message. */
export const ByPosition: Story = { args: { modes: ['position', 'city'] } };
/** Only dealers with online scheduling can be chosen. */
export const OnlineScheduleOnly: Story = { args: { modes: ['city'], dealerType: 'ONLINE_SCHEDULE' } };
/** The search never answers: the list's loading state. */
export const DealersLoading: Story = {
  args: { modes: ['city'] },
  parameters: {
    msw: [
      http.get('*/dealers/v2/dealer/findDealersBy', async () => {
        await delay('infinite');
      }),
    ],
  },
};
/** The dealers service fails: the message and a retry. */
export const DealersDown: Story = {
  args: { modes: ['city'] },
  parameters: {
    msw: [http.get('*/dealers/v2/dealer/findDealersBy', () => new HttpResponse(null, { status: 500 }))],
  },
};
/** No dealer to choose: the offline dealers of the place are shown to call. */
export const OfflineOnly: Story = {
  args: { modes: ['city'] },
  parameters: { msw: [http.get('*/dealers/v2/dealer/findDealersBy', () => HttpResponse.json([]))] },
};
/** Every postal-code source fails to find it: type any CEP to see 'CEP NÃO ENCONTRADO'. */
export const PostalCodeNotFound: Story = {
  args: { modes: ['postalCode'] },
  parameters: {
    msw: [
      http.get('*/location/cep/correios/:cep', () => new HttpResponse(null, { status: 404 })),
      http.get('*/location/cep/viacep/:cep', () => new HttpResponse(null, { status: 404 })),
      http.get('*/location/cep/:cep', () => new HttpResponse(null, { status: 404 })),
    ],
  },
};
/** A wrong attribute: the visible configuration message. */
export const ConfigurationError: Story = {
  args: { extra: { radius: 'lots' } },
  play: configurationShown('hub-dealer-picker'),
};

/** The page already has a location (São Paulo): its dealers are listed at once, with hours, breaks and types. */
export const ResultsFromPageLocation: Story = {
  args: { modes: ['city'] },
  beforeEach: () => {
    writeLocation(
      {
        countryCode: 'BR',
        stateCode: 'SP',
        cityName: 'São Paulo',
        cityCode: '3550308',
        influenceAreas: [],
        regionals: [],
      },
      14_400_000,
    );
    hubStore.set(reloadLocationAtom);
    return () => {
      writeLocation(null, 0);
      hubStore.set(reloadLocationAtom);
    };
  },
};
/** A postal code typed: the dealers near it, nearest first, with the distance. */
export const PostalCodeResults: Story = {
  args: { modes: ['postalCode'] },
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-dealer-picker');
    await typeInto(user, await view.findByRole('textbox', { name: /^cep/i }), '01310100');
  },
};
/** A dealer chosen and confirmed (the event fired): the chosen state. */
export const Chosen: Story = {
  args: { modes: ['postalCode'] },
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-dealer-picker');
    await typeInto(user, await view.findByRole('textbox', { name: /^cep/i }), '01310100');
    const [first] = await dealerRadios(view);
    if (first) await user.click(first);
    await user.click(view.getByRole('button', { name: 'Escolher esta concessionária' }));
  },
};
const usePosition = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const { view, user } = await inside(canvasElement, 'hub-dealer-picker');
  const mode = view.queryByRole('radio', { name: 'Minha localização' });
  if (mode) await user.click(mode);
  await user.click(await view.findByRole('button', { name: 'Usar minha localização' }));
};
/** 'Use my location' granted (Belo Horizonte): dealers within the radius, nearest first, distance shown. */
export const PositionGranted: Story = {
  args: { modes: ['position', 'city'] },
  beforeEach: () => fakePosition({ latitude: -19.9245, longitude: -43.9352 }),
  play: usePosition,
};
/** 'Use my location' refused: the clear message, other searches still offered. */
export const PositionRefused: Story = {
  args: { modes: ['position', 'city'] },
  beforeEach: () => fakePosition('denied'),
  play: usePosition,
};
