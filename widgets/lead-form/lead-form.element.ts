import { defineWidget } from '../../core/define-widget.ts';
import { LeadForm } from './LeadForm.tsx';
import styles from './lead-form.css?inline';
import { leadFormProps } from './lead-form.props.ts';

defineWidget('hub-lead-form', LeadForm, {
  props: leadFormProps,
  styles,
  services: ['lead', 'location', 'dealers'],
});
