import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { checkProperty, parseAttribute, toAttributeName } from './attributes.ts';

describe('attribute parsing (CONTRACT §1)', () => {
  it('names attributes in kebab-case', () => {
    expect(toAttributeName('modelCode')).toBe('model-code');
    expect(toAttributeName('allowPersonType')).toBe('allow-person-type');
  });

  it('reads booleans by presence, whatever the value', () => {
    expect(parseAttribute({ type: 'boolean' }, '')).toEqual({ ok: true, value: true });
    expect(parseAttribute({ type: 'boolean' }, 'false')).toEqual({ ok: true, value: true });
    expect(parseAttribute({ type: 'boolean' }, null)).toEqual({ ok: true, value: false });
  });

  it('gives the default when the attribute is absent', () => {
    expect(parseAttribute({ type: 'string', default: 'Proposal' }, null)).toEqual({
      ok: true,
      value: 'Proposal',
    });
    expect(parseAttribute({ type: 'enum', values: ['a', 'b'], default: 'a' }, null)).toEqual({
      ok: true,
      value: 'a',
    });
  });

  it('refuses numbers that are not numbers or out of bounds, instead of NaN', () => {
    const spec = { type: 'number', min: 1, max: 10, integer: true } as const;
    expect(parseAttribute(spec, '4')).toEqual({ ok: true, value: 4 });
    expect(parseAttribute(spec, 'abc')).toEqual({ ok: false, value: 'abc' });
    expect(parseAttribute(spec, '')).toEqual({ ok: false, value: '' });
    expect(parseAttribute(spec, '11')).toEqual({ ok: false, value: '11' });
    expect(parseAttribute(spec, '2.5')).toEqual({ ok: false, value: '2.5' });
  });

  it('refuses malformed JSON and JSON that breaks the schema, without throwing', () => {
    const spec = { type: 'json', schema: v.array(v.string()) } as const;
    expect(parseAttribute(spec, '["a","b"]')).toEqual({ ok: true, value: ['a', 'b'] });
    expect(parseAttribute(spec, '["a",')).toEqual({ ok: false, value: '["a",' });
    expect(parseAttribute(spec, '[1]')).toEqual({ ok: false, value: '[1]' });
    expect(checkProperty(spec, ['x'])).toEqual({ ok: true, value: ['x'] });
    expect(checkProperty(spec, [2]).ok).toBe(false);
  });

  it('reads JSON text set as a property as its attribute (React 19 sets it as one)', () => {
    const spec = { type: 'json', schema: v.array(v.string()) } as const;
    expect(checkProperty(spec, '["a","b"]')).toEqual({ ok: true, value: ['a', 'b'] });
    expect(checkProperty(spec, '[1]')).toEqual({ ok: false, value: '[1]' });
    expect(checkProperty(spec, '["a",')).toEqual({ ok: false, value: '["a",' });
  });

  it('refuses enum values outside the list', () => {
    expect(
      parseAttribute({ type: 'enum', values: ['physical', 'legal'], default: 'physical' }, 'company'),
    ).toEqual({
      ok: false,
      value: 'company',
    });
  });
});
