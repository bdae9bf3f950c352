import * as v from 'valibot';
import { describe, expectTypeOf, it } from 'vitest';
import { property } from './attributes.ts';
import type { AttributeName, SpecAttributes, SpecElement, SpecProps } from './spec-types.ts';
import { defineWidgetSpec } from './widget-spec.ts';

// Checked by `tsc` (the project's typecheck), like every other type in the repository.
const spec = defineWidgetSpec({
  tag: 'hub-typed',
  className: 'HubTyped',
  description: 'A widget to check the types derived from a spec.',
  props: {
    label: { type: 'string' },
    formName: { type: 'string', default: 'Proposal' },
    compact: { type: 'boolean' },
    count: { type: 'number' },
    radius: { type: 'number', default: 50 },
    variant: { type: 'enum', values: ['physical', 'legal'], default: 'physical' },
    reasons: { type: 'json', schema: v.array(v.string()) },
    onPick: property<(code: string) => void>(),
  },
  events: { 'hub-vin-detected': 'A VIN was read.' },
  services: { required: [], optional: [] },
  settings: ['location-ttl'],
  parts: ['root'],
});

describe('types derived from a spec', () => {
  it('infers the props a component receives', () => {
    expectTypeOf<SpecProps<typeof spec>>().toEqualTypeOf<{
      formName: string;
      radius: number;
      variant: 'physical' | 'legal';
      label?: string;
      compact?: boolean;
      count?: number;
      reasons?: string[];
      onPick?: (code: string) => void;
    }>();
  });

  it("types the element's properties and its JSX attributes", () => {
    expectTypeOf<SpecElement<typeof spec>['compact']>().toEqualTypeOf<boolean>();
    expectTypeOf<SpecElement<typeof spec>['count']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<AttributeName<'allowPersonType'>>().toEqualTypeOf<'allow-person-type'>();
    type Attributes = SpecAttributes<typeof spec>;
    expectTypeOf<Attributes['form-name']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<Attributes['radius']>().toEqualTypeOf<number | `${number}` | undefined>();
    expectTypeOf<Attributes['reasons']>().toEqualTypeOf<string | string[] | undefined>();
    expectTypeOf<Attributes['setting-location-ttl']>().toEqualTypeOf<string | boolean | undefined>();
    expectTypeOf<
      Parameters<NonNullable<Attributes['onhub-vin-detected']>>[0]['detail']['vin']
    >().toBeString();
    expectTypeOf<Attributes>().not.toHaveProperty('onhub-submit-success');
    expectTypeOf<Attributes>().toHaveProperty('onhub-ready');
  });
});
