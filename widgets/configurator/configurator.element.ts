import { defineWidget } from '../../core/define-widget.ts';
import sharedStyles from '../../domain/dealer/dealer.css?inline';
import { locationSelectorStyles as locationStyles } from '../location-selector/index.ts';
import { versionComparatorStyles as comparatorStyles } from '../version-comparator/index.ts';
import { Configurator } from './Configurator.tsx';
import styles from './configurator.css?inline';
import { configuratorProps } from './configurator.props.ts';

defineWidget('hub-configurator', Configurator, {
  props: configuratorProps,
  styles: `${styles}\n${comparatorStyles}\n${sharedStyles}\n${locationStyles}`,
  services: ['catalog', 'parts', 'price', 'stock'],
});
