import { defineWidget } from '../../core/define-widget.ts';
import { OffersAdmin } from './OffersAdmin.tsx';
import styles from './offers-admin.css?inline';
import { offersAdminSpec } from './offers-admin.spec.ts';

defineWidget(offersAdminSpec, OffersAdmin, styles);
