import { countryOf, versionsOf } from '../api/sandbox/data/catalog.ts';
import { colorsOf } from '../api/sandbox/data/parts.ts';
import type { Brand } from '../core/brands.ts';
import type { Market } from '../core/markets.ts';
import { BRAND_MARKET, type BrandMarketStory } from './brandMarket.ts';

/** A car as the car-taking widgets' attributes give it: MVS code, model year, price, colour code. */
export interface StoryCar {
  mvs: string;
  year: number;
  price: number;
  colorCode: string;
}

/**
 * The brand's first version sold in the market's country on the sandbox, in its first colour: the car
 * of a brand × market story of a widget that takes one. None (a brand not sold there): no car.
 */
export function carOf(brand: Brand, market: Market): StoryCar {
  const country = countryOf(market);
  const version = versionsOf(brand, country)[0];
  if (!version) return { mvs: '', year: 0, price: 0, colorCode: '' };
  return {
    mvs: version.mvsCode,
    year: version.years.at(-1) ?? 2026,
    price: version.price[country] ?? 0,
    colorCode: colorsOf(version, country)[0]?.code ?? '',
  };
}

/** A brand × market story's args with the brand's own car: `{ brand, market, mvs, year, price, colorCode }`. */
export function brandMarketCar(name: BrandMarketStory): { brand: Brand; market: Market } & StoryCar {
  const { brand, market } = BRAND_MARKET[name];
  return { brand, market, ...carOf(brand, market) };
}
