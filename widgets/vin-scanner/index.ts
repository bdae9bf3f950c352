export { VinScanner, type VinScannerProps } from './VinScanner.tsx';
export { isVin, normalizeVin } from './vin.ts';
export type { BarcodeRead } from './vinReads.ts';
export { createVinReads } from './vinReads.ts';
