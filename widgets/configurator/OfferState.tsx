import type { ReactNode } from 'react';
import { LoadFailed } from '../../core/form/LoadFailed.tsx';
import { Skeleton } from '../../core/form/Skeleton.tsx';
import type { ConfiguratorState } from './useConfigurator.ts';

/** Shows the version's offer once loaded: a loading placeholder, or the generic error with a retry. */
export function OfferState({ state, children }: { state: ConfiguratorState; children: ReactNode }) {
  const { t, offer } = state;
  if (offer.status === 'error')
    return (
      <LoadFailed
        failure={offer.failure}
        message={t('genericError')}
        retryLabel={t('retry')}
        onRetry={offer.retry}
      />
    );
  if (offer.status !== 'success')
    return (
      <Skeleton className="hub-stack" lines={3}>
        <p role="status">{t('loading')}</p>
      </Skeleton>
    );
  return <>{children}</>;
}
