/**
 * Every tag the loader knows, with the import of its element module. A widget's code is fetched
 * only when its tag appears in the page. Kept by hand and tiny (the loader's budget is 2 KB gzip, so it
 * never imports the specs); types/manifest.test.ts holds it to the manifest's specs.
 */
export const WIDGETS: Record<string, () => Promise<unknown>> = {
  'hub-lead-form': () => import('../widgets/lead-form/lead-form.element.ts'),
  'hub-vin-scanner': () => import('../widgets/vin-scanner/vin-scanner.element.ts'),
  'hub-recall-search': () => import('../widgets/recall-search/recall-search.element.ts'),
  'hub-voucher-area': () => import('../widgets/voucher-area/voucher-area.element.ts'),
  'hub-financing': () => import('../widgets/financing/financing.element.ts'),
  'hub-location-selector': () => import('../widgets/location-selector/location-selector.element.ts'),
  'hub-dealer-picker': () => import('../widgets/dealer-picker/dealer-picker.element.ts'),
  'hub-whatsapp-chat': () => import('../widgets/whatsapp-chat/whatsapp-chat.element.ts'),
  'hub-test-drive': () => import('../widgets/test-drive/test-drive.element.ts'),
  'hub-configurator': () => import('../widgets/configurator/configurator.element.ts'),
  'hub-version-comparator': () => import('../widgets/version-comparator/version-comparator.element.ts'),
  'hub-reservation': () => import('../widgets/reservation/reservation.element.ts'),
  'hub-payment-cards': () => import('../widgets/payment-cards/payment-cards.element.ts'),
  'hub-rental': () => import('../widgets/rental/rental.element.ts'),
  'hub-sign-up': () => import('../widgets/sign-up/sign-up.element.ts'),
  'hub-garage': () => import('../widgets/garage/garage.element.ts'),
  'hub-account': () => import('../widgets/account/account.element.ts'),
  'hub-my-orders': () => import('../widgets/my-orders/my-orders.element.ts'),
  'hub-loyalty': () => import('../widgets/loyalty/loyalty.element.ts'),
  'hub-opinions': () => import('../widgets/opinions/opinions.element.ts'),
  'hub-offers': () => import('../widgets/offers/offers.element.ts'),
  'hub-promotion': () => import('../widgets/promotion/promotion.element.ts'),
  'hub-offers-admin': () => import('../widgets/offers-admin/offers-admin.element.ts'),
  'hub-coupons': () => import('../widgets/coupons/coupons.element.ts'),
  'hub-events': () => import('../widgets/events/events.element.ts'),
  'hub-manuals': () => import('../widgets/manuals/manuals.element.ts'),
  'hub-quotation-simulator': () => import('../widgets/quotation-simulator/quotation-simulator.element.ts'),
  'hub-integration-admin': () => import('../widgets/integration-admin/integration-admin.element.ts'),
};
