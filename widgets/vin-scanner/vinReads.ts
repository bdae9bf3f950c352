import type { ReadFilter } from '../../domain/camera/barcodeRead.ts';
import { normalizeVin } from './vin.ts';

export type { BarcodeRead } from '../../domain/camera/barcodeRead.ts';

/**
 * A filter over successive frame reads that yields a VIN once it can be trusted. Code 128 carries a
 * checksum, so one read is enough. Code 39 has none and a blurred frame can turn one character into
 * another, so the same VIN must be read twice with no other VIN read in between. Frames without a
 * barcode and reads that are not VINs ({@link normalizeVin}) are ignored.
 */
export function createVinReads(): ReadFilter {
  let pending: string | null = null;
  return (read) => {
    const vin = read ? normalizeVin(read.text) : null;
    if (!read || !vin) return null;
    if (read.format === 'code128' || pending === vin) {
      pending = null;
      return vin;
    }
    pending = vin;
    return null;
  };
}
