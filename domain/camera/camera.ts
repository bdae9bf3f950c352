/** Why the camera could not be used; each has its own message and a "try again" action. */
export type CameraProblem = 'unsupported' | 'no-camera' | 'denied' | 'busy' | 'failed';

/** A video input the user can pick. `label` is empty until the page has camera permission. */
export interface CameraInfo {
  deviceId: string;
  label: string;
}

/** Zoom range a camera track offers. */
export interface ZoomRange {
  min: number;
  max: number;
  step: number;
}

/** What a live camera track can do beyond plain video; absent features are hidden in the UI. */
export interface TrackFeatures {
  zoom: ZoomRange | null;
  torch: boolean;
}

// Image-capture extensions of MediaTrackCapabilities / MediaTrackSettings (not in lib.dom).
interface ImageCaptureCapabilities {
  zoom?: { min?: number; max?: number; step?: number };
  torch?: boolean;
}

/** Whether this page can ask for a camera at all (secure context, a browser with mediaDevices). */
export function cameraSupported(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

/** Maps a getUserMedia/enumerateDevices failure to what the user is told. */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
    case 'ConstraintNotSatisfiedError':
      return 'no-camera';
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'denied';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'busy';
    case 'TypeError':
      return cameraSupported() ? 'failed' : 'unsupported';
    default:
      return 'failed';
  }
}

/**
 * Opens a camera: the chosen device, or else the rear-facing one when there is a choice, at up to
 * 1280×720 (enough for the narrow bars of a 17-character Code 39 at a hand's distance).
 */
export async function openCamera(deviceId?: string): Promise<MediaStream> {
  if (!cameraSupported()) throw new TypeError('mediaDevices.getUserMedia is not available');
  const size = { width: { ideal: 1280 }, height: { ideal: 720 } };
  return navigator.mediaDevices.getUserMedia({
    audio: false,
    video: deviceId
      ? { ...size, deviceId: { exact: deviceId } }
      : { ...size, facingMode: { ideal: 'environment' } },
  });
}

/** The video inputs of the device (an empty list when they cannot be listed). */
export async function listCameras(): Promise<CameraInfo[]> {
  if (typeof navigator.mediaDevices?.enumerateDevices !== 'function') return [];
  try {
    const devices = await navigator.mediaDevices.enumerateDevices();
    return devices
      .filter((device) => device.kind === 'videoinput' && device.deviceId)
      .map((device) => ({ deviceId: device.deviceId, label: device.label }));
  } catch {
    return [];
  }
}

/** Stops every track of a stream: the camera light goes off. */
export function stopStream(stream: MediaStream | null | undefined): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/** Zoom and torch support of a live track (`getCapabilities` is missing in some browsers: none). */
export function trackFeatures(track: MediaStreamTrack | undefined): TrackFeatures {
  const caps = (
    typeof track?.getCapabilities === 'function' ? track.getCapabilities() : {}
  ) as ImageCaptureCapabilities;
  const { min, max, step } = caps.zoom ?? {};
  const zoom =
    typeof min === 'number' && typeof max === 'number' && max > min
      ? { min, max, step: typeof step === 'number' && step > 0 ? step : 0.1 }
      : null;
  return { zoom, torch: caps.torch === true };
}

/** The zoom a track is at now, or `null`. */
export function currentZoom(track: MediaStreamTrack | undefined): number | null {
  const settings = (track?.getSettings?.() ?? {}) as { zoom?: number };
  return typeof settings.zoom === 'number' ? settings.zoom : null;
}

/** Applies a zoom level or the torch state to a track (image-capture constraints). */
export function applyTrackSetting(
  track: MediaStreamTrack | undefined,
  setting: { zoom: number } | { torch: boolean },
): Promise<void> {
  if (!track) return Promise.resolve();
  return track.applyConstraints({ advanced: [setting as MediaTrackConstraintSet] });
}
