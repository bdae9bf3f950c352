import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import '../widgets/lead-form/lead-form.element.ts';

interface Args {
  brand: string;
  market: string;
  variant: 'physical' | 'legal' | 'custom';
  allowPersonType: boolean;
  extra?: Record<string, string>;
}

const CUSTOM = {
  reasons: '["Quero comprar","Test drive","Dúvidas"]',
  fields:
    '[{"name":"versao","label":"Versão de interesse"},{"name":"mensagem","label":"Mensagem","type":"textarea"}]',
};

function render({ brand, market, variant, allowPersonType, extra }: Args) {
  return (
    <hub-lead-form
      key={`${brand}-${market}-${variant}`}
      brand={brand}
      market={market}
      variant={variant}
      origin="storybook"
      model-code="338"
      allow-person-type={allowPersonType || undefined}
      {...(variant === 'custom' ? CUSTOM : {})}
      {...extra}
    />
  );
}

const meta: Meta<Args> = {
  title: 'Widgets/hub-lead-form',
  render,
  args: { brand: 'fiat', market: 'pt-BR', variant: 'physical', allowPersonType: false },
  argTypes: {
    brand: {
      control: 'select',
      options: ['fiat', 'jeep', 'dodge', 'chrysler', 'ram', 'citroen', 'peugeot', 'fiat-abarth', 'ds'],
    },
    market: { control: 'inline-radio', options: ['pt-BR', 'es-AR', 'c-BR'] },
    variant: { control: 'inline-radio', options: ['physical', 'legal', 'custom'] },
  },
};
export default meta;

type Story = StoryObj<Args>;

export const FiatPtBR: Story = { args: { brand: 'fiat', market: 'pt-BR' } };
export const FiatEsAR: Story = { args: { brand: 'fiat', market: 'es-AR' } };
export const JeepPtBR: Story = { args: { brand: 'jeep', market: 'pt-BR' } };
export const JeepEsAR: Story = { args: { brand: 'jeep', market: 'es-AR' } };
export const DodgePtBR: Story = { args: { brand: 'dodge', market: 'pt-BR' } };
export const DodgeEsAR: Story = { args: { brand: 'dodge', market: 'es-AR' } };
export const ChryslerPtBR: Story = { args: { brand: 'chrysler', market: 'pt-BR' } };
export const ChryslerEsAR: Story = { args: { brand: 'chrysler', market: 'es-AR' } };
export const RamPtBR: Story = { args: { brand: 'ram', market: 'pt-BR' } };
export const RamEsAR: Story = { args: { brand: 'ram', market: 'es-AR' } };
export const CitroenPtBR: Story = { args: { brand: 'citroen', market: 'pt-BR' } };
export const CitroenEsAR: Story = { args: { brand: 'citroen', market: 'es-AR' } };
export const PeugeotPtBR: Story = { args: { brand: 'peugeot', market: 'pt-BR' } };
export const PeugeotEsAR: Story = { args: { brand: 'peugeot', market: 'es-AR' } };
export const AbarthPtBR: Story = { args: { brand: 'fiat-abarth', market: 'pt-BR' } };
export const AbarthEsAR: Story = { args: { brand: 'fiat-abarth', market: 'es-AR' } };
export const DsPtBR: Story = { args: { brand: 'ds', market: 'pt-BR' } };
export const DsEsAR: Story = { args: { brand: 'ds', market: 'es-AR' } };

/** Legal person (company) form; `variant="legal"`. */
export const LegalPerson: Story = { args: { variant: 'legal' } };
/** Legal person in Argentina: CUIT instead of CNPJ. */
export const LegalPersonEsAR: Story = { args: { variant: 'legal', market: 'es-AR', brand: 'peugeot' } };
/** Custom form with address, contact reason and free fields. */
export const Custom: Story = { args: { variant: 'custom' } };
/** Physical/legal toggle shown (`allow-person-type`). */
export const PersonTypeChoice: Story = { args: { allowPersonType: true } };
/** Dealers never answer: the dealer list stays in its loading state once a city is chosen. */
export const DealersLoading: Story = {
  parameters: {
    msw: [
      http.get('*/dealers/v2/dealer/findDealersBy', async () => {
        await delay('infinite');
      }),
    ],
  },
};
/** The location service fails: the message and a retry button show. */
export const LocationServiceDown: Story = {
  parameters: {
    msw: [http.get('*/location/country/:c/state', () => new HttpResponse(null, { status: 500 }))],
  },
};
/** The lead service fails: 'FALHA AO ENVIAR MENSAGEM!' on send; values stay for a retry. */
export const LeadServiceDown: Story = {
  parameters: {
    msw: [http.post('*/lead/', () => new HttpResponse(null, { status: 500 }))],
  },
};
/** A wrong attribute: the visible configuration message instead of a blank box. */
export const ConfigurationError: Story = { args: { extra: { variant: 'company' } } };
/** An unknown brand. */
export const UnknownBrand: Story = { args: { brand: 'tesla' } };
