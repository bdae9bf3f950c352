const SECOND_LEVEL = /\.(com|net|org|gov|gob|edu|mil|int)\.(br|ar)$/;

/**
 * The parent domain of a host, for cookies shared across a brand's sites:
 * `www.jeep.com.br` → `jeep.com.br`. Null for hosts without a parent (localhost, IPs, `jeep.com.br`).
 */
export function parentDomain(host: string): string | null {
  if (!host.includes('.') || /^[\d.]+$/.test(host) || host.includes(':')) return null;
  const labels = host.split('.');
  const minimum = SECOND_LEVEL.test(host) ? 4 : 3;
  return labels.length >= minimum ? labels.slice(1).join('.') : null;
}

/** Reads a cookie by name. */
export function getCookie(name: string, doc: Document = document): string | null {
  for (const part of doc.cookie.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return part.slice(index + 1).trim();
      }
    }
  }
  return null;
}

/** Writes a cookie: SameSite Lax, path /, on the parent domain of the host (seed 000 §9). */
export function setCookie(
  name: string,
  value: string,
  maxAgeSeconds: number,
  doc: Document = document,
): void {
  const domain = parentDomain(doc.location?.hostname ?? '');
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  const base = `${name}=${encodeURIComponent(value)}; Max-Age=${Math.round(maxAgeSeconds)}; Path=/; SameSite=Lax${secure}`;
  doc.cookie = domain ? `${base}; Domain=${domain}` : base;
  if (domain && getCookie(name, doc) === null) doc.cookie = base;
}

/** Removes a cookie written by {@link setCookie}. */
export function deleteCookie(name: string, doc: Document = document): void {
  setCookie(name, '', 0, doc);
}
