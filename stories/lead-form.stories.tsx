import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import type { Brand } from '../core/brands.ts';
import type { Market } from '../core/markets.ts';
import { BRAND_MARKET } from './brandMarket.ts';
import '../widgets/lead-form/lead-form.element.ts';
import { leadFormSpec } from '../widgets/lead-form/lead-form.spec.ts';
import { configurationShown, notSoldShown, seenInLanguage } from './seenInLanguage.ts';
import { specArgTypes } from './specArgTypes.ts';

interface Args {
  brand: Brand;
  market: Market;
  variant: 'physical' | 'legal' | 'custom' | 'contact';
  allowPersonType: boolean;
  extra?: Record<string, string>;
}

// A React 19 host sets JSON props as properties once the tag is defined: the lists themselves.
const CUSTOM = {
  reasons: ['Quero comprar', 'Test drive', 'Dúvidas'],
  fields: [
    { name: 'versao', label: 'Versão de interesse' },
    { name: 'mensagem', label: 'Mensagem', type: 'textarea' as const },
  ],
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
  play: seenInLanguage('hub-lead-form'),
  argTypes: {
    ...specArgTypes(leadFormSpec, ['brand', 'market', 'variant', 'allowPersonType']),
    variant: { control: 'inline-radio', options: ['physical', 'legal', 'custom', 'contact'] },
  },
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
/** Chrysler is not sold in Argentina: the form gives way to that message (no dealer there to answer). */
export const ChryslerEsAR: Story = {
  args: BRAND_MARKET.ChryslerEsAR,
  play: notSoldShown('hub-lead-form', { reach: true }),
};
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
export const ConfigurationError: Story = {
  args: { extra: { variant: 'company' } },
  play: configurationShown('hub-lead-form'),
};
/** An unknown brand (an extra attribute: JSX types `brand` as the brands' union). */
export const UnknownBrand: Story = {
  args: { extra: { brand: 'tesla' } },
  play: configurationShown('hub-lead-form'),
};
