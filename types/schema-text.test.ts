import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { schemaText } from './schema-text.ts';

describe('schemaText', () => {
  it('writes the output type of the JSON props’ schemas, pipes read as their base type', () => {
    expect(
      schemaText(
        v.array(
          v.object({
            name: v.pipe(v.string(), v.regex(/^[\w-]{1,40}$/)),
            label: v.pipe(v.string(), v.minLength(1)),
            type: v.optional(v.picklist(['text', 'textarea'])),
            required: v.optional(v.boolean()),
          }),
        ),
      ),
    ).toBe("{ name: string; label: string; type?: 'text' | 'textarea'; required?: boolean }[]");
    expect(schemaText(v.pipe(v.array(v.picklist(['postalCode', 'city'])), v.minLength(1)))).toBe(
      "('postalCode' | 'city')[]",
    );
    expect(schemaText(v.array(v.pipe(v.string(), v.maxLength(64))))).toBe('string[]');
  });

  it('writes unions, literals, records, tuples and nullable values', () => {
    expect(schemaText(v.union([v.literal('a'), v.literal(2)]))).toBe("'a' | 2");
    expect(schemaText(v.record(v.string(), v.number()))).toBe('Record<string, number>');
    expect(schemaText(v.tuple([v.string(), v.nullable(v.number())]))).toBe('[string, number | null]');
    expect(schemaText(v.object({ 'data-x': v.nullish(v.string()) }))).toBe(
      "{ 'data-x': string | null | undefined }",
    );
  });

  it('refuses a schema it cannot write rather than widening it', () => {
    expect(() => schemaText(v.instance(Date))).toThrow(/instance/);
  });
});
