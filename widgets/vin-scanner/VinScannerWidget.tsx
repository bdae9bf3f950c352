import { useCallback, useEffect } from 'react';
import { useWidget } from '../../core/WidgetContext.tsx';
import { VinScanner } from './VinScanner.tsx';

/** Props of hub-vin-scanner (attributes `autostart`, `continuous`). */
export interface VinScannerWidgetProps {
  autostart: boolean;
  continuous: boolean;
}

/** hub-vin-scanner: the {@link VinScanner}, announcing each VIN read as `hub-vin-detected`. */
export function VinScannerWidget({ autostart, continuous }: VinScannerWidgetProps) {
  const { emit } = useWidget();
  useEffect(() => {
    emit('hub-ready', {});
  }, [emit]);
  const onDetected = useCallback((vin: string) => emit('hub-vin-detected', { vin }), [emit]);
  return <VinScanner autostart={autostart} continuous={continuous} onDetected={onDetected} />;
}
