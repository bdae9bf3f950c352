import { defineWidget } from '../../core/define-widget.ts';
import { Offers } from './Offers.tsx';
import styles from './offers.css?inline';
import { offersSpec } from './offers.spec.ts';

defineWidget(offersSpec, Offers, styles);
