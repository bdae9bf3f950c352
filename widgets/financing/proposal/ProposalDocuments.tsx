import { useEffect, useState } from 'react';
import {
  type DocumentsReceipt,
  getProposalDocuments,
  type ProposalDocument,
  uploadProposalDocument,
} from '../../../api/financing/documents.ts';
import { getProposal } from '../../../api/financing/proposals.ts';
import { LoadFailed } from '../../../core/form/LoadFailed.tsx';
import { Skeleton } from '../../../core/form/Skeleton.tsx';
import { useResource } from '../../../core/useResource.ts';
import { useWidget } from '../../../core/WidgetContext.tsx';
import { DocumentFileField } from '../../../domain/documents/DocumentFileField.tsx';
import { MAX_DOCUMENT_MB } from '../../../domain/documents/upload.ts';
import { type SendDocument, useDocumentUpload } from '../../../domain/documents/useDocumentUpload.ts';
import type { FinancingT } from '../i18n.ts';

interface Props {
  t: FinancingT;
  proposalId: string;
  /** PSA proposals send their documents to the PSA bank's flow (`POST v2/psa/financing/documents`). */
  external: boolean;
  /** The proposal's status after a document was received. */
  onStatus: (status: string) => void;
  /** Level of the section's heading (3 under the result's title). */
  level?: 2 | 3;
}

const IDENTITY = new Set(['RG', 'IE', 'RNE', 'CTPS', 'CNH', 'CR', 'DNI']);

const labelOf = (t: FinancingT, type: string) =>
  IDENTITY.has(type)
    ? t(`document.${type}` as 'document.RG')
    : type === 'INCOME' || type === 'ADDRESS'
      ? t(`proof.${type}`)
      : type;

/**
 * The documents a proposal needs (seed 000 §7): one file input per document the service asks for,
 * checked for kind and size before sending, sent alone with its progress bar, a retry when it fails,
 * and the documents already received (read back from the service, so a reload shows them).
 */
export function ProposalDocuments({ t, proposalId, external, onStatus, level = 3 }: Props) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const { context } = useWidget();
  const state = useResource<{ required: string[]; sent: ProposalDocument[] }>(
    `documents:${proposalId}`,
    async (signal) => {
      const [proposal, sent] = await Promise.all([
        getProposal(context, proposalId, signal),
        getProposalDocuments(context, proposalId, signal),
      ]);
      return { required: proposal.requiredDocuments ?? [], sent };
    },
  );
  const [sent, setSent] = useState<ProposalDocument[] | null>(null);
  /** A document was received: the list and the proposal's status follow. */
  const received = (answer: DocumentsReceipt) => {
    setSent(answer.documents);
    onStatus(answer.status);
  };
  useEffect(() => {
    if (state.data) setSent(state.data.sent);
  }, [state.data]);

  const required = state.data?.required ?? [];
  const got = sent ?? [];
  const complete = required.length > 0 && required.every((r) => got.some((d) => d.type === r));
  return (
    <section className="hub-stack fin-documents" aria-labelledby="fin-docs-title">
      <Heading className="hub-subtitle" id="fin-docs-title">
        {t('documentsTitle')}
      </Heading>
      <p className="hub-hint">{t('documentsText', { size: MAX_DOCUMENT_MB })}</p>
      {state.status === 'loading' && (
        <Skeleton lines={2}>
          <p role="status" className="hub-text-muted">
            {t('documentsLoading')}
          </p>
        </Skeleton>
      )}
      {state.status === 'error' && (
        <LoadFailed
          failure={state.failure}
          message={t('documentsLoadFailed')}
          onRetry={state.retry}
          retryLabel={t('retry')}
        />
      )}
      {required.map((type) => (
        <RequiredDocument
          key={type}
          t={t}
          type={type}
          done={got.find((d) => d.type === type)}
          send={(file, onProgress) =>
            uploadProposalDocument(context, { proposalId, type, file, external }, (p) =>
              onProgress(p.percent),
            ).then(received)
          }
        />
      ))}
      {complete && (
        <p className="hub-alert" data-tone="success" role="status">
          {t('documentsDone')}
        </p>
      )}
    </section>
  );
}

interface DocumentProps {
  t: FinancingT;
  type: string;
  /** The file received for this document, if any. */
  done: ProposalDocument | undefined;
  send: SendDocument;
}

/** One document the proposal needs, sent through domain/documents (checked, progress, retry). */
function RequiredDocument({ t, type, done, send }: DocumentProps) {
  const upload = useDocumentUpload(send);
  return (
    <DocumentFileField
      id={`fin-doc-${type}`}
      document={type}
      label={labelOf(t, type)}
      note={done && { text: t('docSent', { name: done.name }), className: 'hub-text-muted' }}
      upload={upload}
      progressClassName="fin-progress"
      texts={{
        uploading: (name) => t('docUploading', { name }),
        problem: (problem, fileName) =>
          problem === 'too-large'
            ? t('docTooLarge')
            : t('docProblem', { documentName: fileName ?? labelOf(t, type) }),
        retry: t('retry'),
      }}
    />
  );
}
