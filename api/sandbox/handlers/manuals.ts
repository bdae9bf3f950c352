import { ManualPayloadSchema } from '../../manuals.payloads.ts';
import { type Manual, manualCalls } from '../../manuals.ts';
import { initialManuals } from '../data/manuals.ts';
import { foldText } from '../data/normalize.ts';
import { newId, recordsOf } from '../state.ts';
import { type Ctx, created, deleted, fail, notFound, tableHandlers } from '../table.ts';

const manuals = () => recordsOf<Manual>('manuals', initialManuals);
const today = () => new Date().toISOString().slice(0, 10);
const languageOf = (ctx: Ctx): Manual['language'] =>
  ctx.query.get('language') === 'es-AR' ? 'es-AR' : 'pt-BR';

/** The brand's manuals in the asked language whose name (model and year in it) or model code matches `text`. */
function matches(ctx: Ctx, m: Manual): boolean {
  const text = foldText(ctx.query.get('text') ?? '');
  return (
    m.brand === ctx.brand &&
    m.language === languageOf(ctx) &&
    (foldText(m.name).includes(text) || foldText(m.modelCode ?? '') === text)
  );
}

/** Whether an owner may read it: active and valid today (validity dates inclusive). */
const offered = (m: Manual) =>
  m.status === 'ACTIVE' && m.validityStart <= today() && today() <= m.validityEnd;

/**
 * Manuals service: the owners' search answers only active manuals valid today, in the page's
 * language; the admin search answers them all; create, edit and delete check the manual (an http(s)
 * path, the final date not before the initial one) and answer 404 for a manual that is gone.
 */
export const manualHandlers = tableHandlers('manuals', manualCalls, {
  create: {
    schema: ManualPayloadSchema,
    resolve: (ctx) => {
      const manual: Manual = { id: newId('MAN'), modelCode: null, ...ctx.body, language: languageOf(ctx) };
      manuals().push(manual);
      return created(manual);
    },
  },
  search: (ctx) =>
    manuals().filter(
      (m) =>
        matches(ctx, m) &&
        offered(m) &&
        (!ctx.query.get('modelCode') || m.modelCode === ctx.query.get('modelCode')),
    ),
  adminSearch: (ctx) => manuals().filter((m) => matches(ctx, m)),
  update: {
    schema: ManualPayloadSchema,
    resolve: (ctx) => {
      const found = manuals().find((m) => m.id === ctx.params.id);
      if (!found) return notFound('Manual not found');
      const { id, language } = found;
      return Object.assign(found, ctx.body, { id, language });
    },
  },
  remove: (ctx) => deleted(manuals(), (m) => m.id === ctx.params.id, 'Manual not found'),
  manual: (ctx) => manuals().find((m) => m.id === ctx.params.id) ?? fail(404, 'Manual not found'),
});
