import { defineWidget } from '../../core/define-widget.ts';
import { LeadForm } from './LeadForm.tsx';
import styles from './lead-form.css?inline';
import { leadFormSpec } from './lead-form.spec.ts';

defineWidget(leadFormSpec, LeadForm, styles);
