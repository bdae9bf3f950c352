import { afterEach, describe, expect, it } from 'vitest';
import {
  type AnalyticsDetail,
  dataLayerOf,
  ga4Events,
  paymentInfo,
  pushAnalytics,
  pushGa4,
} from './analytics.ts';

const base = { brand: 'fiat', market: 'pt-BR' };
const detail = (widget: string, rest: Record<string, unknown>): AnalyticsDetail => ({
  widget,
  ...base,
  ...rest,
});
const scope = window as unknown as Record<string, unknown>;

afterEach(() => {
  delete scope.dataLayer;
  delete scope.hubLayer;
});

describe('ga4Events: the GA4 twin of each hub event', () => {
  it('a lead, a test drive, a WhatsApp start and a financing proposal are generate_lead in the market currency', () => {
    expect(
      ga4Events('hub-submit-success', detail('hub-lead-form', { form: 'lead-legal', leadId: 'L1' }), 'BRL'),
    ).toEqual([{ event: 'generate_lead', currency: 'BRL', lead_id: 'L1', lead_source: 'lead-legal' }]);
    expect(
      ga4Events(
        'hub-submit-success',
        detail('hub-test-drive', { form: 'test-drive', status: 'REQUESTED' }),
        'ARS',
      ),
    ).toEqual([{ event: 'generate_lead', currency: 'ARS', lead_source: 'test-drive' }]);
    expect(
      ga4Events('hub-submit-success', detail('hub-whatsapp-chat', { form: 'whatsapp-chat' }), 'BRL'),
    ).toEqual([{ event: 'generate_lead', currency: 'BRL', lead_source: 'whatsapp-chat' }]);
    expect(
      ga4Events(
        'hub-submit-success',
        detail('hub-financing', {
          form: 'financing-proposal',
          proposal: 'P-9',
          status: 'APPROVED',
          value: 80000,
        }),
        'BRL',
      ),
    ).toEqual([
      {
        event: 'generate_lead',
        currency: 'BRL',
        value: 80000,
        lead_id: 'P-9',
        lead_source: 'financing-proposal',
      },
    ]);
  });

  it('a sign-up is sign_up; a failure, a sign-in or another form has no twin', () => {
    expect(
      ga4Events('hub-submit-success', detail('hub-sign-up', { form: 'sign-up', userId: 'u1' }), 'BRL'),
    ).toEqual([{ event: 'sign_up', method: 'email' }]);
    expect(ga4Events('hub-submit-error', detail('hub-lead-form', { form: 'lead-physical' }), 'BRL')).toEqual(
      [],
    );
    expect(ga4Events('hub-submit-success', detail('hub-sign-up', { form: 'sign-in' }), 'BRL')).toEqual([]);
    expect(ga4Events('hub-submit-success', detail('hub-garage', { form: 'garage-remove' }), 'BRL')).toEqual(
      [],
    );
  });

  it('a configuration change is view_item with the car as item; a new version is select_item first', () => {
    const car = { mvs: '3381ZA1', name: 'Pulse Drive', color: 'BR', parts: ['OPT1'], total: 120000 };
    const item = {
      item_id: '3381ZA1',
      item_name: 'Pulse Drive',
      item_brand: 'fiat',
      item_variant: 'BR',
      price: 120000,
      quantity: 1,
    };
    expect(
      ga4Events('hub-configuration-change', detail('hub-configurator', { ...car, change: 'version' }), 'BRL'),
    ).toEqual([
      { event: 'select_item', ecommerce: { item_list_id: 'versions', items: [item] } },
      { event: 'view_item', ecommerce: { currency: 'BRL', value: 120000, items: [item] } },
    ]);
    expect(
      ga4Events(
        'hub-configuration-change',
        detail('hub-configurator', { ...car, color: null, change: 'options' }),
        'BRL',
      ),
    ).toEqual([
      {
        event: 'view_item',
        ecommerce: {
          currency: 'BRL',
          value: 120000,
          items: [
            { item_id: '3381ZA1', item_name: 'Pulse Drive', item_brand: 'fiat', price: 120000, quantity: 1 },
          ],
        },
      },
    ]);
  });

  it('the reservation: begin_checkout, add_payment_info as the payment is submitted, purchase when paid, refund on cancel', () => {
    const reserved = { reservationId: 'R1', value: 5000, mvs: '3381ZA1', name: 'Pulse Drive' };
    const items = [
      { item_id: '3381ZA1', item_name: 'Pulse Drive', item_brand: 'fiat', price: 5000, quantity: 1 },
    ];
    expect(
      ga4Events(
        'hub-submit-success',
        detail('hub-reservation', { form: 'reservation-register', ...reserved }),
        'BRL',
      ),
    ).toEqual([
      { event: 'begin_checkout', ecommerce: { currency: 'BRL', value: 5000, transaction_id: 'R1', items } },
    ]);
    expect(
      ga4Events(
        'hub-submit-success',
        detail('hub-reservation', { form: 'reservation-payment-pix', ...reserved }),
        'BRL',
      ),
    ).toEqual([
      { event: 'purchase', ecommerce: { transaction_id: 'R1', currency: 'BRL', value: 5000, items } },
    ]);
    expect(paymentInfo(detail('hub-reservation', reserved), 'pix', 'BRL')).toEqual({
      event: 'add_payment_info',
      ecommerce: { currency: 'BRL', value: 5000, payment_type: 'pix', items },
    });
    expect(
      ga4Events(
        'hub-submit-success',
        detail('hub-my-orders', { form: 'reservation-cancel', reservationId: 'R1', value: 5000 }),
        'BRL',
      ),
    ).toEqual([{ event: 'refund', ecommerce: { transaction_id: 'R1', currency: 'BRL', value: 5000 } }]);
  });

  it('a configuration share is share, with its method and the car', () => {
    expect(
      ga4Events(
        'hub-share',
        detail('hub-configurator', { method: 'whatsapp', mvs: '3381ZA1', url: 'x' }),
        'BRL',
      ),
    ).toEqual([{ event: 'share', method: 'whatsapp', content_type: 'configuration', item_id: '3381ZA1' }]);
  });

  it('never carries what the mapping does not name (no card data reaches a GA4 event)', () => {
    const paid = detail('hub-reservation', {
      form: 'reservation-payment-card',
      reservationId: 'R1',
      value: 5000,
      cardNumber: '5555555555554444',
      holder: 'MARIA',
    });
    const text = JSON.stringify(ga4Events('hub-submit-success', paid, 'BRL'));
    expect(text).not.toContain('5555');
    expect(text).not.toContain('MARIA');
  });
});

describe('pushAnalytics', () => {
  it('pushes the hub event then its GA4 twins, clearing the previous ecommerce object first', () => {
    scope.dataLayer = [];
    const settings = { 'data-layer': 'dataLayer', 'ga4-off': false };
    const change = detail('hub-configurator', {
      mvs: 'M1',
      color: null,
      parts: [],
      total: 10,
      change: 'options',
    });
    pushAnalytics('hub-configuration-change', change, 'ARS', settings);
    expect(scope.dataLayer).toEqual([
      { event: 'hub-configuration-change', ...change },
      { ecommerce: null },
      {
        event: 'view_item',
        ecommerce: {
          currency: 'ARS',
          value: 10,
          items: [{ item_id: 'M1', item_brand: 'fiat', price: 10, quantity: 1 }],
        },
      },
    ]);
  });

  it('creates the named data layer as GTM does, so pushes made before the tag manager loads are kept', () => {
    expect(scope.hubLayer).toBeUndefined();
    pushAnalytics('hub-ready', detail('hub-offers', {}), 'BRL', {
      'data-layer': 'hubLayer',
      'ga4-off': false,
    });
    const layer = dataLayerOf('hubLayer');
    expect(layer).toBe(scope.hubLayer);
    expect(layer).toEqual([{ event: 'hub-ready', widget: 'hub-offers', ...base }]);
  });

  it('pushGa4: an event with no hub event of its own, after clearing the ecommerce object; none when GA4 is off', () => {
    const paying = paymentInfo(detail('hub-reservation', { value: 5000 }), 'card', 'BRL');
    pushGa4([paying], { 'data-layer': 'hubLayer', 'ga4-off': true });
    expect(scope.hubLayer).toBeUndefined();
    pushGa4([paying], { 'data-layer': 'hubLayer', 'ga4-off': false });
    expect(scope.hubLayer).toEqual([
      { ecommerce: null },
      { event: 'add_payment_info', ecommerce: { currency: 'BRL', value: 5000, payment_type: 'card' } },
    ]);
  });

  it('leaves a global that is not an array alone', () => {
    scope.hubLayer = { push: 'not mine' };
    pushAnalytics('hub-ready', detail('hub-offers', {}), 'BRL', {
      'data-layer': 'hubLayer',
      'ga4-off': false,
    });
    expect(scope.hubLayer).toEqual({ push: 'not mine' });
  });
});
