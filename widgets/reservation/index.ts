export { BALANCE_CHOICES, balanceCalls } from './balance.ts';
export { clock, secondsLeft, startCountdown } from './countdown.ts';
export { documentProblem, MAX_DOCUMENT_MB } from './documents.ts';
export { createPaymentSender } from './paymentAttempt.ts';
export { watchPix } from './pixWatch.ts';
export { Reservation, type ReservationProps } from './Reservation.tsx';
export { nextStep, resumeStep, STEPS, stepsFor } from './steps.ts';
