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

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** Whether options ask for nothing but a numeric day, month and year (what both markets write DD/MM/YYYY). */
function numericDay(options: Intl.DateTimeFormatOptions | undefined): boolean {
  if (!options) return true;
  return Object.entries(options).every(
    ([key, v]) =>
      (key === 'day' && v === '2-digit') ||
      (key === 'month' && v === '2-digit') ||
      (key === 'year' && v === 'numeric') ||
      key === 'timeZone',
  );
}

/**
 * A calendar date (DD/MM/YYYY in both markets). Plain day/month/year is written directly — a calendar
 * day ("2026-03-01") as it is, without moving it across time zones — because the first
 * `Intl.DateTimeFormat` of a page costs tens of milliseconds on a slow phone; other options use Intl.
 */
export function formatDate(
  value: Date | string | number,
  market: Market,
  options?: Intl.DateTimeFormatOptions,
): string {
  if (numericDay(options)) {
    const day = typeof value === 'string' ? ISO_DAY.exec(value) : null;
    if (day) return `${day[3]}/${day[2]}/${day[1]}`;
    const d = value instanceof Date ? value : new Date(value);
    if (!options?.timeZone && !Number.isNaN(d.getTime())) {
      return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
    }
  }
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

const sortKeys = new Map<string, string>();

/** A text's sort key: lower case, accents dropped; in Spanish ñ is a letter of its own, after n. */
function sortKey(text: string, spanish: boolean): string {
  const cacheKey = spanish ? `es:${text}` : text;
  let key = sortKeys.get(cacheKey);
  if (key === undefined) {
    const lower = text.toLowerCase();
    key = (spanish ? lower.replace(/ñ/g, 'n\uffff') : lower).normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    if (sortKeys.size < 5000) sortKeys.set(cacheKey, key);
  }
  return key;
}

/**
 * Compares two texts in the dictionary order of the markets' languages (pt-BR, es-AR): accents and case
 * aside, ñ after n, ties broken by the texts themselves. Not `Intl.Collator`: the first collator of a page
 * loads the locale's collation data, ~120 ms of blocked main thread at 4× CPU, for lists of a few dozen
 * states, provinces, cities or dealers (checked against Intl.Collator on the sandbox's lists).
 */
export function compareText(a: string, b: string, locale: string): number {
  const spanish = locale.startsWith('es');
  const ka = sortKey(a, spanish);
  const kb = sortKey(b, spanish);
  if (ka !== kb) return ka < kb ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
