import * as v from 'valibot';
import { integrationCalls } from '../../integration.ts';
import { journeyCalls } from '../../journey.ts';
import { cpf, email, text } from '../../schemas.ts';
import { ids, shape, withFile } from '../schemas.ts';
import { newId, recordsOf, remember } from '../state.ts';
import { type Ctx, created, notFound, paged, tableHandlers } from '../table.ts';

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

interface IntegrationError {
  id: string;
  journeyId: string;
  system: string;
  message: string;
  status: 'PENDING' | 'REPROCESSING' | 'RESOLVED' | 'IGNORED';
}

const initialErrors = (): IntegrationError[] =>
  ['SALESFORCE', 'DMS', 'INOVAMIND'].map((system, i) => ({
    id: `IER-${i + 1}`,
    journeyId: `JRN-SEED-${i + 1}`,
    system,
    message: `${system} timeout`,
    status: 'PENDING',
  }));
const errors = () => recordsOf<IntegrationError>('integration:errors', initialErrors);
const Status = v.picklist(['PENDING', 'REPROCESSING', 'RESOLVED', 'IGNORED']);

/** Integration service: integration logs and journey integration errors with reprocessing. */
export const integrationHandlers = tableHandlers('integration', integrationCalls, {
  log: {
    schema: shape({ system: text(40), level: v.picklist(['INFO', 'WARN', 'ERROR']), message: text(2000) }),
    resolve: ({ body }) =>
      created(remember('integration:logs', { id: newId('LOG'), at: new Date().toISOString(), ...body })),
  },
  logs: (ctx) => paged(ctx, recordsOf('integration:logs')),
  errors: (ctx) => paged(ctx, errors()),
  addError: {
    schema: shape({ journeyId: text(40), system: text(40), message: text(2000) }),
    resolve: ({ body }) => {
      const error = { id: newId('IER'), status: 'PENDING' as const, ...body };
      errors().push(error);
      return created(error);
    },
  },
  updateError: {
    schema: shape({ status: Status }),
    resolve: (ctx) => {
      const found = errors().find((e) => e.id === ctx.params.id);
      return found ? Object.assign(found, { status: ctx.body.status }) : notFound();
    },
  },
  reprocess: {
    schema: shape({ ids }),
    resolve: ({ body }) => {
      const found = errors().filter((e) => body.ids.includes(e.id));
      for (const e of found) e.status = 'REPROCESSING';
      return { reprocessed: found.map((e) => e.id) };
    },
  },
});
