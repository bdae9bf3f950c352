export { ComparisonTable } from './ComparisonTable.tsx';
export { VersionComparator, type VersionComparatorProps } from './VersionComparator.tsx';
