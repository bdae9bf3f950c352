import { defineWidget } from '../../core/define-widget.ts';
import { Reservation } from './Reservation.tsx';
import styles from './reservation.css?inline';
import { reservationProps } from './reservation.props.ts';

defineWidget('hub-reservation', Reservation, {
  props: reservationProps,
  styles,
  services: ['reservations', 'cards', 'users', 'location'],
});
