import { useRef, useState } from 'react';
import {
  type ErrorFilters,
  type IntegrationError,
  listIntegrationErrors,
  type ReprocessResult,
  reprocessErrors,
  type SettableStatus,
  setErrorStatus,
} from '../../api/integration.ts';
import { failureKind, isForbidden } from '../../core/errors.ts';
import { useSelection } from '../../core/form/useSelection.ts';
import { failureOf, useResource } from '../../core/useResource.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { roleMessages } from '../../domain/roles/index.ts';
import { pageCount } from './display.ts';
import { NO_FILTERS } from './errorFilters.ts';
import { integrationAdminMessages } from './i18n.ts';

/** An error as a reprocess left it: its new status, one attempt more when it was tried again. */
function afterReprocess(error: IntegrationError, results: readonly ReprocessResult[]): IntegrationError {
  const result = results.find((r) => r.id === error.id);
  if (!result?.status) return error;
  const tried = result.outcome === 'RESOLVED' || result.outcome === 'FAILED';
  return { ...error, status: result.status, attempts: error.attempts + (tried ? 1 : 0) };
}

/** Errors a page shows. */
export const ERRORS_PER_PAGE = 10;

/**
 * The state of the journey integration errors: the filters applied and the page (loaded with a retry),
 * the selection on the page, the reprocess of the selection (sent once even on a double click, one
 * result per id) and one error's status set by hand; a failure is said in an alert (a 403 in the
 * roles' words) and nothing chosen is lost.
 */
export function useIntegrationErrors() {
  const { context, emit } = useWidget();
  const t = useT(integrationAdminMessages);
  const forbidden = useT(roleMessages)('forbidden');
  const [filters, setFilters] = useState<ErrorFilters>(NO_FILTERS);
  const [page, setPage] = useState(0);
  const loaded = useResource(`errors:${JSON.stringify(filters)}:${page}`, (signal) =>
    listIntegrationErrors(context, filters, page, ERRORS_PER_PAGE, signal),
  );
  const [rows, setRows] = useState<IntegrationError[]>([]);
  const selection = useSelection();
  const [results, setResults] = useState<ReprocessResult[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [reprocessing, setReprocessing] = useState(false);
  // Whether a reprocess is on its way: a double click sends once.
  const sending = useRef(false);

  // A new page's rows are taken while rendering it (not in an effect after it painted), so the list's
  // count and its rows never show two different answers.
  const [rowsOf, setRowsOf] = useState<unknown>(null);
  if (loaded.status === 'success' && loaded.data !== rowsOf) {
    setRowsOf(loaded.data);
    setRows(loaded.data.content);
  }

  const failed = (form: string, error: unknown) => {
    setProblem(isForbidden(error) ? forbidden : t('changeFailed'));
    emit('hub-submit-error', { form, code: failureKind(error) });
  };
  const replace = (id: string, status: IntegrationError['status']) =>
    setRows((all) => all.map((e) => (e.id === id ? { ...e, status } : e)));

  /** Applies new filters from the first page; the selection and the last results are let go. */
  const filter = (next: ErrorFilters) => {
    setFilters(next);
    setPage(0);
    selection.clear();
    setResults([]);
  };

  /** Reprocesses the selection once; each error's result is said in words and its status updated. */
  const reprocess = async () => {
    const ids = rows.filter((e) => selection.current().has(e.id)).map((e) => e.id);
    if (sending.current || ids.length === 0) return;
    sending.current = true;
    setReprocessing(true);
    setProblem(null);
    try {
      const answer = await reprocessErrors(context, ids);
      setResults(answer);
      setRows((all) => all.map((e) => afterReprocess(e, answer)));
      selection.clear();
      emit('hub-submit-success', { form: 'integration-reprocess', ids });
    } catch (error) {
      failed('integration-reprocess', error);
    } finally {
      sending.current = false;
      setReprocessing(false);
    }
  };

  /**
   * Sets one error's status; `confirmed` changes (an error ignored, from its dialog) rethrow so the
   * dialog shows the failure with its retry.
   */
  const setStatus = async (error: IntegrationError, status: SettableStatus, confirmed = false) => {
    setProblem(null);
    try {
      const answer = await setErrorStatus(context, error.id, status);
      replace(error.id, answer.status ?? status);
      setAnnouncement(t('statusDone', { id: error.id, status: t(`status_${status}`) }));
      emit('hub-submit-success', { form: 'integration-status', id: error.id, status });
    } catch (problem) {
      if (confirmed) {
        emit('hub-submit-error', { form: 'integration-status', code: failureKind(problem) });
        throw problem;
      }
      failed('integration-status', problem);
    }
  };

  return {
    status: loaded.status,
    /** Why the load failed (for `LoadFailed`). */
    failure: failureOf(loaded),
    reload: loaded.retry,
    total: loaded.status === 'success' ? loaded.data.totalElements : 0,
    filters,
    filter,
    page,
    pages: loaded.status === 'success' ? pageCount(loaded.data.totalElements, ERRORS_PER_PAGE) : 1,
    goTo: (next: number) => {
      setPage(next);
      selection.clear();
    },
    rows,
    selected: selection.selected,
    toggle: selection.toggle,
    selectPage: (on: boolean) => selection.set(on ? rows.map((e) => e.id) : []),
    reprocess,
    reprocessing,
    results,
    setStatus,
    problem,
    announcement,
  };
}
