import type { ConfigurationSnapshot } from './schemas.ts';
import { decodeConfiguration, encodeConfiguration } from './shareCode.ts';

/** The query parameter of a share link. */
export const SHARE_PARAM = 'hub-config';

/**
 * Campaign and click-id parameters a share link must not carry, or every visit from it would be
 * attributed to the campaign that brought the sharer: Google (gclid, gclsrc, dclid, gbraid, wbraid,
 * srsltid, _ga, _gl), Meta (fbclid, igshid), Microsoft (msclkid), TikTok, X, LinkedIn, Yandex,
 * Mailchimp, HubSpot, Marketo, Adobe, Reddit, Impact. `utm_*` are matched by prefix.
 */
export const TRACKING_PARAMS: readonly string[] = [
  'gclid',
  'gclsrc',
  'dclid',
  'gbraid',
  'wbraid',
  'srsltid',
  '_ga',
  '_gl',
  'fbclid',
  'igshid',
  'msclkid',
  'ttclid',
  'twclid',
  'li_fat_id',
  'yclid',
  'mc_cid',
  'mc_eid',
  '_hsenc',
  '_hsmi',
  'mkt_tok',
  's_kwcid',
  'ef_id',
  'rdt_cid',
  'irclickid',
];

/** Whether a query parameter is a campaign (`utm_*`) or click-id parameter, in any letter case. */
export function isTrackingParam(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith('utm_') || TRACKING_PARAMS.includes(lower);
}

/**
 * The current page URL with `?hub-config=<code>` for the snapshot: the page's own parameters kept,
 * its campaign and click-id parameters ({@link isTrackingParam}) and hash dropped.
 */
export function shareUrl(snapshot: ConfigurationSnapshot, href: string = window.location.href): string {
  const url = new URL(href);
  url.hash = '';
  for (const name of [...url.searchParams.keys()]) if (isTrackingParam(name)) url.searchParams.delete(name);
  url.searchParams.set(SHARE_PARAM, encodeConfiguration(snapshot));
  return url.href;
}

/** What the page URL carries: no share code, an invalid one, or a snapshot. */
export function sharedSnapshot(
  href: string = window.location.href,
): { kind: 'none' } | { kind: 'invalid' } | { kind: 'snapshot'; snapshot: ConfigurationSnapshot } {
  const code = new URL(href).searchParams.get(SHARE_PARAM);
  if (code === null) return { kind: 'none' };
  const snapshot = decodeConfiguration(code);
  return snapshot ? { kind: 'snapshot', snapshot } : { kind: 'invalid' };
}

/**
 * Takes the share code out of the page address (history.replaceState, other parameters and the hash
 * kept), so a link is applied once and the shopper's own changes win on the next reload.
 */
export function dropShareParam(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(SHARE_PARAM)) return;
  url.searchParams.delete(SHARE_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
