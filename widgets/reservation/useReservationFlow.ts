import {
  type Dispatch,
  type RefObject,
  useCallback,
  useEffect,
  useLayoutEffect,
  useReducer,
  useRef,
} from 'react';
import type { ApiScope } from '../../api/client.ts';
import type { PurchaseFor } from '../../api/reservationCodes.ts';
import {
  getReservationStatus,
  getUserReserves,
  preReserve,
  processReservation,
  type ReservationRecord,
  validateUser,
} from '../../api/reservations.ts';
import { ServiceError } from '../../core/errors.ts';
import { failedWith } from '../../core/form/sendFailure.ts';
import type { SendAnswer } from '../../core/form/useFormState.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import type { FinancedCar } from '../../domain/car/financedCar.ts';
import { useProfile } from '../../domain/profile/useProfile.ts';
import {
  initialFlowState,
  type ReservationFlowAction,
  type ReservationFlowState,
  reservationFlowReducer,
} from './flow.ts';
import type { CustomerValues } from './forms.ts';
import { recallOrder, rememberOrder, reservedCar } from './orderMemory.ts';
import { purchaseDetail } from './purchaseDetail.ts';
import { isB2eBuyer } from './register/b2e.ts';
import { dropRegistration, keepRegistration, pendingRegistration } from './register/pendingRegistration.ts';
import { preReservePayload } from './register/preReservePayload.ts';
import { isMobileDevice } from './security-photo/device.ts';
import { resumeStep, type Step } from './steps.ts';

/** The purchase flow as the screens use it: its state, its actions and the calls it makes. */
export interface ReservationFlow {
  state: ReservationFlowState;
  dispatch: Dispatch<ReservationFlowAction>;
  /** Holds the screen; takes the focus at each new step. */
  heading: RefObject<HTMLDivElement | null>;
  /** The signed-in buyer belongs to a user group (B2E): the register step asks whom they buy for. */
  b2e: boolean;
  /**
   * Keeps the buyer typed, checks them, then pre-reserves (`validate-user`, then `pre-reserve`), with
   * whom a B2E buyer buys for.
   */
  register: (customer: CustomerValues, purchaseFor?: PurchaseFor | null) => Promise<SendAnswer>;
  /** Confirms the pre-reservation (`processing`): on to payment. */
  confirm: () => Promise<void>;
  /** The reservation is paid (its record, or null to read it again): on to billing. */
  paid: (record: ReservationRecord | null, method: 'card' | 'pix') => Promise<void>;
  /** The Pix time ended unpaid, or the service cancelled the order. */
  pixCancelled: () => void;
  /** Continues a reservation at its first step still to do, with what this browser remembers of it. */
  resume: (record: ReservationRecord) => void;
}

/**
 * The first purchase still to finish among the reservations of these documents (CPF, CNPJ, CUIL);
 * `fresh` when the service has just said one exists (the list shared at mount may predate it).
 */
async function unfinishedOf(
  scope: ApiScope,
  documents: string[],
  fresh = false,
): Promise<ReservationRecord | null> {
  for (const document of documents.map((d) => d.replace(/[^\dA-Za-z]/g, '')).filter(Boolean)) {
    const list = await getUserReserves(scope, document, { fresh }).catch(() => []);
    const found = list.find((r) => resumeStep(r) !== null);
    if (found) return found;
  }
  return null;
}

/**
 * The purchase flow of hub-reservation: a reducer over the declared flow (`flow.ts`) and its effects.
 * Each new step fires hub-step-change and moves the focus to the new screen; each new status the
 * service reports fires hub-reservation-status. It prefills the buyer from the profile, offers an
 * unfinished purchase of the buyer's CPF and resumes the reservation named by the page.
 */
export function useReservationFlow(
  car: FinancedCar | null,
  reservationId: string | undefined,
  resumeAt: Step | null = null,
): ReservationFlow {
  const { emit, context: scope } = useWidget();
  const { prefill } = useProfile();
  // Back from the sign-in page (or a reload) during registration: the shopper returns to it.
  const [state, dispatch] = useReducer(reservationFlowReducer, undefined, () => {
    const initial = initialFlowState(isMobileDevice());
    const pending = reservationId ? null : pendingRegistration();
    return pending ? reservationFlowReducer(initial, { type: 'reserve', ...pending }) : initial;
  });
  const heading = useRef<HTMLDivElement>(null);
  const shown = useRef({ step: state.step, status: null as string | null });

  const announceStatus = useCallback(
    (record: ReservationRecord) => {
      if (record.status === shown.current.status) return;
      shown.current.status = record.status;
      emit('hub-reservation-status', { status: record.status, reservationId: record.id });
    },
    [emit],
  );
  const { reservation, step } = state;
  useLayoutEffect(() => {
    if (reservation) announceStatus(reservation);
  }, [reservation, announceStatus]);
  useLayoutEffect(() => {
    if (step === shown.current.step) return;
    shown.current.step = step;
    emit('hub-step-change', { step });
    heading.current?.focus();
  }, [step, emit]);

  // Prefill the registration from the signed-in profile; look for an unfinished purchase of its CPF (CUIL in es-AR)
  // or its company's CNPJ.
  useEffect(() => {
    if (!prefill) return;
    // The reservation needs the buyer's full name: a nickname without a surname is not enough.
    const { fullName, document, email, phone } = prefill;
    dispatch({ type: 'prefilled', values: { name: fullName, document, email, phone } });
    if (reservationId) return;
    void unfinishedOf(scope, [document, prefill.cnpj]).then((record) => {
      if (record) dispatch({ type: 'unfinished-found', record });
    });
  }, [prefill, scope, reservationId]);

  // The registration's place is kept while the shopper is at it (they may leave to sign in).
  const { campaign: chosenCampaign, dealer: chosenDealer } = state;
  useEffect(() => {
    if (step === 'register' && chosenCampaign && chosenDealer)
      keepRegistration({ campaign: chosenCampaign, dealer: chosenDealer });
    else if (step !== 'register') dropRegistration();
  }, [step, chosenCampaign, chosenDealer]);

  // Resume a reservation named by the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per id
  useEffect(() => {
    if (!reservationId) return;
    getReservationStatus(scope, reservationId).then(
      (record) => dispatch({ type: 'resumed', record, memory: recallOrder(record.id), at: resumeAt }),
      () => dispatch({ type: 'failed', problem: 'genericError' }),
    );
  }, [reservationId]);

  /** The document already has a reservation: offer to continue it. */
  const offerExisting = (document: string) =>
    void unfinishedOf(scope, [document], true).then((record) => {
      if (record) dispatch({ type: 'unfinished-found', record });
    });

  const register = async (
    customer: CustomerValues,
    purchaseFor: PurchaseFor | null = null,
  ): Promise<SendAnswer> => {
    const { campaign, dealer } = state;
    dispatch({ type: 'customer', values: customer });
    if (!campaign || !dealer || !car) return 'failed';
    dispatch({ type: 'sending' });
    const payload = preReservePayload({ campaign, dealer, car, customer, purchaseFor });
    try {
      const check = await validateUser(scope, payload.customer.document);
      if (!check.canReserve) {
        dispatch({ type: 'failed', problem: 'existing' });
        offerExisting(payload.customer.document);
        return 'failed';
      }
      const record = await preReserve(scope, payload);
      emit('hub-submit-success', { form: 'reservation-register', ...purchaseDetail(record) });
      dispatch({ type: 'pre-reserved', record, car: reservedCar(car) });
      return 'sent';
    } catch (error) {
      const existing = error instanceof ServiceError && error.status === 409;
      dispatch({ type: 'failed', problem: existing ? 'existing' : 'genericError' });
      if (existing) offerExisting(payload.customer.document);
      emit('hub-submit-error', { form: 'reservation-register', code: existing ? 'existing' : 'service' });
      return failedWith(error);
    }
  };

  const confirm = async () => {
    if (!reservation || state.busy) return;
    dispatch({ type: 'sending' });
    try {
      dispatch({ type: 'confirmed', record: await processReservation(scope, reservation.id) });
    } catch {
      dispatch({ type: 'failed', problem: 'genericError' });
    }
  };

  const reservationKey = reservation?.id;
  // The reservation being paid, for the payment's event when its new status cannot be read.
  const held = useRef(reservation);
  held.current = reservation;
  const paid = useCallback(
    async (record: ReservationRecord | null, method: 'card' | 'pix') => {
      const known =
        record ??
        (reservationKey ? await getReservationStatus(scope, reservationKey).catch(() => null) : null);
      // The new status is told before the payment's success, as the step change after both.
      if (known) announceStatus(known);
      const reserved = known ?? held.current;
      emit('hub-submit-success', {
        form: `reservation-payment-${method}`,
        ...(reserved ? purchaseDetail(reserved) : {}),
      });
      dispatch({ type: 'paid', record: known });
    },
    [reservationKey, scope, announceStatus, emit],
  );
  const pixCancelled = useCallback(() => dispatch({ type: 'pix-cancelled' }), []);
  const resume = useCallback(
    (record: ReservationRecord) => dispatch({ type: 'resumed', record, memory: recallOrder(record.id) }),
    [],
  );

  // The car frozen at pre-reserve and the balance choice survive a reload (nothing sensitive).
  const { car: frozen, choice } = state;
  useEffect(() => {
    if (reservationKey && (frozen || choice)) rememberOrder(reservationKey, { car: frozen, choice });
  }, [reservationKey, frozen, choice]);

  const b2e = isB2eBuyer(prefill?.groups);
  return { state, dispatch, heading, b2e, register, confirm, paid, pixCancelled, resume };
}
