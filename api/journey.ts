import { type ApiScope, type CallInput, type CallSpec, request } from './client.ts';

/** Journey service (seed 001 §7 "Journey"): start, complement with files, result. */
export const journeyCalls = {
  start: { method: 'POST', path: 'start' },
  complement: { method: 'POST', path: 'complement/{type}/{id}', body: 'multipart' },
  result: { method: 'POST', path: 'result/{type}/{id}' },
} as const satisfies Record<string, CallSpec>;

/** Sends a journey's complementary files (multipart), reporting upload progress. */
export function complementJourney(
  scope: ApiScope,
  journey: { type: string; id: string },
  files: Blob[],
  onUploadProgress?: CallInput['onUploadProgress'],
): Promise<unknown> {
  return request(scope, 'journey', journeyCalls.complement, {
    params: journey,
    form: { files },
    onUploadProgress,
  });
}
