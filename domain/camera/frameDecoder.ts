// The generic part of the barcode decoder: a video frame drawn on a canvas, binarised, and handed to
// the readers of the formats a widget asks for. Only modules loaded with import() when the user starts
// scanning import it (zxing by deep ESM imports only: the package root is ~107 KB gzip).
import { HTMLCanvasElementLuminanceSource } from '@zxing/library/esm/browser/HTMLCanvasElementLuminanceSource.js';
import BinaryBitmap from '@zxing/library/esm/core/BinaryBitmap.js';
import HybridBinarizer from '@zxing/library/esm/core/common/HybridBinarizer.js';
import type { BarcodeFormat, FrameDecoder } from './barcodeRead.ts';

/** A zxing reader of one symbology (Code128Reader, Code39Reader, QRCodeReader…). */
export interface FormatReader {
  decode(bitmap: BinaryBitmap): { getText(): string };
  reset(): void;
}

/** Widest frame decoded; wider frames are scaled down (bars stay ≥ 2 px at a hand's distance). */
const MAX_WIDTH = 1280;

/**
 * A frame decoder over `readers`, tried in order: draws the central band of the current video frame
 * (`band`: its share of the frame height, the band the on-screen guide frames) on a canvas and runs
 * each reader over it; the first that finds its symbology wins.
 */
export function createFrameDecoder(
  readers: readonly (readonly [FormatReader, BarcodeFormat])[],
  band = 0.6,
): FrameDecoder {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  let buffer: Uint8ClampedArray | undefined;
  return (video) => {
    const width = video.videoWidth;
    const height = video.videoHeight;
    if (!context || width === 0 || height === 0 || video.readyState < 2) return null;
    const scale = Math.min(1, MAX_WIDTH / width);
    const bandHeight = Math.round(height * band);
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(bandHeight * scale);
    context.drawImage(
      video,
      0,
      (height - bandHeight) / 2,
      width,
      bandHeight,
      0,
      0,
      canvas.width,
      canvas.height,
    );
    // The grey-level buffer is reused from frame to frame (no 0.5 MB allocation every read).
    const luminance = new HTMLCanvasElementLuminanceSource(canvas, false, buffer);
    buffer = luminance.getMatrix();
    const bitmap = new BinaryBitmap(new HybridBinarizer(luminance));
    for (const [reader, format] of readers) {
      try {
        return { text: reader.decode(bitmap).getText(), format };
      } catch {
        // NotFound, Checksum or Format: no barcode of this symbology in the frame.
      } finally {
        reader.reset();
      }
    }
    return null;
  };
}
