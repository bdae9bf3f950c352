import { type ReactNode, useId } from 'react';
import { LoadFailed } from '../../../core/form/LoadFailed.tsx';
import { Skeleton } from '../../../core/form/Skeleton.tsx';
import type { Resource } from '../../../core/useResource.ts';
import type { OwnedCarT } from './i18n.ts';

interface Props<T> {
  t: OwnedCarT;
  title: string;
  /** What the section shows; null: nothing to load (no chassis, no service). */
  resource: (Resource<T> & { retry: () => void }) | null;
  /** What to say when there is nothing to load. */
  unavailable?: string | undefined;
  children: (data: T) => ReactNode;
}

/**
 * One service of an owned car: its heading, then a skeleton while it loads, the seed's failure message
 * with a retry when it fails, or what it answered.
 */
export function ServiceSection<T>({ t, title, resource, unavailable, children }: Props<T>) {
  const id = useId();
  return (
    <section className="hub-stack owned-car-service" aria-labelledby={id}>
      <h5 className="hub-subtitle" id={id}>
        {title}
      </h5>
      {!resource && unavailable && <p className="hub-hint">{unavailable}</p>}
      {(resource?.status === 'loading' || resource?.status === 'idle') && (
        <Skeleton lines={2}>
          <p className="hub-hint" role="status">
            {t('loading')}
          </p>
        </Skeleton>
      )}
      {resource?.status === 'error' && (
        <LoadFailed failure={resource.failure} message={t('failure')} onRetry={resource.retry} />
      )}
      {resource?.status === 'success' && children(resource.data)}
    </section>
  );
}
