import * as v from 'valibot';
import { required, rule, textSchema } from '../shared/rules.ts';
import { isValidArPhone } from './isValidArPhone.ts';
import { phoneMessages } from './messages.ts';

/**
 * A required Argentine phone: at least 10 digits (at most 13), with no third-digit rule — the
 * seed's "third digit 8 or 9" describes Brazilian mobiles after a 2-digit DDD and would reject most
 * Argentine numbers, whose area codes have 2 to 4 digits (see {@link isValidArPhone}).
 */
export const ArPhoneSchema = v.pipe(
  textSchema(phoneMessages['phone.required']),
  required(phoneMessages['phone.required']),
  rule(isValidArPhone, phoneMessages['phone.invalid']),
);

/** A valid Argentine phone as typed. */
export type ArPhone = v.InferOutput<typeof ArPhoneSchema>;
