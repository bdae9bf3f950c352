import { defineWidget } from '../../core/define-widget.ts';
import sharedStyles from '../../domain/cards/savedCards.css?inline';
import { Rental } from './Rental.tsx';
import styles from './rental.css?inline';
import { rentalSpec } from './rental.spec.ts';

defineWidget(rentalSpec, Rental, sharedStyles + styles);
