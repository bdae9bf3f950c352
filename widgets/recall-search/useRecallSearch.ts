import { useCallback, useEffect, useRef, useState } from 'react';
import { lookupRecalls } from '../../api/recall.ts';
import { ServiceError } from '../../core/errors.ts';
import { failedWith } from '../../core/form/sendFailure.ts';
import { type SendAnswer, type SubmitResult, useFormState } from '../../core/form/useFormState.ts';
import { validateForm } from '../../core/form/validateForm.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { recallSearchMessages } from './i18n.ts';
import {
  EMPTY_QUERY,
  normalizeQuery,
  QUERY_RULES,
  queryError,
  queryFromUrl,
  type RecallQuery,
  type SearchBy,
} from './query.ts';
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
    repeatable: true,
  });
  const { values, update, setValues, reset, submit } = form;
  const [answer, setAnswer] = useState<Answer | null>(null);
  // A VIN read waiting for its search (the form must hold it first).
  const [queued, setQueued] = useState(false);
  const controller = useRef<AbortController | null>(null);

  // Validated as typed: a message once something is typed, or after a refused search.
  const error = values.query || form.attempted > 0 ? form.allErrors.query : undefined;
  const sending = form.status === 'sending';

  const lookup = useCallback(
    async ({ by, query }: RecallQuery): Promise<SendAnswer> => {
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
        return failedWith(failure);
      }
    },
    [context, chatBot, emit],
  );

  /**
   * Searches what is typed, the mask's last key included (an invalid value is refused beside the
   * field, which takes the focus); after an answer the form takes the next search.
   */
  const search = useCallback((): Promise<SubmitResult> => submit(lookup), [submit, lookup]);

  const setValue = useCallback((next: string) => update('query', next), [update]);

  /** Plate or chassis: the field starts empty, without a message. */
  const setBy = useCallback(
    (by: SearchBy) => {
      if (!sending) reset();
      setValues({ by, query: '' });
    },
    [sending, reset, setValues],
  );

  /** Fills the chassis with a VIN read by the camera and searches it (a search under way gives way). */
  const searchVin = useCallback(
    (vin: string) => {
      const chassis = normalizeQuery(vin);
      controller.current?.abort();
      setValues({ by: 'chassis', query: chassis });
      setQueued(true);
    },
    [setValues],
  );
  // Opened from a link naming the car (the garage's recall link): filled in, and searched when valid
  // (an invalid value waits beside its message for the owner).
  useEffect(() => {
    const linked = queryFromUrl(window.location.search);
    if (!linked) return;
    setValues(linked);
    if (!queryError(linked.by, linked.query, context.market)) setQueued(true);
  }, [setValues, context.market]);
  useEffect(() => {
    if (!queued || sending) return;
    setQueued(false);
    void search();
  }, [queued, sending, search]);

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
