import { defineWidget } from '../../core/define-widget.ts';
import { versionComparatorStyles as styles } from './styles.ts';
import { VersionComparator } from './VersionComparator.tsx';
import { versionComparatorSpec } from './version-comparator.spec.ts';

defineWidget(versionComparatorSpec, VersionComparator, styles);
