import { useCallback, useEffect, useRef, useState } from 'react';
import { downloadDeadline } from '../../api/deadlines.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import type { FrameDecoder, ReadFilter } from './barcodeRead.ts';
import { startScanLoop } from './scanLoop.ts';
import { useCamera } from './useCamera.ts';

/** Options of {@link useBarcodeScanner}: what to read, and what to do with it. */
export interface BarcodeScannerOptions {
  /**
   * The widget's decoder (its formats), fetched when scanning starts ({@link lazyDecoder}) within
   * `deadline` ms (a read's, times the page's `deadline-scale`).
   */
  loadDecoder: (deadline?: number) => Promise<FrameDecoder>;
  /** Makes the filter of a scanning session: which reads are accepted, and as what text. */
  accept: () => ReadFilter;
  /** Keep scanning after a read is accepted (default: stop the camera on the first one). */
  continuous?: boolean | undefined;
  /** Called once per accepted text; the latest callback is always used. */
  onDetected?: ((text: string) => void) | undefined;
}

/**
 * State and actions of a camera barcode scanner: the camera ({@link useCamera}), the lazily loaded
 * decoder, the scan loop while the camera is live, and the texts accepted (newest first, each once).
 * Without `continuous`, the camera stops on the first accepted read.
 */
export function useBarcodeScanner({
  loadDecoder,
  accept,
  continuous = false,
  onDetected,
}: BarcodeScannerOptions) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const camera = useCamera(videoRef);
  const [decoder, setDecoder] = useState<FrameDecoder | null>(null);
  const [results, setResults] = useState<string[]>([]);
  const [lastRead, setLastRead] = useState<string | null>(null);
  const [stopped, setStopped] = useState(false);
  const detected = useRef(onDetected);
  detected.current = onDetected;
  const load = useRef(loadDecoder);
  load.current = loadDecoder;
  const filter = useRef(accept);
  filter.current = accept;
  const { open, close, fail, status } = camera;
  const deadline = downloadDeadline(useWidget().context.settings);

  const start = useCallback(
    async (deviceId?: string) => {
      setLastRead(null);
      setStopped(false);
      const [opened, loaded] = await Promise.all([
        open(deviceId),
        decoder ? Promise.resolve(decoder) : load.current(deadline).catch(() => null),
      ]);
      if (!opened) return;
      if (!loaded) fail('failed');
      else setDecoder(() => loaded);
    },
    [open, fail, decoder, deadline],
  );

  const stop = useCallback(() => {
    close();
    setLastRead(null);
    setStopped(true);
  }, [close]);

  const continuousRef = useRef(continuous);
  continuousRef.current = continuous;
  useEffect(() => {
    const video = videoRef.current;
    if (status !== 'live' || !decoder || !video) return;
    const accepted = filter.current();
    const seen = new Set<string>();
    return startScanLoop(video, decoder, (read) => {
      const text = accepted(read);
      if (!text || seen.has(text)) return false;
      seen.add(text);
      setResults((list) => [text, ...list.filter((item) => item !== text)]);
      setLastRead(text);
      detected.current?.(text);
      if (continuousRef.current) return false;
      close();
      return true;
    });
  }, [status, decoder, close]);

  return { ...camera, videoRef, results, lastRead, stopped, start, stop };
}
