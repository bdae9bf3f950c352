import * as v from 'valibot';
import { parseDate } from '../date/parseDate.ts';
import { choice } from '../shared/choice.ts';
import { required, rule, textSchema } from '../shared/rules.ts';
import { isValidDriverLicenseExpiry } from './isValidDriverLicenseExpiry.ts';
import { isValidDriverLicenseNumber } from './isValidDriverLicenseNumber.ts';
import { driverLicenseMessages } from './messages.ts';

/** Driving-licence categories (seed 000 §3). */
export const DRIVER_LICENSE_CATEGORIES = ['AB', 'A', 'B', 'C', 'D', 'E'] as const;

/** A required CNH number (see {@link isValidDriverLicenseNumber}). */
export const DriverLicenseNumberSchema = v.pipe(
  textSchema(driverLicenseMessages['driverLicense.required']),
  required(driverLicenseMessages['driverLicense.required']),
  rule(isValidDriverLicenseNumber, driverLicenseMessages['driverLicense.invalid']),
);

/** A required licence category among {@link DRIVER_LICENSE_CATEGORIES}. */
export const DriverLicenseCategorySchema = choice(
  DRIVER_LICENSE_CATEGORIES,
  driverLicenseMessages['driverLicenseCategory.required'],
);

/**
 * A required licence expiry DD/MM/YYYY: a real date ('driverLicenseExpiry.invalid') that is today
 * or later on the clock at validation time ('driverLicenseExpiry.expired').
 */
export const DriverLicenseExpirySchema = v.pipe(
  textSchema(driverLicenseMessages['driverLicenseExpiry.required']),
  required(driverLicenseMessages['driverLicenseExpiry.required']),
  rule((value) => parseDate(value) !== null, driverLicenseMessages['driverLicenseExpiry.invalid']),
  rule(
    (value) => parseDate(value) === null || isValidDriverLicenseExpiry(value),
    driverLicenseMessages['driverLicenseExpiry.expired'],
  ),
);

/** A driving-licence category. */
export type DriverLicenseCategory = v.InferOutput<typeof DriverLicenseCategorySchema>;

/** A valid CNH number as typed. */
export type DriverLicenseNumber = v.InferOutput<typeof DriverLicenseNumberSchema>;

/** A valid, not expired licence expiry date as typed. */
export type DriverLicenseExpiry = v.InferOutput<typeof DriverLicenseExpirySchema>;
