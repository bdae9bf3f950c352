import type { PropSpec } from '../core/attributes.ts';
import type { HubEventName } from '../core/events.ts';
import { configuratorProps } from './configurator/configurator.props.ts';
import { dealerPickerProps } from './dealer-picker/dealer-picker.props.ts';
import { financingProps } from './financing/financing.props.ts';
import { leadFormProps } from './lead-form/lead-form.props.ts';
import { locationSelectorProps } from './location-selector/location-selector.props.ts';
import { recallSearchProps } from './recall-search/recall-search.props.ts';
import { reservationProps } from './reservation/reservation.props.ts';
import { testDriveProps } from './test-drive/test-drive.props.ts';
import { versionComparatorProps } from './version-comparator/version-comparator.props.ts';
import { vinScannerProps } from './vin-scanner/vin-scanner.props.ts';
import { voucherAreaProps } from './voucher-area/voucher-area.props.ts';
import { whatsappChatProps } from './whatsapp-chat/whatsapp-chat.props.ts';

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
      'Signed-in bonus vouchers: fidelity vouchers of the user CPF (available, active, redeemed and expired, maximum discount with the CPF-or-dependants rule, generate), terms, how to use, the loyalty programme voucher on Jeep, Peugeot and Ram (loyalty service, optional), rewards gift-voucher redemption.',
    module: 'widgets/voucher-area/voucher-area.element.ts',
    props: voucherAreaProps,
    events: [...COMMON_EVENTS, 'hub-submit-success', 'hub-submit-error'],
    services: ['vouchers', 'users'],
  },
  {
    tag: 'hub-location-selector',
    className: 'HubLocationSelector',
    description:
      'Location picker (state, city; es-AR provinces) in a box or a modal (`layout="box|modal"`, `prompt` opens the modal when the page has no location), with selection and confirmation states; the location is shared by every widget of the page (local storage and the `hub_location` cookie, lifetime `hub:setting:location-ttl` or 4 h); confirming fires hub-submit-success with `form: \'location-selector\'` and the location.',
    module: 'widgets/location-selector/location-selector.element.ts',
    props: locationSelectorProps,
    events: [...COMMON_EVENTS, 'hub-submit-success', 'hub-submit-error'],
    services: ['location', 'dealers'],
  },
  {
    tag: 'hub-dealer-picker',
    className: 'HubDealerPicker',
    description:
      "Dealers of the brand by postal code, address, state and city, or browser location (radius search), with types, working time and breaks, distance; offline dealers when none can be chosen; confirming fires hub-submit-success with `form: 'dealer-picker'` and the dealer (`modes` JSON list, `dealer-type`, `radius`).",
    module: 'widgets/dealer-picker/dealer-picker.element.ts',
    props: dealerPickerProps,
    events: [...COMMON_EVENTS, 'hub-submit-success'],
    services: ['location', 'dealers'],
  },
  {
    tag: 'hub-whatsapp-chat',
    className: 'HubWhatsappChat',
    description:
      "WhatsApp chat start: model and version, dealer (picked, or fixed by `dealer-code`), name, phone, e-mail, optional CPF/CUIL and visit date; the phone is checked (Phone/valid, 3000 ms time-out, retried after 500 ms, 3 attempts), then the start payload is sent; success opens the chat in a new window and fires hub-submit-success, otherwise the same window; a failure shows 'Falha ao iniciar conversa no WhatsApp' for 4000 ms and fires hub-submit-error.",
    module: 'widgets/whatsapp-chat/whatsapp-chat.element.ts',
    props: whatsappChatProps,
    events: [...COMMON_EVENTS, 'hub-submit-success', 'hub-submit-error'],
    services: ['whatsapp', 'dealers', 'location', 'catalog'],
  },
  {
    tag: 'hub-test-drive',
    className: 'HubTestDrive',
    description:
      'Test-drive and visit scheduling (`kind="test-drive|visit"`): model and version, a dealer with online scheduling, date (from tomorrow, on the dealer\'s working days) and slot (morning, afternoon), person data and consents; sent once as a lead (formName TestDrive / Visit) and answered with the REQUESTED status and the 24-hour promise; signed-in shoppers see their schedules (appointments/web, bearer) with statuses in words and confirm or cancel them (visitscheduling, virtual-event).',
    module: 'widgets/test-drive/test-drive.element.ts',
    props: testDriveProps,
    events: [...COMMON_EVENTS, 'hub-submit-success', 'hub-submit-error'],
    services: ['lead', 'dealers', 'location', 'catalog', 'users', 'events'],
  },
  {
    tag: 'hub-configurator',
    className: 'HubConfigurator',
    description:
      'Car configurator: version, optionals (rules engine with a conflicts modal), colour, coating, accessories, services and summary (print, PDF download, WhatsApp share link, compare versions); restored from local storage and from `?hub-config=` share links.',
    module: 'widgets/configurator/configurator.element.ts',
    props: configuratorProps,
    events: [...COMMON_EVENTS, 'hub-step-change', 'hub-configuration-change'],
    services: ['catalog', 'parts', 'price', 'stock', 'dealers'],
  },
  {
    tag: 'hub-version-comparator',
    className: 'HubVersionComparator',
    description:
      'Versions of a model side by side (price, fuel, engine, gear, doors, items) in an accessible table.',
    module: 'widgets/version-comparator/version-comparator.element.ts',
    props: versionComparatorProps,
    events: COMMON_EVENTS,
    services: ['catalog'],
  },
  {
    tag: 'hub-financing',
    className: 'HubFinancing',
    description:
      'Financing simulation: entrance, term and final-installment sliders bounded by the funding service (debounced 500 ms, hub-simulation-change), CDC/NEXT/PSA linear and balloon adapters (`source`; ZFLOW offers the choice), the car from the page configurator or `mvs`/`year`/`price`/`color-code`/`parts`; plan check, PF/PJ proposal form (draft kept in session storage without document numbers), terms, proposal send (bearer), approved/refused/in-analysis screens with the status in words, printable voucher and formalization QR; funding flow steps fire hub-step-change.',
    module: 'widgets/financing/financing.element.ts',
    props: financingProps,
    events: [
      ...COMMON_EVENTS,
      'hub-simulation-change',
      'hub-step-change',
      'hub-submit-success',
      'hub-submit-error',
    ],
    services: ['funding'],
  },
  {
    tag: 'hub-reservation',
    className: 'HubReservation',
    description:
      'Online purchase: showcase (campaign, availability, campaign dealers or dealers by radius), registration with validate-user and pre-reserve, reservation countdown (time expired → payment-failure banner linking to `configurator-url`), payment of the reservation by card (cards one-time token, never stored) or Pix (QR code loaded on demand, copy code, countdown, status polled every `poll-interval` ms), each payment sent once with an Idempotency-Key per attempt; billing data (personal, then address with postal-code lookup); document upload with progress; anti-fraud photo step on mobile; balance by bank slip, financing (`financing-url`), trade-in evaluation, consortium (own or external) or at the dealership; order concluded with the timeline in words and a 1–5 feedback. Needs a signed-in user from registration on (`login-url`); resumes `reservation-id` or the unfinished purchase of the user.',
    module: 'widgets/reservation/reservation.element.ts',
    props: reservationProps,
    events: [
      ...COMMON_EVENTS,
      'hub-step-change',
      'hub-reservation-status',
      'hub-submit-success',
      'hub-submit-error',
    ],
    services: ['reservations', 'cards', 'users', 'location', 'analytics'],
  },
];
