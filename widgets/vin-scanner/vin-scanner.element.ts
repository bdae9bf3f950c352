import { defineWidget } from '../../core/define-widget.ts';
import styles from '../../domain/camera/scanner.css?inline';
import { VinScannerWidget } from './VinScannerWidget.tsx';
import { vinScannerSpec } from './vin-scanner.spec.ts';

defineWidget(vinScannerSpec, VinScannerWidget, styles);
