import { type Market, marketInfo } from './markets.ts';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(key: string, make: () => Intl.NumberFormat): Intl.NumberFormat {
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

/** Money in the market's currency and locale: R$ 1.234,56 (pt-BR), $ 1.234,56 (es-AR). */
export function formatMoney(value: number, market: Market, fractionDigits = 2): string {
  const { locale, currency } = marketInfo(market);
  return numberFormat(`m:${locale}:${fractionDigits}`, () =>
    Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    }),
  ).format(value);
}

/** A plain number in the market's locale. */
export function formatNumber(value: number, market: Market, maximumFractionDigits = 2): string {
  const { locale } = marketInfo(market);
  return numberFormat(`n:${locale}:${maximumFractionDigits}`, () =>
    Intl.NumberFormat(locale, { maximumFractionDigits }),
  ).format(value);
}

/** A percentage given in percent points (12.5 → "12,5%"). */
export function formatPercent(value: number, market: Market): string {
  const { locale } = marketInfo(market);
  return numberFormat(`p:${locale}`, () =>
    Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }),
  ).format(value / 100);
}

/** A calendar date (DD/MM/YYYY in both markets). */
export function formatDate(
  value: Date | string | number,
  market: Market,
  options?: Intl.DateTimeFormatOptions,
): string {
  const { locale } = marketInfo(market);
  const date = value instanceof Date ? value : new Date(value);
  const opts = options ?? { day: '2-digit', month: '2-digit', year: 'numeric' };
  const key = `d:${locale}:${JSON.stringify(opts)}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = Intl.DateTimeFormat(locale, opts);
    cache.set(key, format);
  }
  return format.format(date);
}
