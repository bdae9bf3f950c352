export { ComparisonTable } from './ComparisonTable.tsx';
export { VersionComparator, type VersionComparatorProps } from './VersionComparator.tsx';
export { default as versionComparatorStyles } from './version-comparator.css?inline';
