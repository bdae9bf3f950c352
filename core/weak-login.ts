/**
 * Weak login propagation (seed 000 §2): when the page address carries `brand=<the weak-login brand>`
 * and `loginType=WEAK`, its query string is kept so the weak login reaches the pages it links to.
 * Returns the query string to keep (without `?`), or null.
 */
export function weakLoginQuery(pageUrl: string, weakLoginBrand: string): string | null {
  const url = new URL(pageUrl);
  const brand = url.searchParams.get('brand');
  if (!brand || brand.toLowerCase() !== weakLoginBrand.toLowerCase()) return null;
  if (url.searchParams.get('loginType') !== 'WEAK') return null;
  return url.searchParams.toString();
}

/** Adds the kept query to a link of the same site, leaving its own parameters in place. */
export function withWeakLogin(href: string, pageUrl: string, weakLoginBrand: string): string {
  const query = weakLoginQuery(pageUrl, weakLoginBrand);
  if (!query) return href;
  const target = new URL(href, pageUrl);
  if (target.origin !== new URL(pageUrl).origin) return href;
  for (const [key, value] of new URLSearchParams(query)) {
    if (!target.searchParams.has(key)) target.searchParams.set(key, value);
  }
  return target.href;
}

/**
 * Links to other pages of the site, with the page's weak login carried along when the page setting
 * `weak-login-brand` names the brand of the page address's `brand=…&loginType=WEAK`. Empty hrefs stay empty.
 */
export function siteLink(href: string | undefined, weakLoginBrand: string | undefined): string | undefined {
  if (!href || !weakLoginBrand || typeof location === 'undefined') return href;
  return withWeakLogin(href, location.href, weakLoginBrand);
}
