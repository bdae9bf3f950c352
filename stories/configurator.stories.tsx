import type { Meta, StoryObj } from '@storybook/react-vite';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { VERSIONS } from '../api/sandbox/data/catalog.ts';
import type { Brand } from '../core/brands.ts';
import type { Market } from '../core/markets.ts';
import { BRAND_MARKET } from './brandMarket.ts';
import '../widgets/configurator/configurator.element.ts';
import { configuratorSpec } from '../widgets/configurator/configurator.spec.ts';
import type { ConfiguratorProps } from '../widgets/configurator/index.ts';
import { configuratorSetup } from './configuratorSetup.ts';
import { seenInLanguage } from './seenInLanguage.ts';
import { specArgTypes } from './specArgTypes.ts';

interface Args {
  brand: Brand;
  market: Market;
  model: string;
  /** The version chosen first (`mvs` attribute); empty: none. */
  mvs: string;
  initialStep: ConfiguratorProps['initialStep'];
  ecommerce: boolean;
}

function render({ brand, market, model, mvs, initialStep, ecommerce }: Args) {
  return (
    <hub-configurator
      key={`${brand}-${market}-${model}-${mvs}-${initialStep}-${ecommerce}`}
      brand={brand}
      market={market}
      model={model || undefined}
      mvs={mvs || undefined}
      initial-step={initialStep}
      ecommerce={ecommerce || undefined}
    />
  );
}

/** Waits for an element inside the configurator's shadow root, then clicks it as a shopper would. */
async function clickInside(canvas: HTMLElement, selector: string, text?: RegExp) {
  const find = () => {
    const root = canvas.querySelector('hub-configurator')?.shadowRoot;
    const all = [...(root?.querySelectorAll<HTMLElement>(selector) ?? [])];
    return all.find((el) => !text || text.test(el.closest('label')?.textContent ?? el.textContent ?? ''));
  };
  for (let i = 0; i < 100 && !find(); i++) await new Promise((r) => setTimeout(r, 50));
  const target = find();
  if (target) await userEvent.click(target);
}

const SANDBOX_IMAGES = '/sandbox/renditions/{brand}/{mvs}/{color}/{width}x{height}.svg';
const CONFIGURED = { parts: ['ADS', 'PSD', 'R18', '52102401'], color: '612', coating: 'CCS' };

const meta: Meta<Args> = {
  title: 'Widgets/hub-configurator',
  render,
  args: { brand: 'fiat', market: 'pt-BR', model: '', mvs: '', initialStep: 'version', ecommerce: false },
  play: seenInLanguage('hub-configurator'),
  argTypes: {
    ...specArgTypes(configuratorSpec, ['brand', 'market', 'model', 'mvs', 'initialStep', 'ecommerce']),
    initialStep: {
      control: 'select',
      options: ['version', 'optionals', 'color', 'coating', 'accessories', 'services', 'resume'],
    },
  },
  beforeEach: configuratorSetup(),
};
export default meta;

type Story = StoryObj<Args>;

// Every brand skin in both markets (version list, location already set).
export const FiatPtBR: Story = { args: BRAND_MARKET.FiatPtBR };
export const FiatEsAR: Story = {
  args: BRAND_MARKET.FiatEsAR,
  beforeEach: configuratorSetup({ market: 'es-AR' }),
};
export const JeepPtBR: Story = { args: BRAND_MARKET.JeepPtBR };
export const JeepEsAR: Story = {
  args: BRAND_MARKET.JeepEsAR,
  beforeEach: configuratorSetup({ market: 'es-AR' }),
};
export const DodgePtBR: Story = { args: BRAND_MARKET.DodgePtBR };
export const DodgeEsAR: Story = {
  args: BRAND_MARKET.DodgeEsAR,
  beforeEach: configuratorSetup({ market: 'es-AR' }),
};
export const ChryslerPtBR: Story = { args: BRAND_MARKET.ChryslerPtBR };
/** Chrysler is not sold in Argentina: the configurator says only that, with no steps or controls. */
export const ChryslerEsAR: Story = {
  args: BRAND_MARKET.ChryslerEsAR,
  beforeEach: configuratorSetup({ market: 'es-AR' }),
};
export const RamPtBR: Story = { args: BRAND_MARKET.RamPtBR };
export const RamEsAR: Story = {
  args: BRAND_MARKET.RamEsAR,
  beforeEach: configuratorSetup({ market: 'es-AR' }),
};
export const CitroenPtBR: Story = { args: BRAND_MARKET.CitroenPtBR };
export const CitroenEsAR: Story = {
  args: BRAND_MARKET.CitroenEsAR,
  beforeEach: configuratorSetup({ market: 'es-AR' }),
};
export const PeugeotPtBR: Story = { args: BRAND_MARKET.PeugeotPtBR };
export const PeugeotEsAR: Story = {
  args: BRAND_MARKET.PeugeotEsAR,
  beforeEach: configuratorSetup({ market: 'es-AR' }),
};
export const AbarthPtBR: Story = { args: BRAND_MARKET.AbarthPtBR };
export const AbarthEsAR: Story = {
  args: BRAND_MARKET.AbarthEsAR,
  beforeEach: configuratorSetup({ market: 'es-AR' }),
};
export const DsPtBR: Story = { args: BRAND_MARKET.DsPtBR };
export const DsEsAR: Story = {
  args: BRAND_MARKET.DsEsAR,
  beforeEach: configuratorSetup({ market: 'es-AR' }),
};
export const FiatCBR: Story = { args: BRAND_MARKET.FiatCBR };
export const JeepCBR: Story = { args: BRAND_MARKET.JeepCBR };
export const DodgeCBR: Story = { args: BRAND_MARKET.DodgeCBR };
export const ChryslerCBR: Story = { args: BRAND_MARKET.ChryslerCBR };
export const RamCBR: Story = { args: BRAND_MARKET.RamCBR };
export const CitroenCBR: Story = { args: BRAND_MARKET.CitroenCBR };
export const PeugeotCBR: Story = { args: BRAND_MARKET.PeugeotCBR };
export const AbarthCBR: Story = { args: BRAND_MARKET.AbarthCBR };
export const DsCBR: Story = { args: BRAND_MARKET.DsCBR };

// Version step states.
/** No location on the page yet: the shared location selector asks for one. */
export const LocationAsked: Story = { beforeEach: configuratorSetup({ location: false }) };
/** Versions still loading. */
export const VersionsLoading: Story = {
  parameters: {
    msw: [
      http.get('*/catalog/mvs/all', async () => {
        await delay('infinite');
      }),
    ],
  },
};
/** The catalogue fails: the seed's generic message and a retry. */
export const CatalogueError: Story = {
  parameters: { msw: [http.get('*/catalog/mvs/all', () => HttpResponse.json({}, { status: 500 }))] },
};
/** Version list with the 48 × 48 thumbnail renditions of the page's image template. */
export const VersionImages: Story = { beforeEach: configuratorSetup({ imageTemplate: SANDBOX_IMAGES }) };

// The steps of a configured Argo (restored from local storage).
export const Optionals: Story = {
  args: { initialStep: 'optionals' },
  beforeEach: configuratorSetup({ ...CONFIGURED, imageTemplate: SANDBOX_IMAGES }),
};
/** The conflicts modal: 17" wheels replace the 18" ones. */
export const ConflictModal: Story = {
  args: { initialStep: 'optionals' },
  beforeEach: configuratorSetup(CONFIGURED),
  play: ({ canvasElement }) => clickInside(canvasElement, 'input[type="checkbox"]', /Rodas de liga leve 17/),
};
/** The conflicts modal asking to choose one of several alternatives (the style pack's wheels). */
export const ConflictAlternatives: Story = {
  args: { initialStep: 'optionals' },
  beforeEach: configuratorSetup({ ...CONFIGURED, parts: [] }),
  play: ({ canvasElement }) => clickInside(canvasElement, 'input[type="checkbox"]', /Pacote Estilo/),
};
/** The conflicts modal when removing an optional forces a colour change. */
export const ConflictColorChange: Story = {
  args: { initialStep: 'optionals' },
  beforeEach: configuratorSetup({ parts: ['TBT'], color: '249' }),
  play: ({ canvasElement }) => clickInside(canvasElement, 'input[type="checkbox"]', /Teto pintado preto/),
};
export const Color: Story = {
  args: { initialStep: 'color' },
  beforeEach: configuratorSetup({ ...CONFIGURED, imageTemplate: SANDBOX_IMAGES }),
};
/** The painted roof limits colours: the others are disabled with the reason. */
export const ColorRestricted: Story = {
  args: { initialStep: 'color' },
  beforeEach: configuratorSetup({ parts: ['TBT'], color: '249', imageTemplate: SANDBOX_IMAGES }),
};
/** No image template: the car is drawn in the chosen paint. */
export const ColorDrawnCar: Story = {
  args: { initialStep: 'color' },
  beforeEach: configuratorSetup(CONFIGURED),
};
/** The image host fails: logged, the shopper told, the car drawn instead. */
export const ColorImageMissing: Story = {
  args: { initialStep: 'color' },
  beforeEach: configuratorSetup({
    ...CONFIGURED,
    imageTemplate: '/sandbox/renditions/missing/{mvs}/{color}/{width}x{height}.svg',
  }),
};
export const Coating: Story = { args: { initialStep: 'coating' }, beforeEach: configuratorSetup(CONFIGURED) };
export const Accessories: Story = {
  args: { initialStep: 'accessories' },
  beforeEach: configuratorSetup(CONFIGURED),
};
/** Accessories fail to load: said, with a retry; the rest works. */
export const AccessoriesDown: Story = {
  args: { initialStep: 'accessories' },
  beforeEach: configuratorSetup(CONFIGURED),
  parameters: { msw: [http.get('*/parts/accessory', () => HttpResponse.json({}, { status: 503 }))] },
};
/** Signed out: the services list is a bearer call, so the shopper is asked to sign in. */
export const ServicesSignedOut: Story = {
  args: { initialStep: 'services' },
  beforeEach: configuratorSetup(CONFIGURED),
};
export const ServicesSignedIn: Story = {
  args: { initialStep: 'services' },
  beforeEach: configuratorSetup({ ...CONFIGURED, signedIn: true }),
};
export const ServicesDown: Story = {
  args: { initialStep: 'services' },
  beforeEach: configuratorSetup({ ...CONFIGURED, signedIn: true }),
  parameters: {
    msw: [http.get('*/dealers/v1/maintenanceservice', () => HttpResponse.json({}, { status: 503 }))],
  },
};
export const Resume: Story = {
  args: { initialStep: 'resume' },
  beforeEach: configuratorSetup({ ...CONFIGURED, imageTemplate: SANDBOX_IMAGES }),
};
export const ResumeEsAR: Story = {
  args: { initialStep: 'resume', market: 'es-AR' },
  beforeEach: configuratorSetup({ ...CONFIGURED, market: 'es-AR' }),
};
/** E-commerce mode: prices with type=EC and the reservation price of the colour, optionals and coating. */
export const ResumeEcommerce: Story = {
  args: { initialStep: 'resume', ecommerce: true },
  beforeEach: configuratorSetup(CONFIGURED),
};
/** The summary comparing versions (hub-version-comparator's table). */
export const ResumeComparing: Story = {
  args: { initialStep: 'resume' },
  beforeEach: configuratorSetup(CONFIGURED),
  play: ({ canvasElement }) => clickInside(canvasElement, 'button', /Comparar com outras versões/),
};

/** The summary's price notes: the price table named and a special discount of R$ 2.500 with the price after it. */
export const ResumePriceNotes: Story = {
  args: { initialStep: 'resume' },
  beforeEach: configuratorSetup(CONFIGURED),
  parameters: {
    msw: [
      http.get('*/price/price/specialDiscount', ({ request }) =>
        HttpResponse.json({
          mvsCode: new URL(request.url).searchParams.get('mvsCode'),
          discount: 2500,
          hasPriceBonification: true,
        }),
      ),
    ],
  },
};

/** The summary of a car without colour or coating: what is missing, with a button to each step; no print or share. */
export const ResumeIncomplete: Story = {
  args: { initialStep: 'resume' },
  beforeEach: configuratorSetup({ parts: [] }),
};

// Parts a pickup offers (the sandbox Toro): radio groups and a dependency.
const TORO = VERSIONS.find((version) => version.brand === 'fiat' && version.modelName === 'Toro');
const TORO_ARGS = {
  model: TORO?.modelCode ?? '',
  mvs: TORO?.mvsCode ?? '',
  initialStep: 'optionals' as const,
};
/** Bed liners as native radios: choosing one replaces the other of its group. */
export const OptionalsRadioParts: Story = { args: TORO_ARGS };
/** Adaptive cruise control needs the ADAS pack: the modal asks to add it. */
export const ConflictDependency: Story = {
  args: TORO_ARGS,
  play: ({ canvasElement }) =>
    clickInside(canvasElement, 'input[type="checkbox"]', /Piloto automático adaptativo/),
};
/** An `mvs` the line-up does not sell: said on screen (and `hub-error`), the versions offered. */
export const UnknownVersion: Story = { args: { mvs: 'xyz' } };

// Price and stock states, beside any step.
export const PriceUnavailable: Story = {
  args: { initialStep: 'optionals' },
  beforeEach: configuratorSetup(CONFIGURED),
  parameters: { msw: [http.get('*/price/price', () => HttpResponse.json({}, { status: 500 }))] },
};
export const StockUnavailable: Story = {
  args: { initialStep: 'optionals' },
  beforeEach: configuratorSetup(CONFIGURED),
  parameters: { msw: [http.get('*/stock/available', () => HttpResponse.json({}, { status: 500 }))] },
};
const stock = (total: number, deliveryDays: number | null, colorQuantity = 0) =>
  http.get('*/stock/available', ({ request }) => {
    const query = new URL(request.url).searchParams;
    return HttpResponse.json({
      mvsCode: query.get('mvsCode'),
      modelYear: Number(query.get('modelYear')),
      total,
      deliveryDays,
      byColor: [{ colorCode: '612', quantity: colorQuantity }],
    });
  });
export const StockReady: Story = {
  args: { initialStep: 'optionals' },
  beforeEach: configuratorSetup(CONFIGURED),
  parameters: { msw: [stock(3, 10, 3)] },
};
export const StockDeliveryInDays: Story = {
  args: { initialStep: 'optionals' },
  beforeEach: configuratorSetup(CONFIGURED),
  parameters: { msw: [stock(4, 25)] },
};
export const StockUndefinedDelivery: Story = {
  args: { initialStep: 'optionals' },
  beforeEach: configuratorSetup(CONFIGURED),
  parameters: { msw: [stock(4, null)] },
};
export const StockNotifyMe: Story = {
  args: { initialStep: 'optionals' },
  beforeEach: configuratorSetup(CONFIGURED),
  parameters: { msw: [stock(0, null)] },
};
export const NoStock: Story = {
  args: { initialStep: 'optionals' },
  beforeEach: configuratorSetup(CONFIGURED),
  parameters: {
    msw: [http.get('*/stock/available', () => HttpResponse.json({ message: 'No stock' }, { status: 404 }))],
  },
};
