import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { lookupRecalls } from '../../api/recall.ts';
import { ServiceError } from '../../core/errors.ts';
import { type SendOutcome, type SubmitResult, useFormState } from '../../core/form/useFormState.ts';
import { validateForm } from '../../core/form/validateForm.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { recallSearchMessages } from './i18n.ts';
import { EMPTY_QUERY, normalizeQuery, QUERY_RULES, type RecallQuery, type SearchBy } from './query.ts';
import { type RecallResult, toRecallResult } from './recallResult.ts';

/** Phase of the search. */
export type RecallStatus = 'idle' | 'searching' | 'found' | 'not-found' | 'failed';

/** How the last search ended. */
type Answer = { status: 'found'; result: RecallResult } | { status: 'not-found' | 'failed'; result: null };

/**
 * State and actions of hub-recall-search on the form kit: the typed plate or chassis validated as
 * typed, one search at a time, the result or the failure (typed value kept), a VIN read by the camera
 * filled in and searched. A lookup can be asked again and again: after an answer the form is ready
 * for the next one with what was typed kept. The component only draws it.
 */
export function useRecallSearch(chatBot: string | undefined) {
  const { context, emit } = useWidget();
  const t = useT(recallSearchMessages);
  const form = useFormState<RecallQuery>({
    initial: EMPTY_QUERY,
    validate: (values) => validateForm(values, QUERY_RULES, context.market),
    resetTo: (current) => current,
  });
  const { values, update, setValues, reset, submit } = form;
  // What the field holds now: the mask reports outside React's batching, so Enter right after the
  // last key must not search the value of the previous render.
  const typed = useRef(values.query);
  const [answer, setAnswer] = useState<Answer | null>(null);
  // A VIN read waiting for its search (the form must hold it first).
  const [queued, setQueued] = useState(false);
  const controller = useRef<AbortController | null>(null);

  // Validated as typed: a message once something is typed, or after a refused search.
  const error = values.query || form.attempted > 0 ? form.allErrors.query : undefined;
  const sending = form.status === 'sending';

  const lookup = useCallback(
    async ({ by, query }: RecallQuery): Promise<SendOutcome> => {
      controller.current?.abort();
      const running = new AbortController();
      controller.current = running;
      try {
        const id = normalizeQuery(query);
        const found = toRecallResult(
          await lookupRecalls(context, by, id, { chatBot, signal: running.signal }),
          by,
          id,
        );
        // Given way to a VIN read: that search answers.
        if (running.signal.aborted) return 'failed';
        setAnswer({ status: 'found', result: found });
        emit('hub-submit-success', {
          form: 'recall-search',
          by,
          recalls: found.recalls.length,
          updates: found.updates.length,
        });
        return 'sent';
      } catch (failure) {
        if (running.signal.aborted) return 'failed';
        const notFound = failure instanceof ServiceError && failure.status === 404;
        setAnswer({ status: notFound ? 'not-found' : 'failed', result: null });
        emit('hub-submit-error', {
          form: 'recall-search',
          code: failure instanceof ServiceError ? (notFound ? 'not-found' : failure.kind) : 'unknown',
        });
        return 'failed';
      }
    },
    [context, chatBot, emit],
  );

  /** Searches what the form holds; after an answer the form takes the next search. */
  const run = useCallback(async (): Promise<SubmitResult> => {
    const outcome = await submit(lookup);
    if (outcome === 'sent') reset();
    return outcome;
  }, [submit, lookup, reset]);

  /** Searches what is typed (an invalid value is refused beside the field, which takes the focus). */
  const search = () => {
    if (typed.current !== values.query) flushSync(() => update('query', typed.current));
    return run();
  };

  const setValue = useCallback(
    (next: string) => {
      typed.current = next;
      update('query', next);
    },
    [update],
  );

  /** Plate or chassis: the field starts empty, without a message. */
  const setBy = useCallback(
    (by: SearchBy) => {
      typed.current = '';
      if (!sending) reset();
      setValues({ by, query: '' });
    },
    [sending, reset, setValues],
  );

  /** Fills the chassis with a VIN read by the camera and searches it (a search under way gives way). */
  const searchVin = useCallback(
    (vin: string) => {
      const chassis = normalizeQuery(vin);
      typed.current = chassis;
      controller.current?.abort();
      setValues({ by: 'chassis', query: chassis });
      setQueued(true);
    },
    [setValues],
  );
  useEffect(() => {
    if (!queued || sending) return;
    setQueued(false);
    void run();
  }, [queued, sending, run]);

  const status: RecallStatus = sending || queued ? 'searching' : (answer?.status ?? 'idle');
  return {
    t,
    by: values.by,
    setBy,
    value: values.query,
    setValue,
    error,
    status,
    result: answer?.result ?? null,
    search,
    searchVin,
  };
}
