import type { Campaign, CampaignDealer, ReservationRecord } from '../../api/reservations.ts';
import { BALANCE_CHOICES, type BalanceChoice } from '../../domain/order/balance/balance.ts';
import { fillEmpty } from '../../domain/profile/fillEmpty.ts';
import { type AddressValues, type CustomerValues, EMPTY_ADDRESS, EMPTY_CUSTOMER } from './forms.ts';
import type { OrderMemory, ReservedCar } from './orderMemory.ts';
import { hasBeen, nextStep, resumeStep, type Step } from './steps.ts';

/** Why the order ended unpaid: the reservation time or the Pix time ran out. */
export type Expiry = 'reservation' | 'pix';

/** A problem the flow shows, as its message id: the document already has a reservation, or a failure. */
export type FlowProblem = 'existing' | 'genericError';

/** The purchase as the flow knows it. Only {@link reservationFlowReducer} changes it. */
export interface ReservationFlowState {
  /** The step the shopper is at. */
  step: Step;
  /** Whether the page runs on a mobile device, where the anti-fraud photo is taken (seed 000 §2). */
  mobile: boolean;
  /** The campaign and dealer chosen on the showcase. */
  campaign: Campaign | null;
  dealer: CampaignDealer | null;
  /** The buyer: the registration, then the billing's personal data. */
  customer: CustomerValues;
  /** The billing address. */
  address: AddressValues;
  /** A call of the flow (registration, confirmation) is on its way. */
  busy: boolean;
  problem: FlowProblem | null;
  /** The reservation as the service last reported it. */
  reservation: ReservationRecord | null;
  /** The car and its price as they were at pre-reserve: what the page shows later does not change them. */
  car: ReservedCar | null;
  /** Why the order ended unpaid; null while it runs. */
  expired: Expiry | null;
  /** The documents were received (the bank slip needs them). */
  docsUploaded: boolean;
  /** The anti-fraud photo was taken (on this device or, for a desktop order, on the phone). */
  photoDone: boolean;
  /** The reservation was just paid here (the billing screen says it was approved). */
  justPaid: boolean;
  /** How the balance is paid, once chosen. */
  choice: BalanceChoice | null;
  /** An unfinished purchase of the signed-in buyer, offered on the showcase. */
  unfinished: ReservationRecord | null;
}

/** The flow before anything happened: the showcase. */
export function initialFlowState(mobile: boolean): ReservationFlowState {
  return {
    step: 'showcase',
    mobile,
    campaign: null,
    dealer: null,
    customer: EMPTY_CUSTOMER,
    address: EMPTY_ADDRESS,
    busy: false,
    problem: null,
    reservation: null,
    car: null,
    expired: null,
    docsUploaded: false,
    photoDone: false,
    justPaid: false,
    choice: null,
    unfinished: null,
  };
}

/** What happens to the flow: the shopper's moves and entries, the service's answers, the clock. */
export type ReservationFlowAction =
  // The shopper
  | { type: 'reserve'; campaign: Campaign; dealer: CampaignDealer }
  | { type: 'back' }
  | { type: 'customer'; values: CustomerValues }
  | { type: 'customer-field'; field: keyof CustomerValues; value: string }
  | { type: 'address'; values: AddressValues }
  | { type: 'billing-done' }
  | { type: 'documents-first' }
  | { type: 'photo-done' }
  // The page and the services
  | { type: 'prefilled'; values: CustomerValues }
  | { type: 'unfinished-found'; record: ReservationRecord | null }
  | { type: 'sending' }
  | { type: 'failed'; problem: FlowProblem }
  | { type: 'pre-reserved'; record: ReservationRecord; car: ReservedCar }
  | { type: 'confirmed'; record: ReservationRecord }
  | { type: 'paid'; record: ReservationRecord | null }
  | { type: 'documents-sent'; status: string }
  | { type: 'balance-chosen'; record: ReservationRecord; choice: BalanceChoice }
  | { type: 'status'; record: ReservationRecord }
  | { type: 'resumed'; record: ReservationRecord; memory?: OrderMemory; at?: Step | null }
  // The clock (or the service ending the Pix charge)
  | { type: 'reservation-expired' }
  | { type: 'pix-cancelled' };

/** A move between steps: from which steps it counts, and to which step (`next`: the next of the list). */
export interface Move {
  from: readonly Step[] | 'any';
  to: Step | 'next';
}

/**
 * The moves of the flow, as data. A shopper's move counts only at the step that offers it; a service
 * answer moves the flow wherever it stands (the reservation is what the service says). `resumed` goes
 * to the first step its reservation still has to do ({@link resumeStep}); other actions stay put.
 */
export const MOVES = {
  reserve: { from: ['showcase'], to: 'register' },
  back: { from: ['register'], to: 'showcase' },
  'pre-reserved': { from: 'any', to: 'reservation' },
  confirmed: { from: 'any', to: 'payment' },
  paid: { from: 'any', to: 'billing' },
  'billing-done': { from: ['billing'], to: 'next' },
  'documents-sent': { from: ['documents'], to: 'next' },
  'photo-done': { from: ['security-photo'], to: 'next' },
  'documents-first': { from: ['balance'], to: 'documents' },
  'balance-chosen': { from: 'any', to: 'concluded' },
} as const satisfies { [K in ReservationFlowAction['type']]?: Move };

const withStatus = (record: ReservationRecord | null, status: string) =>
  record ? { ...record, status } : null;

/** The steps of a paid order whose balance is still to choose. */
const PAID_STEPS = new Set<Step>(['billing', 'documents', 'security-photo', 'balance']);

/** The balance choice a reservation's timeline names (the first balance method in it), if any. */
function choiceOf(record: ReservationRecord): BalanceChoice | null {
  const codes = record.timeline.map((entry) => entry.status);
  return (
    ((BALANCE_CHOICES as readonly string[]).find((choice) =>
      codes.includes(choice),
    ) as BalanceChoice | null) ?? null
  );
}

/** What an action changes besides the step. */
function update(state: ReservationFlowState, action: ReservationFlowAction): ReservationFlowState {
  switch (action.type) {
    case 'reserve':
      return { ...state, campaign: action.campaign, dealer: action.dealer };
    case 'customer':
      return { ...state, customer: action.values };
    case 'customer-field':
      return { ...state, customer: { ...state.customer, [action.field]: action.value } };
    case 'address':
      return { ...state, address: action.values };
    case 'prefilled':
      // What the buyer already typed wins over the profile.
      return { ...state, customer: fillEmpty(state.customer, action.values) };
    case 'unfinished-found':
      return { ...state, unfinished: action.record };
    case 'sending':
      return { ...state, busy: true, problem: null };
    case 'failed':
      return { ...state, busy: false, problem: action.problem };
    case 'pre-reserved':
      return { ...state, busy: false, reservation: action.record, car: action.car };
    case 'confirmed':
      return { ...state, busy: false, reservation: action.record };
    case 'paid':
      return { ...state, justPaid: true, reservation: action.record ?? state.reservation };
    case 'billing-done':
      return { ...state, justPaid: false };
    case 'documents-sent':
      return { ...state, docsUploaded: true, reservation: withStatus(state.reservation, action.status) };
    case 'balance-chosen':
      return { ...state, choice: action.choice, reservation: action.record };
    case 'status':
      return { ...state, reservation: action.record };
    case 'photo-done':
      return { ...state, photoDone: true };
    case 'resumed': {
      const where = resumeStep(action.record);
      const remembered = {
        car: action.memory?.car ?? state.car,
        choice: action.memory?.choice ?? state.choice ?? choiceOf(action.record),
        docsUploaded: state.docsUploaded || hasBeen(action.record, 'UPLOADED_DOCS'),
        photoDone: state.photoDone || hasBeen(action.record, 'ANTI_FRAUD'),
      };
      // The phone continuing a desktop order's photo (its hand-over link) goes to the photo, while due.
      const photoDue = where !== null && PAID_STEPS.has(where) && !remembered.photoDone;
      const step = action.at === 'security-photo' && photoDue ? 'security-photo' : where;
      return step
        ? { ...state, ...remembered, problem: null, reservation: action.record, step }
        : { ...state, ...remembered, reservation: action.record, expired: 'reservation' };
    }
    case 'reservation-expired':
      return { ...state, expired: 'reservation', reservation: withStatus(state.reservation, 'CANCELLED') };
    case 'pix-cancelled':
      return { ...state, expired: 'pix', reservation: withStatus(state.reservation, 'CANCELLED') };
    default:
      return state;
  }
}

/** The purchase flow's reducer: {@link MOVES} for the step, {@link update} for the rest. */
export function reservationFlowReducer(
  state: ReservationFlowState,
  action: ReservationFlowAction,
): ReservationFlowState {
  const move: Move | undefined = (MOVES as Partial<Record<string, Move>>)[action.type];
  if (move && move.from !== 'any' && !move.from.includes(state.step)) return state;
  const next = update(state, action);
  if (!move) return next;
  return { ...next, step: move.to === 'next' ? stepAfter(next, state.step) : move.to };
}

/** The next step after `step` still to do: the documents and the photo are not asked twice. */
function stepAfter(state: ReservationFlowState, step: Step): Step {
  const done = (s: Step) =>
    (s === 'documents' && state.docsUploaded) || (s === 'security-photo' && state.photoDone);
  let next = nextStep(step);
  while (done(next) && next !== nextStep(next)) next = nextStep(next);
  return next;
}

/** The reservation timer runs while the car is held and not yet paid (reservation and payment steps). */
export function holdsCar(state: ReservationFlowState): boolean {
  const { reservation, step } = state;
  return Boolean(
    reservation &&
      (step === 'reservation' || step === 'payment') &&
      reservation.status !== 'CANCELLED' &&
      !state.expired,
  );
}

/**
 * What the flow shows: a step's screen, or `expired` (the payment-failure banner), `no-color` (the
 * car needs its colour), `sign-in` (registration needs a signed-in buyer), `problem` (a failure with
 * nothing else to show) or `nothing` (waiting, such as for the reservation being resumed).
 */
export type FlowScreen = Step | 'expired' | 'no-color' | 'sign-in' | 'problem' | 'nothing';

/** What the page tells the flow: whether there is a car (and its colour) and a signed-in buyer. */
export interface FlowPage {
  hasCar: boolean;
  hasColor: boolean;
  signedIn: boolean;
}

/** The screen of a state: the steps after registration need the reservation (billing aside). */
export function screenOf(state: ReservationFlowState, page: FlowPage): FlowScreen {
  const { step } = state;
  if (state.expired) return 'expired';
  if (step === 'showcase' && page.hasCar) return page.hasColor ? 'showcase' : 'no-color';
  if (step === 'register') return page.signedIn ? 'register' : 'sign-in';
  if (step === 'billing' || (step !== 'showcase' && state.reservation)) return step;
  return state.problem ? 'problem' : 'nothing';
}
