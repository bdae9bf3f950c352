import type * as v from 'valibot';

/*
 * The TypeScript text of a valibot schema's output, for the host types and custom-elements.json: the
 * JSON props' shapes written out, so the published declarations need no valibot (dist is self-contained).
 * Pipes keep their base schema's type (`v.pipe(v.string(), v.maxLength(80))` is `string`).
 */

type AnySchema = v.GenericSchema & {
  readonly item?: AnySchema;
  readonly items?: readonly AnySchema[];
  readonly wrapped?: AnySchema;
  readonly entries?: Readonly<Record<string, AnySchema>>;
  readonly options?: readonly (AnySchema | string | number)[];
  readonly literal?: unknown;
  readonly key?: AnySchema;
  readonly value?: AnySchema;
};

const PLAIN: Readonly<Record<string, string>> = {
  string: 'string',
  number: 'number',
  boolean: 'boolean',
  null: 'null',
  undefined: 'undefined',
  unknown: 'unknown',
  any: 'unknown',
  date: 'string',
  bigint: 'number',
};

const OPTIONAL = new Set(['optional', 'exact_optional', 'undefinedable']);

const literal = (value: unknown): string => JSON.stringify(value).replace(/^"(.*)"$/, "'$1'");

/** Wraps a union in parentheses where it is an array's item. */
const item = (text: string): string =>
  text.includes(' | ') && !/^[{(]/.test(text) ? `(${text})[]` : `${text}[]`;

/**
 * `v.array(v.object({ name: v.string(), type: v.optional(v.picklist(['text', 'textarea'])) }))` →
 * `{ name: string; type?: 'text' | 'textarea' }[]`. Throws on a schema kind it cannot write, so the build
 * never ships a silently widened type.
 */
export function schemaText(schema: v.GenericSchema): string {
  const s = schema as AnySchema;
  if (s.type in PLAIN) return PLAIN[s.type]!;
  switch (s.type) {
    case 'array':
      return item(schemaText(s.item!));
    case 'tuple':
      return `[${s.items!.map(schemaText).join(', ')}]`;
    case 'object':
    case 'loose_object':
    case 'strict_object': {
      const fields = Object.entries(s.entries!).map(([key, entry]) => {
        const name = /^[A-Za-z_$][\w$]*$/.test(key) ? key : literal(key);
        return OPTIONAL.has(entry.type)
          ? `${name}?: ${schemaText(entry.wrapped!)}`
          : `${name}: ${schemaText(entry)}`;
      });
      return fields.length ? `{ ${fields.join('; ')} }` : 'Record<string, never>';
    }
    case 'record':
      return `Record<${schemaText(s.key!)}, ${schemaText(s.value!)}>`;
    case 'picklist':
      return s.options!.map(literal).join(' | ');
    case 'literal':
      return literal(s.literal);
    case 'union':
    case 'variant':
      return (s.options as AnySchema[]).map(schemaText).join(' | ');
    case 'optional':
    case 'exact_optional':
    case 'undefinedable':
      return `${schemaText(s.wrapped!)} | undefined`;
    case 'nullable':
      return `${schemaText(s.wrapped!)} | null`;
    case 'nullish':
      return `${schemaText(s.wrapped!)} | null | undefined`;
    case 'non_optional':
    case 'non_nullable':
    case 'non_nullish':
      return schemaText(s.wrapped!);
    default:
      throw new Error(`schemaText: no TypeScript text for a valibot "${s.type}" schema`);
  }
}
