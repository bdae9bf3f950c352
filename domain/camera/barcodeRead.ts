/** A barcode symbology the camera scanner reads: VIN labels (Code 128, Code 39), promotion posters (QR). */
export type BarcodeFormat = 'code128' | 'code39' | 'qr';

/** One barcode read from a camera frame. */
export interface BarcodeRead {
  text: string;
  format: BarcodeFormat;
}

/** Reads one video frame; `null` when the frame holds no barcode of the decoder's formats. */
export type FrameDecoder = (video: HTMLVideoElement) => BarcodeRead | null;

/**
 * A filter over successive frame reads, made fresh for each scanning session: the text it accepts
 * (a VIN, a promotion code), or null while it keeps looking.
 */
export type ReadFilter = (read: BarcodeRead | null) => string | null;
