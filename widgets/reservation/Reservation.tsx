import { getCookie } from '../../core/cookies.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { useFinancedCar } from '../../domain/car/financedCar.ts';
import { Balance } from './Balance.tsx';
import { Billing } from './Billing.tsx';
import { Concluded } from './Concluded.tsx';
import { Countdown } from './Countdown.tsx';
import { Documents } from './Documents.tsx';
import { reservationMessages } from './i18n.ts';
import { Payment } from './Payment.tsx';
import { PhotoStep } from './PhotoStep.tsx';
import { Register } from './Register.tsx';
import type { ReservationProps } from './reservation.spec.ts';
import { Expired, ReservationSummary, SignIn } from './Screens.tsx';
import { Showcase } from './Showcase.tsx';
import { isMobileDevice } from './security-photo/device.ts';
import { nextStep, stepsFor } from './steps.ts';
import { useReservationFlow } from './useReservationFlow.ts';

export type { ReservationProps } from './reservation.spec.ts';

/** hub-reservation: reserve and buy a car online, from showcase to order concluded. */
export function Reservation(props: ReservationProps) {
  const { context } = useWidget();
  const t = useT(reservationMessages);
  const car = useFinancedCar(props);
  // The security photo is for mobile devices (seed 000 §2), whatever the width of the window.
  const mobile = isMobileDevice();
  const signedIn = Boolean(getCookie(context.authCookie));
  const {
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
  } = useReservationFlow(car, props.reservationId);

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

  let screen: React.ReactNode = null;
  if (expired) {
    screen = <Expired t={t} reason={expired} configuratorUrl={props.configuratorUrl} />;
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
    screen = <SignIn t={t} loginUrl={props.loginUrl} />;
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
      <ReservationSummary
        t={t}
        reservation={reservation}
        dealerName={dealer?.name}
        problem={problem}
        busy={busy}
        onConfirm={() => void confirmReservation()}
      />
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
        onDone={(status) => {
          setDocsUploaded(true);
          track({ ...reservation, status });
          go(nextStep('documents', mobile));
        }}
      />
    );
  } else if (step === 'security-photo' && reservation) {
    screen = <PhotoStep t={t} reservationId={reservation.id} onDone={() => go('balance')} />;
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
    screen = (
      <Concluded
        t={t}
        reservation={reservation}
        choice={choice}
        financingUrl={props.financingUrl}
        giftPrefill={{ recipientName: customer.name, ...address }}
        onCancelled={track}
      />
    );
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
