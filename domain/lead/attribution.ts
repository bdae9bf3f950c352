import { getCookie, setCookie } from '../../core/cookies.ts';

/** The ad-click id cookie lives 90 days (seed 000 §9). */
export const AD_CLICK_COOKIE = 'hub_gclid';
export const AD_CLICK_TTL_SECONDS = 90 * 24 * 60 * 60;

const UTM = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;

/** Campaign attribution read from the page: UTM fields, ad-click id, analytics client id, referer. */
export interface Attribution {
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  utm_content?: string;
  utm_term?: string;
  gclid?: string;
  gaClientId?: string;
  referer?: string;
  retUrl: string;
}

/** Google Analytics client id from the `_ga` cookie (`GA1.2.123.456` → `123.456`). */
export function analyticsClientId(gaCookie: string | null): string | undefined {
  const match = gaCookie?.match(/^GA\d\.\d+\.(\d+\.\d+)$/);
  return match?.[1];
}

/**
 * Keeps the ad-click id of the page address (`gclid`) in its 90-day cookie (seed 000 §9), so a lead
 * sent later — on another page or visit — still carries it. Call when a lead-sending widget shows.
 */
export function rememberAdClick(doc: Document = document): void {
  const clickId = new URL(doc.location.href).searchParams.get('gclid');
  if (clickId) setCookie(AD_CLICK_COOKIE, clickId, AD_CLICK_TTL_SECONDS, doc);
}

/**
 * Reads attribution from the page address and cookies. An ad-click id in the address is kept in a
 * 90-day cookie so a lead sent on a later visit still carries it.
 */
export function readAttribution(doc: Document = document): Attribution {
  const url = new URL(doc.location.href);
  const result: Attribution = { retUrl: url.href };
  for (const key of UTM) {
    const value = url.searchParams.get(key);
    if (value) result[key] = value;
  }
  const clickId = url.searchParams.get('gclid');
  rememberAdClick(doc);
  const storedClick = clickId ?? getCookie(AD_CLICK_COOKIE, doc);
  if (storedClick) result.gclid = storedClick;
  const ga = analyticsClientId(getCookie('_ga', doc));
  if (ga) result.gaClientId = ga;
  if (doc.referrer) result.referer = doc.referrer;
  return result;
}
