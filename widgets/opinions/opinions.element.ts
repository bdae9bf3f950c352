import { defineWidget } from '../../core/define-widget.ts';
import { Opinions } from './Opinions.tsx';
import styles from './opinions.css?inline';
import { opinionsSpec } from './opinions.spec.ts';

defineWidget(opinionsSpec, Opinions, styles);
