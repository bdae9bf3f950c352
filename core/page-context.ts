import { isSkin, type Skin } from '../themes/index.ts';
import { type Brand, DEFAULT_BRAND, isBrand } from './brands.ts';
import type { ConfigIssue } from './errors.ts';
import { DEFAULT_MARKET, isMarket, type Language, type Market, marketInfo } from './markets.ts';
import { parseSettings, type SettingName, type Settings } from './settings.ts';

export type { ConfigIssue } from './errors.ts';

/** What the page's `<meta name="hub:*">` tags and body marker say (CONTRACT §1). */
export interface PageMeta {
  brand: string | null;
  market: string | null;
  skin: string | null;
  /** Base URL per service key, absolute, from `hub:service:KEY`. */
  services: Record<string, string>;
  /** Cookie holding the bearer token (`hub:auth-cookie`, default `hub_token`). */
  authCookie: string;
  /** Page settings as written in the `hub:setting:NAME` metas (parsed by {@link resolveContext}). */
  settings: Record<string, string>;
  /** The `data-hub-page` body marker: brand/market dictionaries apply only on hub pages. */
  isHubPage: boolean;
}

/** The resolved context a widget runs in. */
export interface WidgetContextData {
  brand: Brand;
  market: Market;
  skin: Skin;
  language: Language;
  locale: string;
  currency: 'BRL' | 'ARS';
  country: 'BR' | 'AR';
  isHubPage: boolean;
  services: Record<string, string>;
  authCookie: string;
  /** The page settings, typed, with the element's `setting-*` attributes winning (core/settings.ts). */
  settings: Settings;
}

const META_PREFIX = 'hub:';

function absolute(url: string, doc: Document): string | null {
  try {
    return new URL(url, doc.baseURI).href;
  } catch {
    return null;
  }
}

/** Reads the page's hub metadata. Later metas of the same name win. */
export function readPageMeta(doc: Document = document): PageMeta {
  const meta: PageMeta = {
    brand: null,
    market: null,
    skin: null,
    services: {},
    authCookie: 'hub_token',
    settings: {},
    isHubPage: doc.body?.hasAttribute('data-hub-page') ?? false,
  };
  for (const el of doc.querySelectorAll<HTMLMetaElement>('meta[name^="hub:"]')) {
    const name = el.name.slice(META_PREFIX.length);
    const content = el.content.trim();
    if (name === 'brand') meta.brand = content.toLowerCase();
    else if (name === 'market') meta.market = content;
    else if (name === 'skin') meta.skin = content.toLowerCase();
    else if (name === 'auth-cookie' && content) meta.authCookie = content;
    else if (name.startsWith('service:')) {
      const url = absolute(content, doc);
      if (url) meta.services[name.slice('service:'.length)] = url.endsWith('/') ? url : `${url}/`;
    } else if (name.startsWith('setting:')) meta.settings[name.slice('setting:'.length)] = content;
  }
  return meta;
}

/** Element attributes that override the page's meta. */
export interface ContextOverrides {
  brand?: string | null | undefined;
  market?: string | null | undefined;
  skin?: string | null | undefined;
  /** The element's `setting-NAME` attributes, by setting name. */
  settings?: Partial<Record<SettingName, string>>;
}

/**
 * Merges page meta with the element's overrides (the element wins) and validates the result.
 * Unknown values fall back to the defaults so a localised configuration message can still be shown.
 * Bad values of the settings in `checkedSettings` (default: all) are reported too.
 */
export function resolveContext(
  meta: PageMeta,
  overrides: ContextOverrides = {},
  checkedSettings?: readonly SettingName[],
): { context: WidgetContextData; issues: ConfigIssue[] } {
  const issues: ConfigIssue[] = [];
  const brandValue = (overrides.brand || meta.brand || DEFAULT_BRAND).toLowerCase();
  const marketValue = overrides.market || meta.market || DEFAULT_MARKET;
  const brand = isBrand(brandValue) ? brandValue : DEFAULT_BRAND;
  if (brand !== brandValue) issues.push({ code: 'unknown-brand', field: 'brand', value: brandValue });
  const market = isMarket(marketValue) ? marketValue : DEFAULT_MARKET;
  if (market !== marketValue) issues.push({ code: 'unknown-market', field: 'market', value: marketValue });
  const skinValue = (overrides.skin || meta.skin || brand).toLowerCase();
  const skin = isSkin(skinValue) ? skinValue : brand;
  if (skin !== skinValue) issues.push({ code: 'unknown-skin', field: 'skin', value: skinValue });
  const info = marketInfo(market);
  const settings = parseSettings(meta.settings, overrides.settings, checkedSettings);
  issues.push(...settings.issues);
  return {
    context: {
      brand,
      market,
      skin,
      language: info.language,
      locale: info.locale,
      currency: info.currency,
      country: info.country,
      isHubPage: meta.isHubPage,
      services: meta.services,
      authCookie: meta.authCookie,
      settings: settings.settings,
    },
    issues,
  };
}
