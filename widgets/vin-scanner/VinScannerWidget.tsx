import { useCallback } from 'react';
import { useWidget } from '../../core/WidgetContext.tsx';
import { VinScanner } from './VinScanner.tsx';
import type { VinScannerWidgetProps } from './vin-scanner.spec.ts';

export type { VinScannerWidgetProps } from './vin-scanner.spec.ts';

/** hub-vin-scanner: the {@link VinScanner}, announcing each VIN read as `hub-vin-detected`. */
export function VinScannerWidget({ autostart, continuous }: VinScannerWidgetProps) {
  const { emit } = useWidget();
  const onDetected = useCallback((vin: string) => emit('hub-vin-detected', { vin }), [emit]);
  return <VinScanner autostart={autostart} continuous={continuous} onDetected={onDetected} />;
}
