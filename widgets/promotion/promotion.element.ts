import { defineWidget } from '../../core/define-widget.ts';
import { Promotion } from './Promotion.tsx';
import styles from './promotion.css?inline';
import { promotionSpec } from './promotion.spec.ts';

defineWidget(promotionSpec, Promotion, styles);
