import { describe, expect, it } from 'vitest';
import { part } from '../rules/fixtures.ts';
import { configurationSnapshot } from './configurationSnapshot.ts';
import { CATALOG, MVS } from './fixtures.ts';
import type { ConfigurationSnapshot } from './schemas.ts';
import { selectionFromSnapshot } from './selectionFromSnapshot.ts';
import { decodeConfiguration, encodeConfiguration } from './shareCode.ts';

const SERVICE = { id: 's1', name: 'Revisão', serviceName: 'REV', category: 'maintenance', price: 450 };
const COATING = { id: 'k1', code: 'K1', name: 'Cerâmica', price: 900 };

const snapshot: ConfigurationSnapshot = {
  mvs: MVS.code,
  year: 2026,
  color: 'c1',
  coating: 'k1',
  parts: ['pack', 'roof', 'w18'],
  services: ['s1'],
  accessories: ['mat'],
};

const encode = (value: unknown) =>
  `1.${btoa(JSON.stringify(value)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')}`;

describe('configurationSnapshot', () => {
  it('lists mvs, year, colour, coating, parts, services and accessories by id', () => {
    const parts = ['pack', 'mat', 'roof', 'w18'].map((id) => CATALOG.parts[id]!);
    const car = { mvs: MVS, color: CATALOG.colors[0]!, coating: COATING, parts, services: [SERVICE] };
    expect(configurationSnapshot(car)).toEqual(snapshot);
    expect(configurationSnapshot({ ...car, mvs: null })).toBeNull();
  });
});

describe('share code', () => {
  it('round-trips a snapshot through a URL-safe string', () => {
    const code = encodeConfiguration(snapshot);
    expect(code).toMatch(/^1\.[A-Za-z0-9_-]+$/);
    expect(encodeURIComponent(code)).toBe(code);
    expect(decodeConfiguration(code)).toEqual(snapshot);
  });

  it('round-trips ids with any characters and an empty configuration', () => {
    const odd = {
      ...snapshot,
      color: null,
      coating: null,
      parts: ['ção/+?', '🚗'],
      services: [],
      accessories: [],
    };
    expect(decodeConfiguration(encodeConfiguration(odd))).toEqual(odd);
  });

  it.each([
    ['an empty string', ''],
    ['plain text', 'hello'],
    ['another version', `2.${encode(['3641A1B', 2026, null, null, [], [], []]).slice(2)}`],
    ['bad base64', '1.%%%'],
    ['base64 that is not JSON', `1.${btoa('not json')}`],
    ['bytes that are not UTF-8', `1.${btoa('\xff\xfe\xfd')}`],
    ['an object instead of the array', encode(snapshot)],
    ['a short array', encode(['3641A1B', 2026])],
    ['a year out of range', encode(['3641A1B', 1200, null, null, [], [], []])],
    ['a year that is text', encode(['3641A1B', '2026', null, null, [], [], []])],
    ['an empty mvs', encode(['', 2026, null, null, [], [], []])],
    ['an empty part id', encode(['3641A1B', 2026, null, null, [''], [], []])],
    ['a part that is not a string', encode(['3641A1B', 2026, null, null, [{ id: 'x' }], [], []])],
    ['a very long code', `1.${'A'.repeat(9000)}`],
  ])('rejects %s', (_, code) => {
    expect(decodeConfiguration(code)).toBeNull();
  });
});

describe('selectionFromSnapshot', () => {
  it('finds the parts, colour, coating and services again and lists what is gone', () => {
    const catalog = { ...CATALOG, parts: { ...CATALOG.parts, extra: part('extra') } };
    const decoded = decodeConfiguration(encodeConfiguration({ ...snapshot, services: ['s1', 'gone'] }))!;
    const selection = selectionFromSnapshot(decoded, catalog, { coatings: [COATING], services: [SERVICE] });
    expect(selection.parts.map((p) => p.id)).toEqual(['pack', 'roof', 'w18', 'mat']);
    expect(selection).toMatchObject({
      color: { id: 'c1' },
      coating: { id: 'k1' },
      services: [SERVICE],
      missing: ['gone'],
    });
    const lost = selectionFromSnapshot({ ...decoded, color: 'c9', coating: null }, catalog, {
      coatings: [],
      services: [],
    });
    expect(lost).toMatchObject({ color: null, coating: null, missing: ['s1', 'gone', 'c9'] });
  });
});
