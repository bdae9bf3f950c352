import * as v from 'valibot';
import { manualCalls } from '../../manuals.ts';
import { text } from '../../schemas.ts';
import { modelsOf } from '../data/catalog.ts';
import { BRAND_LABELS } from '../data/dealer-vocabulary.ts';
import { foldText } from '../data/normalize.ts';
import { brand, isoDate, shape } from '../schemas.ts';
import { newId, recordsOf } from '../state.ts';
import { type Ctx, created, deleted, fail, notFound, tableHandlers } from '../table.ts';

interface Manual {
  id: string;
  brand: string;
  modelCode: string | null;
  name: string;
  path: string;
  validityStart: string;
  validityEnd: string;
  status: 'ACTIVE' | 'INACTIVE';
}

const initialManuals = (): Manual[] =>
  Object.keys(BRAND_LABELS).flatMap((b) =>
    modelsOf(b, 'BR').map((m, i) => ({
      id: `MAN-${m.modelCode}`,
      brand: b,
      modelCode: m.modelCode,
      name: `Manual do proprietário ${m.modelName}`,
      path: `https://manuals.example.com/${b}/${m.modelCode}.pdf`,
      validityStart: '2025-01-01',
      validityEnd: i % 4 === 3 ? '2025-06-30' : '2027-12-31',
      status: i % 5 === 4 ? 'INACTIVE' : 'ACTIVE',
    })),
  );

const manuals = () => recordsOf<Manual>('manuals', initialManuals);
const today = () => new Date().toISOString().slice(0, 10);
const matches = (ctx: Ctx, m: Manual) =>
  m.brand === ctx.brand && foldText(m.name).includes(foldText(ctx.query.get('text') ?? ''));

const Body = v.pipe(
  shape({
    brand,
    modelCode: v.optional(v.nullable(text(8))),
    name: text(160),
    path: v.pipe(v.string(), v.url()),
    validityStart: isoDate,
    validityEnd: isoDate,
    status: v.picklist(['ACTIVE', 'INACTIVE']),
  }),
  v.check((m) => m.validityEnd >= m.validityStart, 'validityEnd before validityStart'),
);

/** Manuals service: public search of valid manuals, admin search and maintenance. */
export const manualHandlers = tableHandlers('manuals', manualCalls, {
  create: {
    schema: Body,
    resolve: ({ body }) => {
      const manual = { id: newId('MAN'), modelCode: null, ...body };
      manuals().push(manual);
      return created(manual);
    },
  },
  search: (ctx) =>
    manuals().filter(
      (m) =>
        matches(ctx, m) &&
        m.status === 'ACTIVE' &&
        m.validityStart <= today() &&
        today() <= m.validityEnd &&
        (!ctx.query.get('modelCode') || m.modelCode === ctx.query.get('modelCode')),
    ),
  adminSearch: (ctx) => manuals().filter((m) => matches(ctx, m)),
  update: {
    schema: Body,
    resolve: (ctx) => {
      const found = manuals().find((m) => m.id === ctx.params.id);
      return found ? Object.assign(found, ctx.body) : notFound('Manual not found');
    },
  },
  remove: (ctx) => deleted(manuals(), (m) => m.id === ctx.params.id, 'Manual not found'),
  manual: (ctx) => manuals().find((m) => m.id === ctx.params.id) ?? fail(404, 'Manual not found'),
});
