import * as v from 'valibot';
import { required, rule, textSchema } from '../shared/rules.ts';
import { isValidMobilePhone } from './isValidMobilePhone.ts';

/** A required Brazilian mobile phone (see {@link isValidMobilePhone}). */
export const MobilePhoneSchema = v.pipe(
  textSchema('phone.required'),
  required('phone.required'),
  rule(isValidMobilePhone, 'phone.invalid'),
);

/** A valid Brazilian mobile phone as typed. */
export type MobilePhone = v.InferOutput<typeof MobilePhoneSchema>;
