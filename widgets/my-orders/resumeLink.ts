/**
 * The address that opens hub-reservation where an order stopped: the reservation page with the
 * order's `reservation-id` (kept with the page's other parameters). Relative pages resolve against `base`.
 */
export function resumeLink(reservationUrl: string, reservationId: string, base: string): string {
  const url = new URL(reservationUrl, base);
  url.searchParams.set('reservation-id', reservationId);
  return url.href;
}
