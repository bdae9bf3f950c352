import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { VERSIONS } from '../api/sandbox/data/catalog.ts';
import { BRANDS } from '../core/brands.ts';
import { MARKETS } from '../core/markets.ts';
import { BRAND_MARKET } from './brandMarket.ts';
import '../widgets/version-comparator/version-comparator.element.ts';

interface Args {
  brand: string;
  market: string;
  model: string;
  mvs: string;
}

const ARGO = VERSIONS.filter((version) => version.brand === 'fiat' && version.modelName === 'Argo');

const meta: Meta<Args> = {
  title: 'Widgets/hub-version-comparator',
  render: ({ brand, market, model, mvs }) => (
    <hub-version-comparator
      key={`${brand}-${market}-${model}-${mvs}`}
      brand={brand}
      market={market}
      model={model || undefined}
      mvs={mvs || undefined}
    />
  ),
  args: { brand: 'fiat', market: 'pt-BR', model: ARGO[0]?.modelCode ?? '', mvs: '' },
  argTypes: {
    brand: {
      control: 'select',
      options: BRANDS,
    },
    market: { control: 'inline-radio', options: MARKETS },
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
/** Chrysler is not sold in Argentina: no versions to compare. */
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
export const DsEsAR: Story = { args: { ...BRAND_MARKET.DsEsAR, model: '' } };

/** The shopper's current version marked. */
export const CurrentVersion: Story = { args: { mvs: ARGO[1]?.mvsCode ?? '' } };
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
