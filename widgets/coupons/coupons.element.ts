import { defineWidget } from '../../core/define-widget.ts';
import { Coupons } from './Coupons.tsx';
import styles from './coupons.css?inline';
import { couponsSpec } from './coupons.spec.ts';

defineWidget(couponsSpec, Coupons, styles);
