import { loadVersions } from '../../api/car.ts';
import { LoadFailed } from '../../core/form/LoadFailed.tsx';
import { Skeleton } from '../../core/form/Skeleton.tsx';
import { useReadyWhen } from '../../core/ready-gate.ts';
import { useResource } from '../../core/useResource.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { NoVersions } from '../../domain/model/NoVersions.tsx';
import { ComparisonTable } from './ComparisonTable.tsx';
import { comparatorMessages } from './i18n.ts';
import type { VersionComparatorProps } from './version-comparator.spec.ts';

export type { VersionComparatorProps } from './version-comparator.spec.ts';

/** Versions of a model side by side: price, fuel, engine, gear, doors, items. */
export function VersionComparator({ model = '', mvs, year }: VersionComparatorProps) {
  const { context } = useWidget();
  const t = useT(comparatorMessages);
  const versions = useResource(`${context.brand}:${context.market}:${model}`, (signal) =>
    loadVersions(context, model, Number(year) || new Date().getFullYear(), signal),
  );
  // Its first interactive state is the versions shown, or their failure with a retry.
  useReadyWhen(versions.status === 'success' || versions.status === 'error');
  return (
    <section className="hub-stack" part="root" aria-labelledby="cmp-title">
      <h2 id="cmp-title" className="hub-title">
        {t('title')}
      </h2>
      {versions.status === 'error' ? (
        <LoadFailed
          failure={versions.failure}
          message={t('genericError')}
          retryLabel={t('retry')}
          onRetry={versions.retry}
        />
      ) : versions.status !== 'success' ? (
        <Skeleton className="hub-stack" lines={4}>
          <p role="status">{t('loading')}</p>
        </Skeleton>
      ) : versions.data.length === 0 ? (
        <NoVersions message={t('noVersions')} />
      ) : (
        <ComparisonTable versions={versions.data} current={mvs ?? null} />
      )}
    </section>
  );
}
