import { useRef, useState } from 'react';
import type { IntegrationError } from '../../api/integration.ts';
import { ConfirmDialog } from '../../core/ConfirmDialog.tsx';
import { LoadFailed } from '../../core/form/LoadFailed.tsx';
import { PageNav } from '../../core/form/PageNav.tsx';
import { Skeleton } from '../../core/form/Skeleton.tsx';
import { formatDate } from '../../core/format.ts';
import { useReadyWhen } from '../../core/ready-gate.ts';
import { useFocusAfter } from '../../core/useFocusAfter.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { WHEN } from './display.ts';
import { ErrorFilterForm } from './ErrorFilterForm.tsx';
import { ErrorItem } from './ErrorItem.tsx';
import { integrationAdminMessages } from './i18n.ts';
import { ReprocessBar } from './ReprocessBar.tsx';
import { ReprocessResults } from './ReprocessResults.tsx';
import { useIntegrationErrors } from './useIntegrationErrors.ts';

/**
 * The journey integration errors: the filters, the page of errors with their boxes and "select all on
 * page", the reprocess of the selection with its results in words, the pages, and one error's status
 * (ignoring asks first). One polite region says what changed; a failure is an alert.
 */
export function ErrorsArea() {
  const t = useT(integrationAdminMessages);
  const { context } = useWidget();
  const state = useIntegrationErrors();
  const [ignoring, setIgnoring] = useState<IntegrationError | null>(null);
  const rootRef = useRef<HTMLElement>(null);
  const focusAfter = useFocusAfter();
  useReadyWhen(state.status === 'success' || state.status === 'error');
  const count = state.selected.size;
  return (
    <section className="hub-stack" ref={rootRef} aria-labelledby="ia-errors-title">
      <h3 className="hub-subtitle" id="ia-errors-title">
        {t('errorsTitle')}
      </h3>
      <ErrorFilterForm t={t} applied={state.filters} onApply={state.filter} />
      <p className="hub-visually-hidden" role="status">
        {state.announcement}
      </p>
      {state.problem && (
        <p className="hub-alert" data-tone="error" role="alert" part="alert">
          {state.problem}
        </p>
      )}
      <ReprocessResults t={t} results={state.results} />
      {state.status === 'loading' && (
        <Skeleton lines={4}>
          <p className="hub-hint">{t('loading')}</p>
        </Skeleton>
      )}
      {state.status === 'error' && (
        <LoadFailed
          failure={state.failure}
          message={t('loadFailed')}
          retryLabel={t('retry')}
          onRetry={state.reload}
        />
      )}
      {state.status === 'success' && state.rows.length === 0 && <p>{t('empty')}</p>}
      {state.status === 'success' && state.rows.length > 0 && (
        <>
          <ReprocessBar
            t={t}
            count={state.rows.length}
            selectedCount={count}
            busy={state.reprocessing}
            onSelectPage={state.selectPage}
            onReprocess={() => void state.reprocess()}
          />
          <ol
            className="hub-list hub-stack ia-list"
            // biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics with list-style: none (themes/README.md)
            role="list"
            aria-label={t('listCaption', { count: state.total })}
          >
            {state.rows.map((error) => (
              <ErrorItem
                key={error.id}
                t={t}
                error={error}
                when={formatDate(error.createdAt, context.market, WHEN)}
                selected={state.selected.has(error.id)}
                onSelect={(on) => state.toggle(error.id, on)}
                onStatus={(status) =>
                  status === 'IGNORED' ? setIgnoring(error) : void state.setStatus(error, status)
                }
              />
            ))}
          </ol>
          {state.pages > 1 && (
            <PageNav
              t={t}
              page={state.page}
              pages={state.pages}
              onPage={state.goTo}
              className="hub-row ia-pages"
            />
          )}
        </>
      )}
      {ignoring && (
        <ConfirmDialog
          texts={{
            title: t('ignoreTitle', { id: ignoring.id }),
            text: t('ignoreText', { journey: ignoring.journeyId, customer: ignoring.customerName }),
            confirm: t('ignoreConfirm'),
            busy: t('ignoring'),
            cancel: t('cancel'),
            retry: t('retry'),
            failure: t('changeFailed'),
          }}
          action={() => state.setStatus(ignoring, 'IGNORED', true)}
          onDone={() => {
            const id = ignoring.id;
            setIgnoring(null);
            focusAfter(() =>
              rootRef.current?.querySelector<HTMLElement>(`[data-error="${id}"] [data-control="PENDING"]`),
            );
          }}
          onClose={() => setIgnoring(null)}
        />
      )}
    </section>
  );
}
