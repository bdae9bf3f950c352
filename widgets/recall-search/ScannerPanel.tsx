import { type ComponentType, useEffect, useState } from 'react';
import { LoadFailed } from '../../core/form/LoadFailed.tsx';
import type { Translate } from '../../core/i18n.ts';
import type { VinScannerProps } from '../vin-scanner/index.ts';
import type { recallSearchMessages } from './i18n.ts';

type T = Translate<(typeof recallSearchMessages)['pt-BR']>;

let loaded: Promise<ComponentType<VinScannerProps>> | null = null;

/** The scanner's code, fetched the first time the visitor asks for it (never with the recall chunk). */
function loadScanner(): Promise<ComponentType<VinScannerProps>> {
  loaded ??= import('../vin-scanner/index.ts').then(
    (module) => module.VinScanner,
    (error) => {
      loaded = null;
      throw error;
    },
  );
  return loaded;
}

/**
 * The embedded VIN scanner, loaded on demand and started at once (the visitor pressed 'scan'). A VIN
 * read goes to `onDetected` only: the embedded scanner fires no `hub-vin-detected` of its own.
 */
export function ScannerPanel({ onDetected, t }: { onDetected: (vin: string) => void; t: T }) {
  const [Scanner, setScanner] = useState<ComponentType<VinScannerProps> | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads again when the visitor retries
  useEffect(() => {
    let live = true;
    setFailed(false);
    loadScanner().then(
      (component) => live && setScanner(() => component),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  if (failed)
    return (
      // The scanner's code failed to download: no service failure to tell.
      <LoadFailed
        failure={undefined}
        message={t('scanLoadFailed')}
        onRetry={() => setAttempt((n) => n + 1)}
      />
    );
  if (!Scanner)
    return (
      <p className="hub-hint" role="status">
        {t('scanLoading')}
      </p>
    );
  return <Scanner embedded autostart onDetected={onDetected} />;
}
