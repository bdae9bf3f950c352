import * as v from 'valibot';
import { required, textSchema } from '../shared/rules.ts';
import { contactMessages } from './messages.ts';

/** A required contact reason (the selected option's value; reasons come from the service). */
export const ContactReasonSchema = v.pipe(
  textSchema(contactMessages['contactReason.required']),
  required(contactMessages['contactReason.required']),
);

/** A contact reason. */
export type ContactReason = v.InferOutput<typeof ContactReasonSchema>;
