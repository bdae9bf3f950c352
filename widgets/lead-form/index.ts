export { customPayload, leadPayload, legalPayload, physicalPayload } from '../../domain/lead/payload.ts';
export type { LeadValues, LeadVariant } from '../../domain/lead/values.ts';
export { LeadForm, type LeadFormProps } from './LeadForm.tsx';
export { validateLead } from './validation.ts';
