import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import type { Brand } from '../core/brands.ts';
import type { Market } from '../core/markets.ts';
import { BRAND_MARKET } from './brandMarket.ts';
import '../widgets/test-drive/test-drive.element.ts';
import { testDriveSpec } from '../widgets/test-drive/test-drive.spec.ts';
import { dealerRadios, fillText, inside, nextWeekday, typeInto } from './play.ts';
import { configurationShown, notSoldShown, seenInLanguage } from './seenInLanguage.ts';
import { specArgTypes } from './specArgTypes.ts';

interface Args {
  brand: Brand;
  market: Market;
  kind: 'test-drive' | 'visit';
  extra?: Record<string, string>;
}

function render({ brand, market, kind, extra }: Args) {
  return (
    <hub-test-drive
      key={`${brand}-${market}-${kind}`}
      brand={brand}
      market={market}
      kind={kind}
      origin="storybook"
      {...extra}
    />
  );
}

/** Signs the sandbox user in for the story (the bearer cookie a login page would set). */
function signedIn() {
  // biome-ignore lint/suspicious/noDocumentCookie: the story sets the cookie the way a login page does
  document.cookie = 'hub_token=sandbox-token-ana; path=/';
  return () => {
    // biome-ignore lint/suspicious/noDocumentCookie: see above
    document.cookie = 'hub_token=; Max-Age=0; path=/';
  };
}

const meta: Meta<Args> = {
  title: 'Widgets/hub-test-drive',
  render,
  args: { brand: 'fiat', market: 'pt-BR', kind: 'test-drive' },
  play: seenInLanguage('hub-test-drive'),
  argTypes: {
    ...specArgTypes(testDriveSpec, ['brand', 'market', 'kind']),
    kind: { control: 'inline-radio', options: ['test-drive', 'visit'] },
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
/** Chrysler is not sold in Argentina: the form gives way to that message (no dealer there to receive the visit). */
export const ChryslerEsAR: Story = {
  args: BRAND_MARKET.ChryslerEsAR,
  play: notSoldShown('hub-test-drive'),
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

/** A dealership visit: no car needed. */
export const Visit: Story = { args: { kind: 'visit' } };
/** Model and version preset by the page (Fiat Mobi Trekking). */
export const PresetCar: Story = { args: { extra: { 'model-code': '553', 'mvs-code': '5532L31' } } };
/** Signed in: profile prefilled, schedules listed with statuses in words, confirm and cancel. */
export const SignedIn: Story = { beforeEach: signedIn };
/** Signed in, a virtual visit and every status family. */
export const SignedInAllStatuses: Story = {
  beforeEach: signedIn,
  parameters: {
    msw: [
      http.get('*/dealers/v1/appointments/web', () =>
        HttpResponse.json(
          ['REQUESTED', 'CONFIRMED', 'DONE', 'CANCELLED', 'EXPIRED', 'A', 'C', 'P', 'R', 'B'].map(
            (status, i) => ({
              scheduleId: `VIS-S${i}`,
              dealerCode: '34100',
              date: `2026-12-${String(i + 1).padStart(2, '0')}`,
              period: i % 2 ? 'AFTERNOON' : 'MORNING',
              status,
              ...(i === 0 ? { eventId: 'EVT-FIAT-3' } : {}),
            }),
          ),
        ),
      ),
    ],
  },
};
/** Signed in, the schedules fail to load: the message and a retry. */
export const AppointmentsDown: Story = {
  beforeEach: signedIn,
  parameters: {
    msw: [http.get('*/dealers/v1/appointments/web', () => new HttpResponse(null, { status: 500 }))],
  },
};
/** The request is slow: the sending state. */
export const Sending: Story = {
  args: { extra: { 'model-code': '553', 'mvs-code': '5532L31' } },
  parameters: {
    msw: [
      http.post('*/lead/', async () => {
        await delay('infinite');
      }),
    ],
  },
};
/** The lead service fails: 'FALHA AO ENVIAR MENSAGEM!' on send; values stay for a retry. */
export const LeadServiceDown: Story = {
  args: { extra: { 'model-code': '553', 'mvs-code': '5532L31' } },
  parameters: { msw: [http.post('*/lead/', () => new HttpResponse(null, { status: 500 }))] },
};
/** A wrong attribute: the visible configuration message. */
export const ConfigurationError: Story = {
  args: { extra: { kind: 'drive' } },
  play: configurationShown('hub-test-drive'),
};

/** Fills the request as a shopper would: dealer by postal code, next Monday morning, person, then sends. */
async function request({ canvasElement }: { canvasElement: HTMLElement }) {
  const { view, user } = await inside(canvasElement, 'hub-test-drive');
  await typeInto(user, await view.findByRole('textbox', { name: /^cep/i }), '20040020');
  const dealers = await dealerRadios(view);
  if (dealers[0]) await user.click(dealers[0]);
  await typeInto(user, view.getByLabelText(/^data/i), nextWeekday(1));
  await user.click(view.getByRole('radio', { name: 'Manhã' }));
  await fillText(user, view.getByLabelText(/nome completo/i), 'Maria da Silva');
  await fillText(user, view.getByRole('textbox', { name: /e-mail/i }), 'maria@example.com');
  await typeInto(user, view.getByLabelText(/^celular/i), '11987654321');
  await typeInto(user, view.getByLabelText(/^cpf/i), '52998224725');
  await user.click(view.getByRole('checkbox', { name: /whatsapp/i }));
  await user.click(view.getByRole('button', { name: 'Solicitar agendamento' }));
}
/** Sent: REQUESTED in words, with the 24-hour answer promise. */
export const Requested: Story = {
  args: { extra: { 'model-code': '553', 'mvs-code': '5532L31' } },
  play: request,
};
/** Bad input on send: the messages beside the fields, nothing sent. */
export const InvalidInput: Story = {
  args: { extra: { 'model-code': '553', 'mvs-code': '5532L31' } },
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-test-drive');
    await typeInto(user, await view.findByLabelText(/^cpf/i), '11111111111');
    await user.click(view.getByRole('button', { name: 'Solicitar agendamento' }));
  },
};
/** The lead service fails after a complete request: the seed message, values kept. */
export const RequestFails: Story = {
  args: { extra: { 'model-code': '553', 'mvs-code': '5532L31' } },
  parameters: { msw: [http.post('*/lead/', () => new HttpResponse(null, { status: 500 }))] },
  play: request,
};
