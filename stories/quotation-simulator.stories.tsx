import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { VERSIONS } from '../api/sandbox/data/catalog.ts';
import { CARS, DEMO_CARS } from '../api/sandbox/data/vehicles.ts';
import type { Brand } from '../core/brands.ts';
import type { Market } from '../core/markets.ts';
import { BRAND_MARKET, type BrandMarketStory } from './brandMarket.ts';
import { fillText, inside, typeInto } from './play.ts';
import { signedInAs } from './signedInAs.ts';
import '../widgets/quotation-simulator/quotation-simulator.element.ts';
import { quotationSimulatorSpec } from '../widgets/quotation-simulator/quotation-simulator.spec.ts';
import { seenInLanguage } from './seenInLanguage.ts';
import { specArgTypes } from './specArgTypes.ts';

interface Args {
  brand: Brand;
  market: Market;
  /** Model code the quotation starts with. */
  model: string;
  /** Sandbox bearer token put in the `hub_token` cookie for the story; none: signed out. */
  token?: string;
}

function render({ brand, market, model }: Args) {
  return (
    <hub-quotation-simulator
      key={`${brand}-${market}-${model}`}
      brand={brand}
      market={market}
      model={model || undefined}
      year={2026}
      login-url="#sign-in"
    />
  );
}

/** The brand's first model sold in the market's country. */
function modelOf(brand: string, market: string): string {
  const country = market === 'es-AR' ? 'AR' : 'BR';
  const sold = VERSIONS.find((v) => v.brand === brand && v.price[country] !== undefined);
  return (sold ?? VERSIONS.find((v) => v.brand === brand))?.modelCode ?? '';
}
const story = (name: BrandMarketStory): Story => {
  const { brand, market } = BRAND_MARKET[name];
  return {
    args: {
      brand,
      market,
      model: modelOf(brand, market),
      token: market === 'es-AR' ? 'sandbox-token-joaquin' : 'sandbox-token-davi',
    },
  };
};

/**
 * On the sandbox: Davi (sandbox-token-davi, user_dealer) and Diego (sandbox-token-diego, dealer_manager)
 * sell at a Fiat dealer in São Paulo, Joaquín (sandbox-token-joaquin) and Tomás (sandbox-token-tomas,
 * dealer_manager) in Buenos Aires. Ana
 * (sandbox-token-ana) is a customer: the simulator says who it is for.
 */
const meta: Meta<Args> = {
  title: 'Widgets/hub-quotation-simulator',
  render,
  beforeEach: signedInAs,
  args: { brand: 'fiat', market: 'pt-BR', model: '674', token: 'sandbox-token-davi' },
  play: seenInLanguage('hub-quotation-simulator'),
  argTypes: {
    ...specArgTypes(quotationSimulatorSpec, ['brand', 'market', 'model', 'token']),
    token: {
      control: 'select',
      options: [
        undefined,
        'sandbox-token-davi',
        'sandbox-token-diego',
        'sandbox-token-joaquin',
        'sandbox-token-tomas',
        'sandbox-token-ana',
      ],
    },
  },
};
export default meta;

type Story = StoryObj<Args>;

/** Every brand skin in both markets, a seller signed in: the tabs on the model. */
export const FiatPtBR = story('FiatPtBR');
export const FiatEsAR = story('FiatEsAR');
export const FiatCBR = story('FiatCBR');
export const JeepPtBR = story('JeepPtBR');
export const JeepEsAR = story('JeepEsAR');
export const JeepCBR = story('JeepCBR');
export const DodgePtBR = story('DodgePtBR');
export const DodgeEsAR = story('DodgeEsAR');
export const DodgeCBR = story('DodgeCBR');
export const ChryslerPtBR = story('ChryslerPtBR');
export const ChryslerEsAR = story('ChryslerEsAR');
export const ChryslerCBR = story('ChryslerCBR');
export const RamPtBR = story('RamPtBR');
export const RamEsAR = story('RamEsAR');
export const RamCBR = story('RamCBR');
export const CitroenPtBR = story('CitroenPtBR');
export const CitroenEsAR = story('CitroenEsAR');
export const CitroenCBR = story('CitroenCBR');
export const PeugeotPtBR = story('PeugeotPtBR');
export const PeugeotEsAR = story('PeugeotEsAR');
export const PeugeotCBR = story('PeugeotCBR');
export const AbarthPtBR = story('AbarthPtBR');
export const AbarthEsAR = story('AbarthEsAR');
export const AbarthCBR = story('AbarthCBR');
export const DsPtBR = story('DsPtBR');
export const DsEsAR = story('DsEsAR');
export const DsCBR = story('DsCBR');

/** Chooses the Fiat 674's version 6742NV1 and a colour. */
async function chooseCar(canvasElement: HTMLElement, color: RegExp) {
  const { view, user } = await inside(canvasElement, 'hub-quotation-simulator');
  const version = await view.findByRole('combobox', { name: 'Versão' });
  await view.findByRole('option', { name: /105\.990/ });
  await user.selectOptions(version, '6742NV1');
  await user.click(await view.findByRole('radio', { name: color }));
  return { view, user };
}

/** A conflicting optional: the ADAS pack brings the front sensor, shown in the conflicts modal. */
export const Conflict: Story = {
  play: async ({ canvasElement }) => {
    const { view, user } = await chooseCar(canvasElement, /^Branco Banchisa \(/);
    await user.click(view.getByRole('tab', { name: 'Opcionais' }));
    await user.click(view.getByRole('checkbox', { name: /^Pacote ADAS/ }));
    await view.findByRole('alertdialog');
  },
};
/** A price lowered below the initial one: refused beside the field, nothing sent. */
export const PriceRefused: Story = {
  play: async ({ canvasElement }) => {
    const { view, user } = await chooseCar(canvasElement, /^Branco Banchisa \(/);
    await user.click(view.getByRole('button', { name: 'Revisar e visualizar' }));
    // Plain fields (no mask): filled the way a paste does (stories/play.ts).
    await fillText(user, view.getByRole('textbox', { name: 'Preço do veículo' }), '90.000');
    await user.click(view.getByRole('button', { name: 'Salvar cotação' }));
    await view.findByText(/^O preço deve ser maior/);
  },
};
/** The CRM already holds a quotation for the opportunity: code 002 in words. */
export const AlreadyRecorded: Story = {
  parameters: {
    msw: [http.post('*/dealer-sales/v2/quotation', () => HttpResponse.json({ success: false, code: '002' }))],
  },
  play: async ({ canvasElement }) => {
    const { view, user } = await chooseCar(canvasElement, /^Branco Banchisa \(/);
    await user.click(view.getByRole('button', { name: 'Revisar e visualizar' }));
    await fillText(user, view.getByRole('textbox', { name: 'Nome da oportunidade' }), 'OPP Ana');
    await user.click(view.getByRole('button', { name: 'Salvar cotação' }));
    await view.findByText(/^Cotação já registrada/);
  },
};
/** A sold-out colour: the switch to a factory-stock proposal. */
export const SoldOut: Story = {
  play: async ({ canvasElement }) => {
    const { view } = await chooseCar(canvasElement, /^Preto Vesúvio \(/);
    await view.findByText('Veículo esgotado no estoque da concessionária.');
  },
};
/** Dealer reports: a product's report opened with its reason (the view recorded first). */
export const DealerReport: Story = {
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-quotation-simulator');
    await user.click(await view.findByText('Relatórios da concessionária'));
    await user.click(await view.findByRole('radio', { name: 'Produto' }));
    await user.selectOptions(view.getByRole('combobox', { name: /^Produto/ }), 'Mopar Connect');
    await user.selectOptions(view.getByRole('combobox', { name: /^Motivo da consulta/ }), 'Atendimento');
    await user.click(view.getByRole('button', { name: 'Ver relatório' }));
    await view.findByRole('region', { name: 'Relatório do produto Mopar Connect' });
  },
};
/** Dealer reports: a report asked for without its reason, the message beside the field. */
export const DealerReportReasonRefused: Story = {
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-quotation-simulator');
    await user.click(await view.findByText('Relatórios da concessionária'));
    await user.click(await view.findByRole('radio', { name: 'Produto' }));
    await user.click(view.getByRole('button', { name: 'Ver relatório' }));
    await view.findByText('Escolha o motivo da consulta.');
  },
};
/** Used-car evaluation (dealer tools): the demo car by plate, the car on record and its value. */
export const UsedCarEvaluation: Story = {
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-quotation-simulator');
    await user.click(await view.findByText('Avaliação de usado'));
    await typeInto(user, view.getByRole('textbox', { name: /^Placa/ }), DEMO_CARS.clear.plate);
    await user.click(view.getByRole('button', { name: 'Avaliar' }));
    await view.findByText(`Carro registrado: ${DEMO_CARS.clear.plate}`);
  },
};
/** Used-car evaluation in es-AR (Joaquín): an Argentine car of the sandbox's fleet, in pesos. */
export const UsedCarEvaluationEsAR: Story = {
  args: { market: 'es-AR', token: 'sandbox-token-joaquin' },
  play: async ({ canvasElement }) => {
    const plate = CARS.find((c) => c.country === 'AR')?.plate ?? '';
    const { view, user } = await inside(canvasElement, 'hub-quotation-simulator');
    await user.click(await view.findByText('Tasación de usado'));
    await typeInto(user, view.getByRole('textbox', { name: /^Patente/ }), plate);
    await user.click(view.getByRole('button', { name: 'Tasar' }));
    await view.findByText(`Auto registrado: ${plate}`);
  },
};
/** A dealer manager: the working prices and their CSV besides the simulator. */
export const Manager: Story = { args: { token: 'sandbox-token-diego' } };

/** Opens the working prices and a version's working-price form, then saves `price` (typed as digits). */
async function setWorkingPrice(canvasElement: HTMLElement, texts: typeof WORKING.pt, price: string) {
  const { view, user } = await inside(canvasElement, 'hub-quotation-simulator');
  await user.click(await view.findByText(texts.title));
  await user.click(await view.findByRole('button', { name: texts.set }));
  await typeInto(user, view.getByRole('textbox', { name: texts.field }), price);
  await user.click(view.getByRole('button', { name: texts.save }));
  return view;
}
const WORKING = {
  pt: {
    title: 'Preços de trabalho da concessionária',
    set: /^Definir preço de trabalho: Argo Drive 1\.3 CVT$/,
    field: 'Preço de trabalho',
    save: 'Salvar preço de trabalho',
  },
  es: {
    title: 'Precios de trabajo del concesionario',
    set: /^Definir precio de trabajo: Argo Drive 1\.3 CVT$/,
    field: 'Precio de trabajo',
    save: 'Guardar precio de trabajo',
  },
};
/** Working-price maintenance (Diego, pt-BR): a version's first working price set, the row updated. */
export const WorkingPriceSet: Story = {
  args: { token: 'sandbox-token-diego' },
  play: async ({ canvasElement }) => {
    const view = await setWorkingPrice(canvasElement, WORKING.pt, '100000');
    await view.findByText(/^Preço de trabalho de .+ salvo:/);
  },
};
/** Working-price maintenance in Argentina (Tomás, es-AR): Spanish texts, pesos. */
export const WorkingPriceEsAR: Story = {
  args: { ...story('FiatEsAR').args, token: 'sandbox-token-tomas' },
  play: async ({ canvasElement }) => {
    const view = await setWorkingPrice(canvasElement, WORKING.es, '99999999');
    await view.findByText(/^Precio de trabajo de .+ guardado: \$/);
  },
};
/** A working price below 80% of the list price: the service's refusal said beside the field. */
export const WorkingPriceRefused: Story = {
  args: { token: 'sandbox-token-diego' },
  play: async ({ canvasElement }) => {
    const view = await setWorkingPrice(canvasElement, WORKING.pt, '50000');
    await view.findByText(/^O preço de trabalho não pode ser menor que 80% do preço de tabela/);
  },
};
/** A customer: refused in words, who the simulator is for. */
export const CustomerRefused: Story = { args: { token: 'sandbox-token-ana' } };
/** Signed out: the sign-in prompt. */
export const SignedOut: Story = { args: { token: undefined } };
/** The catalogue fails: 'Erro ao carregar dados.' and a retry. */
export const ServiceFailing: Story = {
  parameters: { msw: [http.get('*/catalog/*', () => new HttpResponse(null, { status: 503 }))] },
};
