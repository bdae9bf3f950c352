import { defineWidget } from '../../core/define-widget.ts';
import stepperStyles from '../../core/form/stepper.css?inline';
import planStyles from '../../domain/financing/plan.css?inline';
import { Financing } from './Financing.tsx';
import styles from './financing.css?inline';
import { financingSpec } from './financing.spec.ts';

defineWidget(financingSpec, Financing, planStyles + stepperStyles + styles);
