import type * as v from 'valibot';
import { requiredText } from '../text/requiredText.ts';

/** A required street (no leading space, no & $ < > %). */
export const StreetSchema = requiredText('street.required');

/** A required neighbourhood (no leading space, no & $ < > %). */
export const NeighborhoodSchema = requiredText('neighborhood.required');

/** A required city (no leading space, no & $ < > %). */
export const CitySchema = requiredText('city.required');

/** A required state (UF) or province (no leading space, no & $ < > %). */
export const StateSchema = requiredText('state.required');

/** A valid street. */
export type Street = v.InferOutput<typeof StreetSchema>;

/** A valid neighbourhood. */
export type Neighborhood = v.InferOutput<typeof NeighborhoodSchema>;

/** A valid city. */
export type City = v.InferOutput<typeof CitySchema>;

/** A valid state or province. */
export type State = v.InferOutput<typeof StateSchema>;
