import type { SpecProps } from '../../core/spec-types.ts';
import { defineWidgetSpec } from '../../core/widget-spec.ts';

/** hub-vin-scanner: everything the element, custom-elements.json and the host types are derived from. */
export const vinScannerSpec = defineWidgetSpec({
  tag: 'hub-vin-scanner',
  className: 'HubVinScanner',
  description:
    'Camera barcode scanner for VINs (Code 39 / Code 128): camera picker, zoom, torch, list of results; fires hub-vin-detected and stops the camera (keeps scanning with `continuous`).',
  props: {
    autostart: { type: 'boolean', description: 'Open the camera as soon as the scanner shows.' },
    continuous: {
      type: 'boolean',
      description: 'Keep scanning after a VIN is read instead of stopping the camera.',
    },
  },
  events: {
    'hub-vin-detected': 'A VIN was read (`vin`: 17 characters, A–Z and 0–9 without I, O, Q).',
  },
  services: { required: [], optional: [] },
  settings: [],
  parts: ['root', 'field', 'label', 'input', 'button', 'alert', 'error'],
});

/** Props of hub-vin-scanner, inferred from {@link vinScannerSpec}. */
export type VinScannerWidgetProps = SpecProps<typeof vinScannerSpec>;
