import { type ComponentProps, lazy, Suspense } from 'react';

const Table = lazy(() =>
  import('./ComparisonTable.tsx').then((module) => ({ default: module.ComparisonTable })),
);

/**
 * The version comparison table for other widgets (the configurator's summary): its code, messages and
 * service calls are fetched when it first shows, not with the host widget; nothing is drawn meanwhile.
 */
export function LazyComparisonTable(props: ComponentProps<typeof Table>) {
  return (
    <Suspense fallback={null}>
      <Table {...props} />
    </Suspense>
  );
}
