/**
 * Reading and measuring the skins' tokens without a browser: custom property declarations, var()
 * resolution, WCAG contrast and perceptual colour distance. Used by the themes' tests.
 */

/** An sRGB colour, channels 0–255. */
export type Rgb = [number, number, number];

/** Custom property declarations of a sheet, later ones winning (as in a cascade on one element). */
export function customProperties(css: string): Map<string, string> {
  const body = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return new Map(
    [...body.matchAll(/(--[\w-]+)\s*:\s*([^;}]+)/g)].map((m) => [m[1] as string, (m[2] as string).trim()]),
  );
}

/** A resolver of `var()` references over the given sheets (later sheets win). Throws on undefined or cycles. */
export function tokenResolver(...sheets: string[]): (name: string) => string {
  const vars = new Map(sheets.flatMap((css) => [...customProperties(css)]));
  const resolve = (value: string, depth = 0): string => {
    if (depth > 10) throw new Error(`var() cycle: ${value}`);
    return value.replace(/var\(\s*(--[\w-]+)\s*(?:,\s*([^)]+))?\)/g, (_, name: string, fallback?: string) => {
      const next = vars.get(name) ?? fallback;
      if (next === undefined) throw new Error(`${name} is not defined`);
      return resolve(next, depth + 1);
    });
  };
  return (name) => resolve(`var(${name})`);
}

/** A `#rgb` or `#rrggbb` colour. */
export function parseHex(value: string): Rgb {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim())?.[1];
  if (!hex) throw new Error(`not a hex colour: ${value}`);
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

/** color-mix(in srgb, a (1 - p), b p): interpolation of the gamma-encoded channels. */
export function mix(a: Rgb, b: Rgb, p: number): Rgb {
  return a.map((c, i) => c * (1 - p) + (b[i] as number) * p) as Rgb;
}

const linear = (c: number) => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

/** WCAG 2 relative luminance. */
export function luminance([r, g, b]: Rgb): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio (1–21). */
export function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** CIE L*a*b* (D65) of an sRGB colour. */
export function lab(rgb: Rgb): [number, number, number] {
  const [r, g, b] = rgb.map(linear) as Rgb;
  const xyz = [
    (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047,
    0.2126 * r + 0.7152 * g + 0.0722 * b,
    (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883,
  ].map((t) => (t > 216 / 24389 ? Math.cbrt(t) : (841 / 108) * t + 4 / 29)) as [number, number, number];
  return [116 * xyz[1] - 16, 500 * (xyz[0] - xyz[1]), 200 * (xyz[1] - xyz[2])];
}

/** CIE76 colour difference: about 2.3 is just noticeable, over 20 reads as another colour at a glance. */
export function deltaE(a: Rgb, b: Rgb): number {
  const [x, y] = [lab(a), lab(b)];
  return Math.hypot(x[0] - y[0], x[1] - y[1], x[2] - y[2]);
}
