import type { BarcodeRead, FrameDecoder } from './barcodeRead.ts';

/** Pause between two decoded frames: ~7 reads a second, leaving the main thread free between them. */
export const SCAN_INTERVAL_MS = 140;

/**
 * Decodes the video every {@link SCAN_INTERVAL_MS} until `onRead` returns true or the returned
 * function is called. A frame that throws counts as a frame without a barcode.
 */
export function startScanLoop(
  video: HTMLVideoElement,
  decode: FrameDecoder,
  onRead: (read: BarcodeRead | null) => boolean,
  interval = SCAN_INTERVAL_MS,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = true;
  const tick = () => {
    if (!running) return;
    let read: BarcodeRead | null = null;
    try {
      read = decode(video);
    } catch {
      read = null;
    }
    if (onRead(read)) running = false;
    if (running) timer = setTimeout(tick, interval);
  };
  timer = setTimeout(tick, interval);
  return () => {
    running = false;
    clearTimeout(timer);
  };
}
