import { describe, expect, it } from 'vitest';
import { cookieJar } from '../../test/location.ts';
import { countryOnly } from './LocationSchema.ts';
import { LOCATION_COOKIE, readLocationCookie, writeLocationCookie } from './locationCookie.ts';

const RECIFE = {
  countryCode: 'BR' as const,
  stateCode: 'PE',
  cityName: 'Recife',
  cityCode: '2611606',
  influenceAreas: [{ id: 4, brandName: 'fiat' }],
  regionals: [{ regionalId: 9, brandName: 'fiat' }],
};

describe('location cookie', () => {
  it('holds country, state and city only, Lax on the parent domain for the lifetime', () => {
    const jar = cookieJar('www.fiat.com.br');
    writeLocationCookie(RECIFE, 2 * 3_600_000, jar.doc);
    const line = jar.writes.at(-1)!;
    expect(line).toMatch(/^hub_location=/);
    expect(line).toContain('Max-Age=7200');
    expect(line).toContain('SameSite=Lax');
    expect(line).toContain('Domain=fiat.com.br');
    expect(JSON.parse(decodeURIComponent(jar.values.get(LOCATION_COOKIE)!))).toEqual({
      countryCode: 'BR',
      stateCode: 'PE',
      cityName: 'Recife',
      cityCode: '2611606',
    });
  });

  it('reads back the place with empty influence areas and regionals; no location deletes it', () => {
    const jar = cookieJar();
    writeLocationCookie(RECIFE, 3_600_000, jar.doc);
    expect(readLocationCookie(jar.doc)).toEqual({ ...RECIFE, influenceAreas: [], regionals: [] });
    writeLocationCookie(null, 3_600_000, jar.doc);
    expect(jar.writes.at(-1)).toContain('Max-Age=0');
    expect(readLocationCookie(jar.doc)).toBeNull();
  });

  it('reads the country alone, and nothing from a malformed or foreign cookie', () => {
    const jar = cookieJar();
    writeLocationCookie(countryOnly('AR'), 3_600_000, jar.doc);
    expect(readLocationCookie(jar.doc)).toEqual(countryOnly('AR'));
    for (const raw of ['{not json', JSON.stringify({ countryCode: 'US' }), JSON.stringify([1])]) {
      jar.values.set(LOCATION_COOKIE, encodeURIComponent(raw));
      expect(readLocationCookie(jar.doc)).toBeNull();
    }
  });
});
