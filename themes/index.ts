import brandTokens from './brand-tokens.css?inline';
import chrysler from './brands/chrysler.css?inline';
import citroen from './brands/citroen.css?inline';
import dodge from './brands/dodge.css?inline';
import ds from './brands/ds.css?inline';
import fiat from './brands/fiat.css?inline';
import fiatAbarth from './brands/fiat-abarth.css?inline';
import jeep from './brands/jeep.css?inline';
import peugeot from './brands/peugeot.css?inline';
import ram from './brands/ram.css?inline';
import components from './components.css?inline';
import tokens from './tokens.css?inline';

/** Skin ids accepted in `hub:skin` and the `skin` attribute: one per brand (a test holds them to `BRANDS`). */
export const SKINS = [
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

/** A skin id. */
export type Skin = (typeof SKINS)[number];

const BRAND_SHEETS: Record<Skin, string> = {
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

/** Whether a string is a known skin id. */
export function isSkin(value: string): value is Skin {
  return (SKINS as readonly string[]).includes(value);
}

/**
 * The brand tokens of a skin (tier 2): the default mapping of `brand-tokens.css`, then the brand's
 * sheet, which sets only what differs from it. An unknown skin (from untyped callers) gets fiat's.
 */
export function brandSheet(skin: Skin): string {
  return `${brandTokens}\n${BRAND_SHEETS[skin] ?? BRAND_SHEETS.fiat}`;
}

/**
 * The whole stylesheet of a skin, to adopt into a widget's shadow root: raw tokens, then the brand's
 * tokens, then the shared component styles.
 */
export function themeCss(skin: Skin): string {
  return `${tokens}\n${brandSheet(skin)}\n${components}`;
}
