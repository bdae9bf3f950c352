import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import type { Brand } from '../core/brands.ts';
import type { Market } from '../core/markets.ts';
import { BRAND_MARKET } from './brandMarket.ts';
import { inside } from './play.ts';
import { signedInAs } from './signedInAs.ts';
import '../widgets/account/account.element.ts';
import { accountSpec } from '../widgets/account/account.spec.ts';
import { seenInLanguage } from './seenInLanguage.ts';
import { specArgTypes } from './specArgTypes.ts';

interface Args {
  brand: Brand;
  market: Market;
}

function render({ brand, market }: Args) {
  return <hub-account key={`${brand}-${market}`} brand={brand} market={market} login-url="#sign-in" />;
}

/** The journey's section of the account, found by its heading in either language. */
async function journeyOf(canvas: HTMLElement) {
  const { view, user } = await inside(canvas, 'hub-account');
  const heading = await view.findByRole('heading', { name: /^Validaç|^Validación/ }, { timeout: 5000 });
  return { journey: within(heading.closest('section') as HTMLElement), user };
}

/** Starts the journey (the button in either language) and waits for its first step. */
async function start(canvas: HTMLElement) {
  const { journey, user } = await journeyOf(canvas);
  await user.click(journey.getByRole('button', { name: /^Iniciar/ }));
  await journey.findByText(/^(Situação|Estado): /);
  return { journey, user };
}

const pdf = (name: string) => new File(['%PDF-1.4 sandbox'], name, { type: 'application/pdf' });

/**
 * hub-account's document journey (seed 001 §2 "Journey"): Ana (CPF) in Brazil, Martina (CUIL) in
 * Argentina. Each brand × market story shows the journey just started: its step in words and the
 * documents to send.
 */
const meta: Meta<Args> = {
  title: 'Widgets/hub-account/Document journey',
  render,
  beforeEach: ({ args }) =>
    signedInAs({ args: { token: args.market === 'es-AR' ? 'sandbox-token-martina' : 'sandbox-token-ana' } }),
  args: { brand: 'fiat', market: 'pt-BR' },
  argTypes: {
    ...specArgTypes(accountSpec, ['brand', 'market']),
  },
  play: async (context) => {
    await seenInLanguage('hub-account')(context);
    await start(context.canvasElement);
  },
};
export default meta;

type Story = StoryObj<Args>;

/** The journey just started, in every brand skin and market. */
export const FiatPtBR: Story = { args: BRAND_MARKET.FiatPtBR };
export const FiatEsAR: Story = { args: BRAND_MARKET.FiatEsAR };
export const FiatCBR: Story = { args: BRAND_MARKET.FiatCBR };
export const JeepPtBR: Story = { args: BRAND_MARKET.JeepPtBR };
export const JeepEsAR: Story = { args: BRAND_MARKET.JeepEsAR };
export const JeepCBR: Story = { args: BRAND_MARKET.JeepCBR };
export const DodgePtBR: Story = { args: BRAND_MARKET.DodgePtBR };
export const DodgeEsAR: Story = { args: BRAND_MARKET.DodgeEsAR };
export const DodgeCBR: Story = { args: BRAND_MARKET.DodgeCBR };
export const ChryslerPtBR: Story = { args: BRAND_MARKET.ChryslerPtBR };
export const ChryslerEsAR: Story = { args: BRAND_MARKET.ChryslerEsAR };
export const ChryslerCBR: Story = { args: BRAND_MARKET.ChryslerCBR };
export const RamPtBR: Story = { args: BRAND_MARKET.RamPtBR };
export const RamEsAR: Story = { args: BRAND_MARKET.RamEsAR };
export const RamCBR: Story = { args: BRAND_MARKET.RamCBR };
export const CitroenPtBR: Story = { args: BRAND_MARKET.CitroenPtBR };
export const CitroenEsAR: Story = { args: BRAND_MARKET.CitroenEsAR };
export const CitroenCBR: Story = { args: BRAND_MARKET.CitroenCBR };
export const PeugeotPtBR: Story = { args: BRAND_MARKET.PeugeotPtBR };
export const PeugeotEsAR: Story = { args: BRAND_MARKET.PeugeotEsAR };
export const PeugeotCBR: Story = { args: BRAND_MARKET.PeugeotCBR };
export const AbarthPtBR: Story = { args: BRAND_MARKET.AbarthPtBR };
export const AbarthEsAR: Story = { args: BRAND_MARKET.AbarthEsAR };
export const AbarthCBR: Story = { args: BRAND_MARKET.AbarthCBR };
export const DsPtBR: Story = { args: BRAND_MARKET.DsPtBR };
export const DsEsAR: Story = { args: BRAND_MARKET.DsEsAR };
export const DsCBR: Story = { args: BRAND_MARKET.DsCBR };

/** Before the start: what the validation is for, and the start button. */
export const NotStarted: Story = { play: async ({ canvasElement }) => void (await journeyOf(canvasElement)) };
/** The start fails: the seed's message and a retry. */
export const StartFailing: Story = {
  parameters: { msw: [http.post('*/journey/start', () => new HttpResponse(null, { status: 503 }))] },
  play: async ({ canvasElement }) => {
    const { journey, user } = await journeyOf(canvasElement);
    await user.click(journey.getByRole('button', { name: 'Iniciar validação' }));
    await journey.findByRole('alert');
  },
};
/** A file of another kind: refused beside the field in words, nothing sent. */
export const FileRefused: Story = {
  play: async ({ canvasElement }) => {
    const { journey } = await start(canvasElement);
    await userEvent
      .setup({ applyAccept: false })
      .upload(
        journey.getByLabelText('Enviar CNH ou RG'),
        new File(['x'], 'cnh.docx', { type: 'application/msword' }),
      );
    await journey.findByRole('alert');
  },
};
/** A file on its way: the progress bar (the service never answers). */
export const Uploading: Story = {
  parameters: {
    msw: [
      http.post('*/journey/complement/:type/:id', async () => {
        await delay('infinite');
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const { journey, user } = await start(canvasElement);
    await user.upload(journey.getByLabelText('Enviar CNH ou RG'), pdf('cnh.pdf'));
    await journey.findByRole('progressbar');
  },
};
/** The upload fails: the seed's message and a retry that keeps the file. */
export const UploadFailing: Story = {
  parameters: {
    msw: [http.post('*/journey/complement/:type/:id', () => new HttpResponse(null, { status: 503 }))],
  },
  play: async ({ canvasElement }) => {
    const { journey, user } = await start(canvasElement);
    await user.upload(journey.getByLabelText('Enviar CNH ou RG'), pdf('cnh.pdf'));
    await journey.findByRole('button', { name: 'Tentar novamente' });
  },
};
/** A document received: the journey waits for the analysis. */
export const UnderAnalysis: Story = {
  play: async ({ canvasElement }) => {
    const { journey, user } = await start(canvasElement);
    await user.upload(journey.getByLabelText('Enviar CNH ou RG'), pdf('cnh.pdf'));
    await journey.findByText('Situação: Documentos em análise');
  },
};
/** The result asked until the identity is validated: nothing more to send. */
export const Validated: Story = {
  play: async ({ canvasElement }) => {
    const { journey, user } = await start(canvasElement);
    await user.upload(journey.getByLabelText('Enviar CNH ou RG'), pdf('cnh.pdf'));
    await journey.findByText('Situação: Documentos em análise');
    await user.click(journey.getByRole('button', { name: 'Ver resultado' }));
    await journey.findByText(/Situação: Documentos aprovados/);
    await user.click(journey.getByRole('button', { name: 'Ver resultado' }));
    await journey.findByText('Situação: Identidade validada');
  },
};
/** The result cannot be asked: the seed's message and a retry. */
export const ResultFailing: Story = {
  parameters: {
    msw: [http.post('*/journey/result/:type/:id', () => new HttpResponse(null, { status: 503 }))],
  },
  play: async ({ canvasElement }) => {
    const { journey, user } = await start(canvasElement);
    await user.click(journey.getByRole('button', { name: 'Ver resultado' }));
    await journey.findByRole('alert');
  },
};
/** The journey in Spanish, under analysis (Martina, by her CUIL). */
export const UnderAnalysisEsAR: Story = {
  args: { brand: 'peugeot', market: 'es-AR' },
  play: async ({ canvasElement }) => {
    const { journey, user } = await start(canvasElement);
    await user.upload(journey.getByLabelText('Enviar Comprobante de domicilio'), pdf('factura.pdf'));
    await journey.findByText('Estado: Documentación en análisis');
  },
};
