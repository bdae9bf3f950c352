import * as v from 'valibot';
import { JOURNEY_TYPES } from './journeyTypes.ts';
import { cpf, cuil, email } from './schemas.ts';

/*
 * The journey service's payloads: `startJourney` is typed by them and the sandbox checks what it
 * receives with them. Widgets import their types only, so no page bundle carries them.
 */

/**
 * The `POST start` body: the journey's type, the person's e-mail and tax id — `cpf` in Brazil, `cuil` in
 * Argentina (an interpretation: the seed shows no body; the tax id is how the other calls name a person).
 */
export const JourneyStartSchema = v.pipe(
  v.object({
    type: v.picklist(JOURNEY_TYPES),
    cpf: v.optional(cpf),
    cuil: v.optional(cuil),
    email,
  }),
  v.check((body) => Boolean(body.cpf ?? body.cuil), 'cpf or cuil required'),
);

/** The `POST start` body, as {@link JourneyStartSchema} takes it. */
export type JourneyStartPayload = v.InferInput<typeof JourneyStartSchema>;
