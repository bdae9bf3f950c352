import { lazy, Suspense, useState } from 'react';
import { ErrorBoundary } from '../../core/ErrorBoundary.tsx';
import { LoadFailed } from '../../core/form/LoadFailed.tsx';
import type { PromotionT } from './i18n.ts';

interface Props {
  t: PromotionT;
  onRead: (code: string) => void;
  onClose: () => void;
}

/** The camera scanner's code, fetched the first time a participant opens the camera (never with the widget). */
const loadScanner = () => import('./QrScanner.tsx');

/**
 * The QR step's camera, loaded on demand: while its code arrives a status says so; a failed download
 * says so with a retry (which fetches it again).
 */
export function QrScanPanel({ t, onRead, onClose }: Props) {
  const [attempt, setAttempt] = useState(0);
  const [Scanner] = useState(() => ({ current: lazy(loadScanner) }));
  return (
    <ErrorBoundary
      key={attempt}
      onError={() => undefined}
      fallback={() => (
        <LoadFailed
          // The scanner's code failed to download: no service failure to tell.
          failure={undefined}
          message={t('scanLoadFailed')}
          onRetry={() => {
            Scanner.current = lazy(loadScanner);
            setAttempt((n) => n + 1);
          }}
        />
      )}
    >
      <Suspense
        fallback={
          <p className="hub-hint" role="status">
            {t('scanLoading')}
          </p>
        }
      >
        <Scanner.current t={t} onRead={onRead} onClose={onClose} />
      </Suspense>
    </ErrorBoundary>
  );
}
