/*
 * GA4 recommended events beside the hub-* events (issue 22). Every public event is pushed to the page's
 * data layer as `{ event: 'hub-…', ...detail }`; where a GA4 recommended event fits, its twin follows it
 * (`generate_lead`, `view_item`, `select_item`, `begin_checkout`, `add_payment_info`, `purchase`,
 * `refund`, `share`, `sign_up`). The mapping is plain functions of the hub event: only the fields named
 * here reach a GA4 event, so nothing else a detail may carry (never card data) does.
 */

/** A GA4 item (`items[]` of view_item, select_item, begin_checkout, purchase …). */
export interface Ga4Item {
  item_id: string;
  item_name?: string;
  item_brand: string;
  item_variant?: string;
  price?: number;
  quantity: 1;
}

/** A GA4 event as Google Tag Manager reads it from the data layer. */
export interface Ga4Event {
  event: string;
  [param: string]: unknown;
}

/** What every pushed detail carries: the widget, its brand and market. */
export interface AnalyticsDetail {
  widget: string;
  brand: string;
  market: string;
  [key: string]: unknown;
}

/** Forms whose success is a lead for the dealer network (GA4 `generate_lead`). */
const LEAD_FORMS =
  /^(lead-(physical|legal|custom|contact)|test-drive|visit|whatsapp-chat|financing-proposal|next-lead)$/;
/** Reservation payments: `reservation-payment-card`, `reservation-payment-pix`. */
const PAYMENT_FORM = /^reservation-payment-(\w+)$/;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value ? value : typeof value === 'number' ? String(value) : undefined;
const money = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** Drops undefined params, so an event only names what is known. */
function known(params: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined));
}

/** A GA4 event with its params at the top level (generate_lead, sign_up, share). */
const ga4 = (event: string, params: Record<string, unknown>): Ga4Event => ({ event, ...known(params) });

/**
 * A GA4 ecommerce event as Google's tag manager guide pushes it: its params under `ecommerce`
 * (view_item, select_item, begin_checkout, add_payment_info, purchase, refund).
 */
const commerce = (event: string, params: Record<string, unknown>): Ga4Event => ({
  event,
  ecommerce: known(params),
});

/** The GA4 item of a car: the mvs code, its name, brand, colour and price (detail `total` or `value`). */
export function carItem(detail: AnalyticsDetail): Ga4Item | null {
  const id = text(detail.mvs);
  if (!id) return null;
  return known({
    item_id: id,
    item_name: text(detail.name),
    item_brand: detail.brand,
    item_variant: text(detail.color),
    price: money(detail.total) ?? money(detail.value),
    quantity: 1,
  }) as unknown as Ga4Item;
}

/** `generate_lead` of a sent lead: currency, value when known, the service's lead or proposal id. */
function lead(detail: AnalyticsDetail, currency: string): Ga4Event {
  return ga4('generate_lead', {
    currency,
    value: money(detail.value),
    lead_id: text(detail.leadId) ?? text(detail.proposal),
    lead_source: text(detail.form),
  });
}

/** The GA4 events of a form's success (`hub-submit-success`), by its `form`. */
function submitted(detail: AnalyticsDetail, currency: string): Ga4Event[] {
  const form = text(detail.form) ?? '';
  if (LEAD_FORMS.test(form)) return [lead(detail, currency)];
  if (form === 'sign-up') return [ga4('sign_up', { method: 'email' })];
  const value = money(detail.value);
  const transaction_id = text(detail.reservationId);
  const item = carItem(detail);
  const items = item ? [item] : undefined;
  if (form === 'reservation-register')
    return [commerce('begin_checkout', { currency, value, transaction_id, items })];
  // A paid reservation is the purchase; its add_payment_info went out as the payment was submitted.
  if (PAYMENT_FORM.test(form)) return [commerce('purchase', { transaction_id, currency, value, items })];
  if (form === 'reservation-cancel') return [commerce('refund', { transaction_id, currency, value })];
  return [];
}

/**
 * `add_payment_info` of a reservation payment as the buyer submits it (`payment_type` `card` or `pix`),
 * before the service answers; the payment's success is then the `purchase` (`hub-submit-success`).
 * `detail` is what the payment's success will carry (the reservation's value and car).
 */
export function paymentInfo(detail: AnalyticsDetail, paymentType: string, currency: string): Ga4Event {
  const item = carItem(detail);
  return commerce('add_payment_info', {
    currency,
    value: money(detail.value),
    payment_type: paymentType,
    items: item ? [item] : undefined,
  });
}

/**
 * The GA4 recommended events that twin a hub event (none when no GA4 event fits), in the market's
 * currency. A configuration change of the version is a `select_item` (a version picked from the list)
 * then a `view_item` (the configured car shown); any other change of the car is a `view_item`.
 */
export function ga4Events(name: string, detail: AnalyticsDetail, currency: string): Ga4Event[] {
  switch (name) {
    case 'hub-submit-success':
      return submitted(detail, currency);
    case 'hub-configuration-change': {
      const item = carItem(detail);
      if (!item) return [];
      const view = commerce('view_item', { currency, value: item.price, items: [item] });
      if (detail.change !== 'version') return [view];
      return [commerce('select_item', { item_list_id: 'versions', items: [item] }), view];
    }
    case 'hub-share':
      return [
        ga4('share', {
          method: text(detail.method),
          content_type: 'configuration',
          item_id: text(detail.mvs),
        }),
      ];
    default:
      return [];
  }
}

/**
 * The page's data layer named `name`, created as Google Tag Manager's snippet does
 * (`window[name] = window[name] || []`): pushes made before the tag manager loads wait in it, and the
 * tag manager reads them when it arrives. A name holding something else than an array is left alone.
 */
export function dataLayerOf(name: string): unknown[] | null {
  const scope = window as unknown as Record<string, unknown>;
  if (scope[name] === undefined) scope[name] = [];
  const layer = scope[name];
  return Array.isArray(layer) ? layer : null;
}

/** The page settings the analytics read (core/settings.ts). */
export interface AnalyticsSettings {
  'data-layer': string;
  'ga4-off': boolean;
}

/**
 * Pushes a public event to the page's data layer (`{ event, ...detail }`) and, unless the page turned
 * the mapping off, its GA4 twins after it.
 */
export function pushAnalytics(
  name: string,
  detail: AnalyticsDetail,
  currency: string,
  settings: AnalyticsSettings,
): void {
  const layer = dataLayerOf(settings['data-layer']);
  if (!layer) return;
  layer.push({ event: name, ...detail });
  pushGa4(ga4Events(name, detail, currency), settings);
}

/**
 * Pushes GA4 events to the page's data layer, unless the page turned the mapping off: the twins of a
 * hub event ({@link pushAnalytics}) or one with no hub event of its own ({@link paymentInfo}).
 */
export function pushGa4(events: readonly Ga4Event[], settings: AnalyticsSettings): void {
  if (settings['ga4-off'] || events.length === 0) return;
  const layer = dataLayerOf(settings['data-layer']);
  if (!layer) return;
  for (const event of events) {
    // Google's guide: clear the previous ecommerce object so its items do not merge into the next.
    if ('ecommerce' in event) layer.push({ ecommerce: null });
    layer.push(event);
  }
}
