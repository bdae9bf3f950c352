import * as v from 'valibot';

/*
 * The one location schema (seed 000 §3 "location": countryCode, stateCode, cityName, cityCode,
 * influenceAreas, regionals). It reconciles the two that existed before: the page's shared location
 * (the location selector's) and the configurator's car location.
 * - countryCode: one of the markets' countries (both stores only ever held BR or AR);
 * - state, city name and city code: the selector's bounds (3, 120, 20 characters), but empty allowed
 *   and missing read as empty, as the car's were: a location may name the country alone (the
 *   configurator's before the shopper gives a city, see {@link isPlace});
 * - influence-area and regional ids: an integer or a short string, as the car's were (the selector
 *   gives integers).
 */

const Id = v.union([v.pipe(v.string(), v.maxLength(64)), v.pipe(v.number(), v.integer())]);
const BrandName = v.pipe(v.string(), v.maxLength(500));
const text = (max: number) => v.optional(v.pipe(v.string(), v.maxLength(max)), '');

/** Influence area of a location: id and brand name (seed 000 §3). */
export const InfluenceAreaSchema = v.object({ id: Id, brandName: BrandName });

/** Regional of a location: regionalId and brand name (seed 000 §3). */
export const RegionalSchema = v.object({ regionalId: Id, brandName: BrandName });

/** Where the shopper is; influence areas and regionals never leave local storage (not in the cookie). */
export const LocationSchema = v.object({
  countryCode: v.picklist(['BR', 'AR']),
  stateCode: text(3),
  cityName: text(120),
  cityCode: text(20),
  influenceAreas: v.optional(v.array(InfluenceAreaSchema), () => []),
  regionals: v.optional(v.array(RegionalSchema), () => []),
});

/** A location. */
export type Location = v.InferOutput<typeof LocationSchema>;

/** A country a location may be in. */
export type Country = Location['countryCode'];

/** Whether a location names a place (state and city), not only the country. */
export function isPlace(location: Location | null | undefined): location is Location {
  return Boolean(location?.stateCode && location.cityName);
}

/** The country alone, no place yet. */
export function countryOnly(countryCode: Country): Location {
  return { countryCode, stateCode: '', cityName: '', cityCode: '', influenceAreas: [], regionals: [] };
}
