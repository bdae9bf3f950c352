import type * as v from 'valibot';
import { requiredText } from '../text/requiredText.ts';
import { addressMessages } from './messages.ts';

/** A required street (no leading space, no & $ < > %). */
export const StreetSchema = requiredText(addressMessages['street.required']);

/** A required neighbourhood (no leading space, no & $ < > %). */
export const NeighborhoodSchema = requiredText(addressMessages['neighborhood.required']);

/** A required city (no leading space, no & $ < > %). */
export const CitySchema = requiredText(addressMessages['city.required']);

/** A required state (UF) or province (no leading space, no & $ < > %). */
export const StateSchema = requiredText(addressMessages['state.required']);

/** A valid street. */
export type Street = v.InferOutput<typeof StreetSchema>;

/** A valid neighbourhood. */
export type Neighborhood = v.InferOutput<typeof NeighborhoodSchema>;

/** A valid city. */
export type City = v.InferOutput<typeof CitySchema>;

/** A valid state or province. */
export type State = v.InferOutput<typeof StateSchema>;
