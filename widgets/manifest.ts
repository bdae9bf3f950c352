import type { PropSpec } from '../core/attributes.ts';
import type { HubEventName } from '../core/events.ts';
import { leadFormProps } from './lead-form/lead-form.props.ts';
import { vinScannerProps } from './vin-scanner/vin-scanner.props.ts';

/** What custom-elements.json says of one widget. */
export interface WidgetManifestEntry {
  tag: string;
  className: string;
  description: string;
  module: string;
  props: Record<string, PropSpec>;
  events: HubEventName[];
  services: string[];
}

const COMMON_EVENTS: HubEventName[] = ['hub-ready', 'hub-error'];

/** Every widget, documented for editors and CMS tooling. */
export const WIDGET_MANIFEST: WidgetManifestEntry[] = [
  {
    tag: 'hub-lead-form',
    className: 'HubLeadForm',
    description:
      'Physical/legal-person and custom lead forms with dealer choice, consents and CPF exemption rules (variant="physical|legal|custom").',
    module: 'widgets/lead-form/lead-form.element.ts',
    props: leadFormProps,
    events: [...COMMON_EVENTS, 'hub-submit-success', 'hub-submit-error'],
    services: ['lead', 'location', 'dealers', 'users'],
  },
  {
    tag: 'hub-vin-scanner',
    className: 'HubVinScanner',
    description:
      'Camera barcode scanner for VINs (Code 39 / Code 128): camera picker, zoom, torch, list of results; fires hub-vin-detected and stops the camera (keeps scanning with `continuous`).',
    module: 'widgets/vin-scanner/vin-scanner.element.ts',
    props: vinScannerProps,
    events: [...COMMON_EVENTS, 'hub-vin-detected'],
    services: [],
  },
];
