import { useCallback, useRef, useState } from 'react';
import { lookupRecalls } from '../../api/recall.ts';
import { ServiceError } from '../../core/errors.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { recallSearchMessages } from './i18n.ts';
import { normalizeQuery, queryError, type SearchBy } from './query.ts';
import { type RecallResult, toRecallResult } from './recallResult.ts';

/** Phase of the search. */
export type RecallStatus = 'idle' | 'searching' | 'found' | 'not-found' | 'failed';

/**
 * State and actions of hub-recall-search: the typed plate or chassis validated as typed, one search
 * at a time, the result or the failure (typed value kept). The component only draws it.
 */
export function useRecallSearch(chatBot: string | undefined) {
  const { context, emit } = useWidget();
  const t = useT(recallSearchMessages);
  const [by, setByState] = useState<SearchBy>('plate');
  const [value, setValueState] = useState('');
  // What the field holds now: the mask reports outside React's batching, so Enter right after the
  // last key must not search the value of the previous render.
  const current = useRef({ by: 'plate' as SearchBy, value: '' });
  const [attempted, setAttempted] = useState(false);
  const [status, setStatus] = useState<RecallStatus>('idle');
  const [result, setResult] = useState<RecallResult | null>(null);
  const controller = useRef<AbortController | null>(null);

  // Validated as typed: a message once something is typed, or after a refused search.
  const error = value || attempted ? queryError(by, value, context.market) : null;

  const setValue = useCallback((next: string) => {
    current.current.value = next;
    setValueState(next);
  }, []);
  const setBy = useCallback((next: SearchBy) => {
    current.current = { by: next, value: '' };
    setByState(next);
    setValueState('');
    setAttempted(false);
  }, []);

  const search = useCallback(
    async (searchBy: SearchBy = current.current.by, typed: string = current.current.value) => {
      if (queryError(searchBy, typed, context.market)) {
        setAttempted(true);
        return 'refused' as const;
      }
      controller.current?.abort();
      const running = new AbortController();
      controller.current = running;
      setStatus('searching');
      try {
        const id = normalizeQuery(typed);
        const lookup = await lookupRecalls(context, searchBy, id, { chatBot, signal: running.signal });
        if (running.signal.aborted) return 'canceled' as const;
        const found = toRecallResult(lookup, searchBy, id);
        setResult(found);
        setStatus('found');
        emit('hub-submit-success', {
          form: 'recall-search',
          by: searchBy,
          recalls: found.recalls.length,
          updates: found.updates.length,
        });
        return 'found' as const;
      } catch (failure) {
        if (running.signal.aborted) return 'canceled' as const;
        const notFound = failure instanceof ServiceError && failure.status === 404;
        setResult(null);
        setStatus(notFound ? 'not-found' : 'failed');
        emit('hub-submit-error', {
          form: 'recall-search',
          code: failure instanceof ServiceError ? (notFound ? 'not-found' : failure.kind) : 'unknown',
        });
        return 'failed' as const;
      }
    },
    [context, chatBot, emit],
  );

  /** Fills the chassis with a VIN read by the camera and searches it. */
  const searchVin = useCallback(
    (vin: string) => {
      const chassis = normalizeQuery(vin);
      current.current = { by: 'chassis', value: chassis };
      setByState('chassis');
      setValueState(chassis);
      setAttempted(true);
      return search('chassis', chassis);
    },
    [search],
  );

  return { t, by, setBy, value, setValue, error, status, result, search, searchVin };
}
