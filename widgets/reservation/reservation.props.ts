import type { PropSpecs } from '../../core/define-widget.ts';
import type { ReservationProps } from './Reservation.tsx';

/** Attributes of hub-reservation, documented in custom-elements.json. */
export const reservationProps: PropSpecs<ReservationProps> = {
  mvs: { type: 'string' },
  year: { type: 'number', integer: true, min: 1990, max: 2100 },
  price: { type: 'number', min: 1 },
  colorCode: { type: 'string' },
  reservationId: { type: 'string' },
  pollInterval: { type: 'number', integer: true, min: 500, max: 60000, default: 5000 },
  radius: { type: 'number', min: 1, max: 500, default: 50 },
  financingUrl: { type: 'string' },
  loginUrl: { type: 'string' },
  configuratorUrl: { type: 'string' },
};
