import { useActionFailure } from '../../core/form/failureText.ts';
import { WaitLeft } from '../../core/form/WaitLeft.tsx';
import { DOCUMENT_TYPES } from './upload.ts';
import type { DocumentProblem, DocumentUploadState } from './useDocumentUpload.ts';

/** The texts of {@link DocumentFileField}, from the widget's i18n.ts. */
export interface DocumentFileTexts {
  /** The progress bar's name while a file is sent. */
  uploading: (fileName: string) => string;
  /** The message of a problem, beside the field. */
  problem: (problem: DocumentProblem, fileName: string | undefined) => string;
  retry: string;
}

interface Props {
  /** The input's id (the note, message and progress ids derive from it). */
  id: string;
  label: string;
  /** A line under the label (the kinds and size taken, or the file already received). */
  note?: { text: string; className: string } | undefined;
  upload: DocumentUploadState;
  texts: DocumentFileTexts;
  /** `data-document` of the field (the document's type). */
  document: string;
  progressClassName?: string | undefined;
}

/**
 * One document's file field: label, note, the file input (PDF, JPG, PNG), the progress bar while it is
 * sent, the problem beside the field and, after a failure, the retry (a rate limit's wait or offline
 * said in the kit's words, the retry held until the wait is over). State from `useDocumentUpload`.
 */
export function DocumentFileField({ id, label, note, upload, texts, document, progressClassName }: Props) {
  const { file, progress, problem } = upload;
  const problemId = `${id}-message`;
  const noteId = `${id}-note`;
  const held = useActionFailure(upload.failure, texts.problem('failed', file?.name));
  return (
    <div className="hub-field" data-document={document}>
      <label className="hub-label" htmlFor={id}>
        {label}
      </label>
      {note && (
        <p className={note.className} id={noteId}>
          {note.text}
        </p>
      )}
      <input
        id={id}
        ref={upload.inputRef}
        className="hub-input"
        type="file"
        accept={DOCUMENT_TYPES.join(',')}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : note ? noteId : undefined}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          event.target.value = '';
          upload.choose(chosen);
        }}
      />
      {progress !== null && file && (
        <progress
          className={progressClassName}
          max={100}
          value={Math.round(progress * 100)}
          aria-label={texts.uploading(file.name)}
        />
      )}
      {problem && (
        <p className="hub-field-error" id={problemId} role="alert">
          {problem === 'failed' ? held.text : texts.problem(problem, file?.name)}
        </p>
      )}
      {problem === 'failed' && file && (
        <button
          type="button"
          className="hub-button"
          data-variant="secondary"
          aria-disabled={held.waitLeft > 0 || undefined}
          onClick={() => held.run(upload.retry)}
        >
          {texts.retry}
          <WaitLeft left={held.waitLeft} />
        </button>
      )}
    </div>
  );
}
