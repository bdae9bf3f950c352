import type { Meta, StoryObj } from '@storybook/react-vite';
import { waitFor } from '@testing-library/dom';
import { delay, HttpResponse, http } from 'msw';
import type { Brand } from '../core/brands.ts';
import type { Market } from '../core/markets.ts';
import { hubStore } from '../core/store.ts';
import { reloadLocationAtom, type SharedLocation, writeLocation } from '../domain/location/location.ts';
import { BRAND_MARKET } from './brandMarket.ts';
import '../widgets/location-selector/location-selector.element.ts';
import { locationSelectorSpec } from '../widgets/location-selector/location-selector.spec.ts';
import { inside } from './play.ts';
import { configurationShown, seenInLanguage } from './seenInLanguage.ts';
import { specArgTypes } from './specArgTypes.ts';

interface Args {
  brand: Brand;
  market: Market;
  layout: 'box' | 'modal';
  prompt: boolean;
  extra?: Record<string, string>;
}

function render({ brand, market, layout, prompt, extra }: Args) {
  return (
    <hub-location-selector
      key={`${brand}-${market}-${layout}-${prompt}`}
      brand={brand}
      market={market}
      layout={layout}
      prompt={prompt}
      {...extra}
    />
  );
}

/** Starts the story with this page location (or none): the shared location is read again. */
function withLocation(location: SharedLocation | null) {
  return () => {
    writeLocation(location, 14_400_000);
    hubStore.set(reloadLocationAtom);
    return () => {
      writeLocation(null, 0);
      hubStore.set(reloadLocationAtom);
    };
  };
}

const CAMPINAS: SharedLocation = {
  countryCode: 'BR',
  stateCode: 'SP',
  cityName: 'Campinas',
  cityCode: '3509502',
  influenceAreas: [],
  regionals: [],
};

const meta: Meta<Args> = {
  title: 'Widgets/hub-location-selector',
  render,
  args: { brand: 'fiat', market: 'pt-BR', layout: 'box', prompt: false },
  play: seenInLanguage('hub-location-selector'),
  argTypes: {
    ...specArgTypes(locationSelectorSpec, ['brand', 'market', 'layout', 'prompt']),
    layout: { control: 'inline-radio', options: ['box', 'modal'] },
  },
  beforeEach: withLocation(null),
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
export const ChryslerEsAR: Story = { args: BRAND_MARKET.ChryslerEsAR };
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

/**
 * The modal layout shows the visitor a button only: the play opens the dialog with it, then reads the
 * dialog as the default play reads the box.
 */
const openDialog: Story['play'] = async (context) => {
  const { root, user } = await inside(context.canvasElement, 'hub-location-selector');
  const trigger = await waitFor(() => {
    const button = root.querySelector<HTMLElement>('button[aria-haspopup="dialog"]');
    if (!button) throw new Error('hub-location-selector: no button opening the dialog');
    return button;
  });
  await user.click(trigger);
  await seenInLanguage('hub-location-selector')(context);
};

/** Selection state in the modal layout: a button that opens the dialog. */
export const Modal: Story = { args: { layout: 'modal' }, play: openDialog };
/** `prompt`: the dialog opens by itself when the page has no location. */
export const ModalPrompt: Story = { args: { layout: 'modal', prompt: true } };
/** Confirmation state: the page already has a location (stored under 4 hours ago). */
export const Confirmed: Story = { beforeEach: withLocation(CAMPINAS) };
/** Confirmation state in the modal layout: the trigger names the place. */
export const ConfirmedModal: Story = {
  args: { layout: 'modal' },
  beforeEach: withLocation(CAMPINAS),
  play: openDialog,
};
/** States (provinces) still loading. */
export const StatesLoading: Story = {
  parameters: {
    msw: [
      http.get('*/location/country/:c/state', async () => {
        await delay('infinite');
      }),
    ],
  },
};
/** The location service fails: the message and a retry. */
export const LocationServiceDown: Story = {
  parameters: {
    msw: [http.get('*/location/country/:c/state', () => new HttpResponse(null, { status: 500 }))],
  },
};
/** es-AR provinces come from the dealers service (v1 province/all); here it fails. */
export const ProvincesDownEsAR: Story = {
  args: { market: 'es-AR' },
  parameters: { msw: [http.get('*/dealers/v1/province/all', () => new HttpResponse(null, { status: 500 }))] },
};
/** Confirming fails (the dealers service, asked for the city's coverage): 'Um erro ocorreu, tente novamente', choice kept. */
export const ConfirmFails: Story = {
  parameters: {
    msw: [http.get('*/dealers/v2/dealer/findDealersBy', () => new HttpResponse(null, { status: 503 }))],
  },
};
/** A city without dealers of the brand: confirmed, with the note that regional offers do not apply. */
export const CityWithoutDealers: Story = {
  parameters: { msw: [http.get('*/dealers/v2/dealer/findDealersBy', () => HttpResponse.json([]))] },
};
/** A wrong attribute: the visible configuration message. */
export const ConfigurationError: Story = {
  args: { extra: { layout: 'popup' } },
  play: configurationShown('hub-location-selector'),
};
