import { defineWidget } from '../../core/define-widget.ts';
import sharedStyles from '../../domain/cards/savedCards.css?inline';
import { PaymentCards } from './PaymentCards.tsx';
import styles from './payment-cards.css?inline';
import { paymentCardsSpec } from './payment-cards.spec.ts';

defineWidget(paymentCardsSpec, PaymentCards, sharedStyles + styles);
