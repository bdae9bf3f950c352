import { defineWidget } from '../../core/define-widget.ts';
import { Garage } from './Garage.tsx';
import styles from './garage.css?inline';
import { garageSpec } from './garage.spec.ts';

defineWidget(garageSpec, Garage, styles);
