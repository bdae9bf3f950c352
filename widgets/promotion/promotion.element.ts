import { defineWidget } from '../../core/define-widget.ts';
import scannerStyles from '../../domain/camera/scanner.css?inline';
import { Promotion } from './Promotion.tsx';
import styles from './promotion.css?inline';
import { promotionSpec } from './promotion.spec.ts';

defineWidget(promotionSpec, Promotion, scannerStyles + styles);
