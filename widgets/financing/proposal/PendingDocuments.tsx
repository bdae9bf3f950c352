import { useState } from 'react';
import { useWidget } from '../../../core/WidgetContext.tsx';
import type { FinancingT } from '../i18n.ts';
import { ProposalDocuments } from './ProposalDocuments.tsx';
import { forgetPendingProposal, type PendingProposal, readPendingProposal } from './pendingProposal.ts';

/**
 * After a reload the proposal waiting for documents is found again in session storage: its number and
 * its documents section, with what was already sent read back from the service.
 */
export function PendingDocuments({ t }: { t: FinancingT }) {
  const { context } = useWidget();
  const [pending] = useState<PendingProposal | null>(() =>
    typeof sessionStorage === 'undefined' ? null : readPendingProposal(sessionStorage, context.brand),
  );
  const [status, setStatus] = useState<string | null>(null);
  if (!pending) return null;
  const received = (next: string) => {
    setStatus(next);
    if (next !== 'PENDING_DOCUMENT') forgetPendingProposal(sessionStorage, context.brand);
  };
  return (
    <div className="hub-stack fin-pending-documents" data-status={status ?? undefined}>
      {status !== 'DOCUMENT_ANALYSIS' && (
        <p className="hub-alert" data-tone="info">
          {t('documentsPending', { number: pending.id })}
        </p>
      )}
      <ProposalDocuments
        t={t}
        proposalId={pending.id}
        external={pending.external}
        onStatus={received}
        level={2}
      />
    </div>
  );
}
