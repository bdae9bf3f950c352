import { defineWidget } from '../../core/define-widget.ts';
import comparatorStyles from '../version-comparator/version-comparator.css?inline';
import { Configurator } from './Configurator.tsx';
import styles from './configurator.css?inline';
import { configuratorProps } from './configurator.props.ts';

defineWidget('hub-configurator', Configurator, {
  props: configuratorProps,
  styles: `${styles}\n${comparatorStyles}`,
  services: ['catalog', 'parts', 'price', 'stock'],
});
