import { LoadFailed } from '../../../core/form/LoadFailed.tsx';
import { useResource } from '../../../core/useResource.ts';
import { useWidget } from '../../../core/WidgetContext.tsx';
import type { FinancingT } from '../i18n.ts';
import { ResultScreen } from './ResultScreen.tsx';
import { type ResumedProposal, resumeProposal } from './resumeProposal.ts';
import { validityOf } from './validityOf.ts';

interface Props {
  t: FinancingT;
  id: string;
  formalizeUrl: string;
  dealerName?: string | undefined;
  dealerContact?: string | undefined;
  /** A PSA proposal (its documents go to the PSA bank's flow). */
  external: boolean;
  onRestart: () => void;
}

/**
 * A sent proposal reopened by its id — the formalization QR on a phone, `proposal-id`, a reload after
 * sending: read back from the service, then its result screen (status, documents, formalization, voucher).
 */
export function ResumedResult({
  t,
  id,
  formalizeUrl,
  dealerName,
  dealerContact,
  external,
  onRestart,
}: Props) {
  const { context } = useWidget();
  const proposal = useResource<ResumedProposal>(`resume:${id}`, (signal) =>
    resumeProposal(context, id, signal),
  );
  if (proposal.status === 'error')
    return <LoadFailed failure={proposal.failure} message={t('resumeFailed')} onRetry={proposal.retry} />;
  if (proposal.status !== 'success')
    return (
      <p role="status" className="hub-text-muted fin-loading">
        <span className="hub-spinner" aria-hidden="true" /> {t('resuming')}
      </p>
    );
  const sent = proposal.data;
  return (
    <ResultScreen
      t={t}
      status={sent.status}
      formalizeUrl={formalizeUrl}
      onRestart={onRestart}
      external={external}
      voucher={{
        number: sent.id,
        buyer: sent.buyer,
        document: sent.document,
        dealerName,
        dealerContact,
        validUntil: validityOf(sent.validUntil),
        result: sent.result,
      }}
    />
  );
}
