/** A still taken from the camera: the canvas it was drawn on and its JPEG data URL. */
export interface Still {
  canvas: HTMLCanvasElement;
  /** `data:image/jpeg;base64,…`, what the face service receives. */
  dataUrl: string;
}

/** Widest still kept (enough for a face at arm's length; keeps the upload small). */
const MAX_WIDTH = 960;
const QUALITY = 0.88;

/** Draws the current video frame (as the camera sees it, not mirrored) on a canvas; null before the first frame. */
export function captureStill(video: HTMLVideoElement): Still | null {
  const width = video.videoWidth;
  const height = video.videoHeight;
  if (width === 0 || height === 0) return null;
  const scale = Math.min(1, MAX_WIDTH / width);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return { canvas, dataUrl: canvas.toDataURL('image/jpeg', QUALITY) };
}
