import { describe, expect, it } from 'vitest';
import { countryOnly } from '../../location/LocationSchema.ts';
import { LOCATION } from './fixtures.ts';
import { startingLocation } from './startingLocation.ts';

const T0 = Date.UTC(2026, 10, 22, 12);
const restored = { car: { location: LOCATION }, locationSavedAt: T0 - 1000 };

describe('startingLocation', () => {
  it("is the restored car's location with the time it was set, in the market's country", () => {
    expect(startingLocation(restored, 'BR', T0)).toEqual({ location: LOCATION, savedAt: T0 - 1000 });
    expect(startingLocation(restored, null, T0)).toEqual({ location: LOCATION, savedAt: T0 - 1000 });
  });

  it("is the market's country alone, from now, without a car or with a car of another country", () => {
    expect(startingLocation(null, 'AR', T0)).toEqual({ location: countryOnly('AR'), savedAt: T0 });
    expect(startingLocation(restored, 'AR', T0)).toEqual({ location: countryOnly('AR'), savedAt: T0 });
  });

  it('is nothing without a car nor a country', () => {
    expect(startingLocation(null, null, T0)).toBeNull();
  });
});
