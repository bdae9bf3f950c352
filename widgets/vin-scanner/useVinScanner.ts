import { useCallback, useEffect, useRef, useState } from 'react';
import type { FrameDecoder } from './decoder.ts';
import { startScanLoop } from './scanLoop.ts';
import { useCamera } from './useCamera.ts';
import { createVinReads } from './vinReads.ts';

/** Options of {@link useVinScanner}. */
export interface VinScannerOptions {
  /** Keep scanning after a VIN is read (default: stop the camera on the first VIN). */
  continuous?: boolean | undefined;
  /** Called once per VIN read; the latest callback is always used. */
  onDetected?: ((vin: string) => void) | undefined;
}

let decoderModule: Promise<typeof import('./decoder.ts')> | undefined;
/** The zxing decoder chunk, fetched the first time the user starts scanning (then cached). */
function loadDecoder(): Promise<FrameDecoder> {
  decoderModule ??= import('./decoder.ts');
  return decoderModule
    .then((module) => module.createFrameDecoder())
    .catch((error: unknown) => {
      decoderModule = undefined;
      throw error;
    });
}

/**
 * State and actions of the VIN scanner: the camera ({@link useCamera}), the lazily loaded decoder,
 * the scan loop while the camera is live, and the VINs read (newest first, each once). Without
 * `continuous`, the camera stops on the first VIN.
 */
export function useVinScanner({ continuous = false, onDetected }: VinScannerOptions) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const camera = useCamera(videoRef);
  const [decoder, setDecoder] = useState<FrameDecoder | null>(null);
  const [results, setResults] = useState<string[]>([]);
  const [lastVin, setLastVin] = useState<string | null>(null);
  const [stopped, setStopped] = useState(false);
  const detected = useRef(onDetected);
  detected.current = onDetected;
  const { open, close, fail, status } = camera;

  const start = useCallback(
    async (deviceId?: string) => {
      setLastVin(null);
      setStopped(false);
      const [opened, loaded] = await Promise.all([
        open(deviceId),
        decoder ? Promise.resolve(decoder) : loadDecoder().catch(() => null),
      ]);
      if (!opened) return;
      if (!loaded) fail('failed');
      else setDecoder(() => loaded);
    },
    [open, fail, decoder],
  );

  const stop = useCallback(() => {
    close();
    setLastVin(null);
    setStopped(true);
  }, [close]);

  const continuousRef = useRef(continuous);
  continuousRef.current = continuous;
  useEffect(() => {
    const video = videoRef.current;
    if (status !== 'live' || !decoder || !video) return;
    const accept = createVinReads();
    const seen = new Set<string>();
    return startScanLoop(video, decoder, (read) => {
      const vin = accept(read);
      if (!vin || seen.has(vin)) return false;
      seen.add(vin);
      setResults((list) => [vin, ...list.filter((item) => item !== vin)]);
      setLastVin(vin);
      detected.current?.(vin);
      if (continuousRef.current) return false;
      close();
      return true;
    });
  }, [status, decoder, close]);

  return { ...camera, videoRef, results, lastVin, stopped, start, stop };
}
