import { useState } from 'react';
import { useActionFailure } from '../../../core/form/failureText.ts';
import { WaitLeft } from '../../../core/form/WaitLeft.tsx';
import { useWidget } from '../../../core/WidgetContext.tsx';
import {
  DOCUMENTS,
  type DocumentKind,
  documentProblem,
  sendReservationDocuments,
} from '../../../domain/documents/reservationDocuments.ts';
import { DOCUMENT_TYPES, MAX_DOCUMENT_MB } from '../../../domain/documents/upload.ts';
import type { ReservationT } from '../i18n.ts';

interface Props {
  t: ReservationT;
  reservationId: string;
  /** The documents were received; the status the service reports. */
  onDone: (status: string) => void;
}

/**
 * Document upload with a progress bar per file, the size limit, a per-document problem and retry (a
 * rate limit's wait, holding the retry until it is over, or offline said in the kit's words).
 */
export function Documents({ t, reservationId, onDone }: Props) {
  const scope = useWidget().context;
  const [files, setFiles] = useState<Partial<Record<DocumentKind, File>>>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The last send's failure (a throw may be anything); null: none.
  const [failed, setFailed] = useState<{ failure: unknown } | null>(null);
  const held = useActionFailure(failed?.failure, t('genericError'));

  const send = async () => {
    const chosen = DOCUMENTS.flatMap((kind) => {
      const file = files[kind];
      return file ? [{ kind, file }] : [];
    });
    if (chosen.length < DOCUMENTS.length) return setProblem(t('chooseFiles'));
    const issue = documentProblem(files);
    if (issue)
      return setProblem(
        issue.kind === 'too-large' ? t('tooLarge') : t('docProblem', { documentName: issue.name }),
      );
    setProblem(null);
    setFailed(null);
    setProgress(0);
    try {
      onDone(await sendReservationDocuments(scope, reservationId, chosen, setProgress));
    } catch (failure) {
      setProgress(null);
      setFailed({ failure });
    }
  };
  return (
    <form
      className="hub-stack"
      noValidate
      aria-labelledby="rsv-docs-title"
      onSubmit={(event) => {
        event.preventDefault();
        if (progress === null) held.run(() => void send());
      }}
    >
      <h2 className="hub-title" id="rsv-docs-title">
        {t('documentsTitle')}
      </h2>
      <p className="hub-hint">{t('documentsText', { size: MAX_DOCUMENT_MB })}</p>
      {DOCUMENTS.map((d) => (
        <div className="hub-field" key={d}>
          <label className="hub-label" htmlFor={`rsv-doc-${d}`}>
            {t(`doc.${d}`)}
          </label>
          <input
            id={`rsv-doc-${d}`}
            className="hub-input"
            type="file"
            accept={DOCUMENT_TYPES.join(',')}
            onChange={(event) => {
              const file = event.target.files?.[0];
              setFiles((f) => ({ ...f, [d]: file }));
              setProblem(null);
            }}
          />
          {progress !== null && files[d] && (
            <progress
              className="rsv-progress"
              max={100}
              value={Math.round(progress * 100)}
              aria-label={t('uploading', { name: files[d].name })}
            />
          )}
        </div>
      ))}
      {problem && (
        <p className="hub-alert" data-tone="error" role="alert">
          {problem}
        </p>
      )}
      {failed && (
        <p className="hub-alert" data-tone="error" role="alert">
          {held.text}
        </p>
      )}
      <button
        type="submit"
        className="hub-button"
        aria-disabled={progress !== null || held.waitLeft > 0 || undefined}
      >
        {failed ? t('retry') : t('upload')}
        <WaitLeft left={held.waitLeft} />
      </button>
    </form>
  );
}
