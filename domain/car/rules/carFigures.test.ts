// Car codes, totals and the rules benchmark.
import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../../core/brands.ts';
import { benchCatalog } from '../../../scripts/bench/benchCatalog.ts';
import { runRulesBench } from '../../../scripts/bench/rulesBench.ts';
import { computeTotals } from './computeTotals.ts';
import { color, part } from './fixtures.ts';
import { planSelection } from './planSelection.ts';
import { splitCarCode } from './splitCarCode.ts';

const SHORT_BRANDS = BRANDS.filter((brand) => !['citroen', 'peugeot', 'ds'].includes(brand));

describe('splitCarCode', () => {
  it.each(SHORT_BRANDS)('splits a 7-character %s code 3/6/7 (segments 3/3/1)', (brand) => {
    const parts = splitCarCode('3641A1B', brand);
    expect(parts).toMatchObject({
      modelCode: '364',
      versionCode: '3641A1',
      seriesCode: '3641A1B',
      exact: true,
    });
    expect(parts.segments).toEqual({ model: '364', version: '1A1', series: 'B' });
  });

  it.each(['citroen', 'peugeot', 'ds'] as const)(
    'splits a 16-character %s code 4/15/16 (segments 4/11/1)',
    (brand) => {
      const parts = splitCarCode('1PB9A5HMQ6B0A0C1', brand);
      expect(parts).toMatchObject({
        modelCode: '1PB9',
        versionCode: '1PB9A5HMQ6B0A0C',
        seriesCode: '1PB9A5HMQ6B0A0C1',
      });
      expect(parts.segments).toEqual({ model: '1PB9', version: 'A5HMQ6B0A0C', series: '1' });
      expect(parts.layout).toEqual({ model: 4, version: 15, series: 16 });
    },
  );

  it('reads by length first: a 7-character peugeot code and a 16-character fiat code', () => {
    expect(splitCarCode('3641A1B', 'peugeot').segments).toEqual({
      model: '364',
      version: '1A1',
      series: 'B',
    });
    expect(splitCarCode('ABCDEFGHIJKLMNOP', 'fiat').segments).toEqual({
      model: 'ABCD',
      version: 'EFGHIJKLMNO',
      series: 'P',
    });
  });

  it('uses a per-brand override for its length, and only for that brand', () => {
    const overrides = { jeep: [{ model: 3, version: 8, series: 10 }] };
    expect(splitCarCode('ABCDEFGHIJ', 'jeep', overrides)).toMatchObject({
      modelCode: 'ABC',
      versionCode: 'ABCDEFGH',
      seriesCode: 'ABCDEFGHIJ',
      segments: { model: 'ABC', version: 'DEFGH', series: 'IJ' },
      exact: true,
    });
    expect(splitCarCode('ABCDEFGHIJ', 'fiat', overrides)).toMatchObject({
      modelCode: 'ABC',
      versionCode: 'ABCDEF',
      segments: { series: 'GHIJ' },
      exact: false,
    });
  });

  it('stretches the brand layout for codes of unexpected length and skips broken overrides', () => {
    const broken = { ds: [{ model: 5, version: 2, series: 9 }] };
    expect(splitCarCode('ABCDEFGHI', 'ds', broken)).toMatchObject({
      modelCode: 'ABCD',
      versionCode: 'ABCDEFGHI',
      seriesCode: 'ABCDEFGHI',
      layout: { model: 4, version: 9, series: 9 },
      exact: false,
    });
    expect(splitCarCode('AB', 'fiat')).toMatchObject({
      modelCode: 'AB',
      versionCode: 'AB',
      seriesCode: 'AB',
      exact: false,
    });
    expect(splitCarCode('', 'ram')).toMatchObject({
      modelCode: '',
      versionCode: '',
      seriesCode: '',
      exact: false,
    });
  });

  it('ignores surrounding spaces', () => {
    expect(splitCarCode(' 3641A1B\n', 'fiat')).toMatchObject({ seriesCode: '3641A1B', exact: true });
  });
});

const base = {
  mvs: { price: 100_000 },
  parts: [
    part('o1', { price: 1500.1 }),
    part('o2', { price: 2000.2 }),
    part('a1', { type: 'ACCESSORY', price: 300 }),
    part('k', { type: 'COLOR', price: 999 }),
  ],
  services: [{ id: 's1', name: 'Revisão', serviceName: 'REV', category: 'maintenance', price: 450.5 }],
  coating: { id: 'ct', code: 'CT', name: 'Coating', price: 800 },
  color: color('c1', 1200),
};

describe('computeTotals', () => {
  it('sums optionals, accessories, services, coating and colour on top of the car price', () => {
    expect(computeTotals(base)).toEqual({
      optionalsTotal: 3500.3,
      accessoriesTotal: 300,
      servicesTotal: 450.5,
      coatingPrice: 800,
      colorPrice: 1200,
      total: 106_250.8,
      bonificationTotal: 0,
      hasPriceBonification: false,
    });
  });

  it('uses price-service overrides and counts what they take off as bonification', () => {
    const prices = {
      parts: [
        { partId: 'o1', price: 0 },
        { partId: 'a1', price: 350 },
        { partId: 'c1', price: 1000 },
      ],
    };
    const totals = computeTotals({ ...base, prices });
    expect(totals).toMatchObject({ optionalsTotal: 2000.2, accessoriesTotal: 350, colorPrice: 1000 });
    expect(totals).toMatchObject({ bonificationTotal: 1700.1, hasPriceBonification: true, total: 104_600.7 });
  });

  it('gives zeros for an empty car and ignores invalid prices', () => {
    const empty = computeTotals({
      mvs: null,
      parts: [part('o', { price: Number.NaN })],
      services: [],
      coating: null,
      color: null,
    });
    expect(empty).toMatchObject({ total: 0, optionalsTotal: 0, hasPriceBonification: false });
  });
});

describe('rules benchmark', () => {
  it('builds a deterministic 300-part catalogue with deep chains and cycles', () => {
    const catalog = benchCatalog();
    expect(Object.keys(catalog.parts)).toHaveLength(300);
    expect(benchCatalog()).toEqual(catalog);
    const chain = planSelection({ catalog, parts: [], color: null }, 'p000', 'add');
    expect(chain.add.length).toBeGreaterThanOrEqual(20);
  });

  it('runs and returns sane figures (timings are not asserted)', () => {
    const result = runRulesBench({ selections: 300 });
    expect(result).toMatchObject({ parts: 300, selections: 300 });
    for (const figure of [result.meanMs, result.p95Ms, result.maxMs])
      expect(Number.isFinite(figure)).toBe(true);
    expect(result.meanMs).toBeGreaterThanOrEqual(0);
    expect(result.p95Ms).toBeLessThanOrEqual(result.maxMs);
  });
});
