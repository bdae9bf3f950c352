import { getPrizes } from '../../api/loyalty.ts';
import { EmptyState } from '../../core/form/EmptyState.tsx';
import { LoadFailed } from '../../core/form/LoadFailed.tsx';
import { Skeleton } from '../../core/form/Skeleton.tsx';
import { formatNumber } from '../../core/format.ts';
import { useResource } from '../../core/useResource.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import { toPrizes } from './answers.ts';
import type { LoyaltyT } from './i18n.ts';
import { Section } from './Section.tsx';

/** The programme's prizes with the points each takes, and whether the member's points reach it. */
export function PrizesSection({
  points,
  t,
  guard,
}: {
  points: number | null;
  t: LoyaltyT;
  guard: <T>(call: Promise<T>) => Promise<T>;
}) {
  const { context } = useWidget();
  const prizes = useResource(`loyalty-prizes:${context.market}`, (signal) =>
    guard(getPrizes(context, signal)).then(toPrizes),
  );
  const number = (value: number) => formatNumber(value, context.market);
  return (
    <Section title={t('prizes')} name="prizes">
      {prizes.status === 'loading' && <Skeleton lines={3} />}
      {prizes.status === 'error' && (
        <LoadFailed failure={prizes.failure} message={t('failure')} onRetry={prizes.retry} />
      )}
      {prizes.status === 'success' && prizes.data.length === 0 && (
        <EmptyState message={t('noPrizes')} next={t('noPrizesNext')} />
      )}
      {prizes.status === 'success' && prizes.data.length > 0 && (
        // biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics with list-style: none (themes/README.md)
        <ul className="hub-list hub-stack loyalty-prizes" role="list" aria-label={t('prizes')}>
          {prizes.data.map((prize) => (
            <li key={prize.id} className="hub-card loyalty-prize">
              <p className="hub-subtitle">{prize.name}</p>
              {prize.description && <p>{prize.description}</p>}
              {prize.points !== null && (
                <p>
                  <strong>{t('prizePoints', { points: number(prize.points) })}</strong>{' '}
                  {points !== null &&
                    (points >= prize.points
                      ? t('prizeReached')
                      : t('prizeMissing', { missing: number(prize.points - points) }))}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
