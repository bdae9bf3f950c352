import { lazyDecoder } from '../../domain/camera/lazyDecoder.ts';
import { useBarcodeScanner } from '../../domain/camera/useBarcodeScanner.ts';
import { createVinReads } from './vinReads.ts';

/** Options of {@link useVinScanner}. */
export interface VinScannerOptions {
  /** Keep scanning after a VIN is read (default: stop the camera on the first VIN). */
  continuous?: boolean | undefined;
  /** Called once per VIN read; the latest callback is always used. */
  onDetected?: ((vin: string) => void) | undefined;
}

/** The zxing VIN decoder chunk, fetched the first time the user starts scanning (then cached). */
const loadDecoder = lazyDecoder(() => import('./decoder.ts'));

/**
 * State and actions of the VIN scanner: the shared camera barcode scanner (domain/camera) with the VIN
 * decoder (Code 128, Code 39) and the VIN filter ({@link createVinReads}); the VINs read, newest first.
 */
export function useVinScanner({ continuous = false, onDetected }: VinScannerOptions) {
  const scanner = useBarcodeScanner({ loadDecoder, accept: createVinReads, continuous, onDetected });
  return { ...scanner, lastVin: scanner.lastRead };
}
