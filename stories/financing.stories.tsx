import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import '../widgets/financing/financing.element.ts';

interface Args {
  brand: string;
  market: string;
  source: string;
  mvs: string;
  price: string;
  colorCode: string;
}

/**
 * hub-financing on the sandbox. A car is given by attributes here; on a page with hub-configurator the
 * configured car is financed instead. Sending a proposal needs a signed-in user (`hub_token` cookie).
 */
const meta: Meta<Args> = {
  title: 'Widgets/hub-financing',
  render: ({ brand, market, source, mvs, price, colorCode }) => (
    <hub-financing
      key={`${brand}-${market}-${source}-${mvs}-${price}`}
      brand={brand}
      market={market}
      source={source}
      mvs={mvs || undefined}
      year={mvs ? 2026 : undefined}
      price={price ? Number(price) : undefined}
      color-code={colorCode || undefined}
    />
  ),
  args: { brand: 'fiat', market: 'pt-BR', source: 'CDC', mvs: '826D7L3', price: '100000', colorCode: '249' },
  argTypes: {
    brand: {
      control: 'select',
      options: ['fiat', 'jeep', 'dodge', 'chrysler', 'ram', 'citroen', 'peugeot', 'fiat-abarth', 'ds'],
    },
    market: { control: 'inline-radio', options: ['pt-BR', 'es-AR', 'c-BR'] },
    source: { control: 'inline-radio', options: ['ZFLOW', 'CDC', 'PSA_TRADITIONAL', 'NEXT', 'PSA_BALAO'] },
  },
};
export default meta;

type Story = StoryObj<Args>;

export const CdcBrazil: Story = {};
export const CdcArgentina: Story = { args: { brand: 'jeep', market: 'es-AR', price: '20000000' } };
/** ZFLOW: the shopper chooses how to finance first. */
export const FlowSelection: Story = { args: { source: 'ZFLOW' } };
export const FlowSelectionArgentina: Story = { args: { source: 'ZFLOW', market: 'es-AR', brand: 'peugeot' } };
export const Next: Story = { args: { source: 'NEXT' } };
export const PsaTraditional: Story = {
  args: {
    brand: 'peugeot',
    source: 'PSA_TRADITIONAL',
    mvs: 'B0C23GP463CYJYC3',
    price: '150000',
    colorCode: '',
  },
};
/** PSA balloon: the final-installment slider, bounded by the server. */
export const PsaBalloon: Story = {
  args: { brand: 'peugeot', source: 'PSA_BALAO', mvs: 'B0C23GP463CYJYC3', price: '150000', colorCode: '' },
};
/** No car on the page and none given: the widget says what it needs. */
export const NoCar: Story = { args: { mvs: '', price: '' } };
/** CDC needs the car's colour. */
export const NoColour: Story = { args: { colorCode: '' } };
/** The simulation service fails: the seed message, the call-the-dealer prompt and a retry. */
export const SimulationUnavailable: Story = {
  parameters: {
    msw: [http.post('*/funding/cdc/simulateProposalFlow', () => HttpResponse.json({}, { status: 503 }))],
  },
};
export const SimulationUnavailableArgentina: Story = {
  args: { market: 'es-AR', brand: 'jeep', price: '20000000' },
  parameters: SimulationUnavailable.parameters,
};
