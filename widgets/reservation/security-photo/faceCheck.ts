// The in-browser face check: the only module that imports @mediapipe/tasks-vision, with import()
// when the shopper opens the camera of the security photo step (its JS is ~44 KB gzip, its wasm
// 3.7 MB, its model 230 KB: none of it is fetched before).
import type { Settings } from '../../../core/settings.ts';
import { loadWasmLoader } from './loadWasmLoader.ts';

/** Where the model and the wasm files are fetched from. */
export interface FaceCheckUrls {
  /** The BlazeFace short-range model with TFLite metadata (`hub:setting:face-model-url`). */
  model: string;
  /** The folder holding tasks-vision's `vision_wasm_internal.{js,wasm}` (`hub:setting:face-wasm-url`). */
  wasm: string;
}

/** Default model address (the demo server serves `../shared/models` there). */
export const DEFAULT_FACE_MODEL_URL = '/models/face_detection_short_range_with_metadata.tflite';
/** Default wasm folder (the demo server serves `node_modules/@mediapipe/tasks-vision/wasm` there). */
export const DEFAULT_FACE_WASM_URL = '/mediapipe/wasm';

/** What the check found in a photo. */
export interface FaceFound {
  /** At least one face at or over the detection threshold. */
  found: boolean;
  /** Number of faces. */
  faces: number;
  /** Best detection score, 0 when there is none. */
  score: number;
}

/** A loaded face detector. */
export interface FaceCheck {
  /** Checks a still (a canvas or image) for faces. */
  detect(image: HTMLCanvasElement | HTMLImageElement): FaceFound;
  /** Frees the detector's wasm memory. */
  close(): void;
}

/** Lowest score counted as a face (tasks-vision's own default, written out). */
const MIN_SCORE = 0.5;

/** The model and wasm addresses from the page settings (relative ones against the page), or the defaults. */
export function faceCheckUrls(
  settings: Partial<Pick<Settings, 'face-model-url' | 'face-wasm-url'>>,
  base = document.baseURI,
): FaceCheckUrls {
  const model = settings['face-model-url']?.trim() || DEFAULT_FACE_MODEL_URL;
  const wasm = (settings['face-wasm-url']?.trim() || DEFAULT_FACE_WASM_URL).replace(/\/+$/, '');
  return { model: new URL(model, base).href, wasm: new URL(wasm, base).href };
}

let loaded: { key: string; promise: Promise<FaceCheck> } | undefined;

/**
 * Loads tasks-vision and creates a FaceDetector (IMAGE mode, CPU delegate) from `urls`; later calls
 * with the same addresses share it until {@link releaseFaceCheck}. A failed load is forgotten so the
 * next call tries again.
 */
export function loadFaceCheck(urls: FaceCheckUrls): Promise<FaceCheck> {
  const key = `${urls.model}\n${urls.wasm}`;
  if (loaded?.key === key) return loaded.promise;
  const promise = (async (): Promise<FaceCheck> => {
    const { FaceDetector, FilesetResolver } = await import('@mediapipe/tasks-vision');
    const fileset = await FilesetResolver.forVisionTasks(urls.wasm);
    // Loaded here so it passes the page's Trusted Types policy; tasks-vision then skips loading it.
    await loadWasmLoader(fileset.wasmLoaderPath);
    const detector = await FaceDetector.createFromOptions(
      { ...fileset, wasmLoaderPath: '' },
      {
        baseOptions: { modelAssetPath: urls.model, delegate: 'CPU' },
        runningMode: 'IMAGE',
        minDetectionConfidence: MIN_SCORE,
      },
    );
    return {
      detect(image) {
        const { detections } = detector.detect(image);
        const score = Math.max(0, ...detections.map((d) => d.categories[0]?.score ?? 0));
        return { found: detections.length > 0, faces: detections.length, score };
      },
      close: () => detector.close(),
    };
  })();
  const entry = { key, promise };
  loaded = entry;
  promise.catch(() => {
    if (loaded === entry) loaded = undefined;
  });
  return promise;
}

/** Closes the shared detector (the step is over); the next {@link loadFaceCheck} creates a new one. */
export function releaseFaceCheck(): void {
  const entry = loaded;
  loaded = undefined;
  entry?.promise.then(
    (check) => check.close(),
    () => undefined,
  );
}
