export { PaymentCards } from './PaymentCards.tsx';
export type { PaymentCardsProps } from './payment-cards.spec.ts';
