// The VIN decoder: Code 128 and Code 39 readers over the shared frame decoder, loaded with import()
// when the user starts scanning. Deep ESM imports only (the package root is ~107 KB gzip).
import Code39Reader from '@zxing/library/esm/core/oned/Code39Reader.js';
import Code128Reader from '@zxing/library/esm/core/oned/Code128Reader.js';
import type { FrameDecoder } from '../../domain/camera/barcodeRead.ts';
import { createFrameDecoder as frameDecoderOf } from '../../domain/camera/frameDecoder.ts';

export type { FrameDecoder } from '../../domain/camera/barcodeRead.ts';

/**
 * A decoder for VIN barcodes: zxing's Code 128 and Code 39 readers over the central band of the frame
 * (rows from the middle outwards, both directions).
 */
export function createFrameDecoder(): FrameDecoder {
  return frameDecoderOf([
    [new Code128Reader(), 'code128'],
    [new Code39Reader(), 'code39'],
  ]);
}
