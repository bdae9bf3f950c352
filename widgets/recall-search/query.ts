import type { RecallKey } from '../../api/recall.ts';
import type { FormRules } from '../../core/form/validateForm.ts';
import { normalizeVehicleKey, vehicleKeyError } from '../../domain/vehicle/vehicleKey.ts';

/** What the visitor searches by. */
export type SearchBy = RecallKey;

/** The search form: plate or chassis, and what is typed in the field. */
export interface RecallQuery {
  by: SearchBy;
  query: string;
}

/** The empty search form: by plate, nothing typed. */
export const EMPTY_QUERY: RecallQuery = { by: 'plate', query: '' };

/** Upper-cases and drops spaces and the old plates' hyphen: what is sent. */
export const normalizeQuery: (value: string) => string = normalizeVehicleKey;

/** The localised message for a plate (of the market's country) or chassis as typed, or null when it can be searched. */
export const queryError: (by: SearchBy, value: string, market: string) => string | null = vehicleKeyError;

/** The search form's rules (`validateForm`): the typed value is a plate or a chassis, as chosen. */
export const QUERY_RULES: FormRules<RecallQuery, 'query'> = {
  query: (values, market) => queryError(values.by, values.query, market),
};

/**
 * The search a page address asks for: `?chassis=` or `?plate=` (the garage's recall link), normalised;
 * null when it names neither.
 */
export function queryFromUrl(search: string): RecallQuery | null {
  const params = new URLSearchParams(search);
  const chassis = params.get('chassis');
  if (chassis) return { by: 'chassis', query: normalizeQuery(chassis) };
  const plate = params.get('plate');
  return plate ? { by: 'plate', query: normalizeQuery(plate) } : null;
}
