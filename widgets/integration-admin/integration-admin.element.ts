import { defineWidget } from '../../core/define-widget.ts';
import { IntegrationAdmin } from './IntegrationAdmin.tsx';
import styles from './integration-admin.css?inline';
import { integrationAdminSpec } from './integration-admin.spec.ts';

defineWidget(integrationAdminSpec, IntegrationAdmin, styles);
