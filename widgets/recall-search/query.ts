import type { RecallKey } from '../../api/recall.ts';
import { ChassisSchema, PlateSchema, validateField } from '../../validators/index.ts';

/** What the visitor searches by. */
export type SearchBy = RecallKey;

/** Upper-cases and drops spaces and the old plates' hyphen: what is sent. */
export function normalizeQuery(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/** The localised message for a plate or chassis as typed, or null when it can be searched. */
export function queryError(by: SearchBy, value: string, market: string): string | null {
  return validateField(by === 'plate' ? PlateSchema : ChassisSchema, normalizeQuery(value), market);
}
