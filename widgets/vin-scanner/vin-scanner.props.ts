import type { PropSpecs } from '../../core/define-widget.ts';
import type { VinScannerWidgetProps } from './VinScannerWidget.tsx';

/** Attributes of hub-vin-scanner, documented in custom-elements.json. */
export const vinScannerProps: PropSpecs<VinScannerWidgetProps> = {
  autostart: { type: 'boolean' },
  continuous: { type: 'boolean' },
};
