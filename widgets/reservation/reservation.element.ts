import { defineWidget } from '../../core/define-widget.ts';
import { Reservation } from './Reservation.tsx';
import styles from './reservation.css?inline';
import { reservationProps } from './reservation.props.ts';
import photoStyles from './security-photo/security-photo.css?inline';

defineWidget('hub-reservation', Reservation, {
  props: reservationProps,
  styles: `${styles}\n${photoStyles}`,
  services: ['reservations', 'cards', 'users', 'location'],
});
