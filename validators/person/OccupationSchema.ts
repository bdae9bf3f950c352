import type * as v from 'valibot';
import { choice } from '../shared/choice.ts';
import { personMessages } from './messages.ts';

/** Occupation options (seed 000 §3); 'other' asks for an {@link OccupationDescriptionSchema}. */
export const OCCUPATIONS = [
  'retired',
  'salaried',
  'self-employed',
  'business-owner',
  'public-servant',
  'military',
  'pensioner',
  'liberal-professional',
  'other',
] as const;

/** A required occupation among {@link OCCUPATIONS}. */
export const OccupationSchema = choice(OCCUPATIONS, personMessages['occupation.required']);

/** An occupation option. */
export type Occupation = v.InferOutput<typeof OccupationSchema>;
