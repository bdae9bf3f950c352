import { versionByMvs, versionsOf } from './catalog.ts';
import { BRAND_LABELS } from './dealer-vocabulary.ts';
import type { Country } from './geo.ts';
import { colorsOf } from './parts.ts';
import { hashSeed } from './random.ts';

/** Units in stock of a version and colour: deterministic, about a fifth of combinations sold out. */
export function stockOf(mvsCode: string, year: number, colorCode: string): number {
  const draw = hashSeed(`${mvsCode}:${year}:${colorCode}`) % 100;
  return draw < 20 ? 0 : 1 + (draw % 12);
}

/** Stock of a version in a country, by colour, with the delivery estimate. */
export function availabilityOf(mvsCode: string, year: number, country: Country) {
  const version = versionByMvs(mvsCode);
  if (!version || version.price[country] === undefined || !version.years.includes(year)) return null;
  const byColor = colorsOf(version, country).map((color) => ({
    colorCode: color.code,
    quantity: stockOf(mvsCode, year, color.code),
  }));
  const total = byColor.reduce((sum, c) => sum + c.quantity, 0);
  return {
    mvsCode,
    modelYear: year,
    total,
    deliveryDays: total > 0 ? 5 + (hashSeed(mvsCode) % 40) : null,
    byColor,
  };
}

/** A reservation campaign of a brand in a country (seed 000 §7 "Reservations"). */
export interface Campaign {
  id: string;
  brand: string;
  country: Country;
  name: string;
  reservationAmount: number;
  currency: 'BRL' | 'ARS';
  startDate: string;
  endDate: string;
  mvsCodes: string[];
}

/** One online-reservation campaign per brand and country it sells in. */
export const CAMPAIGNS: Campaign[] = Object.keys(BRAND_LABELS).flatMap((brand) =>
  (['BR', 'AR'] as const)
    .map((country) => ({ country, versions: versionsOf(brand, country) }))
    .filter(({ versions }) => versions.length > 0)
    .map(({ country, versions }) => ({
      id: `CMP-${brand.toUpperCase().replace('-', '')}-${country}`,
      brand,
      country,
      name: `${BRAND_LABELS[brand]} ${country === 'AR' ? 'Reservá online' : 'Reserve online'}`,
      reservationAmount: country === 'AR' ? 1500000 : 5000,
      currency: country === 'AR' ? ('ARS' as const) : ('BRL' as const),
      startDate: '2025-01-01',
      endDate: '2026-12-31',
      mvsCodes: versions.map((v) => v.mvsCode),
    })),
);
