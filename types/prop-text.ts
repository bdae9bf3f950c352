import * as v from 'valibot';
import { type PropSpec, toAttributeName } from '../core/attributes.ts';
import { BRANDS, DEFAULT_BRAND } from '../core/brands.ts';
import type { HubEventName } from '../core/events.ts';
import { DEFAULT_MARKET, MARKETS } from '../core/markets.ts';
import { type SettingName, SettingsSchema } from '../core/settings.ts';
import type { AnyWidgetSpec } from '../core/widget-spec.ts';
import { SKINS } from '../themes/index.ts';
import { schemaText } from './schema-text.ts';

/*
 * How a spec's props read in the generated host types and in custom-elements.json: the same type
 * text in both (enum unions, JSON shapes by name), from the spec alone.
 */

/** `lead-form` → `LeadForm`, `modelCode` → `ModelCode`. */
export const pascal = (name: string): string =>
  name
    .replace(/(^|-)([a-z0-9])/g, (_, _dash, c: string) => c.toUpperCase())
    .replace(/^./, (c) => c.toUpperCase());

/** `hub-lead-form` → `HubLeadFormElement`: the element's interface in the host types. */
export const elementTypeName = (tag: string): string => `${pascal(tag)}Element`;

/** `hub-lead-form` + `fields` → `HubLeadFormFields`: the name of a JSON prop's shape. */
export const jsonTypeName = (tag: string, prop: string): string => `${pascal(tag)}${pascal(prop)}`;

/** A union of string literals, as TypeScript writes it. */
export const unionText = (values: readonly string[]): string =>
  values.map((value) => `'${value}'`).join(' | ');

/** The type of a prop's value (its JS property): a JSON prop's shape by its name. */
export function propTypeText(tag: string, name: string, prop: PropSpec): string {
  switch (prop.type) {
    case 'enum':
      return unionText(prop.values);
    case 'json':
      return prop.schema ? jsonTypeName(tag, name) : 'unknown';
    case 'property':
      return 'unknown';
    default:
      return prop.type;
  }
}

/** The JSON props' shapes of a widget, by type name: `[['HubLeadFormFields', '{ name: string; … }[]']]`. */
export function jsonShapes(spec: AnyWidgetSpec): [string, string][] {
  return Object.entries<PropSpec>(spec.props).flatMap(([name, prop]) =>
    prop.type === 'json' && prop.schema ? [[jsonTypeName(spec.tag, name), schemaText(prop.schema)]] : [],
  );
}

/** The props as attributes (JS-only properties have none), kebab-case. */
export const attributeProps = (spec: AnyWidgetSpec): [attribute: string, name: string, prop: PropSpec][] =>
  Object.entries<PropSpec>(spec.props)
    .filter(([, prop]) => prop.type !== 'property')
    .map(([name, prop]) => [toAttributeName(name), name, prop]);

/** The attributes every hub tag takes, with their allowed values and what they default to. */
export const CONTEXT_ATTRIBUTES = [
  {
    name: 'brand',
    typeName: 'HubBrand',
    values: BRANDS,
    default: DEFAULT_BRAND,
    description: `The brand (overrides the page's hub:brand meta; without either, ${DEFAULT_BRAND}): its texts, services and, unless \`skin\` says otherwise, its skin.`,
  },
  {
    name: 'market',
    typeName: 'HubMarket',
    values: MARKETS,
    default: DEFAULT_MARKET,
    description: `The market (overrides the page's hub:market meta; without either, ${DEFAULT_MARKET}): language, currency, documents and masks; c-BR speaks pt-BR.`,
  },
  {
    name: 'skin',
    typeName: 'HubSkin',
    values: SKINS,
    description:
      "The visual skin (overrides the page's hub:skin meta; without either, the brand's own skin).",
  },
] as const;

/** A page setting's `setting-NAME` attribute: its default (as the page writes it) and what it does. */
export function settingText(name: SettingName): { default?: string; description: string } {
  const schema = SettingsSchema.entries[name];
  const fallback: unknown = v.getDefault(schema as v.GenericSchema);
  return {
    ...(typeof fallback === 'string' ? { default: fallback } : {}),
    description: `Overrides the page's hub:setting:${name} meta for this element: ${v.getDescription(schema)}`,
  };
}

const COMMON_EVENT_TEXT: Readonly<Record<string, string>> = {
  'hub-ready': 'The widget has rendered its first interactive state.',
  'hub-error': 'Bad configuration or a failure the widget cannot recover from (`code`, `message`).',
};

/** When a widget fires an event, as its spec says (the common events the same for every widget). */
export const eventText = (spec: AnyWidgetSpec, name: HubEventName): string =>
  (spec.events as Readonly<Record<string, string>>)[name] ?? COMMON_EVENT_TEXT[name] ?? '';
