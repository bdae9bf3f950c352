import { defineWidget } from '../../core/define-widget.ts';
import { Loyalty } from './Loyalty.tsx';
import styles from './loyalty.css?inline';
import { loyaltySpec } from './loyalty.spec.ts';

defineWidget(loyaltySpec, Loyalty, styles);
