import type { RecallKey } from '../../api/recall.ts';
import { ChassisSchema, plateSchemaFor, validateField } from '../../validators/index.ts';

/** What a car is found by: its plate (of the market's country) or its chassis (VIN). */
export type VehicleKey = RecallKey;

/** Upper-cases and drops spaces and the old plates' hyphen: the plate or chassis as it is sent. */
export function normalizeVehicleKey(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/**
 * The localised message for a plate (of the market's country: Brazilian in pt-BR and c-BR, Argentine in
 * es-AR) or a chassis as typed, or null when the car can be looked up by it.
 */
export function vehicleKeyError(by: VehicleKey, value: string, market: string): string | null {
  return validateField(
    by === 'plate' ? plateSchemaFor(market) : ChassisSchema,
    normalizeVehicleKey(value),
    market,
  );
}
