import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BRANDS } from '../core/brands.ts';
import { SKINS, type Skin } from './index.ts';

const source = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

/** Custom property declarations of a sheet. */
function declarations(css: string): Map<string, string> {
  const body = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return new Map(
    [...body.matchAll(/(--[\w-]+)\s*:\s*([^;}]+)/g)].map((m) => [m[1] as string, (m[2] as string).trim()]),
  );
}

const defaults = declarations(source('./brand-tokens.css'));
const brandFile = (skin: Skin) => declarations(source(`./brands/${skin}.css`));
/** The brand's own colour: every brand file sets it, the default mapping never does. */
const IDENTITY = ['--hub-color-primary', '--hub-color-primary-hover'];

describe('skins', () => {
  it('one skin per brand, with a brand file each', () => {
    expect([...SKINS]).toEqual([...BRANDS]);
    for (const skin of SKINS) expect(brandFile(skin).size, skin).toBeGreaterThan(0);
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

  it.each(SKINS)('%s sets its colour and only brand tokens that differ from the default', (skin) => {
    const own = brandFile(skin);
    for (const name of IDENTITY) expect(own.has(name), name).toBe(true);
    for (const [name, value] of own) {
      if (IDENTITY.includes(name)) continue;
      expect(defaults.has(name), `${name} is not a brand token`).toBe(true);
      expect(value, `${skin} repeats the default ${name}`).not.toBe(defaults.get(name));
    }
  });
});
