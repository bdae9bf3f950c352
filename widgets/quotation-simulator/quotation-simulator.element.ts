import { defineWidget } from '../../core/define-widget.ts';
import { QuotationSimulator } from './QuotationSimulator.tsx';
import styles from './quotation-simulator.css?inline';
import { quotationSimulatorSpec } from './quotation-simulator.spec.ts';

defineWidget(quotationSimulatorSpec, QuotationSimulator, styles);
