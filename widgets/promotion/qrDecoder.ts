// The promotion QR decoder: zxing's QR reader over the shared frame decoder, loaded with import() when
// the participant opens the camera. Deep ESM import only (the package root is ~107 KB gzip).
import QRCodeReader from '@zxing/library/esm/core/qrcode/QRCodeReader.js';
import type { FrameDecoder } from '../../domain/camera/barcodeRead.ts';
import { createFrameDecoder as frameDecoderOf } from '../../domain/camera/frameDecoder.ts';

/** Share of the frame height read: a QR code is square, so nearly the whole frame. */
const QR_BAND = 0.9;

/** A decoder for promotion QR codes. */
export function createFrameDecoder(): FrameDecoder {
  return frameDecoderOf([[new QRCodeReader(), 'qr']], QR_BAND);
}
