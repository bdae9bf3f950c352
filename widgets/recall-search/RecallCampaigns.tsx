import { useId } from 'react';
import { getRecallCampaigns } from '../../api/recall.ts';
import { EmptyState } from '../../core/form/EmptyState.tsx';
import { LoadFailed } from '../../core/form/LoadFailed.tsx';
import { Skeleton } from '../../core/form/Skeleton.tsx';
import { formatDate } from '../../core/format.ts';
import type { Translate } from '../../core/i18n.ts';
import { useResource } from '../../core/useResource.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import type { recallSearchMessages } from './i18n.ts';
import { toCampaigns } from './recallResult.ts';

type T = Translate<(typeof recallSearchMessages)['pt-BR']>;

/** The recall campaigns of the page's brand and market (recall-campaign/{brand}/{market}). */
export function RecallCampaigns({ t }: { t: T }) {
  const { context } = useWidget();
  const titleId = useId();
  const campaigns = useResource(`${context.brand}/${context.market}`, async (signal) =>
    toCampaigns(await getRecallCampaigns(context, signal)),
  );
  return (
    <section
      className="hub-stack recall-campaigns"
      aria-labelledby={titleId}
      aria-busy={campaigns.status === 'loading' || undefined}
    >
      <h3 className="hub-subtitle" id={titleId}>
        {t('campaigns')}
      </h3>
      {campaigns.status === 'loading' && (
        <Skeleton>
          <p className="hub-hint">{t('campaignsLoading')}</p>
        </Skeleton>
      )}
      {campaigns.status === 'error' && (
        <LoadFailed failure={campaigns.failure} message={t('campaignsFailed')} onRetry={campaigns.retry} />
      )}
      {campaigns.status === 'success' &&
        (campaigns.data.length === 0 ? (
          <EmptyState message={t('noCampaigns')} next={t('noCampaignsNext')} />
        ) : (
          // biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics with list-style: none (themes/README.md)
          <ul className="hub-list hub-stack" role="list">
            {campaigns.data.map((c) => (
              <li key={c.id} className="recall-campaign">
                <strong>{c.title}</strong>
                {c.description && <span> — {c.description}</span>}
                {c.startDate && (
                  <span className="hub-hint">
                    {' '}
                    (
                    {t('since', {
                      date: formatDate(
                        c.startDate,
                        context.market,
                        c.startDate.length === 10
                          ? { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }
                          : undefined,
                      ),
                    })}
                    )
                  </span>
                )}
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
