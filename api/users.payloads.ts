import * as v from 'valibot';
import {
  isValidBirthdate,
  isValidHouseNumber,
  isValidPassword,
  isValidPostalCode,
} from '../validators/index.ts';
import { cpf, cuil, email, phoneDigits, text } from './schemas.ts';

/*
 * The users service's payloads: `updateSelf` and `changePassword` are typed by them and the sandbox
 * checks what it receives with them. Widgets import their types only, so no page bundle carries them.
 */

/** A text without the restricted characters & $ < > % (seed 000 §5); trimmed. */
const plain = (max: number) => v.pipe(text(max), v.regex(/^[^&$<>%]*$/, 'restricted characters'));

/** The user's address as `users/self` keeps it. */
export const UserAddressSchema = v.looseObject({
  postalCode: v.pipe(
    v.string(),
    v.check(
      (code) => isValidPostalCode(code, 'pt-BR') || isValidPostalCode(code, 'es-AR'),
      'invalid postal code',
    ),
  ),
  street: plain(120),
  number: v.pipe(v.string(), v.check(isValidHouseNumber, 'number must be greater than 0')),
  complement: v.optional(v.union([v.literal(''), plain(60)])),
  neighborhood: plain(80),
  city: plain(80),
  state: plain(40),
});
/** An address as the account sends it. */
export type UserAddress = v.InferInput<typeof UserAddressSchema>;

/**
 * `PATCH users/self`: only the fields that changed, at least one ('No content provided for the
 * body.' otherwise, refused before sending). The birthdate goes as YYYY-MM-DD, 18 or older.
 */
export const ProfileChangesSchema = v.pipe(
  v.looseObject({
    name: v.optional(plain(120)),
    nickname: v.optional(v.nullable(text(40))),
    phone: v.optional(phoneDigits),
    cpf: v.optional(cpf),
    cuil: v.optional(cuil),
    emails: v.optional(
      v.pipe(
        v.array(v.looseObject({ email, preferred: v.boolean() })),
        v.minLength(1),
        v.check(
          (list) => new Set(list.map((e) => e.email.toLowerCase())).size === list.length,
          'additional e-mail equals the holder e-mail',
        ),
      ),
    ),
    birthdate: v.optional(
      v.pipe(
        v.string(),
        v.check((value) => isValidBirthdate(value, 'en-US'), 'invalid birthdate'),
      ),
    ),
    address: v.optional(UserAddressSchema),
    dealerCode: v.optional(text(20)),
  }),
  v.check((body) => Object.keys(body).length > 0, 'No content provided for the body.'),
);
/** What `updateSelf` sends. */
export type ProfileChanges = v.InferInput<typeof ProfileChangesSchema>;

/**
 * `PUT signup/password` (not a bearer call; the seeds show no body): the account's e-mail, the current
 * password (8 or more), the new one by the rules and its confirmation.
 */
export const PasswordChangeSchema = v.looseObject({
  email,
  currentPassword: v.pipe(v.string(), v.minLength(8)),
  password: v.pipe(v.string(), v.check(isValidPassword, 'password does not meet the rules')),
  confirmation: v.string(),
});
/** What `changePassword` sends. */
export type PasswordChange = v.InferInput<typeof PasswordChangeSchema>;
