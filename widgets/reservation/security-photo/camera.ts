import { cameraSupported } from '../../../domain/camera/camera.ts';

export { type CameraProblem, cameraProblemOf, stopStream } from '../../../domain/camera/camera.ts';

/** Opens the front ("user") camera for a portrait, at up to 1280×720. */
export function openFrontCamera(): Promise<MediaStream> {
  if (!cameraSupported()) return Promise.reject(new TypeError('mediaDevices.getUserMedia is not available'));
  return navigator.mediaDevices.getUserMedia({
    audio: false,
    video: { facingMode: { ideal: 'user' }, width: { ideal: 1280 }, height: { ideal: 720 } },
  });
}
