import { defineWidget } from '../../core/define-widget.ts';
import sharedStyles from '../../domain/dealer/dealer.css?inline';
import { LocationSelector } from './LocationSelector.tsx';
import styles from './location-selector.css?inline';
import { locationSelectorProps } from './location-selector.props.ts';

defineWidget('hub-location-selector', LocationSelector, {
  props: locationSelectorProps,
  styles: sharedStyles + styles,
  services: ['location', 'dealers'],
});
