import type { PropSpec } from '../core/attributes.ts';
import type { HubEventName } from '../core/events.ts';
import { leadFormProps } from './lead-form/lead-form.props.ts';
import { recallSearchProps } from './recall-search/recall-search.props.ts';
import { vinScannerProps } from './vin-scanner/vin-scanner.props.ts';
import { voucherAreaProps } from './voucher-area/voucher-area.props.ts';

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
  {
    tag: 'hub-recall-search',
    className: 'HubRecallSearch',
    description:
      'Recall lookup by plate or chassis (typed, or read by the embedded VIN scanner loaded on demand): recalls and software updates with their status, recall voucher download, recall update, brand recall campaigns; `chat-bot` selects the chat-bot lookup.',
    module: 'widgets/recall-search/recall-search.element.ts',
    props: recallSearchProps,
    events: [...COMMON_EVENTS, 'hub-submit-success', 'hub-submit-error'],
    services: ['recall'],
  },
  {
    tag: 'hub-voucher-area',
    className: 'HubVoucherArea',
    description:
      'Signed-in bonus vouchers: fidelity vouchers of the user CPF (available, active, redeemed, maximum discount, generate), terms, how to use, rewards gift-voucher redemption.',
    module: 'widgets/voucher-area/voucher-area.element.ts',
    props: voucherAreaProps,
    events: [...COMMON_EVENTS, 'hub-submit-success', 'hub-submit-error'],
    services: ['vouchers', 'users'],
  },
];
