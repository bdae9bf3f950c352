import * as v from 'valibot';
import { partCalls } from '../../parts.ts';
import { money, text } from '../../schemas.ts';
import { countryOf, type SandboxVersion, versionsOf } from '../data/catalog.ts';
import type { Country } from '../data/geo.ts';
import { foldText } from '../data/normalize.ts';
import { accessoriesOf, coatingsOf, colorsOf, itemsOf, partsOf, type SandboxPart } from '../data/parts.ts';
import { shape } from '../schemas.ts';
import { newId, recordsOf } from '../state.ts';
import { type Ctx, created, deleted, notFound, tableHandlers } from '../table.ts';

type Kind = 'coatings' | 'colors' | 'items' | 'accessories';
const READERS: Record<Kind, (version: SandboxVersion, country: Country) => { id: string; code: string }[]> = {
  coatings: coatingsOf,
  colors: colorsOf,
  items: itemsOf,
  accessories: accessoriesOf,
};

/** Parts of a kind over the brand's versions in the market, or of one version (`mvsCode`). */
function partsOfKind(ctx: Ctx, kind: Kind) {
  const country = countryOf(ctx.market);
  const wanted = ctx.query.get('mvsCode');
  if (wanted) {
    const parts = partsOf(wanted, country);
    return parts && parts.version.brand === ctx.brand ? parts[kind] : null;
  }
  return versionsOf(ctx.brand, country).flatMap((version) => READERS[kind](version, country));
}

const list = (kind: Kind) => (ctx: Ctx) => partsOfKind(ctx, kind) ?? notFound('Unknown mvs');
const one = (kind: Kind, by: 'id' | 'code') => (ctx: Ctx) =>
  partsOfKind(ctx, kind)?.find((part) => part[by] === ctx.params[by]) ?? notFound('Part not found');

const index = (ctx: Ctx) =>
  recordsOf<SandboxPart & { brand: string }>(`parts:index:${ctx.brand}`, () =>
    (partsOfKind(ctx, 'accessories') as SandboxPart[])
      .filter((part, i, all) => all.findIndex((p) => p.id === part.id) === i)
      .map((part) => ({ ...part, brand: ctx.brand })),
  );

/** Parts service: coatings, colours, optionals, accessories, the accessory search index, parts. */
export const partHandlers = tableHandlers('parts', partCalls, {
  coatings: list('coatings'),
  coating: one('coatings', 'id'),
  coatingByCode: one('coatings', 'code'),
  colors: list('colors'),
  color: one('colors', 'id'),
  colorByCode: one('colors', 'code'),
  items: list('items'),
  item: one('items', 'id'),
  itemByCode: one('items', 'code'),
  accessories: list('accessories'),
  accessory: one('accessories', 'id'),
  accessoryByCode: one('accessories', 'code'),
  indexDelete: (ctx) => deleted(index(ctx), (part) => part.id === ctx.query.get('id'), 'Not indexed'),
  indexPost: {
    schema: shape({ id: text(60), code: text(20), name: text(120), category: text(40), price: money }),
    resolve: (ctx) => {
      const part = {
        inclusive: [],
        exclusive: [],
        optionalColors: [],
        type: 'ACCESSORY' as const,
        behavior: 'OPTIONAL' as const,
        brand: ctx.brand,
        ...ctx.body,
      };
      index(ctx).push(part);
      return created(part);
    },
  },
  indexReindex: (ctx) => ({ brand: ctx.brand, indexed: index(ctx).length }),
  indexSearch: (ctx) => {
    const wanted = foldText(ctx.query.get('text') ?? '');
    return index(ctx).filter((part) => foldText(part.name).includes(wanted));
  },
  indexFormatted: (ctx) => {
    const parts = partsOfKind(ctx, 'accessories') as SandboxPart[] | null;
    if (!parts) return notFound('Unknown mvs');
    const groups = new Map<string, SandboxPart[]>();
    for (const part of parts) groups.set(part.category, [...(groups.get(part.category) ?? []), part]);
    return [...groups].map(([category, items]) => ({ category, items }));
  },
  createPart: {
    schema: shape({
      code: text(20),
      name: text(120),
      type: v.picklist(['ITEM', 'ACCESSORY', 'COLOR', 'COATING']),
      price: money,
    }),
    resolve: ({ body }) => created({ id: newId('PRT'), ...body }),
  },
});
