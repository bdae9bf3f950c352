import { type AnalyticsDetail, type AnalyticsSettings, pushAnalytics } from './analytics.ts';

/** A financing simulation result, as hub-financing announces it (money in the market's currency). */
export interface SimulationChangeDetail {
  /** The funding adapter that simulated. */
  source: 'ZFLOW' | 'CDC' | 'PSA_TRADITIONAL' | 'NEXT' | 'PSA_BALAO';
  /** Entrance asked, % of the price. */
  entrancePercent: number;
  entranceValue: number;
  numberOfInstallments: number;
  /** Value of each installment. */
  installmentsValue: number;
  /** Final (balloon) installment asked, % of the price; 0 without one. */
  finalInstallmentPercentage: number;
  finalInstallmentValue: number;
  /** Entrance + installments + final installment. */
  total: number;
}

/** Details of the public events (CONTRACT §3). `widget`, `brand` and `market` are always added. */
export interface HubEventDetails {
  'hub-ready': Record<string, never>;
  'hub-error': { code: string; message: string };
  'hub-submit-success': { form: string; [key: string]: unknown };
  'hub-submit-error': { form: string; code?: string; [key: string]: unknown };
  'hub-step-change': { step: string };
  /**
   * The configured car changed: mvs code, colour code, part codes, total; `name` (model and version) and
   * `change` (`version` when another version was chosen, else `options`) feed the GA4 items.
   */
  'hub-configuration-change': {
    mvs: string;
    color: string | null;
    parts: string[];
    total: number;
    name?: string;
    change?: 'version' | 'options';
  };
  'hub-simulation-change': SimulationChangeDetail;
  'hub-reservation-status': { status: string; [key: string]: unknown };
  'hub-vin-detected': { vin: string };
  /** A buyer signed in (hub-sign-up): who, and for how long (seconds). Never the token (CONTRACT §4). */
  'hub-sign-in': { userId: string; expiresIn: number };
  /** A share link of the configuration was shared (`method`: whatsapp, copy) — the link has no campaign parameters. */
  'hub-share': { method: string; mvs: string; url: string };
}

/** A public event name. */
export type HubEventName = keyof HubEventDetails;

/** The detail a listener receives. */
export type HubEventDetail<N extends HubEventName> = HubEventDetails[N] & {
  widget: string;
  brand: string;
  market: string;
};

declare global {
  interface GlobalEventHandlersEventMap {
    'hub-ready': CustomEvent<HubEventDetail<'hub-ready'>>;
    'hub-error': CustomEvent<HubEventDetail<'hub-error'>>;
    'hub-submit-success': CustomEvent<HubEventDetail<'hub-submit-success'>>;
    'hub-submit-error': CustomEvent<HubEventDetail<'hub-submit-error'>>;
    'hub-step-change': CustomEvent<HubEventDetail<'hub-step-change'>>;
    'hub-configuration-change': CustomEvent<HubEventDetail<'hub-configuration-change'>>;
    'hub-simulation-change': CustomEvent<HubEventDetail<'hub-simulation-change'>>;
    'hub-reservation-status': CustomEvent<HubEventDetail<'hub-reservation-status'>>;
    'hub-vin-detected': CustomEvent<HubEventDetail<'hub-vin-detected'>>;
    'hub-sign-in': CustomEvent<HubEventDetail<'hub-sign-in'>>;
    'hub-share': CustomEvent<HubEventDetail<'hub-share'>>;
  }
  interface Window {
    /** The page's data layer under its default name (the `data-layer` setting names another). */
    dataLayer?: unknown[];
  }
}

/** What an event is told of its widget's context: brand, market, currency and the analytics settings. */
export interface EventContext {
  brand: string;
  market: string;
  currency: string;
  settings: AnalyticsSettings;
}

/**
 * Dispatches a public event on the widget's host element (bubbling, composed) with the widget's tag,
 * brand and market in its detail, then pushes `{ event, ...detail }` and its GA4 twins to the page's
 * data layer (core/analytics.ts).
 */
export function emit<N extends HubEventName>(
  host: HTMLElement,
  name: N,
  detail: HubEventDetails[N],
  context: EventContext,
): void {
  const full = {
    ...detail,
    widget: host.localName,
    brand: context.brand,
    market: context.market,
  } as HubEventDetail<N>;
  host.dispatchEvent(new CustomEvent(name, { detail: full, bubbles: true, composed: true }));
  pushAnalytics(name, full as unknown as AnalyticsDetail, context.currency, context.settings);
}
