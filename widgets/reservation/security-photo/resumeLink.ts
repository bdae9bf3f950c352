import type { Step } from '../steps.ts';

/** The page parameters that resume a reservation at a step (the desktop's photo hand-over to the phone). */
export const RESUME_PARAMS = { id: 'reservation-id', step: 'reservation-step' } as const;

/**
 * The link that continues an order's anti-fraud photo on the phone: this page, naming the reservation
 * and the photo step (the page's other parameters, such as a weak login, are kept).
 */
export function photoResumeLink(pageUrl: string, reservationId: string): string {
  const url = new URL(pageUrl);
  url.hash = '';
  url.searchParams.set(RESUME_PARAMS.id, reservationId);
  url.searchParams.set(RESUME_PARAMS.step, 'security-photo');
  return url.href;
}

/** The reservation (and step) the page address asks to resume, if any. */
export function resumeRequest(pageUrl: string): { reservationId: string; step: Step | null } | null {
  const params = new URL(pageUrl).searchParams;
  const reservationId = params.get(RESUME_PARAMS.id)?.trim();
  if (!reservationId) return null;
  return {
    reservationId,
    step: params.get(RESUME_PARAMS.step) === 'security-photo' ? 'security-photo' : null,
  };
}
