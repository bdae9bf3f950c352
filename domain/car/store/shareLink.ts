import type { ConfigurationSnapshot } from './schemas.ts';
import { decodeConfiguration, encodeConfiguration } from './shareCode.ts';

/** The query parameter of a share link. */
export const SHARE_PARAM = 'hub-config';

/** The current page URL with `?hub-config=<code>` for the snapshot (other parameters kept, hash dropped). */
export function shareUrl(snapshot: ConfigurationSnapshot, href: string = window.location.href): string {
  const url = new URL(href);
  url.hash = '';
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
