import { defineWidget } from '../../core/define-widget.ts';
import sharedStyles from '../../domain/dealer/dealer.css?inline';
import { DealerPickerWidget } from './DealerPickerWidget.tsx';
import styles from './dealer-picker.css?inline';
import { dealerPickerSpec } from './dealer-picker.spec.ts';

defineWidget(dealerPickerSpec, DealerPickerWidget, sharedStyles + styles);
