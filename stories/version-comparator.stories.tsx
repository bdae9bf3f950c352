import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { VERSIONS } from '../api/sandbox/data/catalog.ts';
import type { Brand } from '../core/brands.ts';
import type { Market } from '../core/markets.ts';
import { BRAND_MARKET } from './brandMarket.ts';
import '../widgets/version-comparator/version-comparator.element.ts';
import { versionComparatorSpec } from '../widgets/version-comparator/version-comparator.spec.ts';
import { seenInLanguage } from './seenInLanguage.ts';
import { specArgTypes } from './specArgTypes.ts';

interface Args {
  brand: Brand;
  market: Market;
  model: string;
  mvs: string;
  /** The page's image template (`setting-car-image-url`); empty draws each version's body type. */
  imageTemplate: string;
}

const SANDBOX_IMAGES = '/sandbox/renditions/{brand}/{mvs}/{color}/{width}x{height}.svg';

const ARGO = VERSIONS.filter((version) => version.brand === 'fiat' && version.modelName === 'Argo');

const meta: Meta<Args> = {
  title: 'Widgets/hub-version-comparator',
  render: ({ brand, market, model, mvs, imageTemplate }) => (
    <hub-version-comparator
      key={`${brand}-${market}-${model}-${mvs}-${imageTemplate}`}
      brand={brand}
      market={market}
      model={model || undefined}
      mvs={mvs || undefined}
      {...(imageTemplate ? { 'setting-car-image-url': imageTemplate } : {})}
    />
  ),
  args: { brand: 'fiat', market: 'pt-BR', model: ARGO[0]?.modelCode ?? '', mvs: '', imageTemplate: '' },
  play: seenInLanguage('hub-version-comparator'),
  argTypes: {
    ...specArgTypes(versionComparatorSpec, ['brand', 'market', 'model', 'mvs', 'imageTemplate']),
  },
};
export default meta;

type Story = StoryObj<Args>;

// Every brand skin in both markets (all the brand's versions when no model is given).
export const FiatPtBR: Story = { args: BRAND_MARKET.FiatPtBR };
export const FiatEsAR: Story = { args: BRAND_MARKET.FiatEsAR };
export const JeepPtBR: Story = { args: { ...BRAND_MARKET.JeepPtBR, model: '' } };
export const JeepEsAR: Story = { args: { ...BRAND_MARKET.JeepEsAR, model: '' } };
export const DodgePtBR: Story = { args: { ...BRAND_MARKET.DodgePtBR, model: '' } };
export const DodgeEsAR: Story = { args: { ...BRAND_MARKET.DodgeEsAR, model: '' } };
export const ChryslerPtBR: Story = { args: { ...BRAND_MARKET.ChryslerPtBR, model: '' } };
/** Chrysler is not sold in Argentina: the comparator says so in words, not "no versions". */
export const ChryslerEsAR: Story = { args: { ...BRAND_MARKET.ChryslerEsAR, model: '' } };
export const RamPtBR: Story = { args: { ...BRAND_MARKET.RamPtBR, model: '' } };
export const RamEsAR: Story = { args: { ...BRAND_MARKET.RamEsAR, model: '' } };
export const CitroenPtBR: Story = { args: { ...BRAND_MARKET.CitroenPtBR, model: '' } };
export const CitroenEsAR: Story = { args: { ...BRAND_MARKET.CitroenEsAR, model: '' } };
export const PeugeotPtBR: Story = { args: { ...BRAND_MARKET.PeugeotPtBR, model: '' } };
export const PeugeotEsAR: Story = { args: { ...BRAND_MARKET.PeugeotEsAR, model: '' } };
export const AbarthPtBR: Story = { args: { ...BRAND_MARKET.AbarthPtBR, model: '' } };
export const AbarthEsAR: Story = { args: { ...BRAND_MARKET.AbarthEsAR, model: '' } };
export const DsPtBR: Story = { args: { ...BRAND_MARKET.DsPtBR, model: '' } };
/** DS in Argentina: its Argentine line-up (DS 7, DS 4) in pesos. */
export const DsEsAR: Story = { args: { ...BRAND_MARKET.DsEsAR, model: '' } };
export const FiatCBR: Story = { args: { ...BRAND_MARKET.FiatCBR, model: '' } };
export const JeepCBR: Story = { args: { ...BRAND_MARKET.JeepCBR, model: '' } };
export const DodgeCBR: Story = { args: { ...BRAND_MARKET.DodgeCBR, model: '' } };
export const ChryslerCBR: Story = { args: { ...BRAND_MARKET.ChryslerCBR, model: '' } };
export const RamCBR: Story = { args: { ...BRAND_MARKET.RamCBR, model: '' } };
export const CitroenCBR: Story = { args: { ...BRAND_MARKET.CitroenCBR, model: '' } };
export const PeugeotCBR: Story = { args: { ...BRAND_MARKET.PeugeotCBR, model: '' } };
export const AbarthCBR: Story = { args: { ...BRAND_MARKET.AbarthCBR, model: '' } };
export const DsCBR: Story = { args: { ...BRAND_MARKET.DsCBR, model: '' } };

/** The shopper's current version marked; only its model's versions are compared. */
export const CurrentVersion: Story = { args: { mvs: ARGO[1]?.mvsCode ?? '' } };
/** No model given: the whole line-up, each column naming its model (no two columns read the same). */
export const AllModels: Story = { args: { model: '' } };
/** Each column headed by the version's 48 × 48 thumbnail rendition of the page's image template. */
export const Thumbnails: Story = { args: { imageTemplate: SANDBOX_IMAGES } };
/** Without an image template each version is drawn as its body type: the Toro as a pickup. */
export const DrawnBodyTypes: Story = {
  args: { model: VERSIONS.find((version) => version.modelName === 'Toro')?.modelCode ?? '' },
};
/** A narrow phone (390 px): the table scrolls sideways in its own focusable region, never the page. */
export const Narrow: Story = {
  args: { model: '' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 390 }}>
        <Story />
      </div>
    ),
  ],
};
/** The batch prices fail: the catalogue's list prices stand. */
export const PricesUnavailable: Story = {
  parameters: { msw: [http.get('*/price/batchPrices', () => HttpResponse.json({}, { status: 503 }))] },
};
export const Loading: Story = {
  parameters: {
    msw: [
      http.get('*/catalog/mvs/all', async () => {
        await delay('infinite');
      }),
    ],
  },
};
/** The catalogue fails: the generic message and a retry. */
export const CatalogueError: Story = {
  parameters: { msw: [http.get('*/catalog/mvs/all', () => HttpResponse.json({}, { status: 500 }))] },
};
/** A model without versions in the market. */
export const NoVersions: Story = { args: { model: 'XXX' } };
/** The item comparison fails: the table keeps the version figures and says the items are missing. */
export const ItemsUnavailable: Story = {
  parameters: { msw: [http.get('*/catalog/comparisons', () => HttpResponse.json({}, { status: 503 }))] },
};
