import { defineWidget } from '../../core/define-widget.ts';
import carImageStyles from '../../domain/car/image/carImage.css?inline';
import planStyles from '../../domain/financing/plan.css?inline';
import { Offers } from './Offers.tsx';
import styles from './offers.css?inline';
import { offersSpec } from './offers.spec.ts';

defineWidget(offersSpec, Offers, planStyles + carImageStyles + styles);
