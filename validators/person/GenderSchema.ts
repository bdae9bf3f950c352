import type * as v from 'valibot';
import { choice } from '../shared/choice.ts';
import { personMessages } from './messages.ts';

/** Gender options (seed 000 §3: female, male, prefer not to say; the financing form uses the first two). */
export const GENDERS = ['female', 'male', 'not-informed'] as const;

/** A required gender among {@link GENDERS}. */
export const GenderSchema = choice(GENDERS, personMessages['gender.required']);

/** A gender option. */
export type Gender = v.InferOutput<typeof GenderSchema>;
