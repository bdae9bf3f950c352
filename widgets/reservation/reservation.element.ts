import { defineWidget } from '../../core/define-widget.ts';
import { Reservation } from './Reservation.tsx';
import styles from './reservation.css?inline';
import { reservationSpec } from './reservation.spec.ts';
import photoStyles from './security-photo/security-photo.css?inline';

defineWidget(reservationSpec, Reservation, `${styles}\n${photoStyles}`);
