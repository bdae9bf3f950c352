import { defineWidget } from '../../core/define-widget.ts';
import { Financing } from './Financing.tsx';
import styles from './financing.css?inline';
import { financingSpec } from './financing.spec.ts';

defineWidget(financingSpec, Financing, styles);
