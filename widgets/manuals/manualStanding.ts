import type { Manual } from '../../api/manuals.ts';

/** Where a manual stands for owners today: offered, switched off, past its final date, or not valid yet. */
export type ManualStanding = 'active' | 'inactive' | 'expired' | 'upcoming';

/**
 * A manual's standing on `today` (ISO date): inactive by its status first, else expired after its
 * final date, upcoming before its initial one (both dates inclusive), else active — what the
 * administrators see in words and what the owners' search offers (active only).
 */
export function manualStanding(
  manual: Pick<Manual, 'status' | 'validityStart' | 'validityEnd'>,
  today: string,
): ManualStanding {
  if (manual.status === 'INACTIVE') return 'inactive';
  if (manual.validityEnd < today) return 'expired';
  if (today < manual.validityStart) return 'upcoming';
  return 'active';
}

/** Today as an ISO date (YYYY-MM-DD) in the user's own calendar. */
export function isoToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
