import { defineWidget } from '../../core/define-widget.ts';
import { Manuals } from './Manuals.tsx';
import styles from './manuals.css?inline';
import { manualsSpec } from './manuals.spec.ts';

defineWidget(manualsSpec, Manuals, styles);
