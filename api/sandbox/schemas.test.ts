import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { plate } from './schemas.ts';

describe('sandbox payload pieces', () => {
  it('plate: Brazilian (ABC1234, ABC1D23) and Argentine (AB123CD, ABC123) plates, the services serving both countries', () => {
    for (const good of ['ABC1234', 'ABC1D23', 'AB123CD', 'ABC123'])
      expect(v.safeParse(plate, good).success, good).toBe(true);
    for (const bad of ['ABC', 'AB12CD', '1234567', 'ABC12345', ''])
      expect(v.safeParse(plate, bad).success, bad).toBe(false);
  });
});
