import * as v from 'valibot';
import { required, textSchema } from '../shared/rules.ts';

/** A required contact reason (the selected option's value; reasons come from the service). */
export const ContactReasonSchema = v.pipe(
  textSchema('contactReason.required'),
  required('contactReason.required'),
);

/** A contact reason. */
export type ContactReason = v.InferOutput<typeof ContactReasonSchema>;
