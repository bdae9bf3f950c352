import { useId, useRef, useState } from 'react';
import { uploadProposalDocument } from '../../../api/financing/documents.ts';
import { useWidget } from '../../../core/WidgetContext.tsx';
import { DOCUMENT_TYPES, fileProblem, MAX_DOCUMENT_MB } from '../../../domain/documents/upload.ts';
import type { DocumentsT } from './i18n.ts';

interface Props {
  t: DocumentsT;
  proposalId: string;
  type: string;
  /** The document's name in words. */
  label: string;
  /** The file was received: the proposals are read again. */
  onSent: () => void;
}

/**
 * One document sent (again): the file checked for kind and size before sending, sent alone with its
 * progress bar, a retry when the service fails (the chosen file is kept for it).
 */
export function DocumentUpload({ t, proposalId, type, label, onSent }: Props) {
  const { context } = useWidget();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<'too-large' | 'bad-file' | 'failed' | null>(null);
  const busy = useRef(false);
  const send = async (chosen: File) => {
    if (busy.current) return;
    busy.current = true;
    setProblem(null);
    setProgress(0);
    try {
      await uploadProposalDocument(
        context,
        { proposalId, type, file: chosen, external: proposalId.startsWith('PSA') },
        (p) => setProgress(p.percent),
      );
      setFile(null);
      onSent();
    } catch {
      setProblem('failed');
    } finally {
      busy.current = false;
      setProgress(null);
    }
  };
  return (
    <div className="hub-field" data-document={type}>
      <label className="hub-label" htmlFor={id}>
        {t('sendAgain', { name: label })}
      </label>
      <p className="hub-hint" id={`${id}-hint`}>
        {t('fileHint', { size: MAX_DOCUMENT_MB })}
      </p>
      <input
        id={id}
        className="hub-input"
        type="file"
        accept={DOCUMENT_TYPES.join(',')}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : `${id}-hint`}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          event.target.value = '';
          if (!chosen) return;
          setFile(chosen);
          const wrong = fileProblem(chosen);
          if (wrong) setProblem(wrong);
          else void send(chosen);
        }}
      />
      {progress !== null && file && (
        <progress
          max={100}
          value={Math.round(progress * 100)}
          aria-label={t('uploading', { name: file.name })}
        />
      )}
      {problem && (
        <p className="hub-field-error" id={`${id}-problem`} role="alert">
          {t(problem === 'too-large' ? 'tooLarge' : problem === 'bad-file' ? 'badFile' : 'failure', {
            size: MAX_DOCUMENT_MB,
          })}
        </p>
      )}
      {problem === 'failed' && file && (
        <button
          type="button"
          className="hub-button"
          data-variant="secondary"
          part="button"
          onClick={() => void send(file)}
        >
          {t('retry')}
        </button>
      )}
    </div>
  );
}
