import { BRANDS, type Brand } from './brands.ts';
import type { ConfigIssue } from './errors.ts';

/*
 * Page settings (CONTRACT §1): `<meta name="hub:setting:NAME" content="…">` for the whole page, and
 * `setting-NAME="…"` on one element, which wins (GOV.UK Frontend's config merge: defaults → page →
 * element). Values are strings as a CMS writes them; each setting's reader normalises them (booleans,
 * numbers, comma lists) like `parseAttribute` reads attributes, and gives the default. Code reads them
 * typed: `context.settings['location-ttl']`.
 */

/** What a reader gives for a value it refuses. */
const BAD = Symbol('bad setting');

/**
 * Reads one page setting as written (`undefined` when the page and the element set none): the typed
 * value, its default for `undefined`, or {@link BAD}.
 */
export type SettingReader<T> = (raw: string | undefined) => T | typeof BAD;

/** One page setting: its reader and what it means (custom-elements.json; the bundle gets it empty). */
export interface SettingSpec<T> {
  read: SettingReader<T>;
  description: string;
}

/** Text; empty is the same as absent. */
const text: SettingReader<string | undefined> = (raw) => raw?.trim() || undefined;

/** Text with a default; empty is refused. */
const textOr =
  (fallback: string): SettingReader<string> =>
  (raw) =>
    raw === undefined ? fallback : raw.trim() || BAD;

/** `true` or `false` (any case); a bare element attribute (`setting-NAME`) means true. Default false. */
const flag: SettingReader<boolean> = (raw) => {
  const value = (raw ?? 'false').trim().toLowerCase();
  return value === 'false' ? false : value === 'true' || value === '' ? true : BAD;
};

/** A comma-separated list; items trimmed, empty ones dropped. Default: empty. */
const list: SettingReader<string[]> = (raw) =>
  (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** A number written in decimal digits, at least `min`, whole when `integer`. */
const count =
  (fallback: number, min: number, integer: boolean): SettingReader<number> =>
  (raw) => {
    if (raw === undefined) return fallback;
    const value = raw.trim();
    return (integer ? /^\d+$/ : /^\d+(\.\d+)?$/).test(value) && Number(value) >= min ? Number(value) : BAD;
  };

/** One of the brands, written exactly; none by default. */
const brand: SettingReader<Brand | undefined> = (raw) =>
  raw === undefined ? undefined : (BRANDS.find((id) => id === raw) ?? BAD);

/** The location lifetime when the page sets none (seed 000 §9: 4 hours). */
const FOUR_HOURS_MS = 4 * 60 * 60 * 1000;

/** Every page setting, by the name the CMS writes after `hub:setting:` (and after `setting-` on an element). */
export const SETTINGS = {
  'lead-client-id': {
    read: text,
    description: 'Client id of the lead integration, sent as the client_id header to the lead service.',
  },
  'lead-client-secret': {
    read: text,
    description:
      'Client secret of the lead integration, sent as the client_secret header to the lead service.',
  },
  'allow-leads-without-cpf': {
    read: flag,
    description: '`true` turns on the CPF exemption of leads (seed 000 §3).',
  },
  'leads-without-cpf-everywhere': {
    read: flag,
    description: '`true`: with the exemption on, no CPF is needed in any city or dealer.',
  },
  'allowed-cities-without-cpf': {
    read: list,
    description: 'Comma list of IBGE city codes where the CPF is optional.',
  },
  'allowed-dealers-without-cpf': {
    read: list,
    description: 'Comma list of dealer ids for which the CPF is optional.',
  },
  'ga-track-id': { read: text, description: 'Analytics track id sent with leads.' },
  'weak-login-brand': {
    read: brand,
    description:
      'The brand whose weak login travels with links to other pages: when the page address has brand=<it> and loginType=WEAK, its query is added to the links the widgets draw (seed 000 §2).',
  },
  'car-image-url': {
    read: text,
    description:
      'URL template of the car image renditions ({brand}, {market}, {mvs}, {model}, {version}, {series}, {year}, {color}, {width}, {height}); without it the car is drawn.',
  },
  'location-ttl': {
    read: count(FOUR_HOURS_MS, 1, false),
    description: 'Lifetime of the stored location, in ms (default 4 hours).',
  },
  'face-model-url': {
    read: textOr('/models/face_detection_short_range_with_metadata.tflite'),
    description: 'Face model of the in-browser check of the security photo.',
  },
  'face-wasm-url': {
    read: textOr('/mediapipe/wasm'),
    description: "Folder of @mediapipe/tasks-vision's wasm files.",
  },
  'face-time-limit': {
    read: count(60, 10, true),
    description: 'Seconds to take the security photo once the camera is open (a whole number, at least 10).',
  },
} satisfies Record<string, SettingSpec<unknown>>;

/** The page settings, typed and with their defaults. */
export type Settings = {
  [N in keyof typeof SETTINGS]: Exclude<ReturnType<(typeof SETTINGS)[N]['read']>, typeof BAD>;
};
/** A page setting's name, as in `hub:setting:NAME`. */
export type SettingName = keyof Settings;

/** Every setting name. */
export const SETTING_NAMES = Object.keys(SETTINGS) as SettingName[];

/** The element attribute that overrides a page setting: `location-ttl` → `setting-location-ttl`. */
export const settingAttribute = (name: SettingName): string => `setting-${name}`;

/**
 * Merges the page's settings with the element's (the element wins) and parses them. A bad value of a
 * setting in `checked` is reported (field: the attribute or the meta that holds it); any bad value
 * falls back to the default. Empty page metas count as absent.
 */
export function parseSettings(
  page: Record<string, string>,
  element: Partial<Record<SettingName, string>> = {},
  checked: readonly SettingName[] = SETTING_NAMES,
): { settings: Settings; issues: ConfigIssue[] } {
  const settings: Record<string, unknown> = {};
  const issues: ConfigIssue[] = [];
  for (const name of SETTING_NAMES) {
    const read: SettingReader<unknown> = SETTINGS[name].read;
    const own = element[name];
    const raw = own ?? (page[name]?.trim() ? page[name] : undefined);
    const value = read(raw);
    settings[name] = value === BAD ? read(undefined) : value;
    if (value === BAD && checked.includes(name)) {
      const field = own === undefined ? `hub:setting:${name}` : settingAttribute(name);
      issues.push({ code: 'invalid-setting', field, value: raw ?? '' });
    }
  }
  return { settings: settings as Settings, issues };
}
