import { defineWidget } from '../../core/define-widget.ts';
import stepperStyles from '../../core/form/stepper.css?inline';
import sharedStyles from '../../domain/dealer/dealer.css?inline';
import { locationSelectorStyles as locationStyles } from '../location-selector/index.ts';
import { versionComparatorStyles as comparatorStyles } from '../version-comparator/index.ts';
import { Configurator } from './Configurator.tsx';
import styles from './configurator.css?inline';
import { configuratorSpec } from './configurator.spec.ts';

defineWidget(
  configuratorSpec,
  Configurator,
  `${styles}\n${stepperStyles}\n${comparatorStyles}\n${sharedStyles}\n${locationStyles}`,
);
