import { readStored, writeStored } from '../../core/storage.ts';

const KEY = 'hub-loyalty-welcomed';
const FOREVER = Number.POSITIVE_INFINITY;

const keyOf = (brand: string) => `${KEY}:${brand}`;
const seenIn = (brand: string) => readStored<string[]>(keyOf(brand), FOREVER)?.value ?? [];

/** Whether this member (by programme member id, never a token) has seen the brand's welcome here. */
export function hasSeenWelcome(brand: string, memberId: string): boolean {
  const seen = seenIn(brand);
  return Array.isArray(seen) && seen.includes(memberId);
}

/** Remembers that the member saw the welcome: it is shown once per member and brand on this browser. */
export function rememberWelcome(brand: string, memberId: string): void {
  const seen = seenIn(brand);
  if (!seen.includes(memberId)) writeStored(keyOf(brand), [...(Array.isArray(seen) ? seen : []), memberId]);
}
