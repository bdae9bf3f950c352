import { STORED_TTL_MS } from '../../core/storage.ts';

/**
 * The location lifetime in ms: the page setting `hub:setting:location-ttl` (as the page writes it, a
 * string, or already a number) when it is a positive finite number, else 4 hours (seed 000 §9).
 */
export function locationTtl(setting: string | number | undefined): number {
  const ms = Number(setting ?? Number.NaN);
  return Number.isFinite(ms) && ms > 0 ? ms : STORED_TTL_MS;
}
