import * as v from 'valibot';
import { BRANDS } from './brands.ts';
import type { ConfigIssue } from './errors.ts';

/*
 * Page settings (CONTRACT §1): `<meta name="hub:setting:NAME" content="…">` for the whole page, and
 * `setting-NAME="…"` on one element, which wins (GOV.UK Frontend's config merge: defaults → page →
 * element). Values are strings as a CMS writes them; the schema normalises them (booleans, numbers,
 * comma lists) and gives the defaults. Code reads them typed: `context.settings['location-ttl']`.
 */

/** Text; empty is the same as absent. */
const text = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.transform((value) => value || undefined),
  ),
);

/** Text with a default. */
const textOr = (fallback: string) => v.optional(v.pipe(v.string(), v.trim(), v.minLength(1)), fallback);

/** `true` or `false` (any case); a bare element attribute (`setting-NAME`) means true. Default false. */
const flag = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.toLowerCase(),
    v.picklist(['', 'true', 'false']),
    v.transform((value) => value !== 'false'),
  ),
  'false',
);

/** A comma-separated list; items trimmed, empty ones dropped. Default: empty. */
const list = v.optional(
  v.pipe(
    v.string(),
    v.transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  ),
  '',
);

/** A number written in decimal digits, at least `min`, whole when `integer`. */
const count = (fallback: number, min: number, integer: boolean) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(integer ? /^\d+$/ : /^\d+(\.\d+)?$/),
      v.transform(Number),
      v.number(),
      v.minValue(min),
    ),
    String(fallback),
  );

/** The location lifetime when the page sets none (seed 000 §9: 4 hours). */
const FOUR_HOURS_MS = 4 * 60 * 60 * 1000;

/** Every page setting, by the name the CMS writes after `hub:setting:` (and after `setting-` on an element). */
export const SettingsSchema = v.object({
  'lead-client-id': v.pipe(
    text,
    v.description('Client id of the lead integration, sent as the client_id header to the lead service.'),
  ),
  'lead-client-secret': v.pipe(
    text,
    v.description(
      'Client secret of the lead integration, sent as the client_secret header to the lead service.',
    ),
  ),
  'allow-leads-without-cpf': v.pipe(
    flag,
    v.description('`true` turns on the CPF exemption of leads (seed 000 §3).'),
  ),
  'leads-without-cpf-everywhere': v.pipe(
    flag,
    v.description('`true`: with the exemption on, no CPF is needed in any city or dealer.'),
  ),
  'allowed-cities-without-cpf': v.pipe(
    list,
    v.description('Comma list of IBGE city codes where the CPF is optional.'),
  ),
  'allowed-dealers-without-cpf': v.pipe(
    list,
    v.description('Comma list of dealer ids for which the CPF is optional.'),
  ),
  'ga-track-id': v.pipe(text, v.description('Analytics track id sent with leads.')),
  'login-url': v.pipe(
    text,
    v.description(
      "The host's sign-in page; a widget that needs a signed-in user links to it with `returnUrl=<the page's address>`.",
    ),
  ),
  'weak-login-brand': v.pipe(
    v.optional(v.picklist(BRANDS)),
    v.description(
      'The brand whose weak login travels with links to other pages: when the page address has brand=<it> and loginType=WEAK, its query is added to the links the widgets draw (seed 000 §2).',
    ),
  ),
  'car-image-url': v.pipe(
    text,
    v.description(
      'URL template of the car image renditions ({brand}, {market}, {mvs}, {model}, {version}, {series}, {year}, {color}, {width}, {height}); without it the car is drawn.',
    ),
  ),
  'location-ttl': v.pipe(
    count(FOUR_HOURS_MS, 1, false),
    v.description('Lifetime of the stored location, in ms (default 4 hours).'),
  ),
  'face-model-url': v.pipe(
    textOr('/models/face_detection_short_range_with_metadata.tflite'),
    v.description('Face model of the in-browser check of the security photo.'),
  ),
  'face-wasm-url': v.pipe(
    textOr('/mediapipe/wasm'),
    v.description("Folder of @mediapipe/tasks-vision's wasm files."),
  ),
  'data-layer': v.pipe(
    v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z_$][\w$]*$/)), 'dataLayer'),
    v.description(
      "Name of the page's data layer (a global array, created as Google Tag Manager does when missing) the widgets push their events to; default dataLayer.",
    ),
  ),
  'ga4-off': v.pipe(
    flag,
    v.description('`true` turns off the GA4 recommended events pushed beside the hub-* events.'),
  ),
  'face-time-limit': v.pipe(
    count(60, 10, true),
    v.description(
      'Seconds to take the security photo once the camera is open (a whole number, at least 10).',
    ),
  ),
  'deadline-scale': v.pipe(
    v.optional(
      v.pipe(v.string(), v.trim(), v.regex(/^\d+(\.\d+)?$/), v.transform(Number), v.gtValue(0)),
      '1',
    ),
    v.description(
      'Multiplies the deadline of every service call (api/deadlines.ts; default 1). A test page shortens them with e.g. 0.01; README "Deadlines and failures".',
    ),
  ),
});

/** The page settings, typed and with their defaults. */
export type Settings = v.InferOutput<typeof SettingsSchema>;
/** A page setting's name, as in `hub:setting:NAME`. */
export type SettingName = keyof Settings;

/** Every setting name. */
export const SETTING_NAMES = Object.keys(SettingsSchema.entries) as SettingName[];

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
    const schema = SettingsSchema.entries[name];
    const own = element[name];
    const raw = own ?? (page[name]?.trim() ? page[name] : undefined);
    const result = v.safeParse(schema, raw);
    if (result.success) {
      settings[name] = result.output;
      continue;
    }
    settings[name] = v.parse(schema, undefined);
    if (checked.includes(name)) {
      const field = own === undefined ? `hub:setting:${name}` : settingAttribute(name);
      issues.push({ code: 'invalid-setting', field, value: raw ?? '' });
    }
  }
  return { settings: settings as Settings, issues };
}
