import { defineWidget } from '../../core/define-widget.ts';
import { Rental } from './Rental.tsx';
import styles from './rental.css?inline';
import { rentalSpec } from './rental.spec.ts';

defineWidget(rentalSpec, Rental, styles);
