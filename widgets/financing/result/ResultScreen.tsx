import { useEffect, useState } from 'react';
import { getProposal } from '../../../api/financing/proposals.ts';
import type { NormalizedSimulation } from '../../../api/financing/types.ts';
import { useResource } from '../../../core/useResource.ts';
import { useT, useWidget } from '../../../core/WidgetContext.tsx';
import { proposalStatusMessages, proposalStatusWords } from '../../../domain/proposal/proposalStatus.ts';
import type { FinancingT } from '../i18n.ts';
import { ProposalDocuments } from '../proposal/ProposalDocuments.tsx';
import { forgetPendingProposal, keepPendingProposal } from '../proposal/pendingProposal.ts';
import { FormalizeQr } from './FormalizeQr.tsx';
import { canFormalize, outcomeOf } from './outcome.ts';
import { printAlone } from './printAlone.ts';
import { Voucher, type VoucherData } from './Voucher.tsx';

interface Props {
  t: FinancingT;
  status: string;
  /** The voucher; without its plan (a resumed proposal whose simulation cannot be read) none is shown. */
  voucher: Omit<VoucherData, 'result'> & { result: NormalizedSimulation | null };
  formalizeUrl: string;
  onRestart: () => void;
  /** A PSA proposal (its documents go to the PSA bank's flow). */
  external?: boolean;
}

/** Approved, refused or in-analysis result of a proposal, with its status in words, voucher and formalization. */
export function ResultScreen({
  t,
  status: sentStatus,
  voucher,
  formalizeUrl,
  onRestart,
  external = false,
}: Props) {
  const { context, host } = useWidget();
  const statusT = useT(proposalStatusMessages);
  // A proposal waiting for documents shows the documents section; the status then follows the uploads.
  const needsDocuments = sentStatus === 'PENDING_DOCUMENT';
  const [documentsStatus, setDocumentsStatus] = useState<string | null>(null);
  useEffect(() => {
    if (!needsDocuments || typeof sessionStorage === 'undefined') return;
    // Kept while documents are missing, so a reload finds the proposal again; forgotten once all are in.
    if (documentsStatus && documentsStatus !== 'PENDING_DOCUMENT')
      return forgetPendingProposal(sessionStorage, context.brand);
    keepPendingProposal(sessionStorage, context.brand, { id: voucher.number, external });
  }, [needsDocuments, documentsStatus, context.brand, voucher.number, external]);
  // A proposal headed for formalization is read back first: until the service has processed it the
  // formalize button says 'coming soon' (seed 000 §4), then the status it answers is the one shown.
  const processed = useResource<{ status: string }>(
    canFormalize(sentStatus) ? `proposal:${voucher.number}` : null,
    (signal) => getProposal(context, voucher.number, signal),
  );
  const status = documentsStatus ?? processed.data?.status ?? sentStatus;
  const processing = processed.status === 'loading' || processed.status === 'idle';
  const outcome = outcomeOf(status);
  const [qr, setQr] = useState(false);
  const title =
    outcome === 'approved' ? 'approvedTitle' : outcome === 'denied' ? 'deniedTitle' : 'resumeTitle';
  const text = outcome === 'approved' ? 'approvedText' : outcome === 'denied' ? 'deniedText' : 'resumeText';
  const tone = outcome === 'approved' ? 'success' : outcome === 'denied' ? 'error' : 'info';
  return (
    <section className="hub-stack" aria-labelledby="fin-outcome-title">
      <div className="hub-alert" data-tone={tone}>
        <h2 className="hub-title" id="fin-outcome-title">
          {t(title)}
        </h2>
        <p>{t(text)}</p>
        <p>{t('status', { status: proposalStatusWords(statusT, status) })}</p>
      </div>
      {needsDocuments && (
        <ProposalDocuments
          t={t}
          proposalId={voucher.number}
          external={external}
          onStatus={setDocumentsStatus}
        />
      )}
      {outcome !== 'denied' && voucher.result && (
        <Voucher t={t} data={{ ...voucher, result: voucher.result }} />
      )}
      <div className="hub-row fin-actions">
        {outcome !== 'denied' && voucher.result && (
          <button
            type="button"
            className="hub-button"
            data-variant="secondary"
            onClick={() => printAlone(host)}
          >
            {t('print')}
          </button>
        )}
        {canFormalize(status) &&
          (processing ? (
            <button type="button" className="hub-button" aria-disabled="true">
              {t('formalizeSoon')}
            </button>
          ) : (
            <button type="button" className="hub-button" aria-expanded={qr} onClick={() => setQr(true)}>
              {t('formalize')}
            </button>
          ))}
        <button type="button" className="hub-button" data-variant="secondary" onClick={onRestart}>
          {t('newSimulation')}
        </button>
      </div>
      {qr && <FormalizeQr t={t} url={formalizeUrl} number={voucher.number} />}
    </section>
  );
}
