import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../../api/useApi.ts';
import { getCookie } from '../../core/cookies.ts';
import { ServiceError } from '../../core/errors.ts';
import { formatMoney } from '../../core/format.ts';
import { useViewport } from '../../core/viewport.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { toPhonePayload } from '../../validators/index.ts';
import { useFinancedCar } from '../financing/car.ts';
import { useProfile } from '../shared/useProfile.ts';
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
import { Balance } from './Balance.tsx';
import { Billing } from './Billing.tsx';
import type { BalanceChoice } from './balance.ts';
import { Concluded } from './Concluded.tsx';
import { Countdown } from './Countdown.tsx';
import { Documents } from './Documents.tsx';
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
import { Payment } from './Payment.tsx';
import { Register } from './Register.tsx';
import { Showcase } from './Showcase.tsx';
import { nextStep, resumeStep, type Step, stepsFor } from './steps.ts';

/** Props of hub-reservation (attributes in kebab-case). */
export interface ReservationProps {
  mvs?: string;
  year?: number;
  price?: number;
  colorCode?: string;
  /** A reservation to resume (logged user flow). */
  reservationId?: string;
  /** How often the Pix payment status is polled, in ms. */
  pollInterval: number;
  /** Radius of the 'use my location' dealer search, km. */
  radius: number;
  /** Where the financing flow continues (balance paid by financing). */
  financingUrl?: string;
  /** Where the shopper signs in. */
  loginUrl?: string;
  /** Where the configurator is (the link of the expired-order banner). */
  configuratorUrl?: string;
}

/** The anti-fraud security photo step; wired at merge with widgets/reservation/security-photo. */
const SecurityPhoto: ComponentType<{ reservationId: string; onDone: () => void }> | null = null;

/** hub-reservation: reserve and buy a car online, from showcase to order concluded. */
export function Reservation(props: ReservationProps) {
  const { emit, context, host } = useWidget();
  const scope = useApi();
  const t = useT(reservationMessages);
  const car = useFinancedCar(props);
  const mobile = useViewport().class === 'mobile';
  const { prefill } = useProfile();
  const signedIn = Boolean(getCookie(context.authCookie));
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

  useEffect(() => {
    emit('hub-ready', {});
  }, [emit]);

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
    if (!prefill.cpf || props.reservationId) return;
    userReserves(scope, prefill.cpf.replace(/\D/g, '')).then(
      (list) => setUnfinished(list.find((r) => resumeStep(r.status) && r.status !== 'CANCELLED') ?? null),
      () => undefined,
    );
  }, [prefill, scope, props.reservationId]);

  // Resume a reservation named by the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per id
  useEffect(() => {
    if (!props.reservationId) return;
    reservationStatus(scope, props.reservationId).then(
      (record) => resume(record),
      () => setProblem(t('genericError')),
    );
  }, [props.reservationId]);

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

  if (!car && !props.reservationId) {
    return (
      <p className="hub-alert" data-tone="info">
        {t('noCar')}
      </p>
    );
  }
  const steps = stepsFor(mobile);
  const holding =
    reservation && (step === 'reservation' || step === 'payment') && reservation.status !== 'CANCELLED';
  const money = (v: number) => formatMoney(v, context.market);

  let screen: React.ReactNode = null;
  if (expired) {
    screen = (
      <div className="hub-stack">
        <p className="rsv-timer" data-expired="">
          {expired === 'pix' ? t('pixCancelled') : t('expired')}
        </p>
        <p className="hub-alert" data-tone="error" role="alert">
          {t('paymentFailure')}
        </p>
        {props.configuratorUrl && (
          <a className="hub-button" href={props.configuratorUrl}>
            {t('backToConfigurator')}
          </a>
        )}
      </div>
    );
  } else if (step === 'showcase' && car && !car.colorCode) {
    // The pre-reservation names the colour (seed 000 §7): until one is chosen, say so.
    screen = (
      <p className="hub-alert" data-tone="info" role="status">
        {t('noColor')}
      </p>
    );
  } else if (step === 'showcase' && car) {
    screen = (
      <div className="hub-stack">
        {unfinished && (
          <div className="hub-alert hub-stack" data-tone="info">
            <p>{t('resumeTitle')}</p>
            <button type="button" className="hub-button" onClick={() => resume(unfinished)}>
              {t('resume')}
            </button>
          </div>
        )}
        <Showcase
          t={t}
          car={car}
          radius={props.radius}
          onReserve={(c, d) => {
            setCampaign(c);
            setDealer(d);
            go('register');
          }}
        />
      </div>
    );
  } else if (step === 'register' && !signedIn) {
    screen = (
      <section className="hub-stack" aria-labelledby="rsv-signin-title">
        <h2 className="hub-title" id="rsv-signin-title">
          {t('signInTitle')}
        </h2>
        <p>{t('signInText')}</p>
        {props.loginUrl && (
          <a className="hub-button" href={props.loginUrl}>
            {t('signIn')}
          </a>
        )}
      </section>
    );
  } else if (step === 'register') {
    screen = (
      <Register
        t={t}
        values={customer}
        errors={customerErrors}
        problem={problem}
        busy={busy}
        onChange={(field, value) => setCustomer((c) => ({ ...c, [field]: value }))}
        onSubmit={() => void register()}
        onBack={() => go('showcase')}
      />
    );
  } else if (step === 'reservation' && reservation) {
    screen = (
      <section className="hub-stack" aria-labelledby="rsv-reservation-title">
        <h2 className="hub-title" id="rsv-reservation-title">
          {t('reservationTitle')}
        </h2>
        <div className="hub-card rsv-summary">
          <p>{t('reservationNumber', { id: reservation.id })}</p>
          {dealer && (
            <p>
              {t('dealer')}: {dealer.name}
            </p>
          )}
          <p>{t('reservationAmount', { amount: money(reservation.reservationAmount) })}</p>
          <p className="hub-hint">{t('deducted')}</p>
        </div>
        {problem && (
          <p className="hub-alert" data-tone="error" role="alert">
            {problem}
          </p>
        )}
        <button
          type="button"
          className="hub-button"
          aria-disabled={busy || undefined}
          onClick={() => void confirmReservation()}
        >
          {problem ? t('retry') : t('confirmReservation')}
        </button>
      </section>
    );
  } else if (step === 'payment' && reservation) {
    screen = (
      <Payment
        t={t}
        reservation={reservation}
        pollInterval={props.pollInterval}
        onPaid={onPaid}
        onCancelled={onCancelled}
      />
    );
  } else if (step === 'billing') {
    screen = (
      <Billing
        t={t}
        person={customer}
        address={address}
        onPerson={setCustomer}
        onAddress={setAddress}
        onDone={() => go(nextStep('billing', mobile))}
      />
    );
  } else if (step === 'documents' && reservation) {
    screen = (
      <Documents
        t={t}
        reservationId={reservation.id}
        onDone={() => {
          setDocsUploaded(true);
          track({ ...reservation, status: 'UPLOADED_DOCS' });
          go(nextStep('documents', mobile));
        }}
      />
    );
  } else if (step === 'security-photo' && reservation) {
    screen = SecurityPhoto ? (
      <SecurityPhoto reservationId={reservation.id} onDone={() => go('balance')} />
    ) : (
      <section className="hub-stack" aria-labelledby="rsv-photo-title">
        <h2 className="hub-title" id="rsv-photo-title">
          {t('photoTitle')}
        </h2>
        <p role="status">{t('photoPending')}</p>
        <button type="button" className="hub-button" onClick={() => go('balance')}>
          {t('continue')}
        </button>
      </section>
    );
  } else if (step === 'balance' && reservation) {
    screen = (
      <Balance
        t={t}
        reservation={reservation}
        price={car?.price ?? 0}
        docsUploaded={docsUploaded}
        billing={{ ...customer, ...address }}
        financingUrl={props.financingUrl}
        onDocumentsFirst={() => go('documents')}
        onDone={(record, c) => {
          setChoice(c);
          track(record);
          go('concluded');
        }}
      />
    );
  } else if (step === 'concluded' && reservation) {
    screen = <Concluded t={t} reservation={reservation} choice={choice} financingUrl={props.financingUrl} />;
  } else if (problem) {
    screen = (
      <p className="hub-alert" data-tone="error" role="alert">
        {problem}
      </p>
    );
  }

  const index = steps.indexOf(step);
  return (
    <div className="rsv-root" data-step={step}>
      <h2 className="rsv-visually-hidden">{t('title')}</h2>
      <p className="rsv-progress-text">
        {t('stepOf', { current: index + 1, total: steps.length, name: t(`step.${step}`) })}
      </p>
      {holding && !expired && (
        <Countdown
          expiresAt={Date.parse(reservation.expiresAt)}
          text={(time) => t('timer', { time })}
          label={t('timerLabel')}
          expiredText={t('expired')}
          onExpire={() => {
            setExpired('reservation');
            track({ ...reservation, status: 'CANCELLED' });
          }}
        />
      )}
      <div ref={heading} tabIndex={-1} className="rsv-focus">
        {screen}
      </div>
    </div>
  );
}
