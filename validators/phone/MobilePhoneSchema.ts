import * as v from 'valibot';
import { required, rule, textSchema } from '../shared/rules.ts';
import { isValidMobilePhone } from './isValidMobilePhone.ts';
import { phoneMessages } from './messages.ts';

/** A required Brazilian mobile phone (see {@link isValidMobilePhone}). */
export const MobilePhoneSchema = v.pipe(
  textSchema(phoneMessages['phone.required']),
  required(phoneMessages['phone.required']),
  rule(isValidMobilePhone, phoneMessages['phone.invalid']),
);

/** A valid Brazilian mobile phone as typed. */
export type MobilePhone = v.InferOutput<typeof MobilePhoneSchema>;
