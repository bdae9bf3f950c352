/**
 * The seconds a `Retry-After` header asks to wait (RFC 9110 §10.2.3): a number of seconds or an HTTP
 * date; rounded up, never below 0. Absent or unreadable: undefined.
 */
export function retryAfterSeconds(header: string | null | undefined, now = Date.now()): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  // An HTTP date names its day and month ("Tue, 24 Nov 2026 21:00:42 GMT"); a bare "-5" is no date.
  const at = /[a-z]/i.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, Math.ceil((at - now) / 1000));
}
