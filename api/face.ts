import { type ApiScope, type CallSpec, request } from './client.ts';

/** Face service (seed 000 §7, seed 001 §7): anti-fraud face detection (bearer). */
export const faceCalls = {
  detect: { method: 'POST', path: 'face/detect', bearer: true },
} as const satisfies Record<string, CallSpec>;

/** Detection answer. */
export interface FaceDetection {
  faceDetected: boolean;
  score: number;
}

/** Detects a face in a photo (a data URL). */
export function detectFace(scope: ApiScope, image: string, signal?: AbortSignal): Promise<FaceDetection> {
  return request(scope, 'face', faceCalls.detect, { json: { image }, signal });
}
