export { LeadForm, type LeadFormProps } from './LeadForm.tsx';
export { customPayload, leadPayload, legalPayload, physicalPayload } from './payload.ts';
export { validateLead } from './validation.ts';
export type { LeadValues, LeadVariant } from './values.ts';
