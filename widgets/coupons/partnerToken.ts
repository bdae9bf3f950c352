/**
 * The partnership token of a partner link (`?token=` on the page, seed 001 §7 "Coupons":
 * `partnership/token/decrypt`); null when the page has none. Only URL-safe base64 text is taken.
 */
export function partnerTokenOf(search: string): string | null {
  const token = new URLSearchParams(search).get('token')?.trim() ?? '';
  return /^[\w+/=-]{1,2048}$/.test(token) ? token : null;
}
