import { defineWidget } from '../../core/define-widget.ts';
import sharedStyles from '../../domain/dealer/dealer.css?inline';
import { LocationSelector } from './LocationSelector.tsx';
import styles from './location-selector.css?inline';
import { locationSelectorSpec } from './location-selector.spec.ts';

defineWidget(locationSelectorSpec, LocationSelector, sharedStyles + styles);
