const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether the bearer token may travel to `requestUrl` (CONTRACT §4): only to the origin of a declared
 * service base, exactly, over https — or http on localhost / 127.0.0.1 for development.
 */
export function bearerAllowed(serviceBase: string, requestUrl: string): boolean {
  let base: URL;
  let target: URL;
  try {
    base = new URL(serviceBase);
    target = new URL(requestUrl);
  } catch {
    return false;
  }
  if (base.origin !== target.origin) return false;
  if (target.protocol === 'https:') return true;
  return target.protocol === 'http:' && LOOPBACK.has(target.hostname);
}
