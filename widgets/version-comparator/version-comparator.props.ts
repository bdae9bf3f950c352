import type { PropSpecs } from '../../core/define-widget.ts';
import type { VersionComparatorProps } from './VersionComparator.tsx';

/** Attributes of hub-version-comparator, documented in custom-elements.json. */
export const versionComparatorProps: PropSpecs<VersionComparatorProps> = {
  model: { type: 'string' },
  mvs: { type: 'string' },
  year: { type: 'string' },
};
