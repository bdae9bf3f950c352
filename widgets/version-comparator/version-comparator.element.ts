import { defineWidget } from '../../core/define-widget.ts';
import { VersionComparator } from './VersionComparator.tsx';
import styles from './version-comparator.css?inline';
import { versionComparatorProps } from './version-comparator.props.ts';

defineWidget('hub-version-comparator', VersionComparator, {
  props: versionComparatorProps,
  styles,
  services: ['catalog'],
});
