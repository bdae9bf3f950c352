import * as v from 'valibot';
import type { SpecProps } from '../../core/spec-types.ts';
import { defineWidgetSpec } from '../../core/widget-spec.ts';

const CustomFieldsSchema = v.array(
  v.object({
    name: v.pipe(v.string(), v.regex(/^[\w-]{1,40}$/)),
    label: v.pipe(v.string(), v.minLength(1), v.maxLength(80)),
    type: v.optional(v.picklist(['text', 'textarea'])),
    required: v.optional(v.boolean()),
  }),
);

/** hub-lead-form: everything the element, custom-elements.json and the host types are derived from. */
export const leadFormSpec = defineWidgetSpec({
  tag: 'hub-lead-form',
  className: 'HubLeadForm',
  description:
    'Physical/legal-person and custom lead forms with dealer choice, consents and CPF exemption rules (variant="physical|legal|custom"), and the contact-us form (variant="contact": name, e-mail, phone, contact reason checked against the data dictionary, message; sent to contactUs).',
  props: {
    variant: {
      type: 'enum',
      values: ['physical', 'legal', 'custom', 'contact'],
      default: 'physical',
      description:
        'Physical person, legal person (company), a custom form with the `fields` given, or the contact-us form (seed 001 §7 Contact).',
    },
    modelCode: { type: 'string', description: 'Model code the lead is about (catalogue).' },
    modelYear: { type: 'string', description: 'Model year the lead is about.' },
    origin: { type: 'string', description: 'Lead origin sent with the lead, e.g. the campaign.' },
    subOrigin: { type: 'string', description: 'Lead sub-origin sent with the lead.' },
    productGroup: { type: 'string', description: 'Product group sent with the lead.' },
    formName: { type: 'string', default: 'Proposal', description: 'Form name sent with the lead.' },
    callback: { type: 'string', description: 'Callback sent with the lead.' },
    withChassis: {
      type: 'boolean',
      description: "Asks for the car's chassis (optional, 17 letters and digits), sent as `chassis`.",
    },
    allowPersonType: {
      type: 'boolean',
      description: 'Lets the shopper choose between physical and legal person.',
    },
    reasons: {
      type: 'json',
      schema: v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(80))),
      description:
        "JSON list of contact reasons to choose from (contact variant: values of the data dictionary's `contactReason`; without it the default reasons).",
    },
    fields: {
      type: 'json',
      schema: CustomFieldsSchema,
      description: 'Custom variant: JSON list of `{name, label, type?, required?}` (type text or textarea).',
    },
  },
  events: {
    'hub-submit-success':
      'The lead was sent (`form`: lead-physical, lead-legal, lead-custom or lead-contact).',
    'hub-submit-error': 'The lead could not be sent (`form`, `code`: the failure kind).',
  },
  services: { required: ['lead', 'location', 'dealers'], optional: ['users', 'contact', 'analytics'] },
  settings: [
    'lead-client-id',
    'lead-client-secret',
    'allow-leads-without-cpf',
    'leads-without-cpf-everywhere',
    'allowed-cities-without-cpf',
    'allowed-dealers-without-cpf',
    'ga-track-id',
    'location-ttl',
  ],
  parts: ['root', 'form', 'field', 'label', 'input', 'button', 'alert', 'error'],
});

/** Props of hub-lead-form, inferred from {@link leadFormSpec}. */
export type LeadFormProps = SpecProps<typeof leadFormSpec>;
