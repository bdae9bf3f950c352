import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brandSheet, isSkin, SKINS, type Skin, themeCss } from './index.ts';

const source = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const tokensCss = source('./tokens.css');
const componentsCss = source('./components.css');
/** A skin's brand tokens as widgets get them: the default mapping, then what the brand changes. */
const brandCss = (skin: Skin) => brandSheet(skin);

const BRAND_TOKENS = [
  'color-primary',
  'color-primary-hover',
  'color-on-primary',
  'color-secondary',
  'color-on-secondary',
  'color-surface',
  'color-surface-alt',
  'color-text',
  'color-text-muted',
  'color-border',
  'color-focus',
  'color-danger',
  'color-success',
  'color-warning',
  'color-info',
  'font-family',
  'font-family-heading',
  'font-weight-heading',
  'radius-control',
  'radius-card',
  'button-text-transform',
  'letter-spacing-heading',
].map((name) => `--hub-${name}`);

/** Custom property declarations of a sheet, in order. */
function customProperties(css: string): Map<string, string> {
  const body = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return new Map(
    [...body.matchAll(/(--[\w-]+)\s*:\s*([^;}]+)/g)].map((m) => [m[1] as string, (m[2] as string).trim()]),
  );
}

/** A brand's tokens with every var() resolved against the brand sheet and tokens.css. */
function brandTokens(skin: Skin): (name: string) => string {
  const vars = new Map([...customProperties(tokensCss), ...customProperties(brandCss(skin))]);
  const resolve = (value: string, depth = 0): string => {
    if (depth > 10) throw new Error(`var() cycle in ${skin}: ${value}`);
    return value.replace(/var\(\s*(--[\w-]+)\s*(?:,\s*([^)]+))?\)/g, (_, name: string, fallback?: string) => {
      const next = vars.get(name) ?? fallback;
      if (next === undefined) throw new Error(`${skin}: ${name} is not defined`);
      return resolve(next, depth + 1);
    });
  };
  return (name) => resolve(`var(${name})`);
}

type Rgb = [number, number, number];

function parseHex(value: string): Rgb {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim())?.[1];
  if (!hex) throw new Error(`not a hex colour: ${value}`);
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

/** color-mix(in srgb, a (1 - p), b p): interpolation of the gamma-encoded channels. */
const mix = (a: Rgb, b: Rgb, p: number): Rgb => a.map((c, i) => c * (1 - p) + (b[i] as number) * p) as Rgb;

function luminance([r, g, b]: Rgb): number {
  const [R, G, B] = [r, g, b].map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * R + 0.7152 * G + 0.0722 * B;
}

/** WCAG 2 contrast ratio. */
function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('brand skins meet WCAG 2.2 AA', () => {
  it.each(SKINS)('%s', (skin) => {
    const token = brandTokens(skin);
    const c = (name: string) => parseHex(token(`--hub-color-${name}`));
    const surfaces = ['surface', 'surface-alt'] as const;
    const failures: string[] = [];
    const check = (fg: string, fgRgb: Rgb, bg: string, bgRgb: Rgb, min: number) => {
      const ratio = contrast(fgRgb, bgRgb);
      if (ratio < min) failures.push(`${fg} on ${bg}: ${ratio.toFixed(2)} < ${min}`);
    };
    for (const bg of surfaces) {
      // Text, muted text, status colours used as text, links (primary and its hover) on both surfaces.
      for (const fg of [
        'text',
        'text-muted',
        'danger',
        'success',
        'warning',
        'info',
        'primary',
        'primary-hover',
      ]) {
        check(fg, c(fg), bg, c(bg), 4.5);
      }
      // Non-text: form-control borders and the focus ring.
      for (const fg of ['border', 'focus']) check(fg, c(fg), bg, c(bg), 3);
    }
    check('on-primary', c('on-primary'), 'primary', c('primary'), 4.5);
    check('on-primary', c('on-primary'), 'primary-hover', c('primary-hover'), 4.5);
    check('on-secondary', c('on-secondary'), 'secondary', c('secondary'), 4.5);
    for (const tone of ['danger', 'success', 'warning', 'info']) {
      check('text', c('text'), `${tone} alert`, mix(c(tone), c('surface'), 0.92), 4.5);
    }
    expect(failures).toEqual([]);
  });
});

describe('brand sheets', () => {
  it.each(SKINS)('%s sets every brand token on :host, with system fonts only', (skin) => {
    const css = brandCss(skin);
    expect(css).toMatch(/^(\/\*[\s\S]*?\*\/\s*)?:host\s*\{/);
    expect([...customProperties(css).keys()].sort()).toEqual([...BRAND_TOKENS].sort());
    expect(css).not.toMatch(/url\(|@import|@font-face/);
  });

  it('keeps tokens.css raw: values only, on :host, no url()', () => {
    expect(tokensCss).toMatch(/:host\s*\{/);
    expect(tokensCss).not.toMatch(/url\(|@import|@font-face|var\(/);
    for (const n of [1, 2, 3, 4, 5, 6, 7, 8]) expect(tokensCss).toContain(`--hub-space-${n}:`);
    for (const size of ['xs', 'sm', 'md', 'lg', 'xl', '2xl'])
      expect(tokensCss).toContain(`--hub-font-size-${size}:`);
    for (const name of ['duration-fast', 'duration-normal', 'easing'])
      expect(tokensCss).toContain(`--hub-${name}:`);
  });
});

describe('themeCss', () => {
  it('lists the nine skins', () => {
    expect([...SKINS]).toEqual([
      'fiat',
      'jeep',
      'dodge',
      'chrysler',
      'ram',
      'citroen',
      'peugeot',
      'fiat-abarth',
      'ds',
    ]);
    expect(isSkin('fiat-abarth')).toBe(true);
    expect(isSkin('bmw')).toBe(false);
    expect(isSkin('')).toBe(false);
  });

  it.each(SKINS)('returns tokens, the %s sheet and the components in one sheet', (skin) => {
    const css = themeCss(skin).replace(/\s+/g, '').toLowerCase();
    const primary = customProperties(brandCss(skin)).get('--hub-color-primary') as string;
    expect(css).toContain(`--hub-color-primary:${primary.toLowerCase()}`);
    expect(css).toContain('--hub-space-1:');
    expect(css).toContain('.hub-root{');
    expect(css.match(/--hub-color-primary:/g)).toHaveLength(1);
    const others = SKINS.filter((s) => s !== skin).map((s) =>
      customProperties(brandCss(s)).get('--hub-color-primary'),
    );
    for (const other of others) {
      if (other !== primary) expect(css).not.toContain(`--hub-color-primary:${other?.toLowerCase()}`);
    }
  });
});

describe('components.css', () => {
  const css = componentsCss.replace(/\/\*[\s\S]*?\*\//g, '');

  it('uses no colour literals and no raw palette or font tokens', () => {
    expect(css).not.toMatch(/#[0-9a-f]{3,8}\b/i);
    expect(css).not.toMatch(/\b(rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/i);
    expect(css).not.toMatch(/--hub-(grey|red|green|amber|blue)-|--hub-font-(sans|serif|condensed)/);
  });

  it('only uses tokens that tokens.css or every brand sheet defines', () => {
    const defined = new Set(customProperties(tokensCss).keys());
    const own = new Set(customProperties(css).keys());
    const used = new Set([...css.matchAll(/var\(\s*(--hub-[\w-]+)/g)].map((m) => m[1] as string));
    for (const name of used) {
      const ok =
        defined.has(name) || own.has(name) || SKINS.every((s) => customProperties(brandCss(s)).has(name));
      expect(ok, name).toBe(true);
    }
  });

  it('defines every shared class', () => {
    const classes = [
      'hub-root',
      'hub-stack',
      'hub-grid',
      'hub-span-all',
      'hub-row',
      'hub-title',
      'hub-subtitle',
      'hub-text-muted',
      'hub-field',
      'hub-label',
      'hub-required',
      'hub-input',
      'hub-hint',
      'hub-field-error',
      'hub-fieldset',
      'hub-legend',
      'hub-check',
      'hub-segmented',
      'hub-button',
      'hub-alert',
      'hub-spinner',
      'hub-skeleton',
      'hub-modal-backdrop',
      'hub-modal',
      'hub-modal-title',
      'hub-modal-actions',
      'hub-popup',
      'hub-config-error',
      'hub-visually-hidden',
      'hub-list',
      'hub-card',
    ];
    for (const name of classes) expect(css, name).toMatch(new RegExp(`\\.${name}(?![\\w-])`));
    for (const selector of [
      '.hub-grid > .hub-span-all',
      '.hub-field[data-invalid] .hub-input',
      '.hub-button[data-variant="secondary"]',
      '.hub-button[data-variant="link"]',
      '.hub-button[data-loading]',
      '[aria-disabled="true"]',
      '[data-tone="success"]',
      '[data-tone="error"]',
      '[data-tone="info"]',
      '[data-tone="warning"]',
    ]) {
      expect(css).toContain(selector);
    }
  });

  it('has the container query, focus rings, reduced motion and forced colours', () => {
    expect(css).toMatch(/\.hub-root\s*\{[^}]*container-type:\s*inline-size/);
    expect(css).toMatch(/@container\s*\(min-width:\s*560px\)/);
    expect(css).toMatch(
      /:focus-visible[^{]*\{[^}]*outline:\s*2px solid var\(--hub-color-focus\);\s*outline-offset:\s*2px/,
    );
    expect(css).toMatch(/\.hub-input\s*\{[^}]*min-block-size:\s*44px/);
    expect(css).toMatch(/\.hub-button\s*\{[^}]*min-block-size:\s*44px/);
    expect(css).toContain('@media (prefers-reduced-motion: reduce)');
    expect(css).toContain('@media (forced-colors: active)');
  });
});
