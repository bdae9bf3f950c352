import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../../api/useApi.ts';
import { ServiceError } from '../../core/errors.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import type { FinancedCar } from '../../domain/car/financedCar.ts';
import { useProfile } from '../../domain/profile/useProfile.ts';
import { toPhonePayload } from '../../validators/index.ts';
import {
  type Campaign,
  type CampaignDealer,
  preReserve,
  processing,
  type ReservationRecord,
  reservationStatus,
  userReserves,
  validateUser,
} from './api.ts';
import type { BalanceChoice } from './balance.ts';
import {
  type AddressValues,
  type CustomerValues,
  customerRules,
  EMPTY_ADDRESS,
  EMPTY_CUSTOMER,
  type Errors,
  validate,
} from './forms.ts';
import { reservationMessages } from './i18n.ts';
import { resumeStep, type Step } from './steps.ts';

/**
 * The purchase flow of hub-reservation: the step (each move fires hub-step-change and moves the focus
 * to the new screen), what the buyer entered, the reservation as the service reports it (each new
 * status fires hub-reservation-status), and the calls of registration, confirmation and resume.
 */
export function useReservationFlow(car: FinancedCar | null, reservationId: string | undefined) {
  const { emit, context, host } = useWidget();
  const scope = useApi();
  const t = useT(reservationMessages);
  const { prefill } = useProfile();
  const [step, setStep] = useState<Step>('showcase');
  const [campaign, setCampaign] = useState<Campaign | null>(null);
  const [dealer, setDealer] = useState<CampaignDealer | null>(null);
  const [customer, setCustomer] = useState<CustomerValues>(EMPTY_CUSTOMER);
  const [customerErrors, setCustomerErrors] = useState<Errors<keyof CustomerValues>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [reservation, setReservation] = useState<ReservationRecord | null>(null);
  /** Why the order ended unpaid: the reservation time or the Pix time ran out (null while it runs). */
  const [expired, setExpired] = useState<'reservation' | 'pix' | null>(null);
  const [address, setAddress] = useState<AddressValues>(EMPTY_ADDRESS);
  const [docsUploaded, setDocsUploaded] = useState(false);
  const [choice, setChoice] = useState<BalanceChoice | null>(null);
  const [unfinished, setUnfinished] = useState<ReservationRecord | null>(null);
  const heading = useRef<HTMLDivElement>(null);
  const lastStatus = useRef<string | null>(null);

  const go = useCallback(
    (next: Step) => {
      setStep(next);
      emit('hub-step-change', { step: next });
      queueMicrotask(() => heading.current?.focus());
    },
    [emit],
  );

  const track = useCallback(
    (record: ReservationRecord) => {
      setReservation(record);
      if (record.status !== lastStatus.current) {
        lastStatus.current = record.status;
        emit('hub-reservation-status', { status: record.status, reservationId: record.id });
      }
    },
    [emit],
  );

  // Prefill the registration from the signed-in profile; look for an unfinished purchase of its CPF.
  useEffect(() => {
    if (!prefill) return;
    setCustomer((c) => ({
      name: c.name || prefill.name,
      document: c.document || prefill.cpf,
      email: c.email || prefill.email,
      phone: c.phone || prefill.phone,
    }));
    if (!prefill.cpf || reservationId) return;
    userReserves(scope, prefill.cpf.replace(/\D/g, '')).then(
      (list) => setUnfinished(list.find((r) => resumeStep(r.status) && r.status !== 'CANCELLED') ?? null),
      () => undefined,
    );
  }, [prefill, scope, reservationId]);

  // Resume a reservation named by the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per id
  useEffect(() => {
    if (!reservationId) return;
    reservationStatus(scope, reservationId).then(
      (record) => resume(record),
      () => setProblem(t('genericError')),
    );
  }, [reservationId]);

  const resume = (record: ReservationRecord) => {
    track(record);
    const where = resumeStep(record.status);
    if (where) go(where);
    else setExpired('reservation');
  };

  const register = async () => {
    const errors = validate(customer, customerRules(context.market), context.market);
    setCustomerErrors(errors);
    if (Object.keys(errors).length) {
      queueMicrotask(() => host.shadowRoot?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    if (!campaign || !dealer || !car) return;
    setBusy(true);
    setProblem(null);
    const document = customer.document.replace(/[^\dA-Za-z]/g, '');
    try {
      const check = await validateUser(scope, document);
      if (!check.canReserve) return setProblem(t('existing'));
      const record = await preReserve(scope, {
        campaignId: campaign.id,
        mvsCode: car.mvs,
        year: car.year,
        colorCode: car.colorCode,
        dealerCode: dealer.dealerCode,
        customer: {
          ...customer,
          name: customer.name.trim(),
          document,
          phone: toPhonePayload(customer.phone),
        },
      });
      emit('hub-submit-success', { form: 'reservation-register', reservationId: record.id });
      track(record);
      go('reservation');
    } catch (error) {
      const existing = error instanceof ServiceError && error.status === 409;
      setProblem(existing ? t('existing') : t('genericError'));
      emit('hub-submit-error', { form: 'reservation-register', code: existing ? 'existing' : 'service' });
    } finally {
      setBusy(false);
    }
  };

  const confirmReservation = async () => {
    if (!reservation || busy) return;
    setBusy(true);
    setProblem(null);
    try {
      track(await processing(scope, reservation.id));
      go('payment');
    } catch {
      setProblem(t('genericError'));
    } finally {
      setBusy(false);
    }
  };

  const onPaid = useCallback(
    async (record: ReservationRecord | null, method: 'card' | 'pix') => {
      const paid =
        record ?? (reservation ? await reservationStatus(scope, reservation.id).catch(() => null) : null);
      if (paid) track(paid);
      emit('hub-submit-success', { form: `reservation-payment-${method}` });
      go('billing');
    },
    [reservation, scope, track, emit, go],
  );
  const onCancelled = useCallback(() => {
    if (reservation) track({ ...reservation, status: 'CANCELLED' });
    setExpired('pix');
  }, [reservation, track]);

  return {
    step,
    go,
    setCampaign,
    setDealer,
    dealer,
    customer,
    setCustomer,
    customerErrors,
    problem,
    busy,
    reservation,
    expired,
    setExpired,
    address,
    setAddress,
    docsUploaded,
    setDocsUploaded,
    choice,
    setChoice,
    unfinished,
    heading,
    track,
    resume,
    register,
    confirmReservation,
    onPaid,
    onCancelled,
  };
}
