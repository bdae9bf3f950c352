// The barcode decoder: the only module that imports @zxing/library, loaded with import() when the
// user starts scanning. Deep ESM imports only (the package root is ~107 KB gzip).
import { HTMLCanvasElementLuminanceSource } from '@zxing/library/esm/browser/HTMLCanvasElementLuminanceSource.js';
import BinaryBitmap from '@zxing/library/esm/core/BinaryBitmap.js';
import HybridBinarizer from '@zxing/library/esm/core/common/HybridBinarizer.js';
import Code39Reader from '@zxing/library/esm/core/oned/Code39Reader.js';
import Code128Reader from '@zxing/library/esm/core/oned/Code128Reader.js';
import type { BarcodeRead } from './vinReads.ts';

/** Reads one video frame; `null` when the frame holds no Code 128 / Code 39 barcode. */
export type FrameDecoder = (video: HTMLVideoElement) => BarcodeRead | null;

/** Widest frame decoded; wider frames are scaled down (bars stay ≥ 2 px at a hand's distance). */
const MAX_WIDTH = 1280;
/** Share of the frame height decoded, centred: the band the on-screen guide frames. */
const BAND = 0.6;

/**
 * A decoder for VIN barcodes: draws the central band of the current video frame on a canvas and
 * runs zxing's Code 128 and Code 39 readers over it (rows from the middle outwards, both directions).
 */
export function createFrameDecoder(): FrameDecoder {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  const readers: [Code128Reader | Code39Reader, BarcodeRead['format']][] = [
    [new Code128Reader(), 'code128'],
    [new Code39Reader(), 'code39'],
  ];
  let buffer: Uint8ClampedArray | undefined;
  return (video) => {
    const width = video.videoWidth;
    const height = video.videoHeight;
    if (!context || width === 0 || height === 0 || video.readyState < 2) return null;
    const scale = Math.min(1, MAX_WIDTH / width);
    const bandHeight = Math.round(height * BAND);
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
