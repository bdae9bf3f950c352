import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import '../widgets/configurator/configurator.element.ts';

interface Args {
  brand: string;
  market: string;
  model: string;
  initialStep: string;
  ecommerce: boolean;
}

function render({ brand, market, model, initialStep, ecommerce }: Args) {
  return (
    <hub-configurator
      key={`${brand}-${market}-${model}`}
      brand={brand}
      market={market}
      model={model || undefined}
      initial-step={initialStep}
      ecommerce={ecommerce ? '' : undefined}
    />
  );
}

const meta: Meta<Args> = {
  title: 'Widgets/hub-configurator',
  render,
  args: { brand: 'fiat', market: 'pt-BR', model: '', initialStep: 'version', ecommerce: false },
  argTypes: {
    brand: {
      control: 'select',
      options: ['fiat', 'jeep', 'dodge', 'chrysler', 'ram', 'citroen', 'peugeot', 'fiat-abarth', 'ds'],
    },
    market: { control: 'inline-radio', options: ['pt-BR', 'es-AR', 'c-BR'] },
    initialStep: {
      control: 'select',
      options: ['version', 'optionals', 'color', 'coating', 'accessories', 'services', 'resume'],
    },
  },
};
export default meta;

type Story = StoryObj<Args>;

export const FiatBrazil: Story = {};
export const FiatArgentina: Story = { args: { market: 'es-AR' } };
export const Jeep: Story = { args: { brand: 'jeep' } };
export const Peugeot: Story = { args: { brand: 'peugeot' } };
export const Ecommerce: Story = { args: { ecommerce: true } };
export const PriceUnavailable: Story = {
  parameters: {
    msw: [http.get('*/price/price', () => HttpResponse.json({}, { status: 500 }))],
  },
};
export const CatalogueError: Story = {
  parameters: {
    msw: [http.get('*/catalog/mvs/all', () => HttpResponse.json({}, { status: 500 }))],
  },
};
