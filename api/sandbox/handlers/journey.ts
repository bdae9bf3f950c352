import * as v from 'valibot';
import { journeyCalls } from '../../journey.ts';
import { cpf, email, text } from '../../schemas.ts';
import { shape, withFile } from '../schemas.ts';
import { newId, recordsOf, remember } from '../state.ts';
import { type Ctx, created, notFound, tableHandlers } from '../table.ts';

const STEPS = [
  'VALIDATING_IDENTITY',
  'VALIDATING_TOKEN',
  'AWAITING_INOVAMIND',
  'AWAITING_QUIZ',
  'SYNC_SALESFORCE',
  'PERSISTED_ON_HUB',
];
const TYPES = v.picklist(['FINANCING', 'RESERVATION', 'SIGN_UP']);

interface Journey {
  id: string;
  type: string;
  status: string;
  files: number;
}

const journeys = () => recordsOf<Journey>('journey');
const journeyOf = (ctx: Ctx) =>
  journeys().find((j) => j.id === ctx.params.id && j.type === ctx.params.type) ?? null;

/** Journey service: identity validation journey — start, complementary files, result. */
export const journeyHandlers = tableHandlers('journey', journeyCalls, {
  start: {
    schema: shape({ type: TYPES, cpf, email }),
    resolve: ({ body }) =>
      created(
        remember<Journey>('journey', {
          id: newId('JRN'),
          type: body.type,
          status: STEPS[0] as string,
          files: 0,
        }),
      ),
  },
  complement: {
    form: withFile('files'),
    resolve: (ctx) => {
      const journey = journeyOf(ctx);
      if (!journey) return notFound('Journey not found');
      journey.files += ctx.form?.getAll('files').length ?? 0;
      journey.status = 'AWAITING_QUIZ';
      return journey;
    },
  },
  result: {
    schema: shape({
      answers: v.pipe(v.array(shape({ question: text(40), answer: text(200) })), v.minLength(1)),
    }),
    resolve: (ctx) => {
      const journey = journeyOf(ctx);
      if (!journey) return notFound('Journey not found');
      journey.status = journey.files > 0 ? 'PERSISTED_ON_HUB' : 'SYNC_SALESFORCE';
      return journey;
    },
  },
});
