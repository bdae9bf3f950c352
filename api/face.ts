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

/** The anti-fraud photo: a JPEG or PNG data URL, and the reservation it belongs to. */
export interface FacePhoto {
  image: string;
  reservationId: string;
}

/** Sends the anti-fraud photo of a reservation to the face service. */
export function detectFace(scope: ApiScope, photo: FacePhoto, signal?: AbortSignal): Promise<FaceDetection> {
  return request(scope, 'face', faceCalls.detect, { json: photo, signal });
}
