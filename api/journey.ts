import { type ApiScope, type CallInput, type CallSpec, request } from './client.ts';
import type { IdentityStatus } from './identity.ts';
import type { JourneyStartPayload } from './journey.payloads.ts';
import type { JourneyType } from './journeyTypes.ts';

/** Journey service (seed 001 §7 "Journey"): start, complement with files, result. */
export const journeyCalls = {
  start: { method: 'POST', path: 'start' },
  complement: { method: 'POST', path: 'complement/{type}/{id}', body: 'multipart' },
  result: { method: 'POST', path: 'result/{type}/{id}' },
} as const satisfies Record<string, CallSpec>;

export { JOURNEY_TYPES, type JourneyType } from './journeyTypes.ts';

/** A journey's step: the identity validation steps of seed 000 §3 / seed 001 §8. */
export type JourneyStatus = IdentityStatus;

/** A journey as the service answers it: its id and type (its paths), its step and the files it holds. */
export interface Journey {
  id: string;
  type: JourneyType;
  status: JourneyStatus;
  files: number;
}

/** Starts an identity validation journey (`POST start`). */
export function startJourney(scope: ApiScope, body: JourneyStartPayload): Promise<Journey> {
  return request(scope, 'journey', journeyCalls.start, { json: body });
}

/**
 * Sends a journey's complementary files (multipart `files`, with the kind of document they are in
 * `documentType` when given), reporting upload progress.
 */
export function complementJourney(
  scope: ApiScope,
  journey: { type: string; id: string },
  files: Blob[],
  onUploadProgress?: CallInput['onUploadProgress'],
  documentType?: string,
): Promise<Journey> {
  return request(scope, 'journey', journeyCalls.complement, {
    params: journey,
    form: { files, documentType },
    onUploadProgress,
  });
}

/** Asks a journey's result (`POST result/{type}/{id}`): the journey with the step it stands at. */
export function journeyResult(scope: ApiScope, journey: { type: string; id: string }): Promise<Journey> {
  return request(scope, 'journey', journeyCalls.result, { params: journey, json: {} });
}
