import { useCallback, useEffect, useRef, useState } from 'react';
import {
  getProposalDocuments,
  type ProposalDocument,
  uploadProposalDocument,
} from '../../../api/financing/documents.ts';
import { getProposal } from '../../../api/financing/proposals.ts';
import { LoadFailed } from '../../../core/form/LoadFailed.tsx';
import { useResource } from '../../../core/useResource.ts';
import { useWidget } from '../../../core/WidgetContext.tsx';
import { DOCUMENT_TYPES, fileProblem, MAX_DOCUMENT_MB } from '../../../domain/documents/upload.ts';
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

interface Slot {
  file?: File;
  /** 0 to 1 while sending. */
  progress: number | null;
  problem: 'too-large' | 'bad-file' | 'failed' | null;
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
  const [slots, setSlots] = useState<Record<string, Slot>>({});
  const busy = useRef(new Set<string>());
  const inputs = useRef<Record<string, HTMLInputElement | null>>({});
  useEffect(() => {
    if (state.data) setSent(state.data.sent);
  }, [state.data]);

  const slot = (type: string): Slot => slots[type] ?? { progress: null, problem: null };
  const update = useCallback(
    (type: string, next: Partial<Slot>) =>
      setSlots((all) => ({
        ...all,
        [type]: { ...(all[type] ?? { progress: null, problem: null }), ...next },
      })),
    [],
  );

  /** Sends one document; after a retry the focus goes back to its field (the retry button is gone). */
  const upload = async (type: string, file: File, retried = false) => {
    if (busy.current.has(type)) return;
    busy.current.add(type);
    update(type, { file, progress: 0, problem: null });
    try {
      const answer = await uploadProposalDocument(context, { proposalId, type, file, external }, (p) =>
        update(type, { progress: p.percent }),
      );
      update(type, { progress: null, file: undefined });
      setSent(answer.documents);
      onStatus(answer.status);
      if (retried) inputs.current[type]?.focus();
    } catch {
      update(type, { progress: null, problem: 'failed' });
    } finally {
      busy.current.delete(type);
    }
  };

  const choose = (type: string, file: File | undefined) => {
    if (!file) return;
    const problem = fileProblem(file);
    if (problem) return update(type, { file, progress: null, problem });
    void upload(type, file);
  };

  const required = state.data?.required ?? [];
  const received = sent ?? [];
  const complete = required.length > 0 && required.every((r) => received.some((d) => d.type === r));
  return (
    <section className="hub-stack fin-documents" aria-labelledby="fin-docs-title">
      <Heading className="hub-subtitle" id="fin-docs-title">
        {t('documentsTitle')}
      </Heading>
      <p className="hub-hint">{t('documentsText', { size: MAX_DOCUMENT_MB })}</p>
      {state.status === 'loading' && (
        <p role="status" className="hub-text-muted">
          <span className="hub-spinner" aria-hidden="true" /> {t('documentsLoading')}
        </p>
      )}
      {state.status === 'error' && (
        <LoadFailed message={t('documentsLoadFailed')} onRetry={state.retry} retryLabel={t('retry')} />
      )}
      {required.map((type) => {
        const { file, progress, problem } = slot(type);
        const done = received.find((d) => d.type === type);
        const inputId = `fin-doc-${type}`;
        const messageId = `${inputId}-message`;
        return (
          <div className="hub-field" key={type} data-document={type}>
            <label className="hub-label" htmlFor={inputId}>
              {labelOf(t, type)}
            </label>
            {done && (
              <p className="hub-text-muted" id={`${inputId}-sent`}>
                {t('docSent', { name: done.name })}
              </p>
            )}
            <input
              id={inputId}
              ref={(input) => {
                inputs.current[type] = input;
              }}
              className="hub-input"
              type="file"
              accept={DOCUMENT_TYPES.join(',')}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? messageId : done ? `${inputId}-sent` : undefined}
              onChange={(event) => {
                choose(type, event.target.files?.[0]);
                event.target.value = '';
              }}
            />
            {progress !== null && file && (
              <progress
                className="fin-progress"
                max={100}
                value={Math.round(progress * 100)}
                aria-label={t('docUploading', { name: file.name })}
              />
            )}
            {problem && (
              <p className="hub-field-error" id={messageId} role="alert">
                {problem === 'too-large'
                  ? t('docTooLarge')
                  : t('docProblem', { documentName: file?.name ?? labelOf(t, type) })}
              </p>
            )}
            {problem === 'failed' && file && (
              <button
                type="button"
                className="hub-button"
                data-variant="secondary"
                onClick={() => void upload(type, file, true)}
              >
                {t('retry')}
              </button>
            )}
          </div>
        );
      })}
      {complete && (
        <p className="hub-alert" data-tone="success" role="status">
          {t('documentsDone')}
        </p>
      )}
    </section>
  );
}
