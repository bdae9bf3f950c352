import { defineWidget } from '../../core/define-widget.ts';
import { VersionComparator } from './VersionComparator.tsx';
import styles from './version-comparator.css?inline';
import { versionComparatorSpec } from './version-comparator.spec.ts';

defineWidget(versionComparatorSpec, VersionComparator, styles);
