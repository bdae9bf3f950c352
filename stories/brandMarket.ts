import { BRANDS, type Brand } from '../core/brands.ts';
import { MARKETS, type Market } from '../core/markets.ts';

type LastWord<S extends string> = S extends `${string}-${infer Rest}` ? LastWord<Rest> : S;
type MarketWord<M extends string> = M extends `${infer Language}-${infer Country}`
  ? `${Capitalize<Language>}${Country}`
  : never;

/** The export name of a brand × market story: `FiatPtBR`, `AbarthEsAR` (a brand by its last word). */
export type BrandMarketStory = {
  [B in Brand]: { [M in Market]: `${Capitalize<LastWord<B>>}${MarketWord<M>}` }[Market];
}[Brand];

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** How a brand and a market read in a story's export name (see {@link BrandMarketStory}). */
export function brandMarketStory(brand: Brand, market: Market): BrandMarketStory {
  const [language = '', country = ''] = market.split('-');
  return `${capitalize(brand.split('-').at(-1) ?? brand)}${capitalize(language)}${country}` as BrandMarketStory;
}

/**
 * The `brand` and `market` args of every brand × market story, by export name, built from
 * `BRANDS` × `MARKETS`: `export const JeepEsAR: Story = { args: BRAND_MARKET.JeepEsAR }`. Storybook
 * needs each story as a static export; its args come from the shared lists, so a brand or market
 * missing from them is a type error here, not a story that silently shows the wrong skin.
 */
export const BRAND_MARKET = Object.fromEntries(
  BRANDS.flatMap((brand) => MARKETS.map((market) => [brandMarketStory(brand, market), { brand, market }])),
) as Record<BrandMarketStory, { brand: Brand; market: Market }>;
