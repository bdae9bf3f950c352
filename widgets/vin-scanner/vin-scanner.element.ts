import { defineWidget } from '../../core/define-widget.ts';
import styles from '../../domain/camera/scanner.css?inline';
import { VinScannerWidget } from './VinScannerWidget.tsx';
import { vinScannerProps } from './vin-scanner.props.ts';

defineWidget('hub-vin-scanner', VinScannerWidget, { props: vinScannerProps, styles });
