export { BALANCE_CHOICES, balanceCalls } from '../../domain/order/balance/balance.ts';
export { clock, secondsLeft, startCountdown } from './countdown.ts';
export { createPaymentSender } from './payment/paymentAttempt.ts';
export { watchPix } from './payment/pixWatch.ts';
export { Reservation, type ReservationProps } from './Reservation.tsx';
export { nextStep, resumeStep, STEPS, stepsFor } from './steps.ts';
