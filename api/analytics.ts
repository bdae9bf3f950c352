import { ServiceError } from '../core/errors.ts';
import { type ApiScope, type CallSpec, request } from './client.ts';

/**
 * Analytics service (seed 000 §7, seed 001 §7): data dictionary (with the Authorization header, so
 * bearer) and user analytics.
 */
export const analyticsCalls = {
  dataDictionary: {
    method: 'POST',
    path: 'datadictionary',
    bearer: true,
    guards: { 'json.value': 'Parameter value is required' },
  },
  userAnalytics: { method: 'POST', path: 'useranalytics/send' },
} as const satisfies Record<string, CallSpec>;

/** Sends one data-dictionary field; refused with 'Parameter value is required' when empty. */
export function sendDataDictionary(
  scope: ApiScope,
  field: string,
  value: string | undefined,
): Promise<unknown> {
  return request(scope, 'analytics', analyticsCalls.dataDictionary, { json: { field, value } });
}

/**
 * Checks a form field's value against the data dictionary (`POST datadictionary`): true when the
 * dictionary takes it, false when it refuses it (400, 422); other failures throw. An empty value is
 * refused before sending with 'Parameter value is required' (a GuardError).
 */
export async function checkDataDictionary(
  scope: ApiScope,
  field: string,
  value: string | undefined,
): Promise<boolean> {
  try {
    await sendDataDictionary(scope, field, value);
    return true;
  } catch (error) {
    if (error instanceof ServiceError && (error.status === 400 || error.status === 422)) return false;
    throw error;
  }
}

/**
 * Sends a user-analytics event: `type` defaults to GENERIC_LEAD and `payload` travels as text (JSON).
 * `jwtToken` is always null: the call is not a bearer call (CONTRACT §4: the token goes only to calls
 * the seeds mark bearer, in the Authorization header), so the body never holds the auth token.
 */
export function sendUserAnalytics(
  scope: ApiScope,
  event: { type?: string; payload: unknown },
): Promise<unknown> {
  return request(scope, 'analytics', analyticsCalls.userAnalytics, {
    json: {
      jwtToken: null,
      type: event.type ?? 'GENERIC_LEAD',
      payload: typeof event.payload === 'string' ? event.payload : JSON.stringify(event.payload),
    },
  });
}
