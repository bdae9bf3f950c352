import { LoadFailed } from '../../../core/form/LoadFailed.tsx';
import { Skeleton } from '../../../core/form/Skeleton.tsx';
import { useReadyWhen } from '../../../core/ready-gate.ts';
import { useT } from '../../../core/WidgetContext.tsx';
import { proposalMessages } from './i18n.ts';
import { ProposalDetail } from './ProposalDetail.tsx';
import { StatusTag } from './StatusTag.tsx';
import { currentStatus } from './timeline.ts';
import { useProposals } from './useProposals.ts';

/** The signed-in user's rental proposals of the page's brand, and the selected one with its timeline. */
export function Proposals({ proposalCode }: { proposalCode: string | undefined }) {
  const t = useT(proposalMessages);
  const proposals = useProposals(proposalCode);
  const { list, selected, proposal } = proposals;
  useReadyWhen(list !== null || proposals.failed);
  return (
    <section className="hub-stack rental-area" aria-busy={proposals.loading || undefined}>
      <h2 className="hub-title">{t('title')}</h2>
      {proposals.failed && (
        <LoadFailed message={t('loadFailed')} onRetry={proposals.retry} failure={proposals.failure} />
      )}
      {list === null && !proposals.failed && (
        <Skeleton lines={3}>
          <p className="hub-hint">{t('loading')}</p>
        </Skeleton>
      )}
      {list?.length === 0 && (
        <p className="hub-alert" data-tone="info">
          {t('empty')}
        </p>
      )}
      {list && list.length > 0 && (
        <ul className="rental-list" aria-label={t('listLabel')}>
          {list.map((item) => (
            <li key={item.proposalCode}>
              <button
                type="button"
                className="rental-choice"
                aria-pressed={item.proposalCode === selected}
                onClick={() => proposals.select(item.proposalCode)}
              >
                <span className="rental-choice-title">
                  {t('proposal', { code: item.proposalCode })} · {item.model}
                </span>
                <StatusTag status={currentStatus(item.timeline)} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {proposal && <ProposalDetail key={proposal.proposalCode} proposal={proposal} />}
    </section>
  );
}
