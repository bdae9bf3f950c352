import * as v from 'valibot';
import { integrationCalls, type ReprocessResult, SETTABLE_STATUSES } from '../../integration.ts';
import { text } from '../../schemas.ts';
import {
  initialIntegrationErrors,
  initialIntegrationLogs,
  type SandboxIntegrationError,
} from '../data/integration.ts';
import { ids, shape } from '../schemas.ts';
import { newId, recordsOf } from '../state.ts';
import { type Ctx, created, fail, notFound, paged, tableHandlers } from '../table.ts';

const errors = () => recordsOf<SandboxIntegrationError>('integration:errors', initialIntegrationErrors);
const logs = () => recordsOf('integration:logs', initialIntegrationLogs);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The answer's fields: brand, country and whether a retry helps stay in the service. */
const shown = ({ brand, country, retryable, ...error }: SandboxIntegrationError) => error;

/** The brand's errors in the country, filtered as the query asks, newest first. */
function filtered(ctx: Ctx): SandboxIntegrationError[] | Response {
  const q = (name: string) => ctx.query.get(name)?.trim() ?? '';
  const [from, to] = [q('from'), q('to')];
  if ((from && !DAY.test(from)) || (to && !DAY.test(to))) return fail(400, 'dates must be YYYY-MM-DD');
  if (from && to && from > to) return fail(400, 'from must not be after to');
  const search = q('search').toLowerCase();
  return errors()
    .filter(
      (e) =>
        e.brand === ctx.brand &&
        e.country === ctx.country &&
        (!q('status') || e.status === q('status')) &&
        (!q('type') || e.journeyType === q('type')) &&
        (!q('system') || e.system === q('system')) &&
        (!from || e.createdAt.slice(0, 10) >= from) &&
        (!to || e.createdAt.slice(0, 10) <= to) &&
        (!search ||
          [e.id, e.journeyId, e.customerName, e.message].some((f) => f.toLowerCase().includes(search))),
    )
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/**
 * Reprocesses one error of the brand: a pending error whose failure was passing (a time-out, a 5xx)
 * is resolved, one with bad data fails again (one more attempt); a resolved or ignored one is skipped.
 */
function reprocessOne(brand: string, id: string): ReprocessResult {
  const error = errors().find((e) => e.id === id && e.brand === brand);
  if (!error) return { id, outcome: 'NOT_FOUND' };
  if (error.status === 'RESOLVED' || error.status === 'IGNORED')
    return { id, outcome: 'SKIPPED', status: error.status };
  error.attempts += 1;
  error.status = error.retryable ? 'RESOLVED' : 'PENDING';
  return { id, outcome: error.retryable ? 'RESOLVED' : 'FAILED', status: error.status };
}

/**
 * Integration service: the integration logs and the journey integration errors of each brand and
 * country, filtered and paged; one error's status set by hand; a selection reprocessed, one result per id.
 */
export const integrationHandlers = tableHandlers('integration', integrationCalls, {
  log: {
    schema: shape({ system: text(40), level: v.picklist(['INFO', 'WARN', 'ERROR']), message: text(2000) }),
    resolve: ({ body }) => {
      const line = { id: newId('LOG'), at: new Date().toISOString(), ...body };
      logs().unshift(line);
      return created(line);
    },
  },
  logs: (ctx) => paged(ctx, logs()),
  errors: (ctx) => {
    const list = filtered(ctx);
    if (list instanceof Response) return list;
    const page = paged(ctx, list);
    return { ...page, content: page.content.map(shown) };
  },
  addError: {
    schema: shape({ journeyId: text(40), system: text(40), message: text(2000) }),
    resolve: (ctx) => {
      const error = {
        id: newId('IER'),
        journeyType: 'RESERVATION' as const,
        customerName: '',
        status: 'PENDING' as const,
        createdAt: new Date().toISOString(),
        attempts: 0,
        brand: ctx.brand,
        country: ctx.country,
        retryable: true,
        ...ctx.body,
      };
      errors().push(error);
      return created(shown(error));
    },
  },
  updateError: {
    schema: shape({ status: v.picklist(SETTABLE_STATUSES) }),
    resolve: (ctx) => {
      const found = errors().find((e) => e.id === ctx.params.id);
      return found ? shown(Object.assign(found, { status: ctx.body.status })) : notFound();
    },
  },
  reprocess: {
    schema: shape({ ids }),
    resolve: ({ body, brand }) => ({
      results: [...new Set<string>(body.ids.map(String))].map((id) => reprocessOne(brand, id)),
    }),
  },
});
