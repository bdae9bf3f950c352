import * as v from 'valibot';
import { hasLeadingSpace, hasRestrictedChars } from '../validators/index.ts';

/*
 * The opinions service's payloads (an interpretation: the seeds name the customer-opinions screen but
 * no call, api/README.md). `createOpinion` and `voteUseful` are typed by them and the sandbox checks
 * what it receives with them. Widgets import their types only, so no page bundle carries them.
 */

/** The rating scale of seed 000 §3: 1 very bad … 5 very good. */
export const RatingSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5));

/** `POST v1/opinions`: the model's code, the rating and the text (no leading space, no & $ < > %). */
export const NewOpinionPayloadSchema = v.looseObject({
  model: v.pipe(v.string(), v.nonEmpty(), v.maxLength(40)),
  rating: RatingSchema,
  text: v.pipe(
    v.string(),
    v.minLength(1, 'text is required'),
    v.maxLength(1000, 'text longer than 1000 characters'),
    v.check((value) => !hasLeadingSpace(value), 'text starts with a space'),
    v.check((value) => !hasRestrictedChars(value), 'text has & $ < > %'),
  ),
});
/** What `createOpinion` sends. */
export type NewOpinionPayload = v.InferInput<typeof NewOpinionPayloadSchema>;

/** `POST v1/opinions/{opinionId}/useful`: the signed-in user finds the opinion useful (once). */
export const UsefulVotePayloadSchema = v.looseObject({ useful: v.literal(true) });
/** What `voteUseful` sends. */
export type UsefulVotePayload = v.InferInput<typeof UsefulVotePayloadSchema>;
