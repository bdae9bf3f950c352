import brandTokens from './brand-tokens.css?inline';
import chrysler from './brands/chrysler.css?inline';
import chryslerDark from './brands/chrysler.dark.css?inline';
import citroen from './brands/citroen.css?inline';
import citroenDark from './brands/citroen.dark.css?inline';
import dodge from './brands/dodge.css?inline';
import dodgeDark from './brands/dodge.dark.css?inline';
import ds from './brands/ds.css?inline';
import dsDark from './brands/ds.dark.css?inline';
import fiat from './brands/fiat.css?inline';
import fiatDark from './brands/fiat.dark.css?inline';
import fiatAbarth from './brands/fiat-abarth.css?inline';
import fiatAbarthDark from './brands/fiat-abarth.dark.css?inline';
import jeep from './brands/jeep.css?inline';
import jeepDark from './brands/jeep.dark.css?inline';
import peugeot from './brands/peugeot.css?inline';
import peugeotDark from './brands/peugeot.dark.css?inline';
import ram from './brands/ram.css?inline';
import ramDark from './brands/ram.dark.css?inline';
import components from './components.css?inline';
import darkTokens from './dark-tokens.css?inline';
import tokens from './tokens.css?inline';

/** The brands with a skin, in `core/brands.ts` order (a test holds them to `BRANDS`; themes sit below core). */
export const SKIN_BRANDS = [
  'fiat',
  'jeep',
  'dodge',
  'chrysler',
  'ram',
  'citroen',
  'peugeot',
  'fiat-abarth',
  'ds',
] as const;

/** A brand with a skin. */
export type SkinBrand = (typeof SKIN_BRANDS)[number];

/** How a skin takes the visitor's colour scheme: always light, always dark, or as the visitor prefers. */
export const SCHEMES = ['light', 'dark', 'auto'] as const;

/** A skin's colour scheme. */
export type Scheme = (typeof SCHEMES)[number];

/** A skin id: the brand (light), `<brand>-dark`, or `<brand>-auto` (dark when the visitor prefers dark). */
export type Skin = SkinBrand | `${SkinBrand}-dark` | `${SkinBrand}-auto`;

/**
 * Skin ids accepted in `hub:skin` and the `skin` attribute: per brand, its light skin (the default),
 * `-dark` and `-auto` (follows `prefers-color-scheme`: the host opts in by choosing it).
 */
export const SKINS: readonly Skin[] = SKIN_BRANDS.flatMap((brand) => [
  brand,
  `${brand}-dark` as const,
  `${brand}-auto` as const,
]);

const BRAND_SHEETS: Record<SkinBrand, string> = {
  fiat,
  jeep,
  dodge,
  chrysler,
  ram,
  citroen,
  peugeot,
  'fiat-abarth': fiatAbarth,
  ds,
};

const BRAND_DARK_SHEETS: Record<SkinBrand, string> = {
  fiat: fiatDark,
  jeep: jeepDark,
  dodge: dodgeDark,
  chrysler: chryslerDark,
  ram: ramDark,
  citroen: citroenDark,
  peugeot: peugeotDark,
  'fiat-abarth': fiatAbarthDark,
  ds: dsDark,
};

/** Whether a string is a known skin id. */
export function isSkin(value: string): value is Skin {
  return (SKINS as readonly string[]).includes(value);
}

/** A skin's brand and colour scheme (`jeep-dark` → jeep, dark). Unknown brands (untyped callers) get fiat. */
export function skinParts(skin: Skin): { brand: SkinBrand; scheme: Scheme } {
  const match = /^(.*?)(?:-(dark|auto))?$/.exec(skin);
  const name = match?.[1] ?? '';
  const brand = (SKIN_BRANDS as readonly string[]).includes(name) ? (name as SkinBrand) : 'fiat';
  return { brand, scheme: (match?.[2] as Scheme | undefined) ?? 'light' };
}

/**
 * The brand tokens of a skin (tier 2): the default mapping of `brand-tokens.css`, then the brand's
 * sheet, which sets only what differs from it; for dark, then `dark-tokens.css` and the brand's dark
 * sheet; for auto, those two inside `@media (prefers-color-scheme: dark)`.
 */
export function brandSheet(skin: Skin): string {
  const { brand, scheme } = skinParts(skin);
  const light = `${brandTokens}\n${BRAND_SHEETS[brand]}`;
  const dark = `${darkTokens}\n${BRAND_DARK_SHEETS[brand]}`;
  if (scheme === 'light') return light;
  if (scheme === 'dark') return `${light}\n${dark}`;
  return `${light}\n@media (prefers-color-scheme: dark) {\n${dark}\n}`;
}

/**
 * The whole stylesheet of a skin, to adopt into a widget's shadow root: raw tokens, then the brand's
 * tokens, then the shared component styles.
 */
export function themeCss(skin: Skin): string {
  return `${tokens}\n${brandSheet(skin)}\n${components}`;
}
