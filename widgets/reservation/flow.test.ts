import { describe, expect, it } from 'vitest';
import type { Campaign, CampaignDealer, ReservationRecord } from '../../api/reservations.ts';
import {
  type FlowPage,
  holdsCar,
  initialFlowState,
  type ReservationFlowAction,
  type ReservationFlowState,
  reservationFlowReducer,
  screenOf,
} from './flow.ts';

const campaign: Campaign = {
  id: 'CMP-FIAT-BR',
  name: 'Reserva online',
  reservationAmount: 5000,
  currency: 'BRL',
  mvsCodes: ['553K652'],
};
const dealer: CampaignDealer = { id: 1, dealerCode: '1001', name: 'Concessionária Paulista' };
const record = (status: string): ReservationRecord => ({
  id: 'RSV-1',
  status,
  timeline: [{ status, at: '2026-11-23T12:00:00Z' }],
  reservationAmount: 5000,
  expiresAt: '2026-11-23T12:15:00Z',
  remainingSeconds: 900,
  dealerCode: '1001',
  mvsCode: '553K652',
  year: 2025,
  colorCode: '249',
});
const reservedCar = { mvs: '553K652', year: 2025, colorCode: '249', price: 76990 };
const page: FlowPage = { hasCar: true, hasColor: true, signedIn: true };

/** Runs actions from a state; the steps it went through, and where it ends. */
function walk(state: ReservationFlowState, actions: ReservationFlowAction[]) {
  const steps: string[] = [];
  for (const action of actions) {
    const next = reservationFlowReducer(state, action);
    if (next.step !== state.step) steps.push(next.step);
    state = next;
  }
  return { state, steps };
}

const toPayment: ReservationFlowAction[] = [
  { type: 'reserve', campaign, dealer },
  { type: 'sending' },
  { type: 'pre-reserved', record: record('PRE_RESERVE'), car: reservedCar },
  { type: 'sending' },
  { type: 'confirmed', record: record('RESERVE') },
];

describe('reservation flow', () => {
  it('starts at the showcase with nothing chosen', () => {
    const state = initialFlowState(false);
    expect(state).toMatchObject({ step: 'showcase', reservation: null, expired: null, busy: false });
    expect(screenOf(state, page)).toBe('showcase');
    expect(screenOf(state, { ...page, hasColor: false })).toBe('no-color');
  });

  it('register → countdown → payment → billing → documents → photo (waited for, on a desktop) → balance → concluded', () => {
    const { state, steps } = walk(initialFlowState(false), [
      ...toPayment,
      { type: 'paid', record: record('APPROVED_RESERVATION') },
      { type: 'billing-done' },
      { type: 'documents-sent', status: 'UPLOADED_DOCS' },
      { type: 'photo-done' },
      { type: 'balance-chosen', record: record('REMAINING_PAYMENT'), choice: 'BILLET_PAYMENT' },
    ]);
    expect(steps).toEqual([
      'register',
      'reservation',
      'payment',
      'billing',
      'documents',
      'security-photo',
      'balance',
      'concluded',
    ]);
    expect(state).toMatchObject({
      campaign,
      dealer,
      docsUploaded: true,
      choice: 'BILLET_PAYMENT',
      reservation: { status: 'REMAINING_PAYMENT' },
    });
    expect(screenOf(state, page)).toBe('concluded');
  });

  it('on mobile the security photo comes after the documents, then the balance', () => {
    const { steps } = walk(initialFlowState(true), [
      ...toPayment,
      { type: 'paid', record: null },
      { type: 'billing-done' },
      { type: 'documents-sent', status: 'UPLOADED_DOCS' },
      { type: 'photo-done' },
    ]);
    expect(steps.slice(-3)).toEqual(['documents', 'security-photo', 'balance']);
  });

  it('the countdown runs while the car is held: reservation and payment steps only', () => {
    let state = walk(initialFlowState(false), toPayment.slice(0, 3)).state;
    expect(state.step).toBe('reservation');
    expect(holdsCar(state)).toBe(true);
    state = reservationFlowReducer(state, { type: 'confirmed', record: record('RESERVE') });
    expect(holdsCar(state)).toBe(true);
    state = reservationFlowReducer(state, { type: 'paid', record: record('APPROVED_RESERVATION') });
    expect(state.step).toBe('billing');
    expect(holdsCar(state)).toBe(false);
  });

  it('the reservation time runs out: the order is cancelled and the expired screen (payment-failure banner) shows', () => {
    const { state } = walk(initialFlowState(false), [...toPayment, { type: 'reservation-expired' }]);
    expect(state.expired).toBe('reservation');
    expect(state.reservation?.status).toBe('CANCELLED');
    expect(holdsCar(state)).toBe(false);
    expect(screenOf(state, page)).toBe('expired');
  });

  it('the Pix time ends unpaid (or the service cancels it): the same banner, for the Pix', () => {
    const { state } = walk(initialFlowState(false), [...toPayment, { type: 'pix-cancelled' }]);
    expect(state.expired).toBe('pix');
    expect(state.reservation?.status).toBe('CANCELLED');
    expect(screenOf(state, page)).toBe('expired');
  });

  it('a refused registration stays at the registration with its problem; a retry clears it', () => {
    let state = walk(initialFlowState(false), [
      { type: 'reserve', campaign, dealer },
      { type: 'sending' },
    ]).state;
    expect(state.busy).toBe(true);
    state = reservationFlowReducer(state, { type: 'failed', problem: 'existing' });
    expect(state).toMatchObject({ step: 'register', busy: false, problem: 'existing' });
    expect(screenOf(state, page)).toBe('register');
    state = reservationFlowReducer(state, { type: 'sending' });
    expect(state.problem).toBeNull();
  });

  it('registration asks a signed-out shopper to sign in', () => {
    const { state } = walk(initialFlowState(false), [{ type: 'reserve', campaign, dealer }]);
    expect(screenOf(state, { ...page, signedIn: false })).toBe('sign-in');
  });

  it('resumes a reservation by its status at its first step still to do; a cancelled one has expired', () => {
    const resume = (status: string) =>
      reservationFlowReducer(initialFlowState(false), { type: 'resumed', record: record(status) });
    expect(resume('PRE_RESERVE').step).toBe('reservation');
    expect(resume('RESERVE').step).toBe('payment');
    expect(resume('APPROVED_RESERVATION').step).toBe('billing');
    expect(resume('REMAINING_PAYMENT').step).toBe('concluded');
    const cancelled = resume('CANCELLED');
    expect(cancelled).toMatchObject({ step: 'showcase', expired: 'reservation' });
    expect(screenOf(cancelled, page)).toBe('expired');
  });

  it('a paid order without its balance chosen resumes at the billing data, whatever its status; documents and photo already done are not asked again', () => {
    const paidWith = (...later: string[]) => {
      const codes = ['PRE_RESERVE', 'RESERVE', 'APPROVED_RESERVATION', ...later];
      return {
        ...record(codes.at(-1) as string),
        timeline: codes.map((status) => ({ status, at: '2026-11-23T12:00:00Z' })),
      };
    };
    const resume = (r: ReservationRecord, mobile = false) =>
      reservationFlowReducer(initialFlowState(mobile), { type: 'resumed', record: r });
    for (const status of [
      'UPLOADED_DOCS',
      'WAITING_DOCS',
      'ANTI_FRAUD',
      'APPROVAL_DIRECT_SALE',
      'SOMETHING_NEW',
    ])
      expect(resume(paidWith(status)).step, status).toBe('billing');
    const docsDone = walk(resume(paidWith('UPLOADED_DOCS')), [{ type: 'billing-done' }]);
    expect(docsDone.steps).toEqual(['security-photo']);
    const photoDone = walk(resume(paidWith('UPLOADED_DOCS', 'ANTI_FRAUD'), true), [{ type: 'billing-done' }]);
    expect(photoDone.steps).toEqual(['balance']);
    const docsAwaited = walk(resume(paidWith('WAITING_DOCS')), [{ type: 'billing-done' }]);
    expect(docsAwaited.steps).toEqual(['documents']);
    // Once the balance is chosen the order is concluded, whatever came after.
    expect(resume(paidWith('BILLET_PAYMENT', 'REMAINING_PAYMENT', 'UPLOADED_DOCS')).step).toBe('concluded');
    expect(resume(paidWith('DEALER_PAYMENT', 'ANTI_FRAUD')).step).toBe('concluded');
    expect(resume(record('DELIVERED_RESERVATION')).step).toBe('concluded');
  });

  it('while the named reservation loads nothing shows; if it cannot be read, the failure', () => {
    const loading = initialFlowState(false);
    const noCar = { ...page, hasCar: false, hasColor: false };
    expect(screenOf(loading, noCar)).toBe('nothing');
    const failed = reservationFlowReducer(loading, { type: 'failed', problem: 'genericError' });
    expect(screenOf(failed, noCar)).toBe('problem');
  });

  it('a cancelled order stays on the concluded screen with its new status', () => {
    const concluded = reservationFlowReducer(initialFlowState(false), {
      type: 'resumed',
      record: record('REMAINING_PAYMENT'),
    });
    const { state, steps } = walk(concluded, [{ type: 'status', record: record('CANCELLED') }]);
    expect(steps).toEqual([]);
    expect(state.reservation?.status).toBe('CANCELLED');
    expect(state.expired).toBeNull();
    expect(screenOf(state, page)).toBe('concluded');
  });

  it('the bank slip needs the documents first: from the balance back to the documents, then on', () => {
    const atBalance = walk(initialFlowState(false), [
      ...toPayment,
      { type: 'paid', record: null },
      { type: 'billing-done' },
      { type: 'documents-sent', status: 'UPLOADED_DOCS' },
      { type: 'photo-done' },
    ]).state;
    expect(atBalance.step).toBe('balance');
    const { steps } = walk(atBalance, [
      { type: 'documents-first' },
      { type: 'documents-sent', status: 'UPLOADED_DOCS' },
    ]);
    expect(steps).toEqual(['documents', 'balance']);
  });

  it("a shopper's move counts only at the step that offers it", () => {
    const atPayment = walk(initialFlowState(false), toPayment).state;
    for (const action of [
      { type: 'reserve', campaign, dealer },
      { type: 'back' },
      { type: 'billing-done' },
      { type: 'documents-first' },
      { type: 'photo-done' },
    ] as ReservationFlowAction[])
      expect(reservationFlowReducer(atPayment, action)).toBe(atPayment);
  });

  it('the profile fills only what the buyer has not typed', () => {
    const typed = reservationFlowReducer(initialFlowState(false), {
      type: 'customer-field',
      field: 'name',
      value: 'Ana Beatriz Souza',
    });
    const state = reservationFlowReducer(typed, {
      type: 'prefilled',
      values: { name: 'Ana', document: '529.982.247-25', email: 'ana@exemplo.com', phone: '' },
    });
    expect(state.customer).toEqual({
      name: 'Ana Beatriz Souza',
      document: '529.982.247-25',
      email: 'ana@exemplo.com',
      phone: '',
    });
  });
});
