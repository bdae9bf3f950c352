import * as v from 'valibot';
import { isValidChassis, isValidPlate } from '../validators/index.ts';
import { text } from './schemas.ts';

/*
 * The garage service's payloads: the calls of `garage.ts` are typed by them and the sandbox checks what
 * it receives with them. Widgets import their types only, so no page bundle carries them.
 */

const mvsCode = v.pipe(v.string(), v.nonEmpty(), v.maxLength(32));
const year = v.pipe(v.number(), v.integer(), v.minValue(1900), v.maxValue(2200));
const chassis = v.pipe(v.string(), v.check(isValidChassis, 'invalid chassis'));
/** A Brazilian or an Argentine plate, as the vehicle lookup answers it. */
const plate = v.pipe(
  v.string(),
  v.check((value) => isValidPlate(value, 'BR') || isValidPlate(value, 'AR'), 'invalid plate'),
);

/** `POST visited` and `POST wanted`: a version of a model year, with the colour when there is one. */
export const GarageWishSchema = v.looseObject({ mvsCode, year, colorCode: v.optional(text(10)) });
/** What `addVisitedCar` and `addWantedCar` send. */
export type GarageWish = v.InferInput<typeof GarageWishSchema>;

/** `POST owned` (v1): a car the user owns, by version, year, chassis and plate. */
export const OwnedCarSchema = v.looseObject({ mvsCode, year, chassis, plate });
/** What the v1 `POST owned` sends. */
export type OwnedCar = v.InferInput<typeof OwnedCarSchema>;

/** `POST v2/owned`: a car the user owns by its chassis and plate (as the vehicle lookup found them). */
export const OwnedCarV2Schema = v.looseObject({
  chassis,
  plate,
  mileage: v.optional(v.pipe(v.number(), v.minValue(0))),
});
/** What `addOwnedCar` sends. */
export type OwnedCarV2 = v.InferInput<typeof OwnedCarV2Schema>;

/** `POST owned/exclusive`: claims a car by chassis as its only owner. */
export const ExclusiveOwnedSchema = v.looseObject({ chassis });
/** What the exclusive claim sends. */
export type ExclusiveOwned = v.InferInput<typeof ExclusiveOwnedSchema>;
