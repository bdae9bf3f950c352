import { defineWidget } from '../../core/define-widget.ts';
import { VinScannerWidget } from './VinScannerWidget.tsx';
import styles from './vin-scanner.css?inline';
import { vinScannerProps } from './vin-scanner.props.ts';

defineWidget('hub-vin-scanner', VinScannerWidget, { props: vinScannerProps, styles });
