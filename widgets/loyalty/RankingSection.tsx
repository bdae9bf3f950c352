import { useEffect, useState } from 'react';
import { getRankingPage } from '../../api/loyalty.ts';
import { LoadFailed } from '../../core/form/LoadFailed.tsx';
import { Skeleton } from '../../core/form/Skeleton.tsx';
import { formatNumber } from '../../core/format.ts';
import { useResource } from '../../core/useResource.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import type { LoyaltyMember } from '../../domain/loyalty/member.ts';
import { type RankingPage, toRankingPage } from './answers.ts';
import type { LoyaltyT } from './i18n.ts';
import { pageButtons, pageOfPosition } from './pagination.ts';
import { Section } from './Section.tsx';

/**
 * The programme's ranking, a page at a time as the service pages it: a table with the member's own
 * line marked (in words too), Previous / Next and page buttons (the page shown stays while the next
 * loads; the new page is announced), and a button to the member's own page.
 */
export function RankingSection({
  member,
  t,
  guard,
}: {
  member: LoyaltyMember;
  t: LoyaltyT;
  guard: <T>(call: Promise<T>) => Promise<T>;
}) {
  const { context } = useWidget();
  const [page, setPage] = useState(0);
  const [shown, setShown] = useState<RankingPage | null>(null);
  const [moved, setMoved] = useState(false);
  const ranking = useResource(`loyalty-ranking:${page}`, (signal) =>
    guard(getRankingPage(context, page, signal)).then(toRankingPage),
  );
  useEffect(() => {
    if (ranking.status === 'success') setShown(ranking.data);
  }, [ranking.status, ranking.data]);
  const number = (value: number) => formatNumber(value, context.market);
  const total = shown?.totalPages ?? 0;
  const go = (target: number) => {
    if (target < 0 || target >= total || target === page) return;
    setMoved(true);
    setPage(target);
  };
  const own = member.rankingPosition;
  const ownPage = own !== null && shown ? pageOfPosition(own, shown.size) : null;

  return (
    <Section title={t('ranking')} name="ranking">
      {own !== null && member.points !== null && (
        <p>{t('rankingYours', { position: own, points: number(member.points) })}</p>
      )}
      {!shown && ranking.status === 'loading' && <Skeleton lines={4} />}
      {ranking.status === 'error' && (
        <LoadFailed failure={ranking.failure} message={t('failure')} onRetry={ranking.retry} />
      )}
      {shown && (
        <div className="loyalty-ranking" aria-busy={ranking.status === 'loading' || undefined}>
          <table className="loyalty-table">
            <caption>{t('rankingCaption', { page: shown.page + 1, total: Math.max(total, 1) })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('rankingPosition')}</th>
                <th scope="col">{t('rankingName')}</th>
                <th scope="col">{t('rankingPoints')}</th>
              </tr>
            </thead>
            <tbody>
              {shown.lines.map((line) => (
                <tr
                  key={line.position}
                  data-self={line.self ? '' : undefined}
                  aria-current={line.self ? 'true' : undefined}
                >
                  <td>{line.position}º</td>
                  <td>
                    {line.name}
                    {line.self && ` ${t('rankingYou')}`}
                  </td>
                  <td>{number(line.points)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="hub-visually-hidden" role="status">
            {ranking.status === 'success' && moved ? t('pageOf', { page: page + 1, total }) : ''}
          </p>
          {total > 1 && (
            <nav aria-label={t('rankingPages')}>
              {/* biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics with list-style: none (themes/README.md) */}
              <ul className="hub-list loyalty-pages" role="list">
                <li>
                  <button
                    type="button"
                    className="hub-button"
                    data-variant="secondary"
                    part="button"
                    aria-disabled={page === 0 || undefined}
                    onClick={() => go(page - 1)}
                  >
                    {t('previous')}
                  </button>
                </li>
                {pageButtons(page, total).map((target, i) =>
                  target === null ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
                    <li key={`gap-${i}`} aria-hidden="true">
                      …
                    </li>
                  ) : (
                    <li key={target}>
                      <button
                        type="button"
                        className="hub-button loyalty-page"
                        data-variant={target === page ? undefined : 'secondary'}
                        part="button"
                        aria-current={target === page ? 'page' : undefined}
                        aria-label={t('pageN', { page: target + 1 })}
                        onClick={() => go(target)}
                      >
                        {target + 1}
                      </button>
                    </li>
                  ),
                )}
                <li>
                  <button
                    type="button"
                    className="hub-button"
                    data-variant="secondary"
                    part="button"
                    aria-disabled={page >= total - 1 || undefined}
                    onClick={() => go(page + 1)}
                  >
                    {t('next')}
                  </button>
                </li>
              </ul>
            </nav>
          )}
          {ownPage !== null && ownPage !== page && (
            <div className="hub-row">
              <button
                type="button"
                className="hub-button"
                data-variant="link"
                part="button"
                onClick={() => go(ownPage)}
              >
                {t('rankingMine')}
              </button>
            </div>
          )}
        </div>
      )}
    </Section>
  );
}
