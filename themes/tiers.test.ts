import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BRANDS } from '../core/brands.ts';
import { SKIN_BRANDS, SKINS } from './index.ts';

const source = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

/** Custom property declarations of a sheet. */
function declarations(css: string): Map<string, string> {
  const body = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return new Map(
    [...body.matchAll(/(--[\w-]+)\s*:\s*([^;}]+)/g)].map((m) => [m[1] as string, (m[2] as string).trim()]),
  );
}

const defaults = declarations(source('./brand-tokens.css'));
const darkDefaults = declarations(source('./dark-tokens.css'));
const brandFile = (brand: string) => declarations(source(`./brands/${brand}.css`));
const darkFile = (brand: string) => declarations(source(`./brands/${brand}.dark.css`));
/** Tokens a brand may set that the default mapping leaves to the host page (the body font). */
const HOST_TOKENS = ['--hub-font-family'];
/** The brand's own colour: every brand file sets it, the default mapping never does. */
const IDENTITY = ['--hub-color-primary', '--hub-color-primary-hover'];

describe('skins', () => {
  it('a light, a dark and an auto skin per brand, with a brand file and a dark file each', () => {
    expect([...SKIN_BRANDS]).toEqual([...BRANDS]);
    expect([...SKINS]).toEqual(BRANDS.flatMap((b) => [b, `${b}-dark`, `${b}-auto`]));
    for (const brand of SKIN_BRANDS) {
      expect(brandFile(brand).size, brand).toBeGreaterThan(0);
      expect(darkFile(brand).size, `${brand} dark`).toBeGreaterThan(0);
    }
  });
});

describe('three tiers: raw values, a default brand-token mapping, brand files with what differs', () => {
  it('the default mapping leaves the brand colour to each brand and uses raw tokens, no literals', () => {
    for (const name of IDENTITY) expect(defaults.has(name), name).toBe(false);
    expect(defaults.size).toBeGreaterThan(0);
    for (const [name, value] of defaults) {
      expect(value, name).not.toMatch(/#[0-9a-f]{3,8}\b|\b(rgba?|hsla?)\(|url\(/i);
    }
  });

  it.each(SKIN_BRANDS)('%s sets its colour and only brand tokens that differ from the default', (brand) => {
    const own = brandFile(brand);
    for (const name of IDENTITY) expect(own.has(name), name).toBe(true);
    for (const [name, value] of own) {
      if (IDENTITY.includes(name) || HOST_TOKENS.includes(name)) continue;
      expect(defaults.has(name), `${name} is not a brand token`).toBe(true);
      expect(value, `${brand} repeats the default ${name}`).not.toBe(defaults.get(name));
    }
  });

  it('the dark mapping changes colours and surfaces only, with raw tokens', () => {
    for (const [name, value] of darkDefaults) {
      expect(defaults.has(name), `${name} is not a brand token`).toBe(true);
      expect(value, name).not.toMatch(/#[0-9a-f]{3,8}\b|\b(rgba?|hsla?)\(|url\(/i);
    }
    for (const name of IDENTITY) expect(darkDefaults.has(name), name).toBe(false);
  });

  it.each(SKIN_BRANDS)(
    '%s.dark.css sets its dark colour and only what differs from the dark mapping',
    (brand) => {
      const own = darkFile(brand);
      for (const name of IDENTITY) expect(own.has(name), name).toBe(true);
      for (const [name, value] of own) {
        if (IDENTITY.includes(name)) continue;
        expect(defaults.has(name), `${name} is not a brand token`).toBe(true);
        expect(value, `${brand} dark repeats the dark default ${name}`).not.toBe(darkDefaults.get(name));
      }
    },
  );
});
