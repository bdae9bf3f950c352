import * as v from 'valibot';
import { required, rule, textSchema } from '../shared/rules.ts';
import { vehicleMessages } from './messages.ts';

/** Whether a mileage is a whole number of kilometres, digits with optional dot thousands ("45.000"). */
export function isValidMileage(value: string): boolean {
  return /^(?:\d{1,3}(?:\.\d{3})+|\d{1,7})$/.test(value.trim());
}

/** Whether a model year is four digits from 1900 to next year on `now` (model years run one ahead). */
export function isValidModelYear(value: string, now: Date = new Date()): boolean {
  const trimmed = value.trim();
  return /^\d{4}$/.test(trimmed) && Number(trimmed) >= 1900 && Number(trimmed) <= now.getFullYear() + 1;
}

/** A required mileage (see {@link isValidMileage}). */
export const MileageSchema = v.pipe(
  textSchema(vehicleMessages['mileage.required']),
  required(vehicleMessages['mileage.required']),
  rule(isValidMileage, vehicleMessages['mileage.invalid']),
);

/** A required vehicle model (the selected option's value). */
export const VehicleModelSchema = v.pipe(
  textSchema(vehicleMessages['model.required']),
  required(vehicleMessages['model.required']),
);

/** A required vehicle version (the selected option's value). */
export const VehicleVersionSchema = v.pipe(
  textSchema(vehicleMessages['version.required']),
  required(vehicleMessages['version.required']),
);

/** A required model year, checked against the clock at validation time (see {@link isValidModelYear}). */
export const ModelYearSchema = v.pipe(
  textSchema(vehicleMessages['modelYear.required']),
  required(vehicleMessages['modelYear.required']),
  rule((value) => isValidModelYear(value), vehicleMessages['modelYear.invalid']),
);

/** A valid mileage as typed. */
export type Mileage = v.InferOutput<typeof MileageSchema>;

/** A selected vehicle model. */
export type VehicleModel = v.InferOutput<typeof VehicleModelSchema>;

/** A selected vehicle version. */
export type VehicleVersion = v.InferOutput<typeof VehicleVersionSchema>;

/** A valid model year as typed. */
export type ModelYear = v.InferOutput<typeof ModelYearSchema>;
