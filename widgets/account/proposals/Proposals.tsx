import type { UserProposal } from '../../../api/funding.ts';
import { LoadFailed } from '../../../core/form/LoadFailed.tsx';
import { Skeleton } from '../../../core/form/Skeleton.tsx';
import { formatDate } from '../../../core/format.ts';
import type { Resource } from '../../../core/useResource.ts';
import { useT, useWidget } from '../../../core/WidgetContext.tsx';
import { proposalStatusMessages, proposalStatusWords } from '../../../domain/proposal/proposalStatus.ts';
import { downloadText } from './downloadText.ts';
import { proposalsMessages } from './i18n.ts';
import { hasVoucher, voucherText } from './voucherText.ts';

/**
 * The user's financing proposals, newest first: vehicle, number, date, the status in words and, but
 * for a denied one, the voucher to download.
 */
export function Proposals({ proposals }: { proposals: Resource<UserProposal[]> & { retry: () => void } }) {
  const { context } = useWidget();
  const t = useT(proposalsMessages);
  const statusT = useT(proposalStatusMessages);
  return (
    <section className="hub-stack hub-card" aria-labelledby="account-proposals-title">
      <h3 className="hub-subtitle" id="account-proposals-title">
        {t('title')}
      </h3>
      {proposals.status === 'error' && (
        <LoadFailed failure={proposals.failure} message={t('failure')} onRetry={proposals.retry} />
      )}
      {(proposals.status === 'loading' || proposals.status === 'idle') && (
        <Skeleton lines={2}>
          <p className="hub-hint" role="status">
            {t('loading')}
          </p>
        </Skeleton>
      )}
      {proposals.status === 'success' && proposals.data.length === 0 && <p>{t('empty')}</p>}
      {proposals.status === 'success' && proposals.data.length > 0 && (
        // biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics with list-style: none (themes/README.md)
        <ul className="hub-list hub-stack" role="list" aria-label={t('listLabel')}>
          {proposals.data.map((proposal) => {
            const words = proposalStatusWords(statusT, proposal.status);
            return (
              <li key={proposal.id} className="account-item" data-status={proposal.status}>
                <div>
                  <p className="account-item-title">{proposal.vehicle ?? proposal.id}</p>
                  <p className="hub-text-muted">
                    {proposal.id} · {t('sentOn', { date: formatDate(proposal.createdAt, context.market) })}
                  </p>
                  <p>{t('status', { status: words })}</p>
                </div>
                {hasVoucher(proposal) && (
                  <button
                    type="button"
                    className="hub-button"
                    data-variant="secondary"
                    part="button"
                    aria-label={t('downloadOf', { number: proposal.id })}
                    onClick={() =>
                      downloadText(
                        `voucher-${proposal.id}.txt`,
                        voucherText(t, proposal, words, context.market),
                      )
                    }
                  >
                    {t('download')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
