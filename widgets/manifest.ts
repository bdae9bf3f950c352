import { configuratorSpec } from './configurator/configurator.spec.ts';
import { dealerPickerSpec } from './dealer-picker/dealer-picker.spec.ts';
import { financingSpec } from './financing/financing.spec.ts';
import { leadFormSpec } from './lead-form/lead-form.spec.ts';
import { locationSelectorSpec } from './location-selector/location-selector.spec.ts';
import { recallSearchSpec } from './recall-search/recall-search.spec.ts';
import { reservationSpec } from './reservation/reservation.spec.ts';
import { testDriveSpec } from './test-drive/test-drive.spec.ts';
import { versionComparatorSpec } from './version-comparator/version-comparator.spec.ts';
import { vinScannerSpec } from './vin-scanner/vin-scanner.spec.ts';
import { voucherAreaSpec } from './voucher-area/voucher-area.spec.ts';
import { whatsappChatSpec } from './whatsapp-chat/whatsapp-chat.spec.ts';

/**
 * Every widget's spec: what the build writes into custom-elements.json and the host types are made of.
 * Specs only (no component is imported), so the build and the types read it without React code; the
 * loader never imports it (its registry is tested against it: manifest.test.ts).
 */
export const WIDGET_SPECS = [
  leadFormSpec,
  vinScannerSpec,
  recallSearchSpec,
  voucherAreaSpec,
  locationSelectorSpec,
  dealerPickerSpec,
  whatsappChatSpec,
  testDriveSpec,
  configuratorSpec,
  versionComparatorSpec,
  financingSpec,
  reservationSpec,
] as const;

/** A widget's spec, as listed in the manifest. */
export type ManifestSpec = (typeof WIDGET_SPECS)[number];

/** `hub-lead-form` → `widgets/lead-form/lead-form.element.ts`: where a tag's element module lives. */
export function elementModuleOf(tag: string): string {
  const name = tag.replace(/^hub-/, '');
  return `widgets/${name}/${name}.element.ts`;
}
