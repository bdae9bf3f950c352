import type * as v from 'valibot';
import { choice } from '../shared/choice.ts';
import { personMessages } from './messages.ts';

/**
 * Marital-status options (seed 000 §3: single, married, divorced, widowed, stable union; the funding
 * form adds judicially separated).
 */
export const MARITAL_STATUSES = [
  'single',
  'married',
  'divorced',
  'widowed',
  'stable-union',
  'judicially-separated',
] as const;

/** A required marital status among {@link MARITAL_STATUSES}. */
export const MaritalStatusSchema = choice(MARITAL_STATUSES, personMessages['maritalStatus.required']);

/** A marital-status option. */
export type MaritalStatus = v.InferOutput<typeof MaritalStatusSchema>;
