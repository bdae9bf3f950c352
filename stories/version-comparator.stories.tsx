import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { VERSIONS } from '../api/sandbox/data/catalog.ts';
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
      options: ['fiat', 'jeep', 'dodge', 'chrysler', 'ram', 'citroen', 'peugeot', 'fiat-abarth', 'ds'],
    },
    market: { control: 'inline-radio', options: ['pt-BR', 'es-AR', 'c-BR'] },
  },
};
export default meta;

type Story = StoryObj<Args>;

// Every brand skin in both markets (all the brand's versions when no model is given).
export const FiatPtBR: Story = {};
export const FiatEsAR: Story = { args: { market: 'es-AR' } };
export const JeepPtBR: Story = { args: { brand: 'jeep', model: '' } };
export const JeepEsAR: Story = { args: { brand: 'jeep', model: '', market: 'es-AR' } };
export const DodgePtBR: Story = { args: { brand: 'dodge', model: '' } };
export const DodgeEsAR: Story = { args: { brand: 'dodge', model: '', market: 'es-AR' } };
export const ChryslerPtBR: Story = { args: { brand: 'chrysler', model: '' } };
/** Chrysler is not sold in Argentina: no versions to compare. */
export const ChryslerEsAR: Story = { args: { brand: 'chrysler', model: '', market: 'es-AR' } };
export const RamPtBR: Story = { args: { brand: 'ram', model: '' } };
export const RamEsAR: Story = { args: { brand: 'ram', model: '', market: 'es-AR' } };
export const CitroenPtBR: Story = { args: { brand: 'citroen', model: '' } };
export const CitroenEsAR: Story = { args: { brand: 'citroen', model: '', market: 'es-AR' } };
export const PeugeotPtBR: Story = { args: { brand: 'peugeot', model: '' } };
export const PeugeotEsAR: Story = { args: { brand: 'peugeot', model: '', market: 'es-AR' } };
export const AbarthPtBR: Story = { args: { brand: 'fiat-abarth', model: '' } };
export const AbarthEsAR: Story = { args: { brand: 'fiat-abarth', model: '', market: 'es-AR' } };
export const DsPtBR: Story = { args: { brand: 'ds', model: '' } };
export const DsEsAR: Story = { args: { brand: 'ds', model: '', market: 'es-AR' } };

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
