import * as v from 'valibot';
import { required, rule, textSchema } from '../shared/rules.ts';
import { isValidChassis } from './isValidChassis.ts';
import { chassisMessages } from './messages.ts';

/** A required chassis number: 17 characters A–Z and 0–9 (see {@link isValidChassis}). */
export const ChassisSchema = v.pipe(
  textSchema(chassisMessages['chassis.required']),
  required(chassisMessages['chassis.required']),
  rule(isValidChassis, chassisMessages['chassis.invalid']),
);

/** A valid chassis number as typed. */
export type Chassis = v.InferOutput<typeof ChassisSchema>;
