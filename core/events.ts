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

/** Details of the public events (CONTRACT §3). `widget` is always the tag name. */
export interface HubEventDetails {
  'hub-ready': Record<string, never>;
  'hub-error': { code: string; message: string };
  'hub-submit-success': { form: string; [key: string]: unknown };
  'hub-submit-error': { form: string; code?: string; [key: string]: unknown };
  'hub-step-change': { step: string };
  'hub-configuration-change': { mvs: string; color: string | null; parts: string[]; total: number };
  'hub-simulation-change': SimulationChangeDetail;
  'hub-reservation-status': { status: string; [key: string]: unknown };
  'hub-vin-detected': { vin: string };
  /** A buyer signed in (hub-sign-up): who, and for how long (seconds). Never the token (CONTRACT §4). */
  'hub-sign-in': { userId: string; expiresIn: number };
}

/** A public event name. */
export type HubEventName = keyof HubEventDetails;

/** The detail a listener receives. */
export type HubEventDetail<N extends HubEventName> = HubEventDetails[N] & { widget: string };

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
  }
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Dispatches a public event on the widget's host element (bubbling, composed) and pushes
 * `{ event, ...detail }` to `window.dataLayer` when the page has one.
 */
export function emit<N extends HubEventName>(host: HTMLElement, name: N, detail: HubEventDetails[N]): void {
  const full = { ...detail, widget: host.localName } as HubEventDetail<N>;
  host.dispatchEvent(new CustomEvent(name, { detail: full, bubbles: true, composed: true }));
  const layer = window.dataLayer;
  if (Array.isArray(layer)) layer.push({ event: name, ...full });
}
