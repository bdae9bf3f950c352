import type { ReactNode } from 'react';
import type { FinancedCar } from '../../domain/car/financedCar.ts';
import { Balance } from '../../domain/order/balance/Balance.tsx';
import { Billing } from '../../domain/order/billing/Billing.tsx';
import { Concluded } from './after-order/Concluded.tsx';
import { Documents } from './documents/Documents.tsx';
import type { FlowScreen } from './flow.ts';
import type { ReservationT } from './i18n.ts';
import { Expired } from './payment/Expired.tsx';
import { Payment } from './payment/Payment.tsx';
import { ReservationSummary } from './payment/ReservationSummary.tsx';
import { Register } from './register/Register.tsx';
import { SignIn } from './register/SignIn.tsx';
import { PhotoStep } from './security-photo/PhotoStep.tsx';
import { ResumeOffer } from './showcase/ResumeOffer.tsx';
import { Showcase } from './showcase/Showcase.tsx';
import type { ReservationFlow } from './useReservationFlow.ts';

/** What the page sets that the screens use (the element's attributes). */
export interface ScreenSettings {
  pollInterval: number;
  radius: number;
  financingUrl?: string | undefined;
  loginUrl?: string | undefined;
  configuratorUrl?: string | undefined;
}

interface Props {
  screen: FlowScreen;
  t: ReservationT;
  flow: ReservationFlow;
  car: FinancedCar | null;
  settings: ScreenSettings;
}

/** The screen the flow is at, given what it shows and where each of its actions takes the flow. */
export function StepScreen({ screen, t, flow, car, settings }: Props): ReactNode {
  const { state, dispatch } = flow;
  const { reservation, customer, address, unfinished } = state;
  const problem = state.problem && t(state.problem);
  switch (screen) {
    case 'expired':
      return <Expired t={t} reason={state.expired} configuratorUrl={settings.configuratorUrl} />;
    case 'no-color':
      // The pre-reservation names the colour (seed 000 §7): until one is chosen, say so.
      return (
        <p className="hub-alert" data-tone="info" role="status">
          {t('noColor')}
        </p>
      );
    case 'showcase':
      return (
        car && (
          <div className="hub-stack">
            {unfinished && <ResumeOffer t={t} onResume={() => flow.resume(unfinished)} />}
            <Showcase
              t={t}
              car={car}
              radius={settings.radius}
              onReserve={(campaign, dealer) => dispatch({ type: 'reserve', campaign, dealer })}
            />
          </div>
        )
      );
    case 'sign-in':
      return <SignIn t={t} loginUrl={settings.loginUrl} />;
    case 'register':
      return (
        <Register
          t={t}
          customer={customer}
          problem={problem}
          onContinueExisting={
            state.problem === 'existing' && unfinished ? () => flow.resume(unfinished) : null
          }
          b2e={flow.b2e}
          onSubmit={flow.register}
          onBack={(values) => {
            dispatch({ type: 'customer', values });
            dispatch({ type: 'back' });
          }}
        />
      );
    case 'billing':
      return (
        <Billing
          person={customer}
          address={address}
          approved={state.justPaid}
          onPerson={(values) => dispatch({ type: 'customer', values })}
          onAddress={(values) => dispatch({ type: 'address', values })}
          onDone={() => dispatch({ type: 'billing-done' })}
        />
      );
    case 'problem':
      return (
        <p className="hub-alert" data-tone="error" role="alert">
          {problem}
        </p>
      );
  }
  if (!reservation) return null;
  switch (screen) {
    case 'reservation':
      return (
        <ReservationSummary
          t={t}
          reservation={reservation}
          dealerName={state.dealer?.name}
          problem={problem}
          busy={state.busy}
          onConfirm={() => void flow.confirm()}
        />
      );
    case 'payment':
      return (
        <Payment
          t={t}
          reservation={reservation}
          pollInterval={settings.pollInterval}
          onPaid={flow.paid}
          onCancelled={flow.pixCancelled}
        />
      );
    case 'documents':
      return (
        <Documents
          t={t}
          reservationId={reservation.id}
          onDone={(status) => dispatch({ type: 'documents-sent', status })}
        />
      );
    case 'security-photo':
      return (
        <PhotoStep
          t={t}
          mobile={state.mobile}
          reservation={reservation}
          reservationId={reservation.id}
          pollInterval={settings.pollInterval}
          onStatus={(record) => dispatch({ type: 'status', record })}
          onDone={() => dispatch({ type: 'photo-done' })}
        />
      );
    case 'balance':
      return (
        <Balance
          reservation={reservation}
          price={state.car?.price ?? null}
          docsUploaded={state.docsUploaded}
          billing={{ ...customer, ...address }}
          financingUrl={settings.financingUrl}
          onDocumentsFirst={() => dispatch({ type: 'documents-first' })}
          onDone={(record, choice) => dispatch({ type: 'balance-chosen', record, choice })}
        />
      );
    case 'concluded':
      return (
        <Concluded
          t={t}
          reservation={reservation}
          choice={state.choice}
          financingUrl={settings.financingUrl}
          giftPrefill={{ recipientName: customer.name, ...address }}
          pollInterval={settings.pollInterval}
          onStatus={(record) => dispatch({ type: 'status', record })}
        />
      );
    default:
      return null;
  }
}
