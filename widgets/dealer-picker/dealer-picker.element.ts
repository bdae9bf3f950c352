import { defineWidget } from '../../core/define-widget.ts';
import sharedStyles from '../../domain/dealer/dealer.css?inline';
import { DealerPickerWidget } from './DealerPickerWidget.tsx';
import styles from './dealer-picker.css?inline';
import { dealerPickerProps } from './dealer-picker.props.ts';

defineWidget('hub-dealer-picker', DealerPickerWidget, {
  props: dealerPickerProps,
  styles: sharedStyles + styles,
  services: ['location', 'dealers'],
});
