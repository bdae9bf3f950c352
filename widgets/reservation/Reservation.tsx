import { useState } from 'react';
import { getCookie } from '../../core/cookies.ts';
import { Stepper } from '../../core/form/Stepper.tsx';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { siteLink } from '../../core/weak-login.ts';
import { useFinancedCar } from '../../domain/car/financedCar.ts';
import { LazyNotSoldOr } from '../../domain/model/LazyNotSoldOr.tsx';
import { Countdown } from './Countdown.tsx';
import { holdsCar, screenOf } from './flow.ts';
import { reservationMessages } from './i18n.ts';
import { signInLink } from './register/pendingRegistration.ts';
import type { ReservationProps } from './reservation.spec.ts';
import { StepScreen } from './StepScreen.tsx';
import { resumeRequest } from './security-photo/resumeLink.ts';
import { progressOf, STEPS, type Step } from './steps.ts';
import { useReservationFlow } from './useReservationFlow.ts';

export type { ReservationProps } from './reservation.spec.ts';

/**
 * hub-reservation: reserve and buy a car online, from showcase to order concluded. The step and its
 * progress, the reservation timer while the car is held, and the step's screen.
 */
export function Reservation(props: ReservationProps) {
  const { context } = useWidget();
  const t = useT(reservationMessages);
  const car = useFinancedCar(props);
  // The reservation named by the element, else by the page address (the phone continuing a desktop
  // order's photo through its hand-over link).
  const [fromPage] = useState(() => (props.reservationId ? null : resumeRequest(location.href)));
  const reservationId = props.reservationId ?? fromPage?.reservationId;
  const flow = useReservationFlow(car, reservationId, fromPage?.step ?? null);
  // Links to other pages of the site carry the page's weak login (seed 000 §2).
  const weakLogin = context.settings['weak-login-brand'];
  const links = {
    financingUrl: siteLink(props.financingUrl, weakLogin),
    // The login page sends the shopper back here, where the registration resumes.
    loginUrl: siteLink(signInLink(props.loginUrl, location.href), weakLogin),
    configuratorUrl: siteLink(props.configuratorUrl, weakLogin),
  };

  if (!car && !reservationId) {
    return (
      <LazyNotSoldOr>
        <p className="hub-alert" data-tone="info">
          {t('noCar')}
        </p>
      </LazyNotSoldOr>
    );
  }
  const { state, dispatch } = flow;
  const { current } = progressOf(state.step);
  const screen = screenOf(state, {
    hasCar: Boolean(car),
    hasColor: Boolean(car?.colorCode),
    signedIn: Boolean(getCookie(context.authCookie)),
  });
  return (
    <div className="rsv-root" data-step={state.step}>
      <h2 className="rsv-visually-hidden">{t('title')}</h2>
      <Stepper<Step>
        label={t('steps')}
        steps={STEPS.map((step) => ({ id: step, label: t(`step.${step}`) }))}
        current={state.step}
        done={STEPS.slice(0, current - 1)}
      />
      {holdsCar(state) && state.reservation && (
        <Countdown
          expiresAt={Date.parse(state.reservation.expiresAt)}
          text={(time) => t('timer', { time })}
          label={t('timerLabel')}
          expiredText={t('expired')}
          onExpire={() => dispatch({ type: 'reservation-expired' })}
        />
      )}
      <div ref={flow.heading} tabIndex={-1} className="order-focus">
        <StepScreen screen={screen} t={t} flow={flow} car={car} settings={{ ...props, ...links }} />
      </div>
    </div>
  );
}
