import { useId } from 'react';
import { getBenefitPolls } from '../../api/benefits.ts';
import { LoadFailed } from '../../core/form/LoadFailed.tsx';
import { Skeleton } from '../../core/form/Skeleton.tsx';
import { useResource } from '../../core/useResource.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import type { BenefitsPanelProps } from './BenefitsPanel.tsx';
import { benefitsMessages } from './i18n.ts';
import { PollCard } from './PollCard.tsx';
import { useBenefitsMember } from './useBenefitsMember.ts';

/**
 * The benefit surveys of the brand (`polls-user`, type SINGLE) for the member of the page: vote
 * once, then the result, partial until the target number of members has voted. None for the
 * brand: 'no survey found for this dealership' (seed 001 §8). Reads the page context itself.
 */
export function PollsPanel({ onUnauthorized, headingLevel = 2, hash: known }: BenefitsPanelProps) {
  const { context } = useWidget();
  const t = useT(benefitsMessages);
  const member = useBenefitsMember(onUnauthorized, known);
  const hash = member.status === 'success' ? (member.data?.hash ?? null) : null;
  const polls = useResource(hash ? `polls:${hash}` : null, (signal) =>
    getBenefitPolls(context, hash!, signal),
  );
  const id = useId();
  const Title = `h${headingLevel}` as const;
  const loading = member.status === 'loading' || polls.status === 'loading';
  return (
    <section className="hub-stack polls-panel" aria-labelledby={id} aria-busy={loading || undefined}>
      <Title className={headingLevel === 2 ? 'hub-title' : 'hub-subtitle'} id={id}>
        {t('pollsTitle')}
      </Title>
      {member.status === 'anonymous' && <p>{t('anonymous')}</p>}
      {loading && (
        <Skeleton>
          <p className="hub-hint" role="status">
            {t('pollsLoading')}
          </p>
        </Skeleton>
      )}
      {member.status === 'error' && (
        <LoadFailed failure={member.failure} message={t('failure')} onRetry={member.retry} />
      )}
      {member.status === 'success' && !member.data && <p>{t('notMember')}</p>}
      {polls.status === 'error' && (
        <LoadFailed failure={polls.failure} message={t('failure')} onRetry={polls.retry} />
      )}
      {polls.status === 'success' && polls.data.length === 0 && <p>{t('noSurvey')}</p>}
      {polls.status === 'success' && polls.data.length > 0 && (
        // biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics with list-style: none (themes/README.md)
        <ul className="hub-list hub-stack" role="list">
          {polls.data.map((poll) => (
            <li key={poll.id} className="hub-card">
              <PollCard poll={poll} hash={hash!} t={t} heading={(headingLevel + 1) as 3 | 4} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
