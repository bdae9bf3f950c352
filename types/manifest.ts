import { accountSpec } from '../widgets/account/account.spec.ts';
import { configuratorSpec } from '../widgets/configurator/configurator.spec.ts';
import { couponsSpec } from '../widgets/coupons/coupons.spec.ts';
import { dealerPickerSpec } from '../widgets/dealer-picker/dealer-picker.spec.ts';
import { eventsSpec } from '../widgets/events/events.spec.ts';
import { financingSpec } from '../widgets/financing/financing.spec.ts';
import { garageSpec } from '../widgets/garage/garage.spec.ts';
import { integrationAdminSpec } from '../widgets/integration-admin/integration-admin.spec.ts';
import { leadFormSpec } from '../widgets/lead-form/lead-form.spec.ts';
import { locationSelectorSpec } from '../widgets/location-selector/location-selector.spec.ts';
import { loyaltySpec } from '../widgets/loyalty/loyalty.spec.ts';
import { manualsSpec } from '../widgets/manuals/manuals.spec.ts';
import { myOrdersSpec } from '../widgets/my-orders/my-orders.spec.ts';
import { offersSpec } from '../widgets/offers/offers.spec.ts';
import { offersAdminSpec } from '../widgets/offers-admin/offers-admin.spec.ts';
import { opinionsSpec } from '../widgets/opinions/opinions.spec.ts';
import { paymentCardsSpec } from '../widgets/payment-cards/payment-cards.spec.ts';
import { promotionSpec } from '../widgets/promotion/promotion.spec.ts';
import { quotationSimulatorSpec } from '../widgets/quotation-simulator/quotation-simulator.spec.ts';
import { recallSearchSpec } from '../widgets/recall-search/recall-search.spec.ts';
import { rentalSpec } from '../widgets/rental/rental.spec.ts';
import { reservationSpec } from '../widgets/reservation/reservation.spec.ts';
import { signUpSpec } from '../widgets/sign-up/sign-up.spec.ts';
import { testDriveSpec } from '../widgets/test-drive/test-drive.spec.ts';
import { versionComparatorSpec } from '../widgets/version-comparator/version-comparator.spec.ts';
import { vinScannerSpec } from '../widgets/vin-scanner/vin-scanner.spec.ts';
import { voucherAreaSpec } from '../widgets/voucher-area/voucher-area.spec.ts';
import { whatsappChatSpec } from '../widgets/whatsapp-chat/whatsapp-chat.spec.ts';

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
  paymentCardsSpec,
  rentalSpec,
  signUpSpec,
  garageSpec,
  accountSpec,
  myOrdersSpec,
  loyaltySpec,
  opinionsSpec,
  offersSpec,
  promotionSpec,
  offersAdminSpec,
  couponsSpec,
  eventsSpec,
  manualsSpec,
  quotationSimulatorSpec,
  integrationAdminSpec,
] as const;

/** A widget's spec, as listed in the manifest. */
export type ManifestSpec = (typeof WIDGET_SPECS)[number];

/** `hub-lead-form` → `widgets/lead-form/lead-form.element.ts`: where a tag's element module lives. */
export function elementModuleOf(tag: string): string {
  const name = tag.replace(/^hub-/, '');
  return `widgets/${name}/${name}.element.ts`;
}
