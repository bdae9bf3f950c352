import * as v from 'valibot';
import type { Brand } from '../../../core/brands.ts';
import { readStored, STORED_TTL_MS, writeStored } from '../../../core/storage.ts';
import type { CarState } from './CarState.ts';
import { type StoredCar, StoredCarSchema } from './schemas.ts';

/** Local-storage key of a brand's car. */
export const carStorageKey = (brand: Brand) => `hub:car:${brand}`;

const StoredRecordSchema = v.object({
  car: StoredCarSchema,
  locationSavedAt: v.nullable(v.pipe(v.number(), v.finite())),
});

/** Saves the car (without totals) under its brand's key with the time, and when its location was set. */
export function writeStoredCar(car: CarState, locationSavedAt: number | null, now: number): void {
  const { totals: _totals, ...stored } = car;
  writeStored(carStorageKey(car.brand), { car: stored, locationSavedAt }, now);
}

/**
 * The brand's stored car, or null unless it passes the schema, has an mvs code and a location country,
 * is under 4 hours old (seed 000 §9; `readStored` keeps a value aged exactly its TTL, hence TTL − 1) and
 * its location is younger than `locationTtlMs`.
 */
export function readStoredCar(
  brand: Brand,
  now: number,
  locationTtlMs: number,
): { car: StoredCar; locationSavedAt: number } | null {
  const stamped = readStored<unknown>(carStorageKey(brand), STORED_TTL_MS - 1, now);
  const parsed = stamped ? v.safeParse(StoredRecordSchema, stamped.value) : null;
  if (!parsed?.success) return null;
  const { car, locationSavedAt } = parsed.output;
  if (car.brand !== brand || !car.mvs?.code || !car.location?.countryCode || locationSavedAt === null)
    return null;
  if (now < locationSavedAt || now - locationSavedAt >= locationTtlMs) return null;
  return { car, locationSavedAt };
}
