import { defineWidget } from '../../core/define-widget.ts';
import stepperStyles from '../../core/form/stepper.css?inline';
import orderStyles from '../../domain/order/order.css?inline';
import { Reservation } from './Reservation.tsx';
import styles from './reservation.css?inline';
import { reservationSpec } from './reservation.spec.ts';
import photoStyles from './security-photo/security-photo.css?inline';

defineWidget(reservationSpec, Reservation, `${orderStyles}\n${stepperStyles}\n${styles}\n${photoStyles}`);
