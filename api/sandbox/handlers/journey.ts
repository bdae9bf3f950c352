import * as v from 'valibot';
import { JourneyStartSchema } from '../../journey.payloads.ts';
import { journeyCalls } from '../../journey.ts';
import { text } from '../../schemas.ts';
import { shape, withFile } from '../schemas.ts';
import { newId, recordsOf, remember } from '../state.ts';
import { type Ctx, created, fail, notFound, tableHandlers } from '../table.ts';

/** The steps a journey goes through once its files are in, one per result asked (time passing). */
const ANALYSIS = ['AWAITING_INOVAMIND', 'SYNC_SALESFORCE', 'PERSISTED_ON_HUB'];

interface Journey {
  id: string;
  type: string;
  status: string;
  files: number;
  /** The kinds of document received (`documentType` of each complement). */
  documents: string[];
}

const journeys = () => recordsOf<Journey>('journey');
const journeyOf = (ctx: Ctx) =>
  journeys().find((j) => j.id === ctx.params.id && j.type === ctx.params.type) ?? null;

/**
 * Journey service: the identity validation journey — start (VALIDATING_IDENTITY, by CPF in Brazil or
 * CUIL in Argentina), complementary files (the journey waits for the document analysis,
 * AWAITING_INOVAMIND), result: without files the journey still waits for them; with files each result
 * asked moves it one step on (AWAITING_INOVAMIND → SYNC_SALESFORCE → PERSISTED_ON_HUB, the stand-in
 * for the analysis taking time); quiz answers given with the result settle it at once.
 */
export const journeyHandlers = tableHandlers('journey', journeyCalls, {
  start: {
    schema: JourneyStartSchema,
    resolve: ({ body }) =>
      created(
        remember<Journey>('journey', {
          id: newId('JRN'),
          type: body.type,
          status: 'VALIDATING_IDENTITY',
          files: 0,
          documents: [],
        }),
      ),
  },
  complement: {
    form: withFile('files'),
    resolve: (ctx) => {
      const journey = journeyOf(ctx);
      if (!journey) return notFound('Journey not found');
      if (journey.status === 'PERSISTED_ON_HUB') return fail(409, 'Journey already concluded');
      journey.files += ctx.form?.getAll('files').length ?? 0;
      const kind = ctx.form?.get('documentType');
      if (typeof kind === 'string' && kind && !journey.documents.includes(kind)) journey.documents.push(kind);
      journey.status = 'AWAITING_INOVAMIND';
      return journey;
    },
  },
  result: {
    schema: shape({
      answers: v.optional(v.pipe(v.array(shape({ question: text(40), answer: text(200) })), v.minLength(1))),
    }),
    resolve: (ctx) => {
      const journey = journeyOf(ctx);
      if (!journey) return notFound('Journey not found');
      if (journey.files === 0) return journey;
      journey.status = ctx.body.answers
        ? 'PERSISTED_ON_HUB'
        : (ANALYSIS[ANALYSIS.indexOf(journey.status) + 1] ?? 'PERSISTED_ON_HUB');
      return journey;
    },
  },
});
