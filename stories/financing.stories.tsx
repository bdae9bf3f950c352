import type { Meta, StoryObj } from '@storybook/react-vite';
import { fireEvent, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { VERSIONS } from '../api/sandbox/data/catalog.ts';
import type { Brand } from '../core/brands.ts';
import type { Market } from '../core/markets.ts';
import '../widgets/financing/financing.element.ts';
import { storedDraft } from '../test/examples/financingDraft.ts';
import { KEPT_NEXT_PLAN } from '../test/examples/keptSimulation.ts';
import { financingSpec } from '../widgets/financing/financing.spec.ts';
import type { FinancingProps } from '../widgets/financing/index.ts';
import type { BrandMarketStory } from './brandMarket.ts';
import { brandMarketCar } from './carOf.ts';
import { fillText, inside, typeInto } from './play.ts';
import { seenInLanguage } from './seenInLanguage.ts';
import { specArgTypes } from './specArgTypes.ts';

interface Args {
  brand: Brand;
  market: Market;
  source: string;
  mvs: string;
  price: string;
  colorCode: string;
  /** A kept simulation to reopen (`simulation-id`); none: a new simulation. */
  simulationId?: string;
  /** A sent proposal to reopen (`proposal-id`). */
  proposalId: string;
}

/**
 * hub-financing on the sandbox. A car is given by attributes here; on a page with hub-configurator the
 * configured car is financed instead. Sending a proposal needs a signed-in user (`hub_token` cookie).
 */
const meta: Meta<Args> = {
  title: 'Widgets/hub-financing',
  render: ({ brand, market, source, mvs, price, colorCode, simulationId, proposalId }) => (
    <hub-financing
      key={`${brand}-${market}-${source}-${mvs}-${price}-${simulationId ?? ''}-${proposalId}`}
      brand={brand}
      market={market}
      source={source as FinancingProps['source']}
      mvs={mvs || undefined}
      year={mvs ? 2026 : undefined}
      price={price ? Number(price) : undefined}
      color-code={colorCode || undefined}
      simulation-id={simulationId || undefined}
      proposal-id={proposalId || undefined}
    />
  ),
  args: {
    brand: 'fiat',
    market: 'pt-BR',
    source: 'CDC',
    mvs: '826D7L3',
    price: '100000',
    colorCode: '249',
    proposalId: '',
  },
  play: seenInLanguage('hub-financing'),
  argTypes: {
    ...specArgTypes(financingSpec, ['brand', 'market', 'source', 'mvs', 'price', 'colorCode', 'proposalId']),
    source: { control: 'inline-radio', options: ['ZFLOW', 'CDC', 'PSA_TRADITIONAL', 'NEXT', 'PSA_BALAO'] },
  },
};
export default meta;

type Story = StoryObj<Args>;

/** A brand × market story with the brand's own car. */
const carStory = (name: BrandMarketStory): Story => {
  const { price, year: _year, ...car } = brandMarketCar(name);
  return { args: { ...car, price: price ? String(price) : '' } };
};

/** Every brand skin in every market (c-BR speaks pt-BR), each with the brand's own car. */
export const FiatPtBR: Story = carStory('FiatPtBR');
export const FiatEsAR: Story = carStory('FiatEsAR');
export const FiatCBR: Story = carStory('FiatCBR');
export const JeepPtBR: Story = carStory('JeepPtBR');
export const JeepEsAR: Story = carStory('JeepEsAR');
export const JeepCBR: Story = carStory('JeepCBR');
export const DodgePtBR: Story = carStory('DodgePtBR');
export const DodgeEsAR: Story = carStory('DodgeEsAR');
export const DodgeCBR: Story = carStory('DodgeCBR');
export const ChryslerPtBR: Story = carStory('ChryslerPtBR');
export const ChryslerEsAR: Story = carStory('ChryslerEsAR');
export const ChryslerCBR: Story = carStory('ChryslerCBR');
export const RamPtBR: Story = carStory('RamPtBR');
export const RamEsAR: Story = carStory('RamEsAR');
export const RamCBR: Story = carStory('RamCBR');
export const CitroenPtBR: Story = carStory('CitroenPtBR');
export const CitroenEsAR: Story = carStory('CitroenEsAR');
export const CitroenCBR: Story = carStory('CitroenCBR');
export const PeugeotPtBR: Story = carStory('PeugeotPtBR');
export const PeugeotEsAR: Story = carStory('PeugeotEsAR');
export const PeugeotCBR: Story = carStory('PeugeotCBR');
export const AbarthPtBR: Story = carStory('AbarthPtBR');
export const AbarthEsAR: Story = carStory('AbarthEsAR');
export const AbarthCBR: Story = carStory('AbarthCBR');
export const DsPtBR: Story = carStory('DsPtBR');
export const DsEsAR: Story = carStory('DsEsAR');
export const DsCBR: Story = carStory('DsCBR');

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

/** Waits until `check` holds (a play function's condition on what the shopper sees). */
const until = (check: () => boolean, what: string) =>
  waitFor(
    () => {
      if (!check()) throw new Error(`waiting: ${what}`);
    },
    { timeout: 5000 },
  );

/** The comparator page state: every term side by side with its rate and CET. */
export const Comparator: Story = {
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-financing');
    await user.click(await view.findByRole('button', { name: 'Comparar prazos' }, { timeout: 5000 }));
    await view.findByRole('table', {}, { timeout: 5000 });
  },
};

/** NEXT with a 40 % final installment: not offered over 60 months, so the comparator says so for that term. */
export const ComparatorTermUnavailable: Story = {
  args: { source: 'NEXT' },
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-financing');
    const compare = await view.findByRole('button', { name: 'Comparar prazos' }, { timeout: 5000 });
    const final = view.getByRole('slider', { name: /parcela final/i });
    fireEvent.change(final, { target: { value: final.getAttribute('max') } });
    await view.findByText(/R\$\s40\.000,00/, { selector: 'dd' }, { timeout: 5000 });
    await until(() => !(compare as HTMLButtonElement).disabled, 'simulated');
    await user.click(compare);
    await view.findByText('O comparador não está disponível para este prazo.', {}, { timeout: 5000 });
  },
};

/** A coupon without an entry payment: the seed 001 rule beside the field, nothing asked of the service. */
export const CouponNeedsEntry: Story = {
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-financing');
    const choose = await view.findByRole('button', { name: /quero este plano/i }, { timeout: 5000 });
    fireEvent.change(view.getByRole('slider', { name: /entrada/i }), { target: { value: '0' } });
    await view.findByText(/R\$\s0,00/, { selector: 'dd' }, { timeout: 5000 });
    await until(() => !(choose as HTMLButtonElement).disabled, 'simulated');
    await user.click(choose);
    await fillText(user, await view.findByLabelText(/cupom de desconto/i), 'BEMVINDO10');
    await user.click(view.getByRole('button', { name: 'Aplicar cupom' }));
    await view.findByText('Cupom disponível apenas em propostas com entrada');
  },
};

/** A coupon with an entry payment: its discount comes off the price, the plan check shows the lower figures. */
export const CouponDiscount: Story = {
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-financing');
    await user.click(await view.findByRole('button', { name: /quero este plano/i }, { timeout: 5000 }));
    await fillText(user, await view.findByLabelText(/cupom de desconto/i), 'BEMVINDO10');
    await user.click(view.getByRole('button', { name: 'Aplicar cupom' }));
    await view.findByText(/Desconto do cupom BEMVINDO10/, {}, { timeout: 5000 });
  },
};

/** A NEXT plan kept with the funding service (GET simulate/{id}), as the sandbox keeps one. */
const KEPT_SIMULATION = { id: 'SIM-STORY', input: KEPT_NEXT_PLAN };
/** A kept simulation reopened by `simulation-id`: its source, car and sliders (40 %, 36 months, 30 %). */
export const ReopenedSimulation: Story = {
  args: { source: 'CDC', mvs: '', price: '', colorCode: '', simulationId: KEPT_SIMULATION.id },
  parameters: {
    msw: [http.get(`*/funding/simulate/${KEPT_SIMULATION.id}`, () => HttpResponse.json(KEPT_SIMULATION))],
  },
};
/** An unknown simulation id: the widget says so and simulates the car given afresh. */
export const ReopenedSimulationUnknown: Story = { args: { simulationId: 'SIM-UNKNOWN' } };

/** NEXT: the short lead form the bank needs (next-lead-form). */
export const NextLeadForm: Story = {
  args: { source: 'NEXT' },
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-financing');
    await user.click(await view.findByRole('button', { name: /quero este plano/i }, { timeout: 5000 }));
    await user.click(await view.findByRole('button', { name: /^continuar$/i }));
    await view.findByRole('heading', { name: 'Seus dados para a proposta NEXT' });
  },
};

/** The legal-person proposal: company name, CNPJ, foundation date and the representative. */
export const LegalPersonProposal: Story = {
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-financing');
    await user.click(await view.findByRole('button', { name: /quero este plano/i }, { timeout: 5000 }));
    await user.click(await view.findByRole('button', { name: /^continuar$/i }));
    await user.click(await view.findByRole('radio', { name: /pessoa jurídica/i }));
    await view.findByLabelText(/data de fundação/i);
  },
};

const draft = (income: string) => storedDraft({ income });

/** PSA balloon from a kept draft to the bank's answer: types the documents, accepts the terms and sends. */
const sendPsa = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const { view, user } = await inside(canvasElement, 'hub-financing');
  await user.click(await view.findByRole('button', { name: /quero este plano/i }, { timeout: 5000 }));
  await user.click(await view.findByRole('button', { name: /^continuar$/i }));
  await typeInto(user, view.getByLabelText(/^cpf/i), '52998224725');
  await fillText(user, view.getByLabelText(/número do documento/i), '123456789');
  await user.click(view.getByRole('button', { name: /^continuar$/i }));
  await user.click(await view.findByRole('checkbox', { name: /aceito os termos/i }));
  await user.click(view.getByRole('button', { name: /enviar proposta/i }));
  return view;
};
const PSA_ARGS = {
  brand: 'peugeot' as const,
  source: 'PSA_BALAO',
  mvs: 'B0C23GP463CYJYC3',
  price: '150000',
  colorCode: '',
};

/** The PSA bank's flow fails: external-flow-error, with the instability message and a retry. */
export const ExternalFlowError: Story = {
  args: PSA_ARGS,
  parameters: {
    msw: [http.post('*/funding/v2/psa/financing', () => HttpResponse.json({}, { status: 503 }))],
  },
  beforeEach: () =>
    sessionStorage.setItem('hub:financing:proposal:peugeot', JSON.stringify(draft('R$ 15.000,00'))),
  play: async (context) => {
    const view = await sendPsa(context);
    await view.findByRole('heading', { name: 'Não foi possível continuar com o banco' }, { timeout: 5000 });
  },
};

/** An income the installment barely touches: pre-approved, voucher and the formalization QR code. */
export const ApprovedWithFormalization: Story = {
  args: PSA_ARGS,
  beforeEach: () =>
    sessionStorage.setItem('hub:financing:proposal:peugeot', JSON.stringify(draft('R$ 20.000,00'))),
  play: async (context) => {
    const view = await sendPsa(context);
    const user = userEvent.setup();
    await user.click(await view.findByRole('button', { name: 'Formalizar proposta' }, { timeout: 5000 }));
    await view.findByRole('img', { name: /Código QR/ }, { timeout: 5000 });
  },
};

/** An income the installment would strain: the proposal is refused. */
export const Refused: Story = {
  args: PSA_ARGS,
  beforeEach: () =>
    sessionStorage.setItem('hub:financing:proposal:peugeot', JSON.stringify(draft('R$ 4.000,00'))),
  play: async (context) => {
    const view = await sendPsa(context);
    await view.findByRole('heading', { name: 'Proposta recusada' }, { timeout: 5000 });
  },
};

/** A signed-in self-employed buyer's CDC proposal: the bank asks for documents (PENDING_DOCUMENT). */
const documentsSetup = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: the story sets the cookie the way a login page does
  document.cookie = 'hub_token=sandbox-token-ana; path=/';
  sessionStorage.removeItem('hub-financing:documents:fiat');
  sessionStorage.setItem(
    'hub:financing:proposal:fiat',
    JSON.stringify({ ...draft('R$ 20.000,00'), occupation: 'self-employed' }),
  );
  return () => {
    // biome-ignore lint/suspicious/noDocumentCookie: see above
    document.cookie = 'hub_token=; Max-Age=0; path=/';
    sessionStorage.removeItem('hub-financing:documents:fiat');
  };
};
const sendForDocuments = async (context: { canvasElement: HTMLElement }) => {
  // The same steps as the PSA proposal: keep the draft, type the documents, accept and send.
  const view = await sendPsa(context);
  await view.findByLabelText('Comprovante de renda', {}, { timeout: 5000 });
  return view;
};
const file = (name: string, bytes = 2048) =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

/** Documents pending: one file input per document the bank asks for. */
export const DocumentsPending: Story = {
  beforeEach: documentsSetup,
  play: async (context) => {
    await sendForDocuments(context);
  },
};

/** A file above the size limit is refused beside its field; nothing is sent. */
export const DocumentTooLarge: Story = {
  beforeEach: documentsSetup,
  play: async (context) => {
    const view = await sendForDocuments(context);
    await userEvent.setup().upload(view.getByLabelText('RG'), file('rg.pdf', 10 * 1024 * 1024 + 1));
    await view.findByText('Arquivos excederam o tamanho máximo');
  },
};

/** The funding service fails the upload: the document's message and a retry. */
export const DocumentUploadFailed: Story = {
  beforeEach: documentsSetup,
  parameters: {
    msw: [http.post('*/funding/documents', () => HttpResponse.json({}, { status: 503 }))],
  },
  play: async (context) => {
    const view = await sendForDocuments(context);
    await userEvent.setup().upload(view.getByLabelText('RG'), file('rg.pdf'));
    await view.findByRole('button', { name: 'Tentar novamente' }, { timeout: 5000 });
  },
};

/** Every document sent: the list of what was received and the status in document analysis. */
export const DocumentsInAnalysis: Story = {
  beforeEach: documentsSetup,
  play: async (context) => {
    const view = await sendForDocuments(context);
    const user = userEvent.setup();
    await user.upload(view.getByLabelText('RG'), file('rg.pdf'));
    await view.findByText('Enviado: rg.pdf', {}, { timeout: 5000 });
    await user.upload(view.getByLabelText('Comprovante de renda'), file('renda.pdf'));
    await view.findByText('Enviado: renda.pdf', {}, { timeout: 5000 });
    await user.upload(view.getByLabelText('Comprovante de residência'), file('conta.pdf'));
    await view.findByText('Situação: Documentos em análise', {}, { timeout: 5000 });
  },
};

/** The car changes after a plan was chosen (here the attributes; on a page, the configurator): the plan is dropped and the new car simulated. */
export const CarChanged: Story = {
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-financing');
    await user.click(await view.findByRole('button', { name: /quero este plano/i }, { timeout: 5000 }));
    await view.findByRole('button', { name: /^continuar$/i });
    const el = canvasElement.querySelector('hub-financing');
    const toro = VERSIONS.find((v) => v.brand === 'fiat' && v.modelName === 'Toro');
    // React gives a custom element its props as properties, and an assigned property wins over the
    // attribute: the car is changed the way the story's page set it.
    Object.assign(el ?? {}, { mvs: toro?.mvsCode ?? '', price: 180000 });
    await view.findByText(
      'O carro mudou: o plano escolhido foi descartado e o financiamento simulado de novo.',
      {},
      { timeout: 5000 },
    );
  },
};

/** The page's sign-in address (`login-url` page setting) for a story, removed afterwards. */
const loginUrlSetup = () => {
  const meta = document.createElement('meta');
  meta.name = 'hub:setting:login-url';
  meta.content = '/entrar';
  document.head.append(meta);
  return () => meta.remove();
};

/** Signed out at the start of a CDC proposal: said before the form, with the sign-in link and the way back. */
const signedOutPlay = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const { view, user } = await inside(canvasElement, 'hub-financing');
  await user.click(
    await view.findByRole('button', { name: /quero este plano|quiero este plan/i }, { timeout: 5000 }),
  );
  await user.click(await view.findByRole('button', { name: /^continuar$/i }));
  await view.findByRole('link', { name: /entrar na minha conta|ingresar a mi cuenta/i });
};
export const SignedOutProposal: Story = { beforeEach: loginUrlSetup, play: signedOutPlay };
export const SignedOutProposalArgentina: Story = {
  args: { brand: 'jeep', market: 'es-AR', price: '20000000' },
  beforeEach: loginUrlSetup,
  play: signedOutPlay,
};

/** A sent proposal reopened by its id (`proposal-id`, or the formalization QR's `?proposal=`): its status and formalization. */
export const ResumedProposal: Story = {
  args: { proposalId: 'PRP-2025-0142' },
  play: async ({ canvasElement }) => {
    const { view } = await inside(canvasElement, 'hub-financing');
    await view.findByText('Situação: Em formalização', {}, { timeout: 5000 });
  },
};

/** A proposal id the funding service cannot read: said, with a retry. */
export const ResumeFailed: Story = {
  args: { proposalId: 'PRP-UNKNOWN' },
  play: async ({ canvasElement }) => {
    const { view } = await inside(canvasElement, 'hub-financing');
    await view.findByRole('button', { name: 'Tentar novamente' }, { timeout: 5000 });
  },
};
