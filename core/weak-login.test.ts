import { describe, expect, it } from 'vitest';
import { siteLink, weakLoginQuery, withWeakLogin } from './weak-login.ts';

describe('weak login (seed 000 §2)', () => {
  it('keeps the query only for the weak-login brand with loginType=WEAK', () => {
    expect(weakLoginQuery('https://a.com/p?brand=jeep&loginType=WEAK&t=1', 'jeep')).toBe(
      'brand=jeep&loginType=WEAK&t=1',
    );
    expect(weakLoginQuery('https://a.com/p?brand=fiat&loginType=WEAK', 'jeep')).toBeNull();
    expect(weakLoginQuery('https://a.com/p?brand=jeep&loginType=STRONG', 'jeep')).toBeNull();
    expect(withWeakLogin('/next?x=2', 'https://a.com/p?brand=jeep&loginType=WEAK', 'jeep')).toBe(
      'https://a.com/next?x=2&brand=jeep&loginType=WEAK',
    );
    expect(withWeakLogin('https://other.com/', 'https://a.com/p?brand=jeep&loginType=WEAK', 'jeep')).toBe(
      'https://other.com/',
    );
  });

  it('a link the widget draws carries the weak login only when the page setting names the brand', () => {
    history.replaceState(null, '', '/offer?brand=jeep&loginType=WEAK');
    expect(siteLink('/configurador', 'jeep')).toBe(
      `${location.origin}/configurador?brand=jeep&loginType=WEAK`,
    );
    expect(siteLink('/configurador', undefined)).toBe('/configurador');
    expect(siteLink(undefined, 'jeep')).toBeUndefined();
    history.replaceState(null, '', '/');
  });
});
