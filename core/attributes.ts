import * as v from 'valibot';

declare const PROPERTY_TYPE: unique symbol;

/** A property set only from JS (objects, functions), of type `T`: write it with {@link property}. */
export interface PropertySpec<T = unknown> {
  type: 'property';
  default?: T;
  description?: string;
  /** Carries `T` for the types derived from the spec; never set. */
  readonly [PROPERTY_TYPE]?: T;
}

/**
 * How one widget property is read from its attribute (kebab-case) or set as a JS property, with what
 * it means (custom-elements.json and the host types show it).
 */
export type PropSpec = { description?: string } & (
  | { type: 'string'; default?: string }
  | { type: 'boolean' }
  | { type: 'number'; default?: number; min?: number; max?: number; integer?: boolean }
  | { type: 'enum'; values: readonly string[]; default: string }
  | { type: 'json'; default?: unknown; schema?: v.GenericSchema }
  | PropertySpec
);

/** A JS-only property of type `T` (e.g. a callback or an object a host sets). */
export function property<T>(options: { default?: T; description?: string } = {}): PropertySpec<T> {
  return { type: 'property', ...options };
}

/** The outcome of reading one attribute. */
export type ParsedAttribute = { ok: true; value: unknown } | { ok: false; value: string };

/** `modelCode` → `model-code`. */
export function toAttributeName(prop: string): string {
  return prop.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

function defaultOf(spec: PropSpec): unknown {
  if (spec.type === 'boolean') return false;
  return 'default' in spec ? spec.default : undefined;
}

/**
 * Validates a value set as a JS property against the spec, like its attribute: JSON schemas apply to
 * objects too; a number is checked against its bounds (a numeric string is read as the attribute would
 * be, as React 19 sets `radius="50"` on a defined element; JSON text likewise); an enum must be one of
 * its values.
 */
export function checkProperty(spec: PropSpec, value: unknown): ParsedAttribute {
  // JSON text set as a property (React 19 sets `fields='[…]'` as one on a defined element) is read as
  // the attribute would be; the host types allow the text form.
  if (spec.type === 'json' && typeof value === 'string') return parseAttribute(spec, value);
  if (spec.type === 'json' && spec.schema) {
    const result = v.safeParse(spec.schema, value);
    return result.success
      ? { ok: true, value: result.output }
      : { ok: false, value: JSON.stringify(value) ?? '' };
  }
  if (spec.type === 'number' && (typeof value === 'number' || typeof value === 'string')) {
    return parseAttribute(spec, String(value));
  }
  if (spec.type === 'number' || spec.type === 'enum') {
    return typeof value === 'string' ? parseAttribute(spec, value) : { ok: false, value: String(value) };
  }
  return { ok: true, value };
}

/**
 * Reads an attribute per CONTRACT §1: booleans are true by presence, an absent attribute gives the
 * default, numbers and JSON are validated (a bad value is reported, never thrown or turned into NaN).
 */
export function parseAttribute(spec: PropSpec, raw: string | null): ParsedAttribute {
  if (spec.type === 'boolean') return { ok: true, value: raw !== null };
  if (raw === null) return { ok: true, value: defaultOf(spec) };
  switch (spec.type) {
    case 'string':
      return { ok: true, value: raw };
    case 'enum':
      return spec.values.includes(raw) ? { ok: true, value: raw } : { ok: false, value: raw };
    case 'number': {
      const value = raw.trim() === '' ? Number.NaN : Number(raw);
      const bad =
        !Number.isFinite(value) ||
        (spec.integer && !Number.isInteger(value)) ||
        (spec.min !== undefined && value < spec.min) ||
        (spec.max !== undefined && value > spec.max);
      return bad ? { ok: false, value: raw } : { ok: true, value };
    }
    case 'json': {
      let value: unknown;
      try {
        value = JSON.parse(raw);
      } catch {
        return { ok: false, value: raw };
      }
      const checked = checkProperty(spec, value);
      return checked.ok ? checked : { ok: false, value: raw };
    }
    case 'property':
      return { ok: true, value: defaultOf(spec) };
  }
}
