import { useState } from 'react';
import { listIntegrationLogs } from '../../api/integration.ts';
import { LoadFailed } from '../../core/form/LoadFailed.tsx';
import { PageNav } from '../../core/form/PageNav.tsx';
import { Skeleton } from '../../core/form/Skeleton.tsx';
import { formatDate } from '../../core/format.ts';
import { useResource } from '../../core/useResource.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { pageCount, WHEN } from './display.ts';
import { integrationAdminMessages } from './i18n.ts';

const LOGS_PER_PAGE = 10;

/** The integration logs (`integration-log`), newest first, a page at a time, the level in words. */
export function IntegrationLogs() {
  const t = useT(integrationAdminMessages);
  const { context } = useWidget();
  const [page, setPage] = useState(0);
  const logs = useResource(`logs:${page}`, (signal) =>
    listIntegrationLogs(context, page, LOGS_PER_PAGE, signal),
  );
  const pages = logs.status === 'success' ? pageCount(logs.data.totalElements, LOGS_PER_PAGE) : 1;
  // The logs' pages take their own landmark name beside the errors' pages.
  const navT = (id: 'pagination' | 'previous' | 'next' | 'pageOf', vars?: Record<string, string | number>) =>
    t(id === 'pagination' ? 'logsPagination' : id, vars);
  return (
    <section className="hub-stack" aria-labelledby="ia-logs-title">
      <h3 className="hub-subtitle" id="ia-logs-title">
        {t('logsTitle')}
      </h3>
      {logs.status === 'loading' && (
        <Skeleton lines={3}>
          <p className="hub-hint">{t('logsLoading')}</p>
        </Skeleton>
      )}
      {logs.status === 'error' && (
        <LoadFailed
          failure={logs.failure}
          message={t('loadFailed')}
          retryLabel={t('retry')}
          onRetry={logs.retry}
        />
      )}
      {logs.status === 'success' && logs.data.content.length === 0 && <p>{t('logsEmpty')}</p>}
      {logs.status === 'success' && logs.data.content.length > 0 && (
        <>
          <table className="ia-table">
            <caption>{t('logsCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('colAt')}</th>
                <th scope="col">{t('colLevel')}</th>
                <th scope="col">{t('system')}</th>
                <th scope="col">{t('colMessage')}</th>
              </tr>
            </thead>
            <tbody>
              {logs.data.content.map((line) => (
                <tr key={line.id} data-level={line.level}>
                  <td>
                    <time dateTime={line.at}>{formatDate(line.at, context.market, WHEN)}</time>
                  </td>
                  <td>{t(`level_${line.level}`)}</td>
                  <td>{line.system}</td>
                  <td>{line.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {pages > 1 && (
            <PageNav t={navT} page={page} pages={pages} onPage={setPage} className="hub-row ia-pages" />
          )}
        </>
      )}
    </section>
  );
}
