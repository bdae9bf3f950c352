import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brandSheet, isSkin, SKIN_BRANDS, SKINS, type Skin, themeCss } from './index.ts';
import { contrast, customProperties, deltaE, mix, parseHex, type Rgb, tokenResolver } from './tokenMath.ts';

const source = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const tokensCss = source('./tokens.css');
const componentsCss = source('./components.css');
/** The shared component styles that travel with their component's code (core/theme-sheet.ts `addThemeCss`). */
const laterCss = ['./modal.css', './config-message.css', './price-notes.css'].map(source);
/** A skin's brand tokens as widgets get them: the default mapping, then what the brand changes. */
const brandCss = (skin: Skin) => brandSheet(skin);

const BRAND_TOKENS = [
  'color-scheme',
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
  'font-family-heading',
  'font-weight-heading',
  'font-style-heading',
  'letter-spacing-heading',
  'radius-control',
  'radius-card',
  'shadow-card',
  'focus-ring-width',
  'focus-ring-offset',
  'button-radius',
  'button-border-width',
  'button-font-weight',
  'button-text-transform',
  'button-letter-spacing',
  'button-secondary-background',
  'button-secondary-color',
  'button-secondary-border',
  'image-radius',
  'image-backdrop',
  'image-filter',
  'image-blend',
].map((name) => `--hub-${name}`);
/** Tokens a brand may set and the default mapping leaves to the host (the body font is inherited). */
const HOST_TOKENS = ['--hub-font-family'];
/** The host page's font, as the widget inherits it when the skin sets none. */
const HOST_FONT = ':host { --hub-font-family: inherit; }';

const isSkinBrand = (skin: string) => (SKIN_BRANDS as readonly string[]).includes(skin);

/** The light and dark skins: every pair of colours the widgets put together is measured on both. */
const MEASURED = SKINS.filter((skin) => !skin.endsWith('-auto'));

/** A skin's colour tokens, resolved; `transparent` backgrounds read as the surface beneath. */
function colours(skin: Skin) {
  const token = tokenResolver(tokensCss, brandCss(skin));
  const has = (name: string) => customProperties(brandCss(skin)).has(name);
  const c = (name: string) => parseHex(token(`--hub-color-${name}`));
  /** A button token; sheets without the button tokens fall back to the secondary colours. */
  const button = (name: string, fallback: string, surface: Rgb): Rgb => {
    const value = has(name) ? token(name) : token(fallback);
    return value === 'transparent' ? surface : parseHex(value);
  };
  return { c, button };
}

describe('brand skins meet WCAG 2.2 AA, light and dark', () => {
  it.each(MEASURED)('%s', (skin) => {
    const { c, button } = colours(skin);
    const failures: string[] = [];
    const check = (fg: string, fgRgb: Rgb, bg: string, bgRgb: Rgb, min: number) => {
      const ratio = contrast(fgRgb, bgRgb);
      if (ratio < min) failures.push(`${fg} on ${bg}: ${ratio.toFixed(2)} < ${min}`);
    };
    for (const bg of ['surface', 'surface-alt']) {
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
      // The secondary button: its label on its own background, and an edge that reads as a live control
      // (a faint grey button reads as disabled).
      const surface = c(bg);
      const secondaryBg = button('--hub-button-secondary-background', '--hub-color-secondary', surface);
      const secondaryFg = button('--hub-button-secondary-color', '--hub-color-on-secondary', surface);
      const edge = button('--hub-button-secondary-border', '--hub-color-secondary', surface);
      check('secondary button label', secondaryFg, `its background on ${bg}`, secondaryBg, 4.5);
      const edges = [contrast(edge, surface), contrast(secondaryBg, surface)];
      if (Math.max(...edges) < 3)
        failures.push(`secondary button edge on ${bg}: ${Math.max(...edges).toFixed(2)} < 3`);
    }
    check('on-primary', c('on-primary'), 'primary', c('primary'), 4.5);
    check('on-primary', c('on-primary'), 'primary-hover', c('primary-hover'), 4.5);
    check('on-secondary', c('on-secondary'), 'secondary', c('secondary'), 4.5);
    // The field error's "!" badge: the surface colour on the danger colour.
    check('surface', c('surface'), 'danger', c('danger'), 4.5);
    for (const tone of ['danger', 'success', 'warning', 'info']) {
      check('text', c('text'), `${tone} alert`, mix(c(tone), c('surface'), 0.92), 4.5);
    }
    expect(failures).toEqual([]);
  });
});

/** What makes a skin recognisable beyond its primary colour. */
const IDENTITY_TOKENS = [
  '--hub-color-on-primary',
  '--hub-font-family-heading',
  '--hub-font-weight-heading',
  '--hub-font-style-heading',
  '--hub-letter-spacing-heading',
  '--hub-button-radius',
  '--hub-button-text-transform',
  '--hub-button-secondary-background',
  '--hub-color-surface-alt',
  '--hub-image-backdrop',
];

describe('nine skins a person tells apart at a glance', () => {
  const pairs = SKIN_BRANDS.flatMap((a, i) => SKIN_BRANDS.slice(i + 1).map((b) => [a, b] as const));
  const resolved = (skin: Skin) => {
    const token = tokenResolver(tokensCss, HOST_FONT, brandCss(skin));
    const has = (name: string) => customProperties(brandCss(skin)).has(name);
    return (name: string) => (has(name) ? token(name) : '');
  };

  it.each(pairs)('%s and %s differ in colour and in look', (a, b) => {
    const [ta, tb] = [resolved(a), resolved(b)];
    const primaries = [parseHex(ta('--hub-color-primary')), parseHex(tb('--hub-color-primary'))] as const;
    const distance = deltaE(...primaries);
    const differing = IDENTITY_TOKENS.filter((name) => ta(name) !== tb(name));
    // Either clearly different primaries (ΔE76 ≥ 20) or, for brands that share a near-black, at least
    // five differences of type, shape, button style or surfaces; and always at least three of those.
    expect(differing.length, `${a} vs ${b}: ${differing.join(', ')}`).toBeGreaterThanOrEqual(
      distance >= 20 ? 3 : 5,
    );
  });

  it.each([
    ['fiat', 'dodge'],
    ['fiat', 'citroen'],
    ['fiat', 'fiat-abarth'],
    ['dodge', 'citroen'],
    ['dodge', 'fiat-abarth'],
    ['citroen', 'fiat-abarth'],
  ] as const)('%s and %s are no longer near-identical reds (ΔE76 ≥ 20)', (a, b) => {
    const primary = (skin: Skin) => parseHex(resolved(skin)('--hub-color-primary'));
    expect(deltaE(primary(a), primary(b))).toBeGreaterThanOrEqual(20);
  });
});

describe('brand sheets', () => {
  it.each(SKINS)('%s sets every brand token on :host, with system fonts only', (skin) => {
    const css = brandCss(skin);
    expect(css).toMatch(/^(\/\*[\s\S]*?\*\/\s*)?:host\s*\{/);
    const declared = [...customProperties(css).keys()].filter((name) => !HOST_TOKENS.includes(name));
    expect(declared.sort()).toEqual([...BRAND_TOKENS].sort());
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

  it('stops motion with reduced motion: every duration token is zero there', () => {
    const reduced = /@media \(prefers-reduced-motion: reduce\)\s*\{([\s\S]*?)\n\}/.exec(tokensCss)?.[1] ?? '';
    for (const name of ['duration-fast', 'duration-normal', 'duration-slow'])
      expect(customProperties(reduced).get(`--hub-${name}`), name).toBe('0ms');
  });

  it('leaves the body font to the host unless the skin sets one', () => {
    for (const skin of SKINS) {
      const own = customProperties(source(`./brands/${skin.replace(/-(dark|auto)$/, '')}.css`));
      expect(customProperties(brandCss(skin)).get('--hub-font-family')).toBe(own.get('--hub-font-family'));
    }
    expect(componentsCss).toMatch(/\.hub-root\s*\{[^}]*font-family:\s*var\(--hub-font-family\);/);
  });
});

describe('dark variants', () => {
  it.each(SKIN_BRANDS)('%s-dark is the light skin with dark surfaces and its own primary', (brand) => {
    const light = tokenResolver(tokensCss, brandCss(brand));
    const dark = tokenResolver(tokensCss, brandCss(`${brand}-dark`));
    expect(dark('--hub-color-scheme')).toBe('dark');
    expect(light('--hub-color-scheme')).toBe('light');
    expect(contrast(parseHex(dark('--hub-color-surface')), [0, 0, 0])).toBeLessThan(2);
    expect(dark('--hub-color-primary')).not.toBe(light('--hub-color-primary'));
  });

  it.each(SKIN_BRANDS)('%s-auto turns dark only when the visitor prefers dark', (brand) => {
    const auto = brandCss(`${brand}-auto`);
    expect(auto.startsWith(brandCss(brand))).toBe(true);
    const media = auto.slice(brandCss(brand).length);
    expect(media.trim()).toMatch(/^@media \(prefers-color-scheme: dark\) \{[\s\S]*\}$/);
    expect(customProperties(media)).toEqual(
      customProperties(brandCss(`${brand}-dark`).slice(brandCss(brand).length)),
    );
  });
});

describe('themeCss', () => {
  it('lists a light, a dark and an auto skin per brand', () => {
    expect(SKINS).toHaveLength(27);
    expect(SKINS.slice(0, 3)).toEqual(['fiat', 'fiat-dark', 'fiat-auto']);
    expect(isSkin('fiat-abarth')).toBe(true);
    expect(isSkin('jeep-dark')).toBe(true);
    expect(isSkin('ds-auto')).toBe(true);
    expect(isSkin('bmw')).toBe(false);
    expect(isSkin('dark')).toBe(false);
    expect(isSkin('')).toBe(false);
  });

  it.each(SKINS)('returns tokens, the %s sheet and the components in one sheet', (skin) => {
    const css = themeCss(skin).replace(/\s+/g, '').toLowerCase();
    const primary = customProperties(brandCss(skin)).get('--hub-color-primary') as string;
    expect(css).toContain(`--hub-color-primary:${primary.toLowerCase()}`);
    expect(css).toContain('--hub-space-1:');
    expect(css).toContain('.hub-root{');
    // The light sheet's primary, and for dark and auto the brand's dark primary after it.
    expect(css.match(/--hub-color-primary:/g)).toHaveLength(skin.includes('-') && !isSkinBrand(skin) ? 2 : 1);
    const brand = skin.replace(/-(dark|auto)$/, '');
    const others = SKIN_BRANDS.filter((b) => b !== brand).flatMap((b) =>
      [b, `${b}-dark` as const].map((s) => customProperties(brandCss(s)).get('--hub-color-primary')),
    );
    const own = [brandCss(brand as Skin), brandCss(`${brand}-dark` as Skin)].map((sheet) =>
      customProperties(sheet).get('--hub-color-primary'),
    );
    for (const other of others) {
      if (!own.includes(other)) expect(css).not.toContain(`--hub-color-primary:${other?.toLowerCase()}`);
    }
  });
});

describe('components.css and the component styles loaded with their code', () => {
  const css = [componentsCss, ...laterCss].join('\n').replace(/\/\*[\s\S]*?\*\//g, '');

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
        defined.has(name) ||
        own.has(name) ||
        HOST_TOKENS.includes(name) ||
        SKINS.every((s) => customProperties(brandCss(s)).has(name));
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
      /:focus-visible[^{]*\{[^}]*outline:\s*var\(--hub-focus-ring-width\) solid var\(--hub-color-focus\);\s*outline-offset:\s*var\(--hub-focus-ring-offset\)/,
    );
    expect(css).toMatch(/\.hub-input\s*\{[^}]*min-block-size:\s*44px/);
    expect(css).toMatch(/\.hub-button\s*\{[^}]*min-block-size:\s*44px/);
    expect(css).toContain('@media (prefers-reduced-motion: reduce)');
    expect(css).toContain('@media (forced-colors: active)');
  });
});
