import type { ReactNode } from 'react';
import type { ConfiguratorState } from './useConfigurator.ts';

/** Shows the version's offer once loaded: a loading line, or the generic error with a retry. */
export function OfferState({ state, children }: { state: ConfiguratorState; children: ReactNode }) {
  const { t, offer } = state;
  if (offer.status === 'error')
    return (
      <div className="hub-alert" data-tone="error" role="alert">
        <p>{t('genericError')}</p>
        <button type="button" className="hub-button" data-variant="secondary" onClick={offer.retry}>
          {t('retry')}
        </button>
      </div>
    );
  if (offer.status !== 'success') return <p role="status">{t('loading')}</p>;
  return <>{children}</>;
}
