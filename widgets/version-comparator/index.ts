export { LazyComparisonTable } from './LazyComparisonTable.tsx';
export { versionComparatorStyles } from './styles.ts';
export { VersionComparator, type VersionComparatorProps } from './VersionComparator.tsx';
