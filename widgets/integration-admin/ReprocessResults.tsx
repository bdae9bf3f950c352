import type { ReprocessResult } from '../../api/integration.ts';
import type { IntegrationAdminT } from './i18n.ts';

/** The last reprocess's result, one sentence per error, in a polite live region. */
export function ReprocessResults({
  t,
  results,
}: {
  t: IntegrationAdminT;
  results: readonly ReprocessResult[];
}) {
  return (
    <div role="status" className={results.length > 0 ? 'hub-alert ia-results' : undefined} data-tone="info">
      {results.length > 0 && (
        <>
          <h4 className="ia-results-title">{t('resultsTitle')}</h4>
          <ul className="hub-list">
            {results.map((r) => (
              <li key={r.id} data-outcome={r.outcome}>
                {t(`outcome_${r.outcome}`, {
                  id: r.id,
                  status: r.status ? t(`status_${r.status}`).toLowerCase() : '',
                })}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
