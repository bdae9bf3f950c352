/** Brand ids accepted in `hub:brand` and the `brand` attribute (seed 000 §3). */
export const BRANDS = [
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

/** A brand id. */
export type Brand = (typeof BRANDS)[number];

/** The brands' names as shoppers know them, for texts ("Los vehículos Chrysler no se venden…"). */
export const BRAND_NAMES: Record<Brand, string> = {
  fiat: 'Fiat',
  jeep: 'Jeep',
  dodge: 'Dodge',
  chrysler: 'Chrysler',
  ram: 'Ram',
  citroen: 'Citroën',
  peugeot: 'Peugeot',
  'fiat-abarth': 'Abarth',
  ds: 'DS Automobiles',
};

/** The brand used when the page names none. */
export const DEFAULT_BRAND: Brand = 'fiat';

/** Brands that may use single sign-on (seed 000 §3). */
export const SSO_BRANDS: readonly Brand[] = ['fiat', 'jeep', 'dodge', 'chrysler', 'ram', 'citroen'];

/**
 * Numeric brand codes, sent as a lead's `countryCode` (seed 000 §9 "Country codes for lead brand area":
 * fiat 0, jeep 57, dodge/chrysler/ram 55; seed 001 §9 for the others). Seed 001 reads 58 for Ram "in
 * another reading"; the lead brand area of seed 000 says 55. Abarth and DS share their parent brands'.
 */
export const BRAND_CODES: Record<Brand, number> = {
  fiat: 0,
  jeep: 57,
  dodge: 55,
  chrysler: 55,
  ram: 55,
  citroen: 59,
  peugeot: 60,
  'fiat-abarth': 0,
  ds: 59,
};

/** Whether a string is a known brand id. */
export function isBrand(value: string): value is Brand {
  return (BRANDS as readonly string[]).includes(value);
}
