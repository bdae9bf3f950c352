import { describe, expect, it } from 'vitest';
import { BODY_TYPES, bodyTypeOf, CAR_BODIES } from './carBodies.ts';
import { VERSIONS } from './sandbox/data/catalog.ts';

describe('car body types', () => {
  it('every model of the catalogue has a body type the widgets can draw', () => {
    const unknown = VERSIONS.filter(
      (version) => !(BODY_TYPES as readonly string[]).includes(version.category),
    );
    expect(unknown.map((version) => `${version.brand} ${version.modelName}: ${version.category}`)).toEqual(
      [],
    );
    // The catalogue really has all five, so none is dead code.
    expect(new Set(VERSIONS.map((version) => version.category))).toEqual(new Set(BODY_TYPES));
  });

  it('reads a category whatever its case; an unknown or missing one is drawn as a sedan', () => {
    expect(bodyTypeOf('SUV')).toBe('suv');
    expect(bodyTypeOf('pickup')).toBe('pickup');
    expect(bodyTypeOf('coupe')).toBe('sedan');
    expect(bodyTypeOf(undefined)).toBe('sedan');
  });

  it('draws each body type with its own outline', () => {
    const outlines = BODY_TYPES.map((type) => CAR_BODIES[type].body);
    expect(new Set(outlines).size).toBe(BODY_TYPES.length);
  });
});
