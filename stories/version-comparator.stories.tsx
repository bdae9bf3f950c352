import type { Meta, StoryObj } from '@storybook/react-vite';
import '../widgets/version-comparator/version-comparator.element.ts';

interface Args {
  brand: string;
  market: string;
  model: string;
}

const meta: Meta<Args> = {
  title: 'Widgets/hub-version-comparator',
  render: ({ brand, market, model }) => (
    <hub-version-comparator
      key={`${brand}-${market}`}
      brand={brand}
      market={market}
      model={model || undefined}
    />
  ),
  args: { brand: 'fiat', market: 'pt-BR', model: '' },
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

export const FiatBrazil: Story = {};
export const FiatArgentina: Story = { args: { market: 'es-AR' } };
export const Jeep: Story = { args: { brand: 'jeep' } };
