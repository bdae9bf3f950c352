import { defineWidget } from '../../core/define-widget.ts';
import locationStyles from '../location-selector/location-selector.css?inline';
import sharedStyles from '../shared/shared.css?inline';
import comparatorStyles from '../version-comparator/version-comparator.css?inline';
import { Configurator } from './Configurator.tsx';
import styles from './configurator.css?inline';
import { configuratorProps } from './configurator.props.ts';

defineWidget('hub-configurator', Configurator, {
  props: configuratorProps,
  styles: `${styles}\n${comparatorStyles}\n${sharedStyles}\n${locationStyles}`,
  services: ['catalog', 'parts', 'price', 'stock'],
});
