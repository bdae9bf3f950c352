import * as v from 'valibot';
import { isValidCardExpiry, isValidCardNumber } from '../validators/index.ts';
import { text } from './schemas.ts';

/*
 * The cards service's payloads: `addCard` and `favouriteCard` are typed by them and the sandbox checks
 * what it receives with them. Widgets import their types only, so no page bundle carries them.
 */

/** A card as the payment card form sends it: the number's digits, expiry MM/YY, CVV, the holder's name. */
export const NewCardSchema = v.looseObject({
  number: v.pipe(v.string(), v.regex(/^\d{13,16}$/), v.check(isValidCardNumber, 'invalid card number')),
  expiry: v.pipe(
    v.string(),
    v.regex(/^\d{2}\/\d{2}$/, 'expiry must be MM/YY'),
    v.check(isValidCardExpiry, 'invalid expiry'),
  ),
  cvv: v.pipe(v.string(), v.regex(/^\d{3,4}$/, 'invalid CVV')),
  holder: text(80),
});
/** What the card form hands to `addCard` (the one-time token is the call's own). */
export type NewCard = v.InferInput<typeof NewCardSchema>;

/** `POST v2`: a new card, bound to a one-time token of `v2/one-time-token` (good once, for this user). */
export const NewCardPayloadSchema = v.looseObject({ ...NewCardSchema.entries, oneTimeToken: text(40) });
/** What `addCard` sends. */
export type NewCardPayload = v.InferInput<typeof NewCardPayloadSchema>;

/** `PATCH v2/{cardId}`: makes the card the favourite (the others stop being one). */
export const FavouriteCardPayloadSchema = v.looseObject({ favourite: v.literal(true) });
/** What `favouriteCard` sends. */
export type FavouriteCardPayload = v.InferInput<typeof FavouriteCardPayloadSchema>;
