/** Markets, as language-country (seed 000 §1). */
export const MARKETS = ['pt-BR', 'es-AR', 'c-BR'] as const;

/** A market id. */
export type Market = (typeof MARKETS)[number];

/** The language a market's texts are written in (c-BR falls back to pt-BR). */
export type Language = 'pt-BR' | 'es-AR';

/** The market used when the page names none. */
export const DEFAULT_MARKET: Market = 'pt-BR';

interface MarketInfo {
  language: Language;
  locale: string;
  currency: 'BRL' | 'ARS';
  country: 'BR' | 'AR';
}

const INFO: Record<Market, MarketInfo> = {
  'pt-BR': { language: 'pt-BR', locale: 'pt-BR', currency: 'BRL', country: 'BR' },
  'c-BR': { language: 'pt-BR', locale: 'pt-BR', currency: 'BRL', country: 'BR' },
  'es-AR': { language: 'es-AR', locale: 'es-AR', currency: 'ARS', country: 'AR' },
};

/** Whether a string is a known market id. */
export function isMarket(value: string): value is Market {
  return (MARKETS as readonly string[]).includes(value);
}

/** Language, locale, currency and country of a market. */
export function marketInfo(market: Market): MarketInfo {
  return INFO[market];
}
