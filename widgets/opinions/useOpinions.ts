import { useCallback, useMemo, useRef, useState } from 'react';
import { listOpinions, type Opinion, voteUseful } from '../../api/opinions.ts';
import { getCookie } from '../../core/cookies.ts';
import { failureKind, ServiceError } from '../../core/errors.ts';
import { failureOf, useResource } from '../../core/useResource.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import { ratingSummary } from './ratingSummary.ts';
import { type OpinionSort, sortOpinions } from './sortOpinions.ts';

/** What a useful vote ended in, by opinion id: counted now, counted before (409), or failed. */
export type VoteOutcome = 'voted' | 'already' | 'failed';

/**
 * The state of hub-opinions: the model's opinions (loaded once, with a retry), their summary, the
 * chosen order and page, and the useful votes of this visit (each sent once, even on a double click).
 */
export function useOpinions(model: string | undefined, pageSize: number) {
  const { context, emit } = useWidget();
  const signedIn = Boolean(getCookie(context.authCookie));
  const [attempt, setAttempt] = useState(0);
  const loaded = useResource(model ? `${model}:${attempt}` : null, (signal) =>
    listOpinions(context, model as string, signal),
  );
  const [sort, setSort] = useState<OpinionSort>('recent');
  const [page, setPage] = useState(0);
  const [changed, setChanged] = useState<Record<string, Opinion>>({});
  const [added, setAdded] = useState<Opinion[]>([]);
  const [votes, setVotes] = useState<Record<string, VoteOutcome>>({});
  // Opinions with a vote on its way or counted: read at the click itself, not from the last render,
  // so the second click of a double click sends nothing.
  const claimed = useRef(new Set<string>());

  const opinions = useMemo(
    () =>
      loaded.data
        ? [...loaded.data.filter((o) => !added.some((a) => a.id === o.id)), ...added].map(
            (o) => changed[o.id] ?? o,
          )
        : [],
    [loaded.data, added, changed],
  );
  const sorted = useMemo(() => sortOpinions(opinions, sort), [opinions, sort]);
  const size = Math.max(1, Math.min(50, Math.trunc(pageSize) || 5));
  const pages = Math.max(1, Math.ceil(sorted.length / size));
  const current = Math.min(page, pages - 1);

  const vote = async (opinion: Opinion) => {
    if (claimed.current.has(opinion.id)) return;
    claimed.current.add(opinion.id);
    let counted = false;
    try {
      const answer = await voteUseful(context, opinion.id);
      counted = true;
      setChanged((all) => ({ ...all, [opinion.id]: answer }));
      setVotes((all) => ({ ...all, [opinion.id]: 'voted' }));
      emit('hub-submit-success', { form: 'opinion-useful', id: opinion.id, model });
    } catch (error) {
      const already = error instanceof ServiceError && error.status === 409;
      counted = already;
      setVotes((all) => ({ ...all, [opinion.id]: already ? 'already' : 'failed' }));
      emit('hub-submit-error', {
        form: 'opinion-useful',
        code: failureKind(error),
      });
    } finally {
      // A failed vote may be tried again; a counted one never goes twice.
      if (!counted) claimed.current.delete(opinion.id);
    }
  };

  /** A published opinion joins the list at once, which shows the most recent first. */
  const publish = (opinion: Opinion) => {
    setAdded((all) => [...all, opinion]);
    setSort('recent');
    setPage(0);
  };

  return {
    signedIn,
    publish,
    /** Whether the opinion is the one this user published here (never voted by its author). */
    isMine: (id: string) => added.some((opinion) => opinion.id === id),
    status: loaded.status,
    /** Why the load failed (for `LoadFailed`). */
    failure: failureOf(loaded),
    /** Loads the list again after a failure. */
    reload: useCallback(() => setAttempt((n) => n + 1), []),
    summary: useMemo(() => ratingSummary(opinions), [opinions]),
    count: opinions.length,
    sort,
    setSort: (next: OpinionSort) => {
      setSort(next);
      setPage(0);
    },
    page: current,
    pages,
    setPage,
    shown: sorted.slice(current * size, (current + 1) * size),
    votes,
    vote,
  };
}
