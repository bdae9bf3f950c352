import type { Meta, StoryObj } from '@storybook/react-vite';
import '../widgets/voucher-area/voucher-area.element.ts';
import { voucherFixtureHandlers } from '../widgets/voucher-area/fixtures.ts';

interface Args {
  brand: string;
  market: string;
}

function render({ brand, market }: Args) {
  return <hub-voucher-area key={`${brand}-${market}`} brand={brand} market={market} />;
}

/**
 * Voucher fixtures until the sandbox has voucher handlers. Signed out unless the `hub_token` cookie
 * holds a sandbox token (e.g. sandbox-token-ana, whose CPF has vouchers in every state).
 */
const meta: Meta<Args> = {
  title: 'Widgets/hub-voucher-area',
  render,
  args: { brand: 'fiat', market: 'pt-BR' },
  parameters: { msw: { handlers: voucherFixtureHandlers } },
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

export const FiatPtBR: Story = { args: { brand: 'fiat', market: 'pt-BR' } };
export const FiatEsAR: Story = { args: { brand: 'fiat', market: 'es-AR' } };
export const JeepPtBR: Story = { args: { brand: 'jeep', market: 'pt-BR' } };
export const RamPtBR: Story = { args: { brand: 'ram', market: 'pt-BR' } };
export const PeugeotEsAR: Story = { args: { brand: 'peugeot', market: 'es-AR' } };
export const DsPtBR: Story = { args: { brand: 'ds', market: 'pt-BR' } };
