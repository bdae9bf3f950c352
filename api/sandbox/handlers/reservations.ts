import { HttpResponse, http } from 'msw';
import * as v from 'valibot';
import { isValidPostalCode } from '../../../validators/index.ts';
import { reservationCalls } from '../../reservationCalls.ts';
import { NOT_CANCELLABLE, REMAINING_PAYMENT_METHODS } from '../../reservationCodes.ts';
import {
  CancelRequestSchema,
  GiftAddressPayloadSchema,
  PaymentMethodPayloadSchema,
  PaymentPayloadSchema,
  PreReservePayloadSchema,
  ProcessingPayloadSchema,
  RemainingPaymentPayloadSchema,
} from '../../reservations.payloads.ts';
import { countryOf } from '../data/catalog.ts';
import { dealersBy, dealersByRadius } from '../data/dealers.ts';
import { nextFactoryCode, type SeededOrder, seededOrders } from '../data/orders.ts';
import { availabilityOf, CAMPAIGNS } from '../data/stock.ts';
import { isB2eDocument } from '../data/users.ts';
import { mvsCode, withFile } from '../schemas.ts';
import { newId, recordsOf, remember } from '../state.ts';
import { type Ctx, created, fail, notFound, tableHandlers } from '../table.ts';
import { payableCard } from './cards.ts';
import { publicDealer } from './dealers.ts';
import { reservationFiles } from './users.ts';

/** Minutes a pre-reservation holds the car before it expires. */
export const RESERVATION_MINUTES = 15;

/** A reservation as the sandbox keeps it: an order (as seeded) and what its calls add. */
interface Reservation extends SeededOrder {
  /** When the Pix charge of the reservation ends unpaid (the order is then cancelled). */
  pixExpiresAt?: string;
  /** The buyer's cancellation (POST v2/reservations/{id}/cancel), once accepted. */
  cancellation?: { reason: string; comment: string; at: string };
  /** Where the welcome-kit gift goes (PUT v2/reservations/{id}/welcome-kit). */
  welcomeKitAddress?: Record<string, string>;
  /** When the balance method was chosen (the bank slip and the financing proposal take a while). */
  balanceChosenAt?: string;
  /** The used car of a trade-in, as the balance sent it. */
  tradeIn?: Record<string, string>;
  /** Where the balance's financing is formalized, once its proposal is ready. */
  formalizationUrl?: string;
}

/** Seconds the bank issues a slip in, and the financing proposal gets ready to formalize in. */
export const BILLET_ISSUE_SECONDS = 20;
export const FORMALIZATION_SECONDS = 30;

const chose = (r: Reservation, method: string) => r.timeline.some((e) => e.status === method);
const since = (r: Reservation, seconds: number) =>
  Boolean(r.balanceChosenAt) && Date.parse(r.balanceChosenAt as string) + seconds * 1000 <= Date.now();

/** The bank slip is issued: the order says so and offers it. */
function issueBillet(r: Reservation) {
  if (r.billetUrl || !chose(r, 'BILLET_PAYMENT') || r.status === 'CANCELLED') return false;
  r.billetUrl = `https://boleto.sandbox.example/${r.id}.pdf`;
  move(r, 'BILLET_AVAILABLE');
  return true;
}

/** The financing proposal is ready to formalize. */
function formalizationReady(r: Reservation) {
  if (r.formalizationUrl || !chose(r, 'FINANCING_PAYMENT') || r.status === 'CANCELLED') return false;
  r.formalizationUrl = `https://financiamento.sandbox.example/formalizar/${r.id}`;
  return true;
}

/** Minutes a Pix charge stays payable. */
export const PIX_MINUTES = 10;

/** An order is over once cancelled or delivered; until then its document cannot reserve again. */
const OVER = new Set(['CANCELLED', 'DELIVERED', 'DELIVERED_RESERVATION', 'CUSTOMER_DELIVERY']);
const reservations = () => recordsOf<Reservation>('reservations', () => seededOrders());
const byId = (id?: string) => reservations().find((r) => r.id === id) ?? null;
const digits = (value: string | null) => (value ?? '').replace(/\D/g, '');
const HOLDING = new Set(['PRE_RESERVE', 'RESERVE']);
const expired = (r: Reservation) => HOLDING.has(r.status) && Date.parse(r.expiresAt) < Date.now();
const pixLapsed = (r: Reservation) =>
  r.status === 'RESERVE' && Boolean(r.pixExpiresAt) && Date.parse(r.pixExpiresAt as string) < Date.now();

function move(r: Reservation, status: string) {
  r.status = status;
  r.timeline.push({ status, at: new Date().toISOString() });
  return r;
}

/**
 * Documents sent for an order that asks for them: each file counts for its kind (`types`, in the
 * files' order; without it, the asked kinds in order), received; the order moves on once none is
 * missing or refused.
 */
function receiveDocuments(ctx: Ctx) {
  const order = byId(String(ctx.form?.get('reservationId') ?? ''));
  if (!order?.requiredDocuments) return null;
  const files = ctx.form?.getAll('documents') as File[];
  const types = ctx.form?.getAll('types').map(String) ?? [];
  const kinds = types.length > 0 ? types : order.requiredDocuments.slice(0, files.length);
  if (kinds.length !== files.length || kinds.some((k) => !order.requiredDocuments?.includes(k)))
    return fail(422, 'one asked document type per file');
  const sent = files.map((file, n) => ({ type: kinds[n] as string, name: file.name, status: 'RECEIVED' }));
  order.documents = [...(order.documents ?? []), ...sent];
  const last = (type: string) => order.documents?.filter((d) => d.type === type).at(-1);
  if (order.status === 'WAITING_DOCS' && order.requiredDocuments.every((k) => last(k)?.status === 'RECEIVED'))
    move(order, 'UPLOADED_DOCS');
  return null;
}

/** The face service accepted an anti-fraud photo of the reservation (taken on any device). */
const photoTaken = (r: Reservation) =>
  recordsOf<{ reservationId: string; faceDetected: boolean }>('face:photos').some(
    (p) => p.reservationId === r.id && p.faceDetected,
  );

function view(r: Reservation) {
  if (expired(r) || pixLapsed(r)) move(r, 'CANCELLED');
  // The bank and the financing answer in their own time.
  if (since(r, BILLET_ISSUE_SECONDS)) issueBillet(r);
  if (since(r, FORMALIZATION_SECONDS)) formalizationReady(r);
  // The photo puts a paid order under anti-fraud analysis.
  if (
    r.status !== 'CANCELLED' &&
    !r.timeline.some((e) => e.status === 'ANTI_FRAUD') &&
    paid(r) &&
    photoTaken(r)
  )
    move(r, 'ANTI_FRAUD');
  const remainingSeconds = Math.max(0, Math.round((Date.parse(r.expiresAt) - Date.now()) / 1000));
  return { ...r, remainingSeconds: HOLDING.has(r.status) ? remainingSeconds : null };
}

/** Answers already given per Idempotency-Key: the same key gets the same answer, nothing charged twice. */
const answered = () => recordsOf<{ key: string; status: number; body: unknown }>('reservations:idempotency');
/** Charges made (one per accepted card payment or paid Pix). */
const charges = () =>
  recordsOf<{ reservationId: string; type: string; amount: number }>('reservations:charges');

async function once(ctx: Ctx, act: () => unknown): Promise<Response> {
  const key = ctx.request.headers.get('idempotency-key');
  const earlier = key ? answered().find((a) => a.key === key) : undefined;
  if (earlier) return HttpResponse.json(earlier.body as object, { status: earlier.status });
  const result = await act();
  const response = result instanceof Response ? result : HttpResponse.json(result as object);
  if (key) answered().push({ key, status: response.status, body: await response.clone().json() });
  return response;
}

function withReservation(id: string | undefined, act: (r: Reservation) => unknown) {
  const found = byId(id);
  if (!found) return notFound('Reservation not found');
  if (expired(found)) return fail(410, 'time expired');
  return act(found);
}

const BALANCE = new Set<string>([...REMAINING_PAYMENT_METHODS, 'REMAINING_PAYMENT']);
/**
 * Paid and its balance not chosen yet, whatever came after the payment (documents received or
 * awaited, the anti-fraud analysis).
 */
const awaitsBalance = (r: Reservation) =>
  r.status !== 'CANCELLED' && paid(r) && !r.timeline.some((e) => BALANCE.has(e.status));
/** The reservation amount was paid. */
function paid(r: Reservation) {
  return r.timeline.some((e) => e.status === 'APPROVED_RESERVATION');
}

const NO_CANCEL = new Set<string>(NOT_CANCELLABLE);
/** No gift for an order not yet paid or cancelled. */
const kitOffered = (r: Reservation) => r.status !== 'PRE_RESERVE' && r.status !== 'CANCELLED';
const kitOf = (r: Reservation) => ({
  reservationId: r.id,
  gift:
    CAMPAIGNS.find((c) => c.id === r.campaignId)?.country === 'AR'
      ? 'Kit de bienvenida'
      : 'Kit de boas-vindas',
  addressRequired: true,
  available: kitOffered(r),
  address: r.welcomeKitAddress ?? null,
});

const campaignOf = (ctx: Ctx) => CAMPAIGNS.find((c) => c.id === ctx.params.id) ?? null;

/** Reservations service: campaigns, pre-reserve with a countdown, payment, balance, welcome kit. */
export const reservationHandlers = tableHandlers('reservations', reservationCalls, {
  remainingPayment: {
    schema: RemainingPaymentPayloadSchema,
    resolve: (ctx) =>
      withReservation(ctx.params.id, (r) => {
        if (!awaitsBalance(r)) return fail(409, 'Reservation not paid');
        // The documents were received by this order (its timeline says so) or uploaded in this session.
        const hasDocs =
          r.timeline.some((e) => e.status === 'UPLOADED_DOCS') ||
          recordsOf<{ reservationId?: string }>('users:documents').length > 0;
        if (ctx.body.method === 'BILLET_PAYMENT' && !hasDocs)
          return fail(422, 'documents must be uploaded before the bank slip');
        r.balanceChosenAt = new Date().toISOString();
        if (ctx.body.tradeIn) r.tradeIn = { ...ctx.body.tradeIn };
        return view(move(move(r, ctx.body.method), 'REMAINING_PAYMENT'));
      }),
  },
  reprocess: (ctx) => ({
    campaignId: ctx.params.campaignId,
    reprocessed: reservations().filter((r) => r.campaignId === ctx.params.campaignId).length,
  }),
  pay: {
    schema: PaymentPayloadSchema,
    resolve: (ctx) =>
      once(ctx, () =>
        withReservation(ctx.body.reservationId, (r) => {
          if (r.status === 'APPROVED_RESERVATION') return fail(409, 'Reservation already paid');
          if (r.status !== 'RESERVE' && r.status !== 'PRE_RESERVE')
            return fail(409, 'Reservation not payable');
          if (ctx.params.type === 'pix') {
            const code = `00020126580014BR.GOV.BCB.PIX0136${r.id}5204000053039865802BR5913HUB WIDGETS6009SAO PAULO62070503***6304`;
            r.pixExpiresAt = new Date(Date.now() + PIX_MINUTES * 60000).toISOString();
            r.paymentMethod = 'PIX';
            if (r.status === 'PRE_RESERVE') move(r, 'RESERVE');
            return { reservationId: r.id, qrCode: code, copyCode: code, expiresAt: r.pixExpiresAt };
          }
          if (ctx.params.type !== 'card') return notFound('Unknown payment type');
          if (Boolean(ctx.body.card) === Boolean(ctx.body.cardId))
            return fail(422, 'card or cardId required');
          // The card's one-time token comes from the cards service and is good for one payment.
          const tokens = recordsOf<{ token: string; userId: string }>('cards:tokens');
          const index = tokens.findIndex((t) => t.token === ctx.body.oneTimeToken);
          if (index < 0) return fail(422, 'Invalid one-time token');
          const [token] = tokens.splice(index, 1);
          // A saved card charges only for the user the token was given to, and only before it expires.
          if (ctx.body.cardId && !payableCard(token?.userId, ctx.body.cardId))
            return fail(422, 'TIVEMOS UM PROBLEMA NO PAGAMENTO. Verifique seus dados, por favor.');
          if (ctx.body.card?.number.replace(/\D/g, '').endsWith('0002'))
            return fail(422, 'TIVEMOS UM PROBLEMA NO PAGAMENTO. Verifique seus dados, por favor.');
          charges().push({ reservationId: r.id, type: 'card', amount: r.reservationAmount });
          r.paymentMethod = 'CARD';
          return view(move(r, 'APPROVED_RESERVATION'));
        }),
      ),
  },
  processing: {
    schema: ProcessingPayloadSchema,
    resolve: (ctx) => withReservation(ctx.body.reservationId, (r) => view(move(r, 'RESERVE'))),
  },
  preReserve: {
    // The shared payload, with what only the sandbox knows: the catalogue's mvs codes.
    schema: v.looseObject({ ...PreReservePayloadSchema.entries, mvsCode }),
    resolve: ({ body }) => {
      const campaign = CAMPAIGNS.find((c) => c.id === body.campaignId);
      if (!campaign?.mvsCodes.includes(body.mvsCode)) return fail(422, 'Version not in the campaign');
      const document = digits(body.customer.document);
      // A member of a user group buys as a corporate employee: whom for is required (seed 000 §5).
      if (isB2eDocument(document) && !body.purchaseFor) return fail(422, 'B2E purchase-for is required');
      if (reservations().some((r) => r.document === document && !OVER.has(r.status) && !expired(r)))
        return fail(409, 'Já existe uma reserva para este CPF/CNPJ');
      const at = new Date();
      const reservation = remember<Reservation>('reservations', {
        id: newId('RSV'),
        status: 'PRE_RESERVE',
        timeline: [{ status: 'PRE_RESERVE', at: at.toISOString() }],
        document,
        campaignId: campaign.id,
        mvsCode: body.mvsCode,
        year: body.year,
        colorCode: body.colorCode,
        dealerCode: body.dealerCode,
        reservationAmount: campaign.reservationAmount,
        expiresAt: new Date(at.getTime() + RESERVATION_MINUTES * 60000).toISOString(),
      });
      return created(view(reservation));
    },
  },
  status: (ctx) => {
    const found = byId(ctx.params.id);
    return found ? view(found) : notFound('Reservation not found');
  },
  validateUser: (ctx) => {
    const active = reservations().some(
      (r) => r.document === digits(ctx.query.get('document')) && !OVER.has(r.status) && !expired(r),
    );
    return { canReserve: !active, message: active ? 'Já existe uma reserva para este CPF/CNPJ' : null };
  },
  userReserves: (ctx) =>
    reservations()
      .filter((r) => r.document === digits(ctx.query.get('document')))
      .map(view),
  reservationLead: (ctx) => {
    const found = byId(ctx.query.get('reservationId') ?? undefined);
    return found
      ? { reservationId: found.id, dealerCode: found.dealerCode, leadId: `L-${found.id}` }
      : notFound('Reservation not found');
  },
  availability: (ctx) => {
    const stock = availabilityOf(
      ctx.query.get('mvsCode') ?? '',
      Number(ctx.query.get('year')),
      countryOf(ctx.market),
    );
    if (!stock) return notFound('No vehicle available');
    const color = ctx.query.get('colorCode');
    const quantity = color ? (stock.byColor.find((c) => c.colorCode === color)?.quantity ?? 0) : stock.total;
    return { available: quantity > 0, quantity };
  },
  campaigns: (ctx) => CAMPAIGNS.filter((c) => c.brand === ctx.brand && c.country === countryOf(ctx.market)),
  campaignDealers: (ctx) => {
    const campaign = campaignOf(ctx);
    if (!campaign) return notFound('Unknown campaign');
    const state = ctx.query.get('state') ?? undefined;
    return dealersBy({
      brand: campaign.brand,
      country: campaign.country,
      stateCode: state,
      offline: false,
    }).map(publicDealer);
  },
  campaignDealersByRadius: (ctx) => {
    const campaign = campaignOf(ctx);
    if (!campaign) return notFound('Unknown campaign');
    const [lat, lng, radiusKm] = ['referenceLatitude', 'referenceLongitude', 'radius'].map((k) =>
      Number(ctx.query.get(k)),
    ) as [number, number, number];
    if (!(radiusKm > 0)) return fail(422, 'There is no Radius');
    return dealersByRadius({
      brand: campaign.brand,
      country: campaign.country,
      offline: false,
      lat,
      lng,
      radiusKm,
    }).map((h) => ({ ...publicDealer(h.dealer), distanceKm: Math.round(h.distanceKm * 10) / 10 }));
  },
  welcomeKit: (ctx) => withReservation(ctx.params.id, (r) => kitOf(r)),
  cancel: {
    schema: CancelRequestSchema,
    resolve: (ctx) => {
      const found = byId(ctx.params.id);
      if (!found) return notFound('Reservation not found');
      view(found);
      // Asked again (a retry after a lost answer): the same cancelled order, nothing done twice.
      if (found.cancellation) return view(found);
      if (NO_CANCEL.has(found.status)) return fail(409, 'Order can no longer be cancelled');
      found.cancellation = {
        reason: ctx.body.reason,
        comment: (ctx.body.comment ?? '').trim(),
        at: new Date().toISOString(),
      };
      return view(move(found, 'CANCELLED'));
    },
  },
  welcomeKitAddress: {
    schema: GiftAddressPayloadSchema,
    resolve: (ctx) =>
      withReservation(ctx.params.id, (r) => {
        // The postal code of the order's country (the campaign's).
        const country = CAMPAIGNS.find((c) => c.id === r.campaignId)?.country;
        if (!isValidPostalCode(ctx.body.postalCode, country === 'AR' ? 'es-AR' : 'pt-BR'))
          return fail(422, 'invalid postal code');
        if (!kitOffered(r)) return fail(409, 'Welcome kit not offered for this order');
        const { recipientName, postalCode, street, number, complement, neighborhood, city, state } = ctx.body;
        r.welcomeKitAddress = {
          recipientName,
          postalCode,
          street,
          number,
          complement: complement?.trim() ?? '',
          neighborhood,
          city,
          state,
        };
        return kitOf(r);
      }),
  },
  paymentMethod: {
    schema: PaymentMethodPayloadSchema,
    resolve: (ctx) => ({
      productId: ctx.params.productId,
      paymentMethod: remember('reservations:methods', ctx.body.paymentMethod),
    }),
  },
  uploadUserReservation: {
    form: withFile('documents'),
    resolve: (ctx) => receiveDocuments(ctx) ?? reservationFiles(ctx),
  },
});

/**
 * Sandbox control for the reservation lifecycle (not a service): `POST __sandbox/reservations/{id}/pix-paid`
 * pays the pending Pix charge of a reservation, as the bank would; `…/billet-issued` issues the bank
 * slip of the balance and `…/formalization-ready` readies its financing, as the bank and the financing
 * would in their own time; `…/advance` moves an order on to the next code of its course (ordered,
 * mounted, produced, invoiced, dispatched, in transit, at the dealer, delivered) dated now, as the
 * factory and the dealer would (409 when it waits for the buyer or is over). The widget sees each by
 * polling.
 */
export const reservationControlHandlers = [
  http.post('*/__sandbox/reservations/:id/pix-paid', ({ params }) => {
    const r = byId(String(params.id));
    if (r?.paymentMethod !== 'PIX') return fail(404, 'No Pix charge for this reservation');
    if (!r) return fail(404, 'No Pix charge for this reservation');
    view(r);
    if (r.status !== 'RESERVE') return fail(409, `Reservation is ${r.status}`);
    charges().push({ reservationId: r.id, type: 'pix', amount: r.reservationAmount });
    return HttpResponse.json(view(move(r, 'APPROVED_RESERVATION')));
  }),
  http.get('*/__sandbox/reservations/charges', () => HttpResponse.json(charges())),
  // The bank issues the slip of a balance paid by bank slip now (it would take BILLET_ISSUE_SECONDS).
  http.post('*/__sandbox/reservations/:id/billet-issued', ({ params }) => {
    const r = byId(String(params.id));
    if (!r || !issueBillet(r)) return fail(409, 'No bank slip to issue for this reservation');
    return HttpResponse.json(view(r));
  }),
  // The factory or the dealer moves the order on, as the back office would.
  http.post('*/__sandbox/reservations/:id/advance', ({ params }) => {
    const r = byId(String(params.id));
    if (!r) return fail(404, 'Reservation not found');
    view(r);
    const next = nextFactoryCode(
      r,
      r.timeline.some((e) => BALANCE.has(e.status)),
    );
    if (!next) return fail(409, `Reservation is ${r.status}: nothing to move on`);
    return HttpResponse.json(view(move(r, next)));
  }),
  // The financing proposal of the balance is ready to formalize now.
  http.post('*/__sandbox/reservations/:id/formalization-ready', ({ params }) => {
    const r = byId(String(params.id));
    if (!r || !formalizationReady(r)) return fail(409, 'No financing to formalize for this reservation');
    return HttpResponse.json(view(r));
  }),
];
