import type { Meta, StoryObj } from '@storybook/react-vite';
import '../widgets/recall-search/recall-search.element.ts';
import { recallFixtureHandlers } from '../widgets/recall-search/fixtures.ts';

interface Args {
  brand: string;
  market: string;
  chatBot?: string;
}

function render({ brand, market, chatBot }: Args) {
  return <hub-recall-search key={`${brand}-${market}`} brand={brand} market={market} chat-bot={chatBot} />;
}

/** Recall fixtures (open recall: ABC1D23 / 9BD195A4ZN0123456; none: XYZ9876; unknown: QQQ0000) until the sandbox has recall handlers. */
const meta: Meta<Args> = {
  title: 'Widgets/hub-recall-search',
  render,
  args: { brand: 'fiat', market: 'pt-BR' },
  parameters: { msw: { handlers: recallFixtureHandlers } },
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
export const JeepEsAR: Story = { args: { brand: 'jeep', market: 'es-AR' } };
export const DodgePtBR: Story = { args: { brand: 'dodge', market: 'pt-BR' } };
export const ChryslerPtBR: Story = { args: { brand: 'chrysler', market: 'pt-BR' } };
export const RamPtBR: Story = { args: { brand: 'ram', market: 'pt-BR' } };
export const CitroenPtBR: Story = { args: { brand: 'citroen', market: 'pt-BR' } };
export const PeugeotEsAR: Story = { args: { brand: 'peugeot', market: 'es-AR' } };
export const AbarthPtBR: Story = { args: { brand: 'fiat-abarth', market: 'pt-BR' } };
export const DsPtBR: Story = { args: { brand: 'ds', market: 'pt-BR' } };
/** The chat-bot lookup (`recall/{brand}/{id}/{chatBot}`). */
export const ChatBot: Story = { args: { chatBot: 'whatsapp' } };
