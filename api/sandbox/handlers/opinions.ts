import { NewOpinionPayloadSchema, UsefulVotePayloadSchema } from '../../opinions.payloads.ts';
import { type Opinion, opinionCalls } from '../../opinions.ts';
import { versionByMvs } from '../data/catalog.ts';
import { modelNameIn, seededOpinions } from '../data/opinions.ts';
import { CARS } from '../data/vehicles.ts';
import { newId, recordsOf, sandboxState } from '../state.ts';
import { type Ctx, created, fail, notFound, tableHandlers } from '../table.ts';

/** An opinion written while the sandbox runs, with its author and country. */
type Written = Opinion & { userId: string; country: 'BR' | 'AR' };

const written = () => recordsOf<Written>('opinions:written');
const votes = () => recordsOf<{ opinionId: string; userId: string }>('opinions:votes');
const today = () => new Date().toISOString().slice(0, 10);

/**
 * Since when the user owns a car of the model: the garage's owned list (its `addedAt`), or, before
 * the garage was touched, the sandbox cars they own (in the garage since 2025-06-01); null if none.
 */
function ownedSince(userId: string, model: string): string | null {
  const garage = sandboxState.records.get('garage:owned') as
    | { userId: string; mvsCode: string; addedAt: string }[]
    | undefined;
  const owned = garage
    ? garage.filter((car) => car.userId === userId && versionByMvs(car.mvsCode)?.modelCode === model)
    : CARS.filter((car) => car.ownerId === userId && car.modelCode === model).map(() => ({
        addedAt: '2025-06-01T12:00:00Z',
      }));
  const first = owned.map((car) => car.addedAt).sort()[0];
  return first ? first.slice(0, 10) : null;
}

/** An opinion as answered: its useful count with the votes given while the sandbox runs. */
function view(opinion: Opinion): Opinion {
  const { userId: _, country: __, ...shown } = opinion as Written;
  return { ...shown, useful: opinion.useful + votes().filter((v) => v.opinionId === opinion.id).length };
}

function opinionsOf(model: string, country: 'BR' | 'AR'): Opinion[] {
  return [
    ...seededOpinions(model, country),
    ...written().filter((o) => o.model === model && o.country === country),
  ];
}

function findOpinion(id = ''): Opinion | Written | undefined {
  const mine = written().find((o) => o.id === id);
  if (mine) return mine;
  const [, model, country] = /^OPN-(\w+)-(BR|AR)-\d+$/.exec(id) ?? [];
  return model ? seededOpinions(model, country as 'BR' | 'AR').find((o) => o.id === id) : undefined;
}

const firstName = (ctx: Ctx) => ctx.user?.name.split(' ')[0] ?? '';

/**
 * Opinions service (ours, api/README.md): a model's opinions in the country's language; an owner of
 * the model (garage) writes one per model, dated today and marked with the ownership date (403 for
 * someone who owns none, 409 for a second one); anyone signed in marks others' opinions useful once
 * (403 on their own, 409 the second time).
 */
export const opinionHandlers = tableHandlers('opinions', opinionCalls, {
  list: (ctx) => {
    const model = ctx.query.get('model') as string;
    if (!modelNameIn(model, ctx.country)) return notFound('Model not found');
    return opinionsOf(model, ctx.country).map(view);
  },
  create: {
    schema: NewOpinionPayloadSchema,
    resolve: (ctx) => {
      const userId = ctx.user?.id as string;
      const { model, rating, text } = ctx.body as { model: string; rating: Opinion['rating']; text: string };
      if (!modelNameIn(model, ctx.country)) return notFound('Model not found');
      const since = ownedSince(userId, model);
      if (!since) return fail(403, 'Only owners of this model can give their opinion');
      if (written().some((o) => o.userId === userId && o.model === model))
        return fail(409, 'Opinion already given on this model');
      const opinion: Written = {
        id: newId('OPN'),
        model,
        rating,
        text,
        author: firstName(ctx),
        createdAt: today(),
        ownedSince: since,
        useful: 0,
        userId,
        country: ctx.country,
      };
      written().push(opinion);
      return created(view(opinion));
    },
  },
  vote: {
    schema: UsefulVotePayloadSchema,
    resolve: (ctx) => {
      const userId = ctx.user?.id as string;
      const opinion = findOpinion(ctx.params.opinionId);
      if (!opinion) return notFound('Opinion not found');
      if ((opinion as Written).userId === userId) return fail(403, 'Own opinion');
      if (votes().some((v) => v.opinionId === opinion.id && v.userId === userId))
        return fail(409, 'Already marked useful');
      votes().push({ opinionId: opinion.id, userId });
      return created(view(opinion));
    },
  },
});
