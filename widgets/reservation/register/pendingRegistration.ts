import type { Campaign, CampaignDealer } from '../../../api/reservations.ts';
import { readStored, removeStored, writeStored } from '../../../core/storage.ts';

/** Where a shopper was when registration began: the campaign and dealer chosen (public data only). */
export interface PendingRegistration {
  campaign: Campaign;
  dealer: CampaignDealer;
}

const KEY = 'hub:reservation:registering';
/** How long the place is kept for the shopper's return from the sign-in page: one hour. */
export const PENDING_TTL_MS = 3_600_000;

/** Keeps the place of a registration under way (the shopper may leave to sign in). */
export function keepRegistration(pending: PendingRegistration): void {
  writeStored(KEY, pending);
}

/** The registration under way, if the shopper left it within the hour. */
export function pendingRegistration(now = Date.now()): PendingRegistration | null {
  const value = readStored<PendingRegistration>(KEY, PENDING_TTL_MS, now)?.value;
  return value?.campaign?.id && value.dealer?.dealerCode ? value : null;
}

/** Forgets the registration's place (pre-reserved, or the shopper went back to the showcase). */
export function dropRegistration(): void {
  removeStored(KEY);
}

/**
 * The sign-in link with the address to come back to (`returnUrl`, the page the shopper is on): the
 * login page sends the shopper back there, where the registration resumes.
 */
export function signInLink(loginUrl: string | undefined, pageUrl: string): string | undefined {
  if (!loginUrl) return loginUrl;
  const [path, hash] = loginUrl.split('#', 2);
  const joined = `${path}${path?.includes('?') ? '&' : '?'}returnUrl=${encodeURIComponent(pageUrl)}`;
  return hash === undefined ? joined : `${joined}#${hash}`;
}
