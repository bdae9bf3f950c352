import * as v from 'valibot';
import type { PropSpecs } from '../../core/define-widget.ts';
import type { LeadFormProps } from './LeadForm.tsx';

const CustomFieldsSchema = v.array(
  v.object({
    name: v.pipe(v.string(), v.regex(/^[\w-]{1,40}$/)),
    label: v.pipe(v.string(), v.minLength(1), v.maxLength(80)),
    type: v.optional(v.picklist(['text', 'textarea'])),
    required: v.optional(v.boolean()),
  }),
);

/** Attributes of hub-lead-form, documented in custom-elements.json. */
export const leadFormProps: PropSpecs<LeadFormProps> = {
  variant: { type: 'enum', values: ['physical', 'legal', 'custom'], default: 'physical' },
  modelCode: { type: 'string' },
  modelYear: { type: 'string' },
  origin: { type: 'string' },
  subOrigin: { type: 'string' },
  productGroup: { type: 'string' },
  formName: { type: 'string', default: 'Proposal' },
  callback: { type: 'string' },
  allowPersonType: { type: 'boolean' },
  reasons: { type: 'json', schema: v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(80))) },
  fields: { type: 'json', schema: CustomFieldsSchema },
};
