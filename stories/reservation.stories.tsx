import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { remember } from '../api/sandbox/state.ts';
import type { Brand } from '../core/brands.ts';
import type { Market } from '../core/markets.ts';
import '../widgets/reservation/reservation.element.ts';
import { reservationSpec } from '../widgets/reservation/reservation.spec.ts';
import type { BrandMarketStory } from './brandMarket.ts';
import { brandMarketCar } from './carOf.ts';
import { fillText, inside, typeInto } from './play.ts';
import { seenInLanguage } from './seenInLanguage.ts';
import { specArgTypes } from './specArgTypes.ts';

interface Args {
  brand: Brand;
  market: Market;
  mvs: string;
  year: number;
  price: number;
  colorCode: string;
  extra?: Record<string, string>;
}

type Ctx = { canvasElement: HTMLElement; args: Args };

/** Signs a sandbox user in for the story (the bearer cookie a login page would set). */
function signedIn(token = 'sandbox-token-ana') {
  return () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the story sets the cookie the way a login page does
    document.cookie = `hub_token=${token}; path=/`;
    return () => {
      // biome-ignore lint/suspicious/noDocumentCookie: see above
      document.cookie = 'hub_token=; Max-Age=0; path=/';
    };
  };
}

const ar = (args: Args) => args.market === 'es-AR';

/** A play function that walks to a step. */
const upTo =
  (walk: (ctx: Ctx) => Promise<unknown>) =>
  async (ctx: Ctx): Promise<void> => {
    await walk(ctx);
  };

/** Showcase: a state, its first dealer, then 'reserve'. */
async function toRegister({ canvasElement, args }: Ctx) {
  const { view, user } = await inside(canvasElement, 'hub-reservation');
  const state = await view.findByRole('combobox', {}, { timeout: 5000 });
  await user.selectOptions(state, (state as HTMLSelectElement).options[1]?.value ?? '');
  await user.click(view.getAllByRole('radio')[0] as HTMLElement);
  await user.click(view.getByRole('button', { name: ar(args) ? 'Quiero reservar' : 'Quero reservar' }));
  await view.findByRole('heading', { name: ar(args) ? 'Tus datos' : 'Seus dados' });
  return { view, user };
}

/** Registration filled (full name, CUIL in Argentina) and pre-reserved: the reservation countdown. */
async function toReservation(ctx: Ctx) {
  const { view, user } = await toRegister(ctx);
  const a = ar(ctx.args);
  await fillText(
    user,
    view.getByLabelText(a ? /^Nombre completo/ : /^Nome completo/),
    a ? 'Martina González' : 'Ana Beatriz Souza',
  );
  if (a) await typeInto(user, view.getByLabelText(/^CUIL/), '27301234568');
  await user.click(view.getByRole('button', { name: a ? 'Prerreservar' : 'Pré-reservar' }));
  await view.findByRole('timer', {}, { timeout: 5000 });
  return { view, user };
}

async function toPayment(ctx: Ctx) {
  const { view, user } = await toReservation(ctx);
  await user.click(view.getByRole('button', { name: /Confirmar reserva/ }));
  await view.findByRole('heading', { name: ar(ctx.args) ? 'Pago de la reserva' : 'Pagamento da reserva' });
  return { view, user };
}

async function typeCard(ctx: Ctx, number = '4111111111111111') {
  const { view, user } = await toPayment(ctx);
  const a = ar(ctx.args);
  await typeInto(user, view.getByLabelText(a ? /^Número de la tarjeta/ : /^Número do cartão/), number);
  await fillText(user, view.getByLabelText(a ? /^Nombre impreso/ : /^Nome impresso/), 'ANA B SOUZA');
  await typeInto(user, view.getByLabelText(a ? /^Vencimiento/ : /^Validade/), '1230');
  await typeInto(user, view.getByLabelText(/^CVV/), '123');
  await user.click(view.getByRole('button', { name: /^Pagar/ }));
  return { view, user };
}

async function toBilling(ctx: Ctx) {
  const { view, user } = await typeCard(ctx);
  await view.findByRole('heading', { name: /Dados pessoais|Datos personales/ }, { timeout: 5000 });
  return { view, user };
}

async function toAddress(ctx: Ctx) {
  const { view, user } = await toBilling(ctx);
  await user.click(view.getByRole('button', { name: 'Continuar' }));
  await view.findByRole('heading', { name: /Endereço|Domicilio/ });
  return { view, user };
}

async function toDocuments(ctx: Ctx) {
  const { view, user } = await toAddress(ctx);
  await typeInto(user, view.getByLabelText(/^CEP/), '01310100');
  await new Promise((r) => setTimeout(r, 800));
  await fillText(user, view.getByLabelText(/^Número/), '1000');
  await user.click(view.getByRole('button', { name: 'Continuar' }));
  await view.findByRole('heading', { name: 'Envie seus documentos' });
  return { view, user };
}

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

/** Documents sent: on a desktop, the photo handed over to the phone (QR code), the order waiting. */
async function toPhotoHandOver(ctx: Ctx) {
  const { view, user } = await toDocuments(ctx);
  await user.upload(view.getByLabelText('CNH ou RG') as HTMLInputElement, pdf('cnh.pdf'));
  await user.upload(view.getByLabelText('Comprovante de residência') as HTMLInputElement, pdf('conta.pdf'));
  await user.click(view.getByRole('button', { name: 'Enviar documentos' }));
  await view.findByRole('heading', { name: 'Foto de segurança' });
  return { view, user };
}

async function toBalance(ctx: Ctx) {
  const { view, user } = await toPhotoHandOver(ctx);
  // On a desktop the order waits for the photo taken on the phone (the face service accepts it).
  const link = view.getByRole('link', { name: 'Continuar no celular' }).getAttribute('href') ?? '';
  remember('face:photos', {
    reservationId: new URL(link).searchParams.get('reservation-id'),
    userId: null,
    bytes: 4096,
    faceDetected: true,
  });
  await view.findByRole('heading', { name: 'Como você quer pagar o saldo?' }, { timeout: 8000 });
  return { view, user };
}

const meta: Meta<Args> = {
  title: 'Widgets/hub-reservation',
  render: ({ brand, market, mvs, year, price, colorCode, extra }) => (
    <hub-reservation
      key={`${brand}-${market}-${mvs}-${colorCode}`}
      brand={brand}
      market={market}
      mvs={mvs || undefined}
      year={mvs ? year : undefined}
      price={mvs ? price : undefined}
      color-code={colorCode || undefined}
      poll-interval="1000"
      configurator-url="/configurator"
      financing-url="/financing"
      login-url="/login"
      {...extra}
    />
  ),
  args: { brand: 'fiat', market: 'pt-BR', mvs: '553K652', year: 2025, price: 76990, colorCode: '249' },
  play: seenInLanguage('hub-reservation'),
  argTypes: {
    ...specArgTypes(reservationSpec, ['brand', 'market', 'mvs', 'year', 'price', 'colorCode']),
  },
  beforeEach: signedIn(),
};
export default meta;

type Story = StoryObj<Args>;

/** A brand × market story with the brand's own car (the Argentine owner signed in, in Argentina). */
const carStory = (name: BrandMarketStory): Story => {
  const args = brandMarketCar(name);
  return args.market === 'es-AR' ? { args, beforeEach: signedIn('sandbox-token-martina') } : { args };
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

const JEEP_AR = {
  brand: 'jeep' as const,
  market: 'es-AR' as const,
  mvs: '826D7L3',
  year: 2026,
  price: 46500000,
  colorCode: 'PDN',
};

/** Showcase: campaign, reservation amount deducted from the price, units available, campaign dealers. */
export const ShowcaseFiatBrazil: Story = {};
export const ShowcaseJeepArgentina: Story = { args: JEEP_AR, beforeEach: signedIn('sandbox-token-martina') };
/** A colour with no unit in stock. */
export const NoVehicleAvailable: Story = { args: { colorCode: '111' } };
/** No car on the page and none given; a car without its colour. */
export const NoCar: Story = { args: { mvs: '' } };
export const NoColour: Story = { args: { colorCode: '' } };
/** The campaign service fails: the generic message and a retry. */
export const ShowcaseFailing: Story = {
  parameters: {
    msw: [http.get('*/reservations/v2/campaigns', () => HttpResponse.json({}, { status: 503 }))],
  },
};
/** Reserving without a dealer chosen. */
export const DealerRequired: Story = {
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-reservation');
    await user.click(await view.findByRole('button', { name: 'Quero reservar' }, { timeout: 5000 }));
  },
};
/** Signed out: registration asks to sign in. */
export const SignInRequired: Story = {
  // Runs after the meta's sign-in: this story's shopper is signed out.
  beforeEach: () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the story removes the cookie as a sign-out would
    document.cookie = 'hub_token=; Max-Age=0; path=/';
  },
  play: async (ctx) => {
    const { view, user } = await inside(ctx.canvasElement, 'hub-reservation');
    const state = await view.findByRole('combobox', {}, { timeout: 5000 });
    await user.selectOptions(state, (state as HTMLSelectElement).options[1]?.value ?? '');
    await user.click(view.getAllByRole('radio')[0] as HTMLElement);
    await user.click(view.getByRole('button', { name: 'Quero reservar' }));
  },
};
/** Registration, prefilled from the signed-in profile. */
export const Register: Story = { play: upTo(toRegister) };
export const RegisterArgentina: Story = { ...ShowcaseJeepArgentina, play: upTo(toRegister) };
/** Registration with bad input: messages beside the fields, nothing sent. */
export const RegisterInvalid: Story = {
  play: async (ctx) => {
    const { view, user } = await toRegister(ctx);
    await fillText(user, view.getByLabelText(/^Nome completo/), 'A');
    await user.click(view.getByRole('button', { name: 'Pré-reservar' }));
  },
};
/** A corporate-employee (B2E) buyer: whom they buy for is required, said beside the choice when missing. */
export const RegisterB2e: Story = {
  beforeEach: signedIn('sandbox-token-bruno'),
  play: async (ctx) => {
    const { view, user } = await toRegister(ctx);
    await view.findByRole('group', { name: /Para quem é a compra/ }, { timeout: 5000 });
    await user.click(view.getByRole('button', { name: 'Pré-reservar' }));
  },
};
/** The Argentine B2E buyer, asked in Spanish. */
export const RegisterB2eArgentina: Story = {
  ...ShowcaseJeepArgentina,
  beforeEach: signedIn('sandbox-token-valentina'),
  play: async (ctx) => {
    const { view } = await toRegister(ctx);
    await view.findByRole('group', { name: /Para quién es la compra/ }, { timeout: 5000 });
  },
};
/** The CPF already has a reservation. */
export const ExistingReservation: Story = {
  parameters: {
    msw: [
      http.get('*/reservations/v2/reservations/validate-user', () =>
        HttpResponse.json({ canReserve: false }),
      ),
    ],
  },
  play: async (ctx) => {
    const { view, user } = await toRegister(ctx);
    await fillText(user, view.getByLabelText(/^Nome completo/), 'Ana Beatriz Souza');
    await user.click(view.getByRole('button', { name: 'Pré-reservar' }));
  },
};
/** Pre-reserved: the countdown 'time remaining to conclude the reservation'. */
export const ReservationCountdown: Story = { play: upTo(toReservation) };
export const ReservationCountdownArgentina: Story = { ...ShowcaseJeepArgentina, play: upTo(toReservation) };
/** The time ran out: 'time expired', the payment-failure banner and the link back to the configurator. */
export const ReservationExpired: Story = {
  parameters: {
    msw: [
      http.post('*/reservations/v2/reservations/pre-reserve', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        const at = new Date().toISOString();
        return HttpResponse.json(
          {
            ...body,
            id: 'RSV-STORY1',
            status: 'PRE_RESERVE',
            timeline: [{ status: 'PRE_RESERVE', at }],
            reservationAmount: 5000,
            expiresAt: new Date(Date.now() + 3000).toISOString(),
            remainingSeconds: 3,
          },
          { status: 201 },
        );
      }),
    ],
  },
  play: upTo(toReservation),
};
/** Payment: card form (Pix in Brazil only). */
export const Payment: Story = { play: upTo(toPayment) };
export const PaymentArgentina: Story = { ...ShowcaseJeepArgentina, play: upTo(toPayment) };
/** A declined card: the seed's payment message and a retry. */
export const CardDeclined: Story = { play: upTo((ctx) => typeCard(ctx, '4000000000000002')) };
/** Pix: QR code (qrcode loaded at this step), copy code, countdown; the status is polled. */
export const Pix: Story = {
  play: async (ctx) => {
    const { view, user } = await toPayment(ctx);
    await user.click(view.getByRole('radio', { name: 'Pix' }));
    await user.click(view.getByRole('button', { name: 'Gerar código Pix' }));
    await view.findByRole('img', {}, { timeout: 5000 });
  },
};
/** The Pix time ends unpaid: the order is cancelled (a 3-second Pix charge here). */
export const PixCancelled: Story = {
  parameters: {
    msw: [
      http.post('*/reservations/v2/reservations/pix/payment', async ({ request }) => {
        const { reservationId } = (await request.json()) as { reservationId: string };
        const code = `00020126580014BR.GOV.BCB.PIX0136${reservationId}`;
        return HttpResponse.json({
          reservationId,
          qrCode: code,
          copyCode: code,
          expiresAt: new Date(Date.now() + 3000).toISOString(),
        });
      }),
    ],
  },
  play: async (ctx) => {
    const { view, user } = await toPayment(ctx);
    await user.click(view.getByRole('radio', { name: 'Pix' }));
    await user.click(view.getByRole('button', { name: 'Gerar código Pix' }));
    await view.findByRole('alert', {}, { timeout: 8000 });
  },
};
/** Billing data, personal section then address with the postal-code lookup. */
export const BillingPersonal: Story = { play: upTo(toBilling) };
export const BillingAddress: Story = { play: upTo(toAddress) };
/** Documents to upload, with the size limit. */
export const Documents: Story = { play: upTo(toDocuments) };
/** A desktop order at the photo: mobile devices only, a QR code of the link that continues on the phone. */
export const PhotoOnDesktop: Story = { play: upTo(toPhotoHandOver) };
/** Balance payment choice; bank slip with the documents and 3-business-day notes. */
export const Balance: Story = { play: upTo(toBalance) };
export const TradeIn: Story = {
  play: async (ctx) => {
    const { view, user } = await toBalance(ctx);
    await user.click(view.getByRole('radio', { name: 'Carro usado na troca' }));
    await user.click(view.getByRole('button', { name: 'Confirmar forma de pagamento' }));
  },
};
/** A trade-in evaluated by plate and mileage (v2/confiat): the car's value said, carried into the order. */
export const TradeInEvaluated: Story = {
  play: async (ctx) => {
    const { view, user } = await toBalance(ctx);
    await user.click(view.getByRole('radio', { name: 'Carro usado na troca' }));
    await typeInto(user, view.getByLabelText(/^Placa/), 'ABC1D23');
    // The mileage is a plain field (no mask): filled the way a paste does (stories/play.ts).
    await fillText(user, view.getByLabelText(/^Quilometragem/), '45000');
    await user.click(view.getByRole('button', { name: 'Avaliar meu carro' }));
    await view.findByText(/^Valor estimado do seu carro/, {}, { timeout: 5000 });
  },
};
/** A car the evaluation cannot rate: 'used-car rating unavailable for the vehicle'. */
export const TradeInUnrated: Story = {
  play: async (ctx) => {
    const { view, user } = await toBalance(ctx);
    await user.click(view.getByRole('radio', { name: 'Carro usado na troca' }));
    await typeInto(user, view.getByLabelText(/^Placa/), 'QQQ9Q99');
    await fillText(user, view.getByLabelText(/^Quilometragem/), '80000');
    await user.click(view.getByRole('button', { name: 'Avaliar meu carro' }));
    await view.findByText(/indisponível para o veículo/, {}, { timeout: 5000 });
  },
};
/** Order concluded after a bank slip: 'coming soon' while data is processed, the timeline in words. */
export const OrderConcluded: Story = {
  play: async (ctx) => {
    const { view, user } = await toBalance(ctx);
    await user.click(view.getByRole('radio', { name: 'Boleto bancário' }));
    await user.click(view.getByRole('button', { name: 'Confirmar forma de pagamento' }));
    await view.findByRole('heading', { name: 'Pedido concluído' });
  },
};
/** Feedback on the concluded order, sent. */
export const FeedbackSent: Story = {
  play: async (ctx) => {
    const { view, user } = await toBalance(ctx);
    await user.click(view.getByRole('radio', { name: 'Pagar na concessionária' }));
    await user.click(view.getByRole('button', { name: 'Confirmar forma de pagamento' }));
    await user.click(await view.findByRole('radio', { name: 'Muito bom' }));
    await user.click(view.getByRole('button', { name: 'Enviar avaliação' }));
    await view.findByText('SUA MENSAGEM FOI ENVIADA!');
  },
};
/** The bank slip fails: the seed's bank-slip message and a retry. */
export const BankSlipFailing: Story = {
  parameters: {
    msw: [
      http.put('*/reservations/v2/reservations/:id/remaining-payment', () =>
        HttpResponse.json({}, { status: 500 }),
      ),
    ],
  },
  play: async (ctx) => {
    const { view, user } = await toBalance(ctx);
    await user.click(view.getByRole('radio', { name: 'Boleto bancário' }));
    await user.click(view.getByRole('button', { name: 'Confirmar forma de pagamento' }));
  },
};

/** Balance paid at the dealership: the concluded order with its welcome kit and 'Cancelar pedido'. */
async function toConcluded(ctx: Ctx) {
  const { view, user } = await toBalance(ctx);
  await user.click(view.getByRole('radio', { name: 'Pagar na concessionária' }));
  await user.click(view.getByRole('button', { name: 'Confirmar forma de pagamento' }));
  await view.findByRole('heading', { name: 'Pedido concluído' }, { timeout: 5000 });
  return { view, user };
}

async function toCancelConfirm(ctx: Ctx) {
  const { view, user } = await toConcluded(ctx);
  await user.click(view.getByRole('button', { name: 'Cancelar pedido' }));
  await view.findByRole('alertdialog', { name: 'Cancelar o pedido?' });
  return { view, user };
}

async function toCancelTerms(ctx: Ctx) {
  const { view, user } = await toCancelConfirm(ctx);
  await user.click(view.getByRole('button', { name: 'Sim, quero cancelar' }));
  await view.findByRole('dialog', { name: 'Termos de cancelamento' });
  return { view, user };
}

async function toCancelReason(ctx: Ctx) {
  const { view, user } = await toCancelTerms(ctx);
  await user.click(view.getByRole('checkbox', { name: 'Li e aceito os termos de cancelamento' }));
  await user.click(view.getByRole('button', { name: 'Continuar' }));
  await view.findByRole('dialog', { name: 'Motivo do cancelamento' });
  return { view, user };
}

async function sendCancel(ctx: Ctx) {
  const { view, user } = await toCancelReason(ctx);
  await user.click(view.getByRole('radio', { name: 'O prazo de entrega é longo' }));
  await user.click(view.getByRole('button', { name: 'Confirmar cancelamento' }));
  return { view, user };
}

async function toWelcomeKit(ctx: Ctx) {
  const { view, user } = await toConcluded(ctx);
  await view.findByRole('region', { name: 'Kit de boas-vindas' }, { timeout: 5000 });
  return { view, user };
}

async function sendWelcomeKit(ctx: Ctx) {
  const { view, user } = await toWelcomeKit(ctx);
  await user.click(view.getByRole('button', { name: 'Enviar endereço' }));
  return { view, user };
}

/** Cancel flow, stage 1: 'are you sure?' (an alert dialog; focus inside, Escape keeps the order). */
export const CancelConfirm: Story = { play: upTo(toCancelConfirm) };
/** Stage 2: the terms of cancellation (the reservation amount refunded), accepted with a checkbox. */
export const CancelTerms: Story = { play: upTo(toCancelTerms) };
/** Stage 3: the reason (a list) and an optional comment without & $ < > %. */
export const CancelReason: Story = { play: upTo(toCancelReason) };
/** Sent: the order cancelled, 'Cancelado' in the timeline. */
export const CancelSuccess: Story = {
  play: async (ctx) => {
    const { view } = await sendCancel(ctx);
    await view.findByRole('dialog', { name: 'Pedido cancelado' }, { timeout: 5000 });
  },
};
/** The cancellation request fails: the failure message, a retry keeping the reason and comment. */
export const CancelFailing: Story = {
  parameters: {
    msw: [
      http.post('*/reservations/v2/reservations/:id/cancel', () => HttpResponse.json({}, { status: 500 })),
    ],
  },
  play: async (ctx) => {
    const { view } = await sendCancel(ctx);
    await view.findByRole('dialog', { name: 'Falha no cancelamento' }, { timeout: 5000 });
  },
};
/** The welcome-kit gift and its delivery address form, prefilled with the billing address. */
export const WelcomeKitForm: Story = { play: upTo(toWelcomeKit) };
/** The gift address sent. */
export const WelcomeKitSent: Story = {
  play: async (ctx) => {
    const { view } = await sendWelcomeKit(ctx);
    await view.findByText(/Endereço do presente enviado/, {}, { timeout: 5000 });
  },
};
/** Sending the gift address fails: the message, the values kept and a retry. */
export const WelcomeKitFailing: Story = {
  parameters: {
    msw: [
      http.put('*/reservations/v2/reservations/:id/welcome-kit', () =>
        HttpResponse.json({}, { status: 500 }),
      ),
    ],
  },
  play: async (ctx) => {
    const { view } = await sendWelcomeKit(ctx);
    await view.findByText(/Não foi possível enviar o endereço do presente/, {}, { timeout: 5000 });
  },
};
